import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityLogItem } from '../../../contract/api/activity';
import { installFakeApi, uninstallFakeApi } from '../../lib/api-fake';
import { i18n } from '../../lib/i18n';
import { ActivityPanel } from './activity-panel';

afterEach(uninstallFakeApi);

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
      return { status: 200, body: { message: 'OK', data: { data, page: 1, limit: 10, total: 13, total_page: 2, offset } } };
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('User 0', { exact: false })).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ url: '/activity-logs', params: { type: 'compliance', type_uuid: 'c1', limit: 10, offset: 0 } });
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
    expect(await screen.findByTestId('activity-offline')).toHaveTextContent('The activity is available when online.');
  });
});
