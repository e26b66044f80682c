import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { complianceMatcher, compliancePage } from '../../db/hooks/compliances';
import { compliance, ME, member, OTHER } from '../../test/compliance-fixtures';
import { localTestDatabase } from '../../test/library-fixtures';
import { renderCompliance } from '../../test/render-compliance';
import { signInAs } from '../../test/render-screen';
import { makeProfile } from '../../test/fixtures';
import { installFakeApi, uninstallFakeApi } from '../../lib/api-fake';
import { resetWriteState } from '../../db/writes/writes.fixtures';
import { session, setProfile } from '../../state/session';
import { validateComplianceSearch } from './list-search';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });
beforeEach(async () => {
  await db().compliances.find().remove();
  await resetWriteState(db());
});

const TODAY = '2026-01-10';

describe('compliance list search params', () => {
  it('reads filters from URL values and drops the unknown or bad ones', () => {
    expect(
      validateComplianceSearch({
        status: 'claim',
        overdue: 'true',
        active: false,
        page: '3',
        sort: 'priority',
        priority: 'urgent',
        q: 'permit',
        dir: 'sideways',
      }),
    ).toEqual({
      status: 'claim',
      overdue: true,
      active: false,
      page: 3,
      sort: 'priority',
      q: 'permit',
    });
  });
});

describe('compliance queries', () => {
  it('filters by PIC, auditor, overdue, due range, action and text', async () => {
    const mine = compliance({ comp_title_en: 'Hold a permit', deadline: '2026-01-05' });
    const audit = compliance({
      process_status: 'audit',
      members: [member(OTHER, 'pic'), member(ME, 'auditor')],
      actions: ['view', 'audit'],
    });
    const approvedLate = compliance({ process_status: 'approved', deadline: '2026-01-01' });
    const confirm = compliance({
      confirmation_status: 'need_confirmation',
      actions: ['view', 'confirm_update'],
      members: [member(OTHER, 'pic')],
      deadline: '2026-01-12',
    });
    const all = [mine, audit, approvedLate, confirm];
    const ids = (f: Parameters<typeof complianceMatcher>[0]) =>
      all
        .filter(complianceMatcher(f, TODAY))
        .map((d) => d.id)
        .sort();
    expect(ids({ pic: ME })).toEqual([mine.id, approvedLate.id].sort());
    expect(ids({ auditor: ME })).toEqual([audit.id]);
    expect(ids({ overdue: true })).toEqual([mine.id]);
    expect(ids({ due_from: TODAY, due_to: '2026-01-12' })).toEqual([confirm.id]);
    expect(ids({ can: 'confirm_update' })).toEqual([confirm.id]);
    expect(ids({ q: 'PERMIT' })).toEqual([mine.id]);
    expect(ids({ pic: ME, open: true })).toEqual([mine.id]);
  });

  it('pages a priority sort across the priority groups, high first, with the full total', async () => {
    const docs = [
      ...Array.from({ length: 3 }, (_, i) =>
        compliance({ priority: 'low', deadline: `2026-02-0${i + 1}` }),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        compliance({ priority: 'high', deadline: `2026-03-0${i + 1}` }),
      ),
      ...Array.from({ length: 2 }, (_, i) =>
        compliance({ priority: 'medium', deadline: `2026-04-0${i + 1}` }),
      ),
    ];
    const page = (n: number) =>
      compliancePage(
        docs,
        {},
        { sort: 'priority', dir: 'desc', page: n, size: 4, lang: 'en' },
        TODAY,
      );
    const p1 = page(1);
    const p2 = page(2);
    const p3 = page(3);
    expect(p1.total).toBe(9);
    expect(p1.rows.map((r) => r.priority)).toEqual(['high', 'high', 'high', 'high']);
    expect(p2.rows.map((r) => r.priority)).toEqual(['medium', 'medium', 'low', 'low']);
    expect(p3.rows.map((r) => r.priority)).toEqual(['low']);
  });
});

