import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { resetWriteState } from '../../db/writes/writes.fixtures';
import { installFakeApi, uninstallFakeApi, type RecordedRequest } from '../../lib/api-fake';
import { compliance, member, ME, OTHER } from '../../test/compliance-fixtures';
import { localTestDatabase } from '../../test/library-fixtures';
import { renderCompliance } from '../../test/render-compliance';
import { signInAs } from '../../test/render-screen';

installFakeIndexedDb();

const db = localTestDatabase();
let requests: RecordedRequest[] = [];
beforeEach(async () => {
  await db().compliances.find().remove();
  await db().checklists.find().remove();
  await resetWriteState(db());
  requests = installFakeApi((request) =>
    request.url === '/activity-logs'
      ? {
          status: 200,
          body: {
            message: 'OK',
            data: { data: [], page: 1, limit: 10, total: 0, total_page: 0, offset: 0 },
          },
        }
      : { status: 200, body: { message: 'OK', data: {} } },
  );
});
afterAll(uninstallFakeApi);

async function open(doc: ReturnType<typeof compliance>) {
  await db().compliances.insert(doc);
  signInAs(['compliance']);
  const view = renderCompliance(`/compliance/${doc.id}`);
  await screen.findByTestId('compliance-detail');
  return view;
}

const offered = () =>
  within(screen.queryByTestId('workflow-actions') ?? document.createElement('div'))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('compliance detail: the workflow actions per role', () => {
  it('offers a view-only member no step', async () => {
    await open(
      compliance({
        process_status: 'assigned',
        members: [member(ME, 'member')],
        actions: ['view'],
      }),
    );
    expect(screen.queryByTestId('workflow-actions')).toBeNull();
    expect(screen.queryByTestId('compliance-edit-open')).toBeNull();
  });

  it('offers the PIC of an assigned compliance start and claim, not audit', async () => {
    await open(
      compliance({ process_status: 'assigned', actions: ['view', 'claim', 'set_deadline'] }),
    );
    expect(offered()).toEqual(['Start', 'Claim']);
  });

  it('offers the auditor of a compliance in audit approve and reject', async () => {
    await open(
      compliance({
        process_status: 'audit',
        members: [member(OTHER, 'pic'), member(ME, 'auditor')],
        actions: ['view', 'audit'],
      }),
    );
    expect(offered()).toEqual(['Approve', 'Reject']);
  });

  it('offers nothing on an inactive compliance', async () => {
    await open(compliance({ process_status: 'assigned', is_active: false }));
    expect(screen.queryByTestId('workflow-actions')).toBeNull();
  });
});

