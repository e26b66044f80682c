import { installFakeIndexedDb } from '../../test/indexeddb';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../contract/api/settings';
import { Logo } from '../../components/logo';
import { installFakeApi, uninstallFakeApi } from '../../lib/api-fake';
import { i18n, setLanguage } from '../../lib/i18n';
import { applyCompanySettings, companyTheme } from '../../state/company-theme';
import { session, setProfile } from '../../state/session';
import { makeProfile } from '../../test/fixtures';
import { SettingsScreen } from './settings-screen';

installFakeIndexedDb();

const ok = (data: unknown) => ({ status: 200, body: { message: 'Success', data } });

function renderScreen() {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <Logo />
        <SettingsScreen />
      </MantineProvider>
    </I18nextProvider>,
  );
  return user;
}

/** A company admin who may update the settings (and hold `more` modules), signed in: the company id. */
/** Picks a small PNG in the screen's logo file input. */
async function pickLogo(user: ReturnType<typeof renderScreen>): Promise<void> {
  const input = screen
    .getByTestId('settings-screen')
    .querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(
    input,
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }),
  );
}

type Profile = ReturnType<typeof makeProfile>;
function signInAsSettingsAdmin(more: Profile['privileges'] = {}): string {
  const privileges = {
    settings: { view: true, create: false, update: true, delete: false },
    ...more,
  };
  const profile = makeProfile({
    modules: Object.keys(privileges) as Profile['modules'],
    privileges,
  });
  setProfile(profile);
  session.token = 'test-token';
  return profile.company_data.company_uuid;
}

beforeEach(async () => {
  await setLanguage('en');
  applyCompanySettings(null);
});
afterEach(() => uninstallFakeApi());

describe('company settings screen', () => {
  it('saves the colour, logo and priority names and applies them to the app at once', async () => {
    const company = signInAsSettingsAdmin();
    let stored = { ...DEFAULT_SETTINGS };
    const requests = installFakeApi((r) => {
      if (r.method === 'put') {
        const b = r.body as {
          primaryColor: 'teal';
          logo: string;
          priorityLabels: { high: { en: string; id: string } };
        };
        stored = {
          ...stored,
          primaryColor: b.primaryColor,
          logo: b.logo,
          priorityLabels: { high: b.priorityLabels.high },
        };
      }
      return ok({ company_uuid: company, settings: stored, updated_at: null });
    });
    const user = renderScreen();
    await user.click(await screen.findByRole('radio', { name: 'Teal' }));
    await user.type(
      screen.getByRole('textbox', { name: /Logo address/ }),
      'https://cdn.example.test/logo.png',
    );
    await user.type(screen.getByRole('textbox', { name: 'High (English)' }), 'Critical');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Give each priority name in both languages',
    );
    await user.type(screen.getByRole('textbox', { name: 'High (Indonesian)' }), 'Kritis');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'put')).toBeTruthy(), {
      timeout: 5000,
    });
    expect(requests.find((r) => r.method === 'put')).toMatchObject({
      url: `/settings/update/${company}`,
      body: {
        primaryColor: 'teal',
        logo: 'https://cdn.example.test/logo.png',
        priorityLabels: { high: { en: 'Critical', id: 'Kritis' }, low: null, medium: null },
      },
    });
    await waitFor(() => expect(companyTheme.primaryColor).toBe('teal'), { timeout: 5000 });
    expect(await screen.findByTestId('company-logo')).toHaveAttribute(
      'src',
      'https://cdn.example.test/logo.png',
    );
  }, 120_000);

  it('uploads a logo image and shows it in the header at once; a refusal shows the server’s message', async () => {
    const company = signInAsSettingsAdmin();
    const path = `/api/settings/logo/${company}/0b9c2f4e-8f3a-4c7e-9d51-2a6b7c8d9e01.png`;
    let stored = { ...DEFAULT_SETTINGS };
    let refuse = true;
    const requests = installFakeApi((r) => {
      if (r.method === 'post') {
        if (refuse)
          return {
            status: 400,
            body: {
              message: 'Please check the form',
              code: 'validation',
              errors: { file: ['The logo must be a PNG, JPEG, GIF or WebP image'] },
            },
          };
        stored = { ...stored, logo: path };
      }
      return ok({ company_uuid: company, settings: stored, updated_at: null });
    });
    const user = renderScreen();
    await screen.findByRole('button', { name: 'Use this logo' });
    await pickLogo(user);
    await user.click(screen.getByRole('button', { name: 'Use this logo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the form');
    refuse = false;
    await pickLogo(user);
    await user.click(screen.getByRole('button', { name: 'Use this logo' }));
    expect(await screen.findByTestId('company-logo')).toHaveAttribute('src', path);
    const sent = requests.filter((r) => r.method === 'post').at(-1)!;
    expect(sent.url).toBe(`/settings/logo/${company}`);
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
  }, 120_000);

  it('keeps a logo file picked before a save, and the saved message, after the save', async () => {
    const company = signInAsSettingsAdmin();
    let stored = { ...DEFAULT_SETTINGS };
    let version = 0;
    installFakeApi((r) => {
      if (r.method === 'put') {
        stored = { ...stored, primaryColor: (r.body as { primaryColor: 'teal' }).primaryColor };
        version += 1;
      }
      // Each save moves updated_at, as the server's does.
      const updated_at = version ? `2026-11-29T10:00:0${version}.000Z` : null;
      return ok({ company_uuid: company, settings: stored, updated_at });
    });
    const user = renderScreen();
    await user.click(await screen.findByRole('radio', { name: 'Teal' }));
    await pickLogo(user);
    expect(screen.getByRole('button', { name: 'Use this logo' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(companyTheme.primaryColor).toBe('teal'), { timeout: 5000 });
    // Whatever the screen reads after a save has arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('settings-message')).toHaveTextContent('Settings saved');
    expect(screen.getByRole('button', { name: 'Use this logo' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Teal' })).toBeChecked();
  }, 120_000);

  it('names a module in both languages for the menu, and saves over an uploaded logo', async () => {
    const company = signInAsSettingsAdmin({
      compliance: { view: true, create: false, update: false, delete: false },
    });
    // The logo as the upload route leaves it: saving the other settings keeps it.
    let stored = {
      ...DEFAULT_SETTINGS,
      logo: `/api/settings/logo/${company}/0b9c2f4e-8f3a-4c7e-9d51-2a6b7c8d9e01.png`,
    };
    const requests = installFakeApi((r) => {
      if (r.method === 'put') {
        const b = r.body as { labels: Record<string, { en: string; id: string } | null> };
        stored = { ...stored, labels: { compliance: b.labels.compliance! } };
      }
      return ok({ company_uuid: company, settings: stored, updated_at: null });
    });
    const user = renderScreen();
    await user.type(await screen.findByRole('textbox', { name: 'Compliance (English)' }), 'Duties');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Give each module name in both languages',
    );
    await user.type(screen.getByRole('textbox', { name: 'Compliance (Indonesian)' }), 'Kewajiban');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'put')).toBeTruthy(), {
      timeout: 5000,
    });
    expect(requests.find((r) => r.method === 'put')!.body).toMatchObject({
      logo: stored.logo,
      labels: { compliance: { en: 'Duties', id: 'Kewajiban' }, settings: null },
    });
    await waitFor(
      () => expect(companyTheme.labels).toEqual({ compliance: { en: 'Duties', id: 'Kewajiban' } }),
      { timeout: 5000 },
    );
  }, 120_000);
});