describe('compliance list screen', () => {
  it('filters from the URL, shows status labels of the specification, and writes a new filter back to the URL', async () => {
    await db().compliances.bulkInsert([
      compliance({ comp_title_en: 'Approved one', process_status: 'approved' }),
      compliance({ comp_title_en: 'Working one', process_status: 'not_comply' }),
    ]);
    signInAs(['compliance']);
    const { router, user } = renderCompliance('/compliance?status=approved');
    const rows = await screen.findAllByTestId('compliance-row', {}, { timeout: 20_000 });
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByText('Approved one')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('process-status')).toHaveTextContent('Comply');

    // A filtered view opens with its filters shown.
    expect(screen.getByTestId('toggle-filters')).toHaveAttribute('aria-expanded', 'true');
    await user.click(
      within(screen.getByTestId('compliance-filters')).getByTestId('filter-overdue'),
    );
    await waitFor(
      () =>
        expect(router.state.location.search).toMatchObject({ status: 'approved', overdue: true }),
      { timeout: 5000 },
    );
    expect(
      await screen.findByTestId('compliance-empty', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('offers bulk delete only with the compliance delete privilege', async () => {
    await db().compliances.bulkInsert([compliance()]);
    signInAs(['compliance']);
    const { user } = renderCompliance('/compliance');
    const row = await screen.findByTestId('compliance-row');
    await user.click(within(row).getByRole('checkbox'));
    expect(screen.getByTestId('bulk-delete')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-deactivate')).toBeInTheDocument();
  });

  it('hides bulk delete from a user whose compliance privilege has no delete', async () => {
    await db().compliances.bulkInsert([compliance()]);
    setProfile(
      makeProfile({
        modules: ['compliance'],
        privileges: { compliance: { view: true, create: true, update: true, delete: false } },
      }),
    );
    session.token = 'test-token';
    const { user } = renderCompliance('/compliance');
    const row = await screen.findByTestId('compliance-row');
    await user.click(within(row).getByRole('checkbox'));
    expect(screen.getByTestId('bulk-deactivate')).toBeInTheDocument();
    expect(screen.queryByTestId('bulk-delete')).toBeNull();
  });
});

describe('bulk actions', () => {
  it('deactivates the selected compliances one call each and sums up what was done and skipped, with why', async () => {
    const a = compliance({ comp_title_en: 'Alpha' });
    const b = compliance({ comp_title_en: 'Beta' });
    await db().compliances.bulkInsert([a, b]);
    const requests = installFakeApi((r) => {
      const [id] = (r.body as { compliance_uuids: string[] }).compliance_uuids;
      const skipped =
        id === b.id ? [{ compliance_uuid: id, reason: 'Already inactive elsewhere' }] : [];
      return {
        status: 200,
        body: { message: 'OK', data: { done: skipped.length ? [] : [id], skipped } },
      };
    });
    signInAs(['compliance']);
    const { user } = renderCompliance('/compliance?sort=title&dir=asc');
    await screen.findAllByTestId('compliance-row');
    await user.click(
      screen.getByRole('checkbox', { name: 'Select every compliance on this page' }),
    );
    expect(screen.getByTestId('bulk-bar')).toHaveTextContent('2 selected');
    await user.click(screen.getByTestId('bulk-deactivate'));
    const summary = await screen.findByTestId('bulk-summary');
    expect(summary).toHaveTextContent('Done: 1. Waiting for the connection: 0. Not done: 1.');
    expect(summary).toHaveTextContent('Already inactive elsewhere');
    expect(
      requests.filter((r) => r.url === '/compliance/bulk-activation').map((r) => r.body),
    ).toEqual(
      expect.arrayContaining([
        { compliance_uuids: [a.id], is_active: false },
        { compliance_uuids: [b.id], is_active: false },
      ]),
    );
    expect((await db().compliances.findOne(a.id).exec())?.is_active).toBe(false);
    // the skipped one is put back as the server keeps it
    await waitFor(async () =>
      expect((await db().compliances.findOne(b.id).exec())?.is_active).toBe(true),
    );
  });
});
