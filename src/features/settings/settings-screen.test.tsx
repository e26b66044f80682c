import 'fake-indexeddb/auto';
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

beforeEach(async () => {
  await setLanguage('en');
  applyCompanySettings(null);
});
afterEach(() => uninstallFakeApi());

describe('company settings screen', () => {
  it('saves the colour, logo and priority names and applies them to the app at once', async () => {
    const profile = makeProfile({ modules: ['settings'], privileges: { settings: { view: true, create: false, update: true, delete: false } } });
    setProfile(profile);
    session.token = 'test-token';
    const company = profile.company_data.company_uuid;
    let stored = { ...DEFAULT_SETTINGS };
    const requests = installFakeApi((r) => {
      if (r.method === 'put') {
        const b = r.body as { primaryColor: 'teal'; logo: string; priorityLabels: { high: { en: string; id: string } } };
        stored = { ...stored, primaryColor: b.primaryColor, logo: b.logo, priorityLabels: { high: b.priorityLabels.high } };
      }
      return ok({ company_uuid: company, settings: stored, updated_at: null });
    });
    const user = renderScreen();
    await user.click(await screen.findByRole('radio', { name: 'Teal' }));
    await user.type(screen.getByRole('textbox', { name: /Logo address/ }), 'https://cdn.example.test/logo.png');
    await user.type(screen.getByRole('textbox', { name: 'High (English)' }), 'Critical');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give each priority name in both languages');
    await user.type(screen.getByRole('textbox', { name: 'High (Indonesian)' }), 'Kritis');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'put')).toBeTruthy(), { timeout: 5000 });
    expect(requests.find((r) => r.method === 'put')).toMatchObject({
      url: `/settings/update/${company}`,
      body: { primaryColor: 'teal', logo: 'https://cdn.example.test/logo.png', priorityLabels: { high: { en: 'Critical', id: 'Kritis' }, low: null, medium: null } },
    });
    await waitFor(() => expect(companyTheme.primaryColor).toBe('teal'), { timeout: 5000 });
    expect(await screen.findByTestId('company-logo')).toHaveAttribute('src', 'https://cdn.example.test/logo.png');
  }, 120_000);
});
