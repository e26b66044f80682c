import { installFakeIndexedDb } from '../../../test/indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetWriteState } from '../../../db/writes/writes.fixtures';
import { installFakeApi, uninstallFakeApi } from '../../../lib/api-fake';
import { setLanguage } from '../../../lib/i18n';
import { localTestDatabase } from '../../../test/library-fixtures';
import { ChecklistPanel } from './checklist-panel';
import {
  complianceDoc,
  renderPanel,
  signInWorker,
  writesSettled,
} from '../../../test/compliance-panel-fixtures';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });
beforeEach(async () => {
  await resetWriteState(db());
  await db().checklists.find().remove();
});

const C = complianceDoc();
const stamp = '2026-11-01T00:00:00.000Z';
async function seedItems() {
  await db().checklists.bulkInsert([
    {
      id: 'k2',
      compliance_uuid: C.id,
      title: 'Send the report',
      due_date: null,
      is_claim_checklist: false,
      sort: 1,
      created_at: stamp,
      updated_at: stamp,
    },
    {
      id: 'k1',
      compliance_uuid: C.id,
      title: 'Prepare the report',
      due_date: '2026-12-15',
      is_claim_checklist: true,
      sort: 0,
      created_at: stamp,
      updated_at: stamp,
    },
    {
      id: 'kx',
      compliance_uuid: 'other',
      title: 'Not this one',
      due_date: null,
      is_claim_checklist: false,
      sort: 0,
      created_at: stamp,
      updated_at: stamp,
    },
  ]);
}

describe('ChecklistPanel', () => {
  it('lists the items of this compliance in order, with due dates and the claimed count', async () => {
    await seedItems();
    signInWorker();
    renderPanel(<ChecklistPanel compliance={C} />);
    await waitFor(() => expect(screen.getAllByTestId('checklist-item')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('checklist-item');
    expect(first).toHaveTextContent('Prepare the report');
    expect(first).toHaveTextContent('Due 2026-12-15');
    expect(second).toHaveTextContent('No due date');
    expect(screen.getByTestId('checklist-progress')).toHaveTextContent('1 of 2 claimed');
    expect(screen.getByRole('heading', { name: 'Checklist' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    signInWorker();
    renderPanel(<ChecklistPanel compliance={C} />);
    expect(await screen.findByTestId('checklist-empty')).toHaveTextContent(
      'No checklist items yet.',
    );
  });

  it('claims an item at once, sends only isClaimChecklist, and stays pending while queued offline', async () => {
    await seedItems();
    const requests = installFakeApi(() => ({ status: 202, body: { queued: true } }));
    signInWorker();
    const { user } = renderPanel(<ChecklistPanel compliance={C} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Claim “Send the report”' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Claim “Send the report”' })).toBeChecked(),
    );
    expect(await screen.findByTestId('checklist-item-pending')).toHaveTextContent(
      'Waiting for the server',
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'put',
      url: '/compliance/checklist/update',
      body: { checklist_uuid: 'k2', isClaimChecklist: true },
    });
    expect((await db().checklists.findOne('k2').exec())?.is_claim_checklist).toBe(true);
    await writesSettled(db());
  });

  it('rolls a refused claim back and shows the reason (the compliance went to audit meanwhile)', async () => {
    await seedItems();
    installFakeApi(() => ({
      status: 409,
      body: {
        message: 'The compliance is Audit: its checklist and deadline cannot change now',
        code: 'conflict',
      },
    }));
    signInWorker();
    const { user } = renderPanel(<ChecklistPanel compliance={C} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Claim “Send the report”' }));
    expect(await screen.findByTestId('checklist-item-error')).toHaveTextContent(
      'The compliance is Audit',
    );
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Claim “Send the report”' })).not.toBeChecked(),
    );
    await writesSettled(db());
  });

  it('adds an item locally under the id it sends as checklist_uuid', async () => {
    const requests = installFakeApi(() => ({ status: 202, body: { queued: true } }));
    signInWorker();
    const { user } = renderPanel(<ChecklistPanel compliance={C} />);
    await user.type(await screen.findByLabelText('New item'), 'Keep the receipt');
    await user.type(screen.getByLabelText('Due date'), '2027-01-10');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(screen.getAllByTestId('checklist-item')).toHaveLength(1));
    expect(screen.getByTestId('checklist-item')).toHaveTextContent('Keep the receipt');
    const [doc] = await db().checklists.find().exec();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'post',
      url: '/compliance/checklist/create',
      body: {
        compliance_uuid: C.id,
        title: 'Keep the receipt',
        due_date: '2027-01-10',
        checklist_uuid: doc.id,
      },
    });
    await writesSettled(db());
  });

  it('edits an item sending its due date (the server drops one not sent), and deletes one', async () => {
    await seedItems();
    const requests = installFakeApi(() => ({ status: 202, body: { queued: true } }));
    signInWorker();
    const { user } = renderPanel(<ChecklistPanel compliance={C} />);
    await user.click(await screen.findByRole('button', { name: 'Edit “Prepare the report”' }));
    const edit = screen.getByTestId('checklist-item-edit');
    await user.clear(within(edit).getByLabelText(/Item/));
    await user.type(within(edit).getByLabelText(/Item/), 'Prepare the signed report');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].body).toEqual({
      checklist_uuid: 'k1',
      title: 'Prepare the signed report',
      due_date: '2026-12-15',
    });
    await user.click(screen.getByRole('button', { name: 'Delete “Send the report”' }));
    await waitFor(() => expect(screen.getAllByTestId('checklist-item')).toHaveLength(1));
    await waitFor(() =>
      expect(requests[1]).toMatchObject({
        method: 'delete',
        url: '/compliance/checklist/delete',
        body: { checklist_uuid: 'k2' },
      }),
    );
    await writesSettled(db());
  });

  it('explains the lock in audit and approved, in both languages, and offers no change', async () => {
    await seedItems();
    signInWorker();
    const { unmount } = renderPanel(
      <ChecklistPanel compliance={complianceDoc({ process_status: 'approved' })} />,
    );
    expect(await screen.findByTestId('checklist-locked')).toHaveTextContent(
      'The compliance is Comply: its checklist cannot change now.',
    );
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(2));
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
    unmount();
    await setLanguage('id');
    renderPanel(<ChecklistPanel compliance={complianceDoc({ process_status: 'audit' })} />);
    expect(await screen.findByTestId('checklist-locked')).toHaveTextContent(
      'Kepatuhan berstatus Audit: daftar periksanya tidak dapat diubah sekarang.',
    );
  });

  it('lets a member holding only claim claim, but not add, edit or delete', async () => {
    await seedItems();
    signInWorker();
    renderPanel(<ChecklistPanel compliance={complianceDoc({ actions: ['view', 'claim'] })} />);
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(2));
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New item')).not.toBeInTheDocument();
  });

  it('offers nothing to a user without the compliance update right', async () => {
    await seedItems();
    signInWorker(false);
    renderPanel(<ChecklistPanel compliance={C} />);
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(2));
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(
      screen.getByText('Your role on this compliance does not allow changing the checklist.'),
    ).toBeInTheDocument();
  });
});
