import { installFakeIndexedDb } from '../../../test/indexeddb';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ObligationAction } from '../../../../contract/enums';
import { installFakeApi, uninstallFakeApi } from '../../../lib/api-fake';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders, signInForCompliance } from '../../member-roles/test-render';
import { BulkAssignDialog } from './bulk-assign-dialog';
import { MembersPanel, type ComplianceDoc } from './members-panel';

installFakeIndexedDb();

const member = (name: string, role_code: ComplianceDoc['members'][number]['role_code']) => ({
  member_uuid: crypto.randomUUID(),
  user_uuid: crypto.randomUUID(),
  name,
  email: `${name.split(' ')[0].toLowerCase()}@acme.test`,
  group_uuid: 'g1',
  role_code,
  member_role_uuid: null,
});

function compliance(actions: ObligationAction[]): ComplianceDoc {
  return {
    id: 'c0a8f1e2-1111-4111-8111-111111111111',
    obligation_uuid: 'o1',
    version_code: 1,
    cycle: 1,
    process_status: 'assigned',
    confirmation_status: null,
    priority: 'high',
    deadline: null,
    is_active: true,
    is_duplicate: false,
    duplicated_from: null,
    renewal_of: null,
    claimed_at: null,
    approved_at: null,
    reject_reason: null,
    note: null,
    comp_title_en: 'Report emissions',
    comp_title_id: 'Melaporkan emisi',
    sector_uuid: 's1',
    topic_uuid: 't1',
    type: 'periodic',
    sanction: 'administrative',
    members: [
      member('Wati Member', 'member'),
      member('Ayu PIC', 'pic'),
      member('Budi Auditor', 'auditor'),
    ],
    actions,
    checklist_total: 0,
    checklist_claimed: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

/** A Mantine select's input (its listbox carries the same label). */
const inputLabelled = (container: HTMLElement, label: string) =>
  within(container)
    .getAllByLabelText(label)
    .find((e) => e.tagName === 'INPUT')!;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(async () => {
  await setLanguage('en');
  setOnline(true);
});
afterEach(() => uninstallFakeApi());

describe('MembersPanel', () => {
  it('lists the members PIC first with their role labels, and offers nothing to a member who may only view', async () => {
    signInForCompliance('officer');
    renderWithProviders(<MembersPanel compliance={compliance(['view', 'comment'])} />);
    const rows = screen.getAllByTestId('compliance-member');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Ayu PICayu@acme.testPIC',
      'Budi Auditorbudi@acme.testAuditor',
      'Wati Memberwati@acme.testMember',
    ]);
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('offers assigning, role changes and removal to a member whose role has `assign`, and removes through the kit', async () => {
    const requests = installFakeApi(() => ({
      status: 200,
      body: { message: 'Member removed', data: null },
    }));
    signInForCompliance('officer');
    const c = compliance(['view', 'assign']);
    const { user } = renderWithProviders(<MembersPanel compliance={c} />);
    expect(screen.getByRole('button', { name: 'Assign' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add member' })).toBeEnabled();
    expect(inputLabelled(document.body, 'Role of Wati Member')).toHaveValue('Member');
    await user.click(screen.getByRole('button', { name: 'Remove Wati Member' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'delete')).toHaveLength(1));
    const wati = c.members.find((m) => m.name === 'Wati Member')!;
    expect(requests[0]).toMatchObject({
      url: '/member/delete',
      body: { member_uuid: wati.member_uuid },
    });
    expect(requests[0].headers['Idempotency-Key']).toBeTruthy();
  });

  it("shows the server's refusal with its reason", async () => {
    installFakeApi(() => ({
      status: 403,
      body: {
        message: 'Your role on this compliance does not allow this action',
        code: 'forbidden',
      },
    }));
    signInForCompliance('officer');
    const { user } = renderWithProviders(<MembersPanel compliance={compliance(['assign'])} />);
    await user.click(screen.getByRole('button', { name: 'Remove Budi Auditor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The change was refused: Your role on this compliance does not allow this action',
    );
  });

  it('offers nothing to a user whose module right is view only, even with `assign` on the compliance (the server would refuse)', () => {
    signInForCompliance('viewer');
    renderWithProviders(<MembersPanel compliance={compliance(['view', 'assign'])} />);
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
    expect(screen.getAllByTestId('compliance-member')).toHaveLength(3);
  });

  it('offers the controls to a company compliance manager whatever the document says', () => {
    signInForCompliance('manager');
    renderWithProviders(<MembersPanel compliance={compliance([])} />);
    expect(screen.getByRole('button', { name: 'Assign' })).toBeInTheDocument();
  });

  it('rests the controls offline with a note, in Indonesian', async () => {
    await setLanguage('id');
    signInForCompliance('officer');
    renderWithProviders(<MembersPanel compliance={compliance(['assign'])} />);
    act(() => setOnline(false));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tugaskan' })).toBeDisabled());
    expect(screen.getByTestId('members-online-only')).toHaveTextContent(
      'Penugasan dan perubahan anggota tersedia saat daring.',
    );
    expect(screen.queryByRole('button', { name: /^Hapus/ })).toBeNull();
    expect(screen.getAllByTestId('compliance-member')[0]).toHaveTextContent('PIC');
  });

  it('opens the assign dialog with a server-side user search; a user without a group cannot be picked', async () => {
    installFakeApi((r) =>
      r.url === '/compliance-users/search'
        ? {
            status: 200,
            body: {
              message: 'Success',
              data: {
                data: [
                  {
                    user_uuid: 'u1',
                    name: 'Sari Dewi',
                    email: 'sari@acme.test',
                    group_uuid: 'g1',
                    group_name: 'HSE',
                  },
                  {
                    user_uuid: 'u2',
                    name: 'Lone Ranger',
                    email: 'lone@acme.test',
                    group_uuid: null,
                    group_name: null,
                  },
                ],
                page: 1,
                limit: 20,
                total: 2,
                total_page: 1,
              },
            },
          }
        : { status: 200, body: { message: 'Assignment saved', data: null } },
    );
    signInForCompliance('officer');
    const { user } = renderWithProviders(<MembersPanel compliance={compliance(['assign'])} />);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to this compliance' });
    await user.click(inputLabelled(dialog, 'User'));
    const sari = await screen.findByRole('option', { name: /Sari Dewi/ });
    expect(screen.getByRole('option', { name: /Lone Ranger/ })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    expect(screen.getByRole('option', { name: /Lone Ranger/ })).toHaveTextContent('(no group)');
    await user.click(sari);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('AssignDialog: separation of duties', () => {
  it("does not offer the compliance's PIC as its auditor, nor its auditor as its PIC, saying why", async () => {
    const c = compliance(['assign']);
    const pic = c.members.find((m) => m.role_code === 'pic')!;
    const auditor = c.members.find((m) => m.role_code === 'auditor')!;
    const person = (m: typeof pic) => ({
      user_uuid: m.user_uuid,
      name: m.name,
      email: m.email,
      group_uuid: 'g1',
      group_name: 'HSE',
    });
    installFakeApi(() => ({
      status: 200,
      body: {
        message: 'Success',
        data: { data: [person(pic), person(auditor)], page: 1, limit: 20, total: 2, total_page: 1 },
      },
    }));
    signInForCompliance('officer');
    const { user } = renderWithProviders(<MembersPanel compliance={c} />);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to this compliance' });
    // Position PIC (the default): the auditor is barred, the PIC may stay.
    await user.click(inputLabelled(dialog, 'User'));
    const barredAuditor = await screen.findByRole('option', { name: /Budi Auditor/ });
    expect(barredAuditor).toHaveAttribute('data-combobox-disabled', 'true');
    expect(barredAuditor).toHaveTextContent(
      'the Auditor of this compliance: the PIC and the auditor must be different people',
    );
    expect(screen.getByRole('option', { name: /Ayu PIC/ })).not.toHaveAttribute(
      'data-combobox-disabled',
    );
    await user.keyboard('{Escape}');
    // Position Auditor: the PIC is barred.
    await user.click(inputLabelled(dialog, 'Position'));
    await user.click(await screen.findByRole('option', { name: 'Auditor' }));
    await user.click(inputLabelled(dialog, 'User'));
    expect(await screen.findByRole('option', { name: /Ayu PIC/ })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    expect(screen.getByRole('option', { name: /Budi Auditor/ })).not.toHaveAttribute(
      'data-combobox-disabled',
    );
  });
});

describe('BulkAssignDialog', () => {
  it('shows the summary of what was assigned and what was skipped, and why', async () => {
    const requests = installFakeApi((r) =>
      r.url === '/compliance-users/search'
        ? {
            status: 200,
            body: {
              message: 'Success',
              data: {
                data: [
                  {
                    user_uuid: 'u1',
                    name: 'Sari Dewi',
                    email: 'sari@acme.test',
                    group_uuid: 'g1',
                    group_name: 'HSE',
                  },
                ],
                page: 1,
                limit: 20,
                total: 1,
                total_page: 1,
              },
            },
          }
        : {
            status: 200,
            body: {
              message: 'Bulk assignment finished',
              data: {
                done: ['c1'],
                skipped: [{ compliance_uuid: 'c2', reason: 'compliance_action_forbidden' }],
              },
            },
          },
    );
    signInForCompliance('officer');
    let reported: unknown = null;
    const { user } = renderWithProviders(
      <BulkAssignDialog
        complianceUuids={['c1', 'c2']}
        opened
        onClose={() => {}}
        onDone={(s) => (reported = s)}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign 2 compliances' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose a PIC or an auditor first.',
    );
    await user.click(inputLabelled(dialog, 'PIC'));
    await user.click(await screen.findByRole('option', { name: /Sari Dewi/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    const summary = await within(dialog).findByTestId('bulk-summary');
    expect(summary).toHaveTextContent('Assigned: 1');
    expect(summary).toHaveTextContent('Skipped: 1');
    expect(summary).toHaveTextContent('your role on it does not allow assigning');
    expect(requests.find((r) => r.method === 'post')).toMatchObject({
      url: '/member/assign-bulk',
      body: { compliance_uuids: ['c1', 'c2'], pic_uuid: 'u1' },
    });
    expect(reported).toEqual({
      done: ['c1'],
      skipped: [{ compliance_uuid: 'c2', reason: 'compliance_action_forbidden' }],
    });
  });
});
