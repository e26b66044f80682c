import { installFakeIndexedDb } from '../../test/indexeddb';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobExample, mailDetailExample } from '../../../contract/api/examples-operations';
import type { JobItem, MailDetail } from '../../../contract/api/operations';
import {
  installFakeApi,
  uninstallFakeApi,
  type FakeHandler,
  type RecordedRequest,
} from '../../lib/api-fake';
import { i18n, setLanguage } from '../../lib/i18n';
import { session, setProfile } from '../../state/session';
import { makeProfile } from '../../test/fixtures';
import { OperationsScreen } from './operations-screen';

installFakeIndexedDb();

const ok = (data: unknown) => ({ status: 200, body: { message: 'Success', data } });
const page = <T,>(data: T[], extra = {}) => ({
  data,
  page: 1,
  limit: 20,
  total: data.length,
  total_page: 1,
  ...extra,
});
const COUNTS = { queued: 2, running: 0, done: 5, failed: 1 };

let jobs: JobItem[];
let mails: MailDetail[];

function serve(writes: FakeHandler = () => ok(null)): RecordedRequest[] {
  return installFakeApi((r) => {
    if (r.method === 'get' && r.url === '/jobs/list') {
      const state = r.params.state as string | undefined;
      return ok(
        page(
          jobs.filter((j) => !state || j.state === state),
          { counts: COUNTS },
        ),
      );
    }
    if (r.method === 'get' && r.url === '/mail/outbox') {
      const search = (r.params.search as string | undefined) ?? '';
      return ok(
        page(
          mails
            .filter((m) => m.to_address.includes(search))
            .map(({ body: _body, link_gone: _gone, ...m }) => m),
        ),
      );
    }
    const one = r.method === 'get' && r.url.match(/^\/mail\/outbox\/(.+)$/);
    if (one) return ok(mails.find((m) => m.mail_uuid === one[1]));
    return writes(r);
  });
}

function signIn(provider = true) {
  const base = makeProfile();
  setProfile(
    makeProfile({
      modules: provider ? ['operations'] : ['compliance'],
      company_data: { ...base.company_data, is_provider: provider },
    }),
  );
  session.token = 'test-token';
}

function renderScreen() {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <OperationsScreen />
      </MantineProvider>
    </I18nextProvider>,
  );
  return user;
}

beforeEach(async () => {
  await setLanguage('en');
  jobs = [
    jobExample,
    {
      ...jobExample,
      job_uuid: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      kind: 'maintenance.housekeeping',
      state: 'done',
      attempts: 1,
      max_attempts: 3,
      last_error: null,
      dedupe_key: null,
    },
  ];
  mails = [
    mailDetailExample,
    {
      ...mailDetailExample,
      mail_uuid: '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910',
      to_address: 'budi@example.com',
      subject: 'Reset your password',
      language: 'en',
      state: 'kept',
      sent_at: null,
      body: 'Hello Budi',
    },
  ];
});
afterEach(() => uninstallFakeApi());

