import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, endOfWeek, localToday } from '../compliance';
import { compliance, member, ME, OTHER } from '../../test/compliance-fixtures';
import { localTestDatabase } from '../../test/library-fixtures';
import { renderCompliance } from '../../test/render-compliance';
import { signInAs } from '../../test/render-screen';

installFakeIndexedDb();

const db = localTestDatabase();
beforeEach(async () => {
  await db().compliances.find().remove();
});

describe('My work', () => {
  it('counts my local compliances per kind, and each count opens the list filtered the same way', async () => {
    const today = localToday();
    await db().compliances.bulkInsert([
      // assigned to me, due this week (today is within the week)
      compliance({ deadline: endOfWeek(today) }),
      // assigned to me, overdue
      compliance({ process_status: 'not_comply', deadline: addDays(today, -3) }),
      // assigned to me, but comply: not counted as assigned, not overdue
      compliance({ process_status: 'approved', deadline: addDays(today, -3) }),
      // someone else's, waiting for my audit
      compliance({
        process_status: 'audit',
        members: [member(OTHER, 'pic'), member(ME, 'auditor')],
        actions: ['view', 'audit'],
      }),
      // needing my confirmation
      compliance({
        confirmation_status: 'need_confirmation',
        members: [member(OTHER, 'pic')],
        actions: ['view', 'confirm_update'],
      }),
      // needing confirmation, but not by me
      compliance({
        confirmation_status: 'need_confirmation',
        members: [member(OTHER, 'pic')],
        actions: ['view'],
      }),
    ]);
    signInAs(['compliance']);
    const { user, router } = renderCompliance('/');
    await waitFor(() =>
      expect(screen.getByTestId('my-work-assigned-count')).toHaveTextContent('2'),
    );
    expect(screen.getByTestId('my-work-dueThisWeek-count')).toHaveTextContent('1');
    expect(screen.getByTestId('my-work-overdue-count')).toHaveTextContent('1');
    expect(screen.getByTestId('my-work-toAudit-count')).toHaveTextContent('1');
    expect(screen.getByTestId('my-work-toConfirm-count')).toHaveTextContent('1');

    await user.click(screen.getByTestId('my-work-overdue'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/compliance'));
    expect(router.state.location.search).toEqual({ pic: ME, overdue: true });
    expect(await screen.findAllByTestId('compliance-row')).toHaveLength(1);
  });

  it('lays out its five tiles while the counts load, so nothing below moves when they arrive', async () => {
    signInAs(['compliance']);
    renderCompliance('/');
    // The first render, before the local query answers: every tile, a dash for each number.
    const loading = await screen.findByTestId('my-work-loading');
    expect(loading).toHaveAttribute('role', 'status');
    for (const key of ['assigned', 'dueThisWeek', 'overdue', 'toAudit', 'toConfirm']) {
      expect(screen.getByTestId(`my-work-${key}`)).toBeInTheDocument();
    }
    expect(screen.getByTestId('my-work-assigned-count')).toHaveTextContent('–');
    await waitFor(() =>
      expect(screen.getByTestId('my-work-assigned-count')).toHaveTextContent('0'),
    );
    expect(screen.queryByTestId('my-work-loading')).toBeNull();
  });
});
