import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReminderItem } from '../../../../contract/api/checklists';
import { installFakeApi, uninstallFakeApi } from '../../../lib/api-fake';
import { setLanguage } from '../../../lib/i18n';
import { complianceDoc, renderPanel, signInWorker } from '../../../test/compliance-panel-fixtures';
import { reminderProblems, RemindersPanel } from './reminders-panel';

afterEach(async () => {
  uninstallFakeApi();
  await setLanguage('en');
});

const C = complianceDoc();
const reminder = (n: number, over: Partial<ReminderItem> = {}): ReminderItem => ({
  reminder_uuid: `r${n}`,
  compliance_uuid: C.id,
  remind_at: new Date(Date.UTC(2030, 0, n, 3, 0)).toISOString(),
  message: `Reminder ${n}`,
  sent_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
  ...over,
});
const envelope = (data: unknown) => ({ status: 200, body: { message: 'OK', data } });

describe('RemindersPanel', () => {
  it("lists the caller's reminders on this compliance", async () => {
    const requests = installFakeApi(() => envelope({ data: [reminder(1), reminder(2)] }));
    signInWorker();
    renderPanel(<RemindersPanel compliance={C} />);
    await waitFor(() => expect(screen.getAllByTestId('reminder')).toHaveLength(2));
    expect(requests[0]).toMatchObject({
      method: 'get',
      url: '/reminder/list',
      params: { compliance_uuid: C.id },
    });
    expect(screen.getAllByTestId('reminder')[0]).toHaveTextContent('Reminder 1');
  });

  it('shows the empty state in Indonesian', async () => {
    await setLanguage('id');
    installFakeApi(() => envelope({ data: [] }));
    signInWorker();
    renderPanel(<RemindersPanel compliance={C} />);
    expect(await screen.findByTestId('reminders-empty')).toHaveTextContent(
      'Anda belum punya pengingat pada kepatuhan ini.',
    );
    expect(screen.getByRole('heading', { name: 'Pengingat' })).toBeInTheDocument();
  });

  it('says reminders are available when online when no server answers', async () => {
    installFakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    signInWorker();
    renderPanel(<RemindersPanel compliance={C} />);
    expect(await screen.findByTestId('reminders-offline')).toHaveTextContent(
      'Reminders are available when online.',
    );
    expect(screen.queryByRole('button', { name: 'Set reminder' })).toBeNull();
  });

  it('refuses a moment in the past and an empty message before sending anything', async () => {
    const requests = installFakeApi(() => envelope({ data: [] }));
    signInWorker();
    const { user } = renderPanel(<RemindersPanel compliance={C} />);
    await screen.findByTestId('reminders-empty');
    await user.type(screen.getByLabelText(/Remind me at/), '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Set reminder' }));
    expect(await screen.findByText('Choose a moment in the future.')).toBeInTheDocument();
    expect(screen.getByText('Write a message.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(0);
  });

  it('creates a reminder with an Idempotency-Key and shows it in the list', async () => {
    const created: ReminderItem[] = [];
    const requests = installFakeApi((r) => {
      if (r.method === 'post') {
        const body = r.body as { remind_at: string; message: string };
        const item = reminder(9, { remind_at: body.remind_at, message: body.message });
        created.push(item);
        return { status: 201, body: { message: 'Reminder created', data: item } };
      }
      return envelope({ data: created });
    });
    signInWorker();
    const { user } = renderPanel(<RemindersPanel compliance={C} />);
    await screen.findByTestId('reminders-empty');
    await user.type(screen.getByLabelText(/Remind me at/), '2031-05-06T09:30');
    await user.type(screen.getByLabelText(/Message/), '  Send the report  ');
    await user.click(screen.getByRole('button', { name: 'Set reminder' }));
    expect(await screen.findByTestId('reminders-outcome')).toHaveTextContent('Reminder set.');
    const post = requests.find((r) => r.method === 'post');
    expect(post).toMatchObject({
      url: '/reminder/create',
      body: {
        compliance_uuid: C.id,
        remind_at: new Date('2031-05-06T09:30').toISOString(),
        message: 'Send the report',
      },
    });
    expect(post?.headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('reminder')).toHaveLength(1));
    expect(within(screen.getByTestId('reminder')).getByText('Send the report')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    installFakeApi((r) =>
      r.method === 'post'
        ? { status: 404, body: { message: 'Compliance not found' } }
        : envelope({ data: [] }),
    );
    signInWorker();
    const { user } = renderPanel(<RemindersPanel compliance={C} />);
    await screen.findByTestId('reminders-empty');
    await user.type(screen.getByLabelText(/Remind me at/), '2031-05-06T09:30');
    await user.type(screen.getByLabelText(/Message/), 'Check');
    await user.click(screen.getByRole('button', { name: 'Set reminder' }));
    expect(await screen.findByTestId('reminders-outcome')).toHaveTextContent(
      'Compliance not found',
    );
  });
});

describe('reminderProblems', () => {
  const now = Date.parse('2026-11-22T00:00:00Z');
  it('accepts a future moment and a message of 500 characters, refuses 501', () => {
    expect(reminderProblems('2026-12-01T10:00', 'x'.repeat(500), now)).toEqual({});
    expect(reminderProblems('2026-12-01T10:00', 'x'.repeat(501), now)).toEqual({
      message: 'reminders.messageTooLong',
    });
    expect(reminderProblems('', 'x', now)).toEqual({ when: 'reminders.whenRequired' });
  });
});
