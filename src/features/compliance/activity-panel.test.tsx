import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityLogItem } from '../../../contract/api/activity';
import { installFakeApi, uninstallFakeApi } from '../../lib/api-fake';
import { i18n, setLanguage } from '../../lib/i18n';
import { ActivityPanel } from './activity-panel';

afterEach(async () => {
  uninstallFakeApi();
  await setLanguage('en');
});

const item = (n: number): ActivityLogItem => ({
  log_uuid: `log-${n}`,
  type: 'compliance',
  type_uuid: 'c1',
  action: 'compliance.process',
  before: { process_status: 'not_comply' },
  after: { process_status: 'claim' },
  created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, 60 - n)).toISOString(),
  user: { user_uuid: 'u1', name: `User ${n}` },
});

function show() {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <ActivityPanel complianceUuid="c1" />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('activity panel', () => {
  it('reads ten at a time, newest first as the server orders, and loads more', async () => {
    const all = Array.from({ length: 13 }, (_, i) => item(i));
    const requests = installFakeApi((r) => {
      const offset = Number(r.params.offset);
      const data = all.slice(offset, offset + Number(r.params.limit));
      return {
        status: 200,
        body: {
          message: 'OK',
          data: { data, page: 1, limit: 10, total: 13, total_page: 2, offset },
        },
      };
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('User 0', { exact: false })).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      url: '/activity-logs',
      params: { type: 'compliance', type_uuid: 'c1', limit: 10, offset: 0 },
    });
    expect(screen.getAllByText('In progress → Claim')).toHaveLength(10);
    await user.click(screen.getByTestId('activity-more'));
    await waitFor(() => expect(screen.getAllByText('In progress → Claim')).toHaveLength(13));
    expect(requests[1].params).toMatchObject({ offset: 10 });
    expect(screen.queryByTestId('activity-more')).toBeNull();
  });

  it('says the activity is available when online when no server answers', async () => {
    installFakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    show();
    expect(await screen.findByTestId('activity-offline')).toHaveTextContent(
      'The activity is available when online.',
    );
  });

  const entry = (n: number, action: string, before: unknown, after: unknown): ActivityLogItem => ({
    ...item(n),
    log_uuid: `e-${n}`,
    action,
    before,
    after,
  });
  const entries = [
    entry(
      1,
      'checklist_claim',
      { title: 'Sample the outlet', due_date: null, is_claim_checklist: false },
      { title: 'Sample the outlet', due_date: null, is_claim_checklist: true },
    ),
    entry(
      2,
      'checklist_update',
      { title: 'Old title', due_date: '2026-01-05' },
      { title: 'New title', due_date: null },
    ),
    entry(
      3,
      'comment_update',
      { comment_uuid: 'k', body: 'Draft' },
      { comment_uuid: 'k', body: 'Final' },
    ),
    entry(4, 'reminder_create', null, {
      remind_at: '2030-01-02T03:00:00.000Z',
      message: 'Call the lab',
    }),
    entry(
      5,
      'confirm_update',
      { confirmation_status: 'need_confirmation' },
      { outcome: 'success', progress: 'new', deactivate_old: 'later' },
    ),
    entry(
      6,
      'reject',
      { process_status: 'audit' },
      { process_status: 'claim', reason: 'Missing report' },
    ),
    entry(7, 'something_new', null, null),
  ];
  const answerAll = () =>
    installFakeApi(() => ({
      status: 200,
      body: {
        message: 'OK',
        data: {
          data: entries,
          page: 1,
          limit: 10,
          total: entries.length,
          total_page: 1,
          offset: 0,
        },
      },
    }));

  it('names each action in words and says what changed, never the raw code', async () => {
    answerAll();
    show();
    await waitFor(() => expect(screen.getAllByTestId('activity-change').length).toBeGreaterThan(5));
    const text = screen.getByTestId('activity-list').textContent ?? '';
    for (const words of [
      'Checklist item claimed',
      'Item “Sample the outlet”',
      'Checklist item changed',
      'Title “Old title” → “New title”',
      'Due date 5 Jan 2026 → none',
      'Comment edited',
      '“Draft” → “Final”',
      'Reminder set',
      'Call the lab',
      'Updated obligation confirmed',
      'Started new',
      'Old compliance to be deactivated later',
      'Rejected',
      'Audit → Claim',
      'Reason: Missing report',
      'Change',
    ])
      expect(text).toContain(words);
    for (const code of [
      'checklist_claim',
      'comment_update',
      'reminder_create',
      'confirm_update',
      'something_new',
    ])
      expect(text).not.toContain(code);
  });

  it('reads the actions and changes in Indonesian', async () => {
    await setLanguage('id');
    answerAll();
    show();
    await waitFor(() => expect(screen.getAllByTestId('activity-change').length).toBeGreaterThan(5));
    const text = screen.getByTestId('activity-list').textContent ?? '';
    for (const words of [
      'Item daftar periksa diklaim',
      'Komentar diubah',
      'Pengingat dipasang',
      'Mulai baru',
      'Kepatuhan lama dinonaktifkan nanti',
      'Ditolak',
      'Alasan: Missing report',
      'Perubahan',
    ])
      expect(text).toContain(words);
  });
});
