import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeAnswer, type RecordedRequest } from '../../lib/api-fake';
import { storage } from '../../lib/storage';
import { makeProfile, makeToken } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { resetClient } from '../../test/session-reset';

const LIMIT_HEADERS = (remaining: number) => ({
  'x-ratelimit-limit': '5',
  'x-ratelimit-remaining': String(remaining),
});

function answer(route: (r: RecordedRequest) => FakeAnswer | undefined) {
  return installFakeApi(
    (r) => route(r) ?? { status: 404, body: { message: 'Route not found', code: 'not_found' } },
  );
}

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  email: string,
  password: string,
) {
  await screen.findByTestId('login-submit');
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByTestId('login-submit'));
}

describe('login screen', () => {
  beforeEach(resetClient);
  afterEach(resetClient);

  it('shows the field errors, the message and the attempts of a 400 answer', async () => {
    answer((r) =>
      r.url === '/auth/login'
        ? {
            status: 400,
            body: {
              message: 'Please check the form',
              code: 'validation',
              errors: { email: ['Email Is Invalid'], password: ['Data Too Long'] },
            },
            headers: LIMIT_HEADERS(3),
          }
        : undefined,
    );
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'ana@acme.test', 'secret-password');

    expect(await screen.findByTestId('login-error')).toHaveTextContent('Please check the form');
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email Is Invalid');
    expect(password).toHaveAccessibleDescription('Data Too Long');
    expect(screen.getByTestId('login-attempts')).toHaveTextContent('Attempt 2 of 5');
  });

  it('puts the message under the password when the server sent no field errors', async () => {
    answer((r) =>
      r.url === '/auth/login'
        ? {
            status: 400,
            body: { message: 'Invalid email or password', code: 'login_failed' },
            headers: LIMIT_HEADERS(4),
          }
        : undefined,
    );
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'ana@acme.test', 'wrong-password');

    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        'Invalid email or password',
      ),
    );
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('login-attempts')).toHaveTextContent('Attempt 1 of 5');
    // Shown once: under the field, not again in an alert.
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(1);
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
  });

  it('is a main landmark with an h1, and the show-password button is reachable by Tab', async () => {
    answer(() => undefined);
    const { user } = renderApp('/login');
    await screen.findByTestId('login-submit');
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    );
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('checks the form before calling the server', async () => {
    const requests = answer(() => undefined);
    const { user } = renderApp('/login');
    await user.click(await screen.findByTestId('login-submit'));

    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByTestId('login-submit'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email Is Invalid');
    expect(requests).toHaveLength(0);
  });

  it('switches every text to Indonesian at once, server texts included', async () => {
    const requests = answer((r) =>
      r.url === '/auth/login'
        ? {
            status: 400,
            body: { message: 'Invalid email or password', code: 'login_failed' },
            headers: LIMIT_HEADERS(3),
          }
        : undefined,
    );
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'ana@acme.test', 'wrong-password');
    await screen.findByTestId('login-attempts');

    await user.click(within(screen.getByTestId('lang-switch')).getByText('ID'));

    expect(await screen.findByLabelText('Kata sandi')).toHaveAccessibleDescription(
      'Email atau kata sandi salah',
    );
    expect(screen.getByRole('button', { name: 'Masuk' })).toBe(screen.getByTestId('login-submit'));
    expect(screen.getByText('Masuk ke akun Anda')).toBeInTheDocument();
    expect(screen.getByTestId('login-attempts')).toHaveTextContent('Percobaan 2 dari 5');
    expect(screen.queryByText('Log in')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('id');
    expect(storage.getLanguage()).toBe('id');

    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1].params.lang).toBe('id');
  });

  it('shows the lockout once and no attempts counter when the account is locked (429)', async () => {
    answer((r) =>
      r.url === '/auth/login'
        ? {
            status: 429,
            body: {
              message: 'Too many login attempts. Please try again in 15 minutes.',
              code: 'too_many_attempts',
            },
            headers: LIMIT_HEADERS(0),
          }
        : undefined,
    );
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'ana@acme.test', 'wrong-password');
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        'Too many login attempts. Please try again in 15 minutes.',
      ),
    );
    // The lockout message says it all: no "Attempt 5 of 5" beside it, and no second copy.
    expect(screen.queryByTestId('login-attempts')).not.toBeInTheDocument();
    expect(
      screen.getAllByText('Too many login attempts. Please try again in 15 minutes.'),
    ).toHaveLength(1);
  });

  it('shows a network failure once, in the alert', async () => {
    installFakeApi(() => Promise.reject(new Error('Network Error')));
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'ana@acme.test', 'secret-password');
    expect(await screen.findByTestId('login-error')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('stores the session, loads the profile and opens home on success', async () => {
    const token = makeToken();
    const requests = answer((r) => {
      if (r.url === '/auth/login')
        return {
          status: 200,
          body: {
            message: 'Login successful',
            data: { token, expires_at: '2030-01-01T00:00:00Z' },
          },
        };
      if (r.url === '/users/profile')
        return { status: 200, body: { message: 'Profile loaded', data: makeProfile() } };
      if (r.url === '/version')
        return { status: 200, body: { message: 'Backend version', data: { version: '1.2.3' } } };
      return undefined;
    });
    const { user, router } = renderApp('/login');
    await fillAndSubmit(user, 'ana@acme.test', 'correct-password');

    expect(await screen.findByTestId('app-layout')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Welcome, Ana Putri')).toBeInTheDocument();
    expect(storage.getToken()).toBe(token);
    expect(storage.getEmail()).toBe('ana@acme.test');
    expect(storage.getModules()).toEqual(['dashboard', 'compliance', 'documents']);
    const login = requests.find((r) => r.url === '/auth/login')!;
    expect(login.body).toEqual({ email: 'ana@acme.test', password: 'correct-password' });
    expect(login.headers.access_token).toBeUndefined();
    expect(requests.find((r) => r.url === '/users/profile')!.headers.access_token).toBe(token);
  });

  it('opens the subscription-expired page when the profile answers with a subscription error', async () => {
    const token = makeToken();
    answer((r) => {
      if (r.url === '/auth/login')
        return {
          status: 200,
          body: {
            message: 'Login successful',
            data: { token, expires_at: '2030-01-01T00:00:00Z' },
          },
        };
      if (r.url === '/users/profile')
        return {
          status: 403,
          body: {
            message:
              'Your subscription has expired. Please contact your administrator to renew it.',
            code: 'subscription_expired',
            errors: {
              subscription: [
                'Your subscription has expired. Please contact your administrator to renew it.',
              ],
            },
          },
        };
      return undefined;
    });
    const { user, router } = renderApp('/login');
    await fillAndSubmit(user, 'ana@acme.test', 'correct-password');

    const page = await screen.findByTestId('subscription-expired');
    expect(page).toHaveTextContent(
      'Your subscription has expired. Please contact your administrator to renew it.',
    );
    expect(router.state.location.pathname).toBe('/subscription-expired');
  });
});
