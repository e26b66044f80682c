/**
 * The checklist's writes (src/db/writes): each changes the local `checklists` document at once
 * and sends its call; offline it queues and lands once (Idempotency-Key; a create also carries
 * the client-made checklist_uuid, so even a replay without the key creates one item). A refusal
 * (the compliance went to audit meanwhile: 409 compliance_locked) rolls the document back and
 * shows the server's reason.
 */
import type { ChecklistCreateBody, ChecklistUpdateBody } from '../../../../contract/api/checklists';
import {
  checklistCreate,
  checklistDelete,
  checklistUpdate,
} from '../../../../contract/api/checklist-endpoints';
import { defineWrite, endpointCall } from '../../../db/writes';

export interface NewItem {
  checklist_uuid: string;
  compliance_uuid: string;
  title: string;
  due_date: string | null;
  /** After the last item (the server also appends). */
  sort: number;
}

export const createChecklistItem = defineWrite<NewItem>({
  name: 'checklists/create',
  target: (i) => ({ collection: 'checklists', id: i.checklist_uuid }),
  effect: async (collections, i) => {
    const stamp = new Date().toISOString();
    await collections.checklists.upsert({
      id: i.checklist_uuid,
      compliance_uuid: i.compliance_uuid,
      title: i.title,
      due_date: i.due_date,
      is_claim_checklist: false,
      sort: i.sort,
      created_at: stamp,
      updated_at: stamp,
    });
  },
  call: (i) => {
    const body: ChecklistCreateBody = {
      compliance_uuid: i.compliance_uuid,
      title: i.title,
      due_date: i.due_date,
      checklist_uuid: i.checklist_uuid,
    };
    return endpointCall(checklistCreate, { body });
  },
  label: 'checklist:writeLabel.create',
});

/** Claim or unclaim: only isClaimChecklist is sent, so the due date stays. */
export const claimChecklistItem = defineWrite<{ checklist_uuid: string; claimed: boolean }>({
  name: 'checklists/claim',
  target: (i) => ({ collection: 'checklists', id: i.checklist_uuid }),
  effect: async (collections, i) => {
    await (
      await collections.checklists.findOne(i.checklist_uuid).exec()
    )?.incrementalPatch({ is_claim_checklist: i.claimed });
  },
  call: (i) => {
    const body: ChecklistUpdateBody = {
      checklist_uuid: i.checklist_uuid,
      isClaimChecklist: i.claimed,
    };
    return endpointCall(checklistUpdate, { body });
  },
  label: 'checklist:writeLabel.claim',
});

/** An edit sends the title and the due date together: the server drops a due date not sent. */
export const editChecklistItem = defineWrite<{
  checklist_uuid: string;
  title: string;
  due_date: string | null;
}>({
  name: 'checklists/edit',
  target: (i) => ({ collection: 'checklists', id: i.checklist_uuid }),
  effect: async (collections, i) => {
    await (
      await collections.checklists.findOne(i.checklist_uuid).exec()
    )?.incrementalPatch({ title: i.title, due_date: i.due_date });
  },
  call: (i) => {
    const body: ChecklistUpdateBody = {
      checklist_uuid: i.checklist_uuid,
      title: i.title,
      due_date: i.due_date,
    };
    return endpointCall(checklistUpdate, { body });
  },
  label: 'checklist:writeLabel.edit',
});

export const deleteChecklistItem = defineWrite<{ checklist_uuid: string }>({
  name: 'checklists/delete',
  target: (i) => ({ collection: 'checklists', id: i.checklist_uuid }),
  effect: async (collections, i) => {
    await (await collections.checklists.findOne(i.checklist_uuid).exec())?.remove();
  },
  call: (i) => endpointCall(checklistDelete, { body: { checklist_uuid: i.checklist_uuid } }),
  label: 'checklist:writeLabel.delete',
});
