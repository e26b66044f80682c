import { installFakeIndexedDb } from '../../test/indexeddb';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FeedbackInboxItem } from '../../../contract/api/feedback-inbox';
import { resetWriteState } from '../../db/writes/writes.fixtures';
import { installFakeApi, uninstallFakeApi, type RecordedRequest } from '../../lib/api-fake';
import { i18n } from '../../lib/i18n';
import { localTestDatabase } from '../../test/library-fixtures';
import { signInAs } from '../../test/render-screen';
import { InboxScreen } from './inbox-screen';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });
beforeEach(() => resetWriteState(db()));

const fb = (answer: string | null): FeedbackInboxItem => ({
  feedback_uuid: 'f1',
  title: 'Export please',
  content: 'An Excel export.',
  company_uuid: 'c1',
  company_name: 'PT Sejahtera',
  user_uuid: 'u1',
  user_name: 'Sari',
  user_email: 'sari@example.com',
  answer,
  answered_at: answer ? '2026-01-02T00:00:00.000Z' : null,
  created_at: '2026-01-01T00:00:00.000Z',
});
const page = <T,>(data: T[]) => ({
  status: 200,
  body: { message: 'OK', data: { data, page: 1, limit: 20, total: data.length, total_page: 1 } },
});

describe('provider inbox', () => {
  it('lists feedback with its sender and answers it through the kit', async () => {
    let answer: string | null = null;
    const requests: RecordedRequest[] = installFakeApi((r) => {
      if (r.method === 'put') {
        answer = (r.body as { answer: string }).answer;
        return { status: 200, body: { message: 'Answer sent', data: fb(answer) } };
      }
      return r.url === '/feedback/list' ? page([fb(answer)]) : page([]);
    });
    signInAs(['customers'], true);
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <InboxScreen />
        </MantineProvider>
      </I18nextProvider>,
    );
    const entry = await screen.findByTestId('inbox-entry');
    expect(entry).toHaveTextContent('Export please');
    expect(entry).toHaveTextContent('Sari (PT Sejahtera)');
    await user.click(within(entry).getByRole('button', { name: 'Answer: Export please' }));
    await user.type(await screen.findByTestId('inbox-answer-text'), 'Planned');
    await user.click(screen.getByTestId('inbox-answer-send'));
    await waitFor(() =>
      expect(screen.getByTestId('inbox-entry-answer')).toHaveTextContent('Answered: Planned'),
    );
    expect(requests.find((r) => r.method === 'put')).toMatchObject({
      url: '/feedback/answer/f1',
      body: { answer: 'Planned' },
    });
    expect(screen.getByTestId('inbox-notice')).toHaveTextContent('Answer sent');
  }, 60_000);
});
