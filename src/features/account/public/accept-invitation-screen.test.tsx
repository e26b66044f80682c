import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeAnswer, type RecordedRequest } from '../../../lib/api-fake';
import { setLanguage } from '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import { makeProfile, makeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { resetClient } from '../../../test/session-reset';

const INVITATION = { email: 'new.person@acme.test', name: 'New Person', company_name: 'PT Acme', expires_at: '2030-01-08T09:00:00.000Z' };
const PASSWORD = 'Welcome#2026';

function answer(route: (r: RecordedRequest) => FakeAnswer | undefined) {
  return installFakeApi((r) => route(r) ?? { status: 404, body: { message: 'Route not found', code: 'not_found' } });
}

const valid = (r: RecordedRequest): FakeAnswer | undefined =>
  r.url === '/users/check-invitation' ? { status: 200, body: { message: 'Invitation is valid', data: INVITATION } } : undefined;

async function fillPasswords(user: ReturnType<typeof renderApp>['user'], password: string, confirmation = password) {
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByTestId('invitation-submit'));
}

describe('accept invitation screen', () => {
  beforeEach(resetClient);
  afterEach(resetClient);

  it('checks the invitation with the token in access_token and shows the e-mail and company', async () => {
    const requests = answer(valid);
    renderApp('/accept-invitation?token=tok-123');
    expect(await screen.findByText('You were invited to PT Acme. Choose a password to activate your account.')).toBeInTheDocument();
    expect(screen.getByTestId('invitation-email')).toHaveValue('new.person@acme.test');
    expect(screen.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/users/check-invitation')!.headers.access_token).toBe('tok-123');
  });

  it('ticks off the password rules as the user types and refuses a mismatch without calling the server', async () => {
    const requests = answer(valid);
    const { user } = renderApp('/accept-invitation?token=tok-123');
    const field = await screen.findByLabelText(/^New password/);
    const rules = () => screen.getAllByRole('listitem').map((li) => li.getAttribute('data-met'));
    expect(rules()).toEqual(['false', 'false', 'false']);
    await user.type(field, 'abc1');
    expect(rules()).toEqual(['false', 'true', 'true']);
    await user.type(field, 'defgh');
    expect(rules()).toEqual(['true', 'true', 'true']);
    await user.type(screen.getByLabelText(/^Confirm new password/), 'different1');
    await user.click(screen.getByTestId('invitation-submit'));
    expect(await screen.findByText("Password doesn't match")).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/users/create-password')).toBe(false);
  });

  it('shows and hides the password with an accessible toggle', async () => {
    answer(valid);
    const { user } = renderApp('/accept-invitation?token=tok-123');
    const field = await screen.findByLabelText(/^New password/);
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(field).toHaveAttribute('type', 'text');
  });

  it('sets the password with the token, then signs the new user in and opens home', async () => {
    const token = makeToken();
    const requests = answer((r) => {
      if (r.url === '/users/create-password')
        return { status: 200, body: { message: 'Your password is set. You can now sign in.', data: { email: INVITATION.email } } };
      if (r.url === '/auth/login') return { status: 200, body: { message: 'Login successful', data: { token, expires_at: '2030-01-01T00:00:00Z' } } };
      if (r.url === '/users/profile') return { status: 200, body: { message: 'Profile loaded', data: makeProfile() } };
      if (r.url === '/version') return { status: 200, body: { message: 'Backend version', data: { version: '1.2.3' } } };
      return valid(r);
    });
    const { user, router } = renderApp('/accept-invitation?token=tok-123');
    await fillPasswords(user, PASSWORD);
    // The signed-in layout is a lazy chunk: give it time on a busy machine.
    expect(await screen.findByTestId('app-layout', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const create = requests.find((r) => r.url === '/users/create-password')!;
    expect(create.headers.access_token).toBe('tok-123');
    expect(create.body).toEqual({ password: PASSWORD, password_confirmation: PASSWORD });
    expect(requests.find((r) => r.url === '/auth/login')!.body).toEqual({ email: INVITATION.email, password: PASSWORD });
    expect(storage.getToken()).toBe(token);
  });

  it('sends the user to sign in when the automatic sign-in fails after the password was set', async () => {
    answer((r) => {
      if (r.url === '/users/create-password') return { status: 200, body: { message: 'ok', data: { email: INVITATION.email } } };
      if (r.url === '/auth/login') return { status: 400, body: { message: 'Invalid email or password', code: 'login_failed' } };
      return valid(r);
    });
    const { user } = renderApp('/accept-invitation?token=tok-123');
    await fillPasswords(user, PASSWORD);
    const done = await screen.findByTestId('invitation-done');
    expect(within(done).getByText('Your account is active')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('explains an expired invitation and what to do, in Indonesian too', async () => {
    answer((r) =>
      r.url === '/users/check-invitation'
        ? { status: 400, body: { message: 'This invitation has expired. Ask your administrator to send a new one.', code: 'invitation_expired' } }
        : undefined,
    );
    renderApp('/accept-invitation?token=old');
    const problem = await screen.findByTestId('invitation-problem');
    expect(within(problem).getByText('Invitation expired')).toBeInTheDocument();
    expect(within(problem).getByText('Ask your administrator to send you a new invitation.')).toBeInTheDocument();
    await setLanguage('id');
    await waitFor(() => expect(within(problem).getByText('Undangan kedaluwarsa')).toBeInTheDocument());
    expect(within(problem).getByText('Undangan ini sudah kedaluwarsa. Minta administrator Anda untuk mengirim undangan baru.')).toBeInTheDocument();
  });

  it('turns into the used state when the invitation was spent meanwhile', async () => {
    answer((r) =>
      r.url === '/users/create-password'
        ? { status: 409, body: { message: 'This invitation was already used. Sign in with your e-mail and password.', code: 'invitation_used' } }
        : valid(r),
    );
    const { user } = renderApp('/accept-invitation?token=tok-123');
    await fillPasswords(user, PASSWORD);
    const problem = await screen.findByTestId('invitation-problem');
    expect(within(problem).getByText('Invitation already used')).toBeInTheDocument();
    expect(within(problem).getByRole('link', { name: 'Go to sign in' })).toBeInTheDocument();
  });

  it('shows the server field error under the password field', async () => {
    answer((r) =>
      r.url === '/users/create-password'
        ? { status: 400, body: { message: 'Please check the form', code: 'validation', errors: { password: ['Please check this field'] } } }
        : valid(r),
    );
    const { user } = renderApp('/accept-invitation?token=tok-123');
    await fillPasswords(user, PASSWORD);
    expect(await screen.findByText('Please check this field')).toBeInTheDocument();
  });

  it('offers a retry when the server cannot be reached', async () => {
    let calls = 0;
    answer((r) => {
      if (r.url !== '/users/check-invitation') return undefined;
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return valid(r);
    });
    const { user } = renderApp('/accept-invitation?token=tok-123');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('invitation-email')).toHaveValue(INVITATION.email);
  });

  it('says a link without a token is incomplete', async () => {
    answer(() => undefined);
    renderApp('/accept-invitation');
    expect(await screen.findByText('This page needs the link from your invitation mail. Open the link from the mail again.')).toBeInTheDocument();
  });
});