describe('compliance detail: claim and reject', () => {
  it('shows both warnings before a claim, then sends the confirmed claim with the state the user saw', async () => {
    const doc = compliance({
      process_status: 'not_comply',
      deadline: null,
      checklist_total: 3,
      checklist_claimed: 1,
    });
    const { user } = await open(doc);
    await user.click(screen.getByTestId('action-claim'));
    const dialog = await screen.findByTestId('claim-confirm');
    expect(within(dialog).getByTestId('claim-warning-no_deadline')).toHaveTextContent(
      'no deadline',
    );
    expect(within(dialog).getByTestId('claim-warning-unclaimed_checklist')).toHaveTextContent(
      '2 checklist items are not claimed yet',
    );
    expect(requests.filter((r) => r.url === '/compliance/process/update')).toHaveLength(0);
    await user.click(within(dialog).getByTestId('claim-confirm-button'));
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/compliance/process/update')).toBeDefined(),
    );
    expect(requests.find((r) => r.url === '/compliance/process/update')).toMatchObject({
      method: 'put',
      body: { compliance_uuid: doc.id, action: 'claim', from_status: 'not_comply', confirm: true },
    });
    await waitFor(async () =>
      expect((await db().compliances.findOne(doc.id).exec())?.process_status).toBe('claim'),
    );
    expect(await screen.findByTestId('process-status')).toHaveTextContent('Claim');
  });

  it('claims at once, without the confirm step, when nothing warns', async () => {
    const doc = compliance({
      process_status: 'not_comply',
      deadline: '2030-01-01',
      checklist_total: 2,
      checklist_claimed: 2,
    });
    const { user } = await open(doc);
    await user.click(screen.getByTestId('action-claim'));
    expect(screen.queryByTestId('claim-confirm')).toBeNull();
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/compliance/process/update')?.body).toMatchObject({
        action: 'claim',
      }),
    );
  });

  it('counts the local checklist, with claims made offline and still pending, rather than the document', async () => {
    // The document still counts 0 of 2 claimed (the server has not echoed); the local items are both claimed.
    const doc = compliance({
      process_status: 'not_comply',
      deadline: '2030-01-01',
      checklist_total: 2,
      checklist_claimed: 0,
    });
    const stamp = '2026-11-01T00:00:00.000Z';
    await db().checklists.bulkInsert(
      ['a', 'b'].map((k, i) => ({
        id: `${doc.id}-${k}`,
        compliance_uuid: doc.id,
        title: `Item ${k}`,
        due_date: null,
        is_claim_checklist: true,
        sort: i,
        created_at: stamp,
        updated_at: stamp,
      })),
    );
    const { user } = await open(doc);
    await screen.findAllByTestId('checklist-item');
    await user.click(screen.getByTestId('action-claim'));
    expect(screen.queryByTestId('claim-confirm')).toBeNull();
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/compliance/process/update')?.body).toMatchObject({
        action: 'claim',
        from_status: 'not_comply',
      }),
    );
  });

  it('warns about the local items still unclaimed, with their count', async () => {
    const doc = compliance({
      process_status: 'not_comply',
      deadline: '2030-01-01',
      checklist_total: 3,
      checklist_claimed: 3,
    });
    const stamp = '2026-11-01T00:00:00.000Z';
    await db().checklists.bulkInsert(
      ['a', 'b', 'c'].map((k, i) => ({
        id: `${doc.id}-${k}`,
        compliance_uuid: doc.id,
        title: `Item ${k}`,
        due_date: null,
        is_claim_checklist: k === 'a',
        sort: i,
        created_at: stamp,
        updated_at: stamp,
      })),
    );
    const { user } = await open(doc);
    await screen.findAllByTestId('checklist-item');
    await user.click(screen.getByTestId('action-claim'));
    const dialog = await screen.findByTestId('claim-confirm');
    expect(within(dialog).getByTestId('claim-warning-unclaimed_checklist')).toHaveTextContent(
      '2 checklist items are not claimed yet',
    );
    expect(within(dialog).queryByTestId('claim-warning-no_deadline')).toBeNull();
  });

  it('requires a reason to reject', async () => {
    const doc = compliance({
      process_status: 'audit',
      members: [member(ME, 'auditor')],
      actions: ['view', 'audit'],
    });
    const { user } = await open(doc);
    await user.click(screen.getByTestId('action-reject'));
    await user.click(await screen.findByTestId('reject-submit'));
    expect(await screen.findByText('Give the reason for the rejection')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/compliance/process/update')).toHaveLength(0);
    await user.type(screen.getByTestId('reject-reason'), 'Evidence missing');
    await user.click(screen.getByTestId('reject-submit'));
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/compliance/process/update')?.body).toMatchObject({
        action: 'reject',
        reason: 'Evidence missing',
        from_status: 'audit',
      }),
    );
  });

  it('shows the server reason of a refused claim and rolls the state back', async () => {
    uninstallFakeApi();
    requests = installFakeApi((request) =>
      request.url === '/compliance/process/update'
        ? {
            status: 409,
            body: {
              message: 'The compliance changed meanwhile: it is now Audit, not In progress',
              code: 'transition_stale',
            },
          }
        : {
            status: 200,
            body: {
              message: 'OK',
              data: { data: [], page: 1, limit: 10, total: 0, total_page: 0, offset: 0 },
            },
          },
    );
    const doc = compliance({ process_status: 'not_comply', deadline: '2030-01-01' });
    const { user } = await open(doc);
    await user.click(screen.getByTestId('action-claim'));
    expect(await screen.findByTestId('compliance-write-error')).toHaveTextContent(
      'it is now Audit',
    );
    expect((await db().compliances.findOne(doc.id).exec())?.process_status).toBe('not_comply');
  });

  it('changes the deadline through the edit form', async () => {
    const doc = compliance({ process_status: 'not_comply', deadline: '2030-01-01' });
    const { user } = await open(doc);
    await user.click(screen.getByTestId('compliance-edit-open'));
    const input = screen.getByTestId('edit-deadline');
    await user.clear(input);
    await user.type(input, '2031-02-03');
    await user.click(screen.getByTestId('edit-save'));
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/compliance/update')?.body).toEqual({
        compliance_uuid: doc.id,
        deadline: '2031-02-03',
      }),
    );
    expect((await db().compliances.findOne(doc.id).exec())?.deadline).toBe('2031-02-03');
  });
});
