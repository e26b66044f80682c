import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeAnswer, type RecordedRequest } from '../../../lib/api-fake';
import { setLanguage } from '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import { makeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { resetClient } from '../../../test/session-reset';

const SENT = 'If an active account uses this e-mail, a link to reset the password has been sent to it.';
const NEW = 'Fresh#Pass2026';

function answer(route: (r: RecordedRequest) => FakeAnswer | undefined) {
  return installFakeApi((r) => route(r) ?? { status: 404, body: { message: 'Route not found', code: 'not_found' } });
}

describe('forgot password screen', () => {
  beforeEach(resetClient);
  afterEach(resetClient);

  it('is reached from the login page', async () => {
    answer(() => undefined);
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('requests a link without a token and shows the same answer whatever the account', async () => {
    const requests = answer((r) => (r.url === '/auth/recovery-password' ? { status: 200, body: { message: SENT, data: null } } : undefined));
    // A token left from another session must not go with a pre-login call.
    storage.setToken(makeToken());
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), ' someone@acme.test ');
    await user.click(screen.getByTestId('recovery-submit'));
    const sent = await screen.findByTestId('recovery-sent');
    expect(within(sent).getByText(SENT)).toBeInTheDocument();
    const call = requests.find((r) => r.url === '/auth/recovery-password')!;
    expect(call.body).toEqual({ email: 'someone@acme.test' });
    expect(call.headers.access_token).toBeUndefined();
  });

  it('checks the e-mail before sending, in the current language', async () => {
    const requests = answer(() => undefined);
    await setLanguage('id');
    const { user } = renderApp('/forgot-password');
    await user.click(await screen.findByTestId('recovery-submit'));
    expect(await screen.findByText('Kolom ini wajib diisi')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByTestId('recovery-submit'));
    expect(await screen.findByText('Email Tidak Valid')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    // The rule is the endpoint's body schema; the error on screen follows a language switch.
    await act(() => setLanguage('en'));
    expect(await screen.findByText('Email Is Invalid')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    // Pasted, not typed: 260 keystrokes take seconds on a loaded machine.
    await user.click(screen.getByLabelText(/^Email/));
    await user.paste(`${'a'.repeat(250)}@acme.test`);
    await user.click(screen.getByTestId('recovery-submit'));
    expect(await screen.findByText('Data Too Long')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows the limit message of a 429 answer', async () => {
    answer((r) =>
      r.url === '/auth/recovery-password'
        ? { status: 429, body: { message: 'Too many reset requests. Please try again in 42 minutes.', code: 'too_many_attempts' } }
        : undefined,
    );
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'a@acme.test');
    await user.click(screen.getByTestId('recovery-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reset requests. Please try again in 42 minutes.');
  });
});

describe('reset password screen', () => {
  beforeEach(resetClient);
  afterEach(resetClient);

  async function submit(user: ReturnType<typeof renderApp>['user'], password = NEW, confirmation = password) {
    await user.type(await screen.findByLabelText(/^New password/), password);
    await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
    await user.click(screen.getByTestId('reset-submit'));
  }

  it('changes the password with the link token and sends the user to sign in', async () => {
    const requests = answer((r) =>
      r.url === '/auth/recovery-password/change-password'
        ? { status: 200, body: { message: 'Your password has been changed. Sign in with the new password.', data: null } }
        : undefined,
    );
    const { user } = renderApp('/reset-password?token=reset-tok');
    await submit(user);
    const done = await screen.findByTestId('reset-done');
    expect(within(done).getByText('You were signed out everywhere. Sign in with your new password.')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(requests[0].body).toEqual({ token: 'reset-tok', password: NEW, password_confirmation: NEW });
  });

  it('shows "Please input different password" from the server under the field', async () => {
    answer((r) =>
      r.url === '/auth/recovery-password/change-password'
        ? { status: 400, body: { message: 'Please input different password', code: 'validation', errors: { password: ['Please input different password'] } } }
        : undefined,
    );
    const { user } = renderApp('/reset-password?token=reset-tok');
    await submit(user);
    expect(await screen.findByText('Please input different password')).toBeInTheDocument();
  });

  it('refuses a weak password locally with the specification message', async () => {
    const requests = answer(() => undefined);
    const { user } = renderApp('/reset-password?token=reset-tok');
    await submit(user, 'onlyletters');
    expect(await screen.findByText('Please check this field')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('explains a used or expired link and offers a new one', async () => {
    answer((r) =>
      r.url === '/auth/recovery-password/change-password'
        ? { status: 409, body: { message: 'This reset link was already used or replaced by a newer one. Request a new one.', code: 'recovery_used' } }
        : undefined,
    );
    const { user } = renderApp('/reset-password?token=reset-tok');
    await submit(user);
    const problem = await screen.findByTestId('reset-problem');
    expect(within(problem).getByText('This reset link was already used or replaced by a newer one. Request a new one.')).toBeInTheDocument();
    expect(within(problem).getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says a link without a token cannot be used', async () => {
    answer(() => undefined);
    renderApp('/reset-password');
    expect(await screen.findByText('This page needs the link from your reset mail. Request a new link if you no longer have it.')).toBeInTheDocument();
  });
});