describe('operations screen', () => {
  it('lists jobs with their state, attempts and last error, and counts per state in the filter', async () => {
    serve();
    signIn();
    renderScreen();
    const rows = await screen.findAllByTestId('job-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('mail.send')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[0]).getByText('8 of 8')).toBeInTheDocument();
    expect(within(rows[0]).getByText('connect ECONNREFUSED 10.0.0.25:587')).toBeInTheDocument();
    // Only the failed job offers a retry.
    expect(
      within(rows[0]).getByRole('button', { name: 'Retry job mail.send' }),
    ).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('All states (8)');
  });

  it('retries a failed job after a confirmation, then reads the list again', async () => {
    const requests = serve(() => {
      jobs = jobs.map((j) =>
        j.job_uuid === jobExample.job_uuid ? { ...j, state: 'queued', attempts: 0 } : j,
      );
      return ok(jobs[0]);
    });
    signIn();
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Retry job mail.send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry this job?' });
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByTestId('operations-notice')).toHaveTextContent(
        'The job was queued again.',
      ),
    );
    const post = requests.find((r) => r.method === 'post')!;
    expect(post.url).toBe(`/jobs/retry/${jobExample.job_uuid}`);
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(within(screen.getAllByTestId('job-row')[0]).getByText('Queued')).toBeInTheDocument(),
    );
  });

  it('shows the refusal of a retry', async () => {
    serve(() => ({
      status: 409,
      body: { message: 'Only a failed job can be retried', code: 'conflict' },
    }));
    signIn();
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Retry job mail.send' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The retry was refused: Only a failed job can be retried',
    );
  });

  it('filters jobs by state and says when none match', async () => {
    const requests = serve();
    signIn();
    jobs = jobs.filter((j) => j.state === 'done');
    const user = renderScreen();
    await screen.findAllByTestId('job-row');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Failed (1)' }));
    expect(await screen.findByText('No job matches.')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/jobs/list' && r.params.state === 'failed')).toBe(true);
  });

  it('lists mails, opens one with its text and resends a kept mail', async () => {
    const requests = serve((r) => {
      mails = mails.map((m) => (r.url.endsWith(m.mail_uuid) ? { ...m, state: 'queued' } : m));
      return ok(null);
    });
    signIn();
    const user = renderScreen();
    await user.click(await screen.findByRole('tab', { name: 'Mail' }));
    const rows = await screen.findAllByTestId('mail-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('ayu@example.co.id')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Undangan ke RegComply')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Indonesian')).toBeInTheDocument();
    expect(within(rows[0]).getByText('invitation')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Sent')).toBeInTheDocument();

    // A sent mail cannot be resent.
    await user.click(
      within(rows[0]).getByRole('button', {
        name: 'Open the mail Undangan ke RegComply to ayu@example.co.id',
      }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Undangan ke RegComply' });
    expect(await within(dialog).findByTestId('mail-body')).toHaveTextContent(
      'Anda diundang ke RegComply.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Resend' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(
      within(screen.getAllByTestId('mail-row')[1]).getByRole('button', {
        name: /^Open the mail Reset your password/,
      }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(await within(dialog).findByText('Kept (no SMTP)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('operations-notice')).toHaveTextContent(
        'The mail was queued again.',
      ),
    );
    expect(requests.find((r) => r.method === 'post')!.url).toBe(
      `/mail/outbox/resend/${mails[1].mail_uuid}`,
    );
  });

  it('offers no Resend for a failed mail whose one-time link is gone, and says why', async () => {
    mails = [{ ...mails[1], state: 'failed', link_gone: true }];
    serve();
    signIn();
    const user = renderScreen();
    await user.click(await screen.findByRole('tab', { name: 'Mail' }));
    await user.click(
      within((await screen.findAllByTestId('mail-row'))[0]).getByRole('button', {
        name: /^Open the mail Reset your password/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(await within(dialog).findByTestId('mail-link-gone')).toHaveTextContent(
      'This mail’s one-time link was used, replaced or has expired',
    );
    expect(within(dialog).queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it('searches mails by recipient', async () => {
    const requests = serve();
    signIn();
    const user = renderScreen();
    await user.click(await screen.findByRole('tab', { name: 'Mail' }));
    await screen.findAllByTestId('mail-row');
    await user.type(screen.getByRole('searchbox', { name: 'Recipient' }), 'nobody');
    expect(await screen.findByText('No mail matches.')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/mail/outbox' && r.params.search === 'nobody')).toBe(
      true,
    );
  });

  it('shows the server error with a way to try again', async () => {
    installFakeApi(() => ({
      status: 500,
      body: { message: 'Internal server error', code: 'internal' },
    }));
    signIn();
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load: Internal server error',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    serve();
    await setLanguage('id');
    signIn();
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Tugas dan surel' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('job-row');
    expect(within(rows[0]).getByText('Gagal')).toBeInTheDocument();
    expect(
      within(rows[0]).getByRole('button', { name: 'Coba ulang tugas mail.send' }),
    ).toBeInTheDocument();
  });

  it('shows no access to a user without the operations module', () => {
    serve();
    signIn(false);
    renderScreen();
    expect(screen.getByTestId('no-access')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
