import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../lib/i18n';
import { emptyNewPassword, PasswordFields } from './password-fields';

function Form() {
  const [value, setValue] = useState(emptyNewPassword);
  return (
    <PasswordFields
      value={value}
      onChange={setValue}
      errors={{}}
      userInputs={['ana.putri@acme.test', 'Ana Putri']}
    />
  );
}

function renderForm() {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <Form />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { user, field: screen.getByTestId('new-password') };
}

afterEach(async () => {
  await setLanguage('en');
});

describe('password strength meter', () => {
  it('shows how easy the new password is to guess as the user types, announced politely', async () => {
    const { user, field } = renderForm();
    expect(screen.queryByTestId('password-strength')).toBeNull();
    await user.type(field, 'password1');
    const meter = await screen.findByTestId('password-strength');
    await waitFor(() => expect(meter.dataset.score).toBe('0'), { timeout: 10_000 });
    expect(meter.getAttribute('aria-live')).toBe('polite');
    expect(meter.textContent).toContain('Password strength: very weak');
    expect(meter.textContent).toContain('Too easy to guess');
    await user.clear(field);
    await user.type(field, 'Another#Secret-9');
    await waitFor(() => expect(screen.getByTestId('password-strength').dataset.score).toBe('4'));
    expect(screen.getByTestId('password-strength').textContent).toBe(
      'Password strength: very strong',
    );
  }, 20_000);

  it('counts the user’s own name as easy to guess, and speaks Indonesian', async () => {
    await setLanguage('id');
    const { user, field } = renderForm();
    await user.type(field, 'anaputri1');
    await waitFor(
      () => expect(Number(screen.getByTestId('password-strength').dataset.score)).toBeLessThan(3),
      { timeout: 10_000 },
    );
    expect(screen.getByTestId('password-strength').textContent).toMatch(
      /Kekuatan kata sandi: (sangat lemah|lemah|cukup)Terlalu mudah ditebak/,
    );
  }, 20_000);
});
