/**
 * A compliance's checklist, declared once (contract/endpoint.ts):
 * server/modules/compliance/checklists implements it, the checklist writes of
 * src/features/compliance send it.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  checklistAnswer,
  checklistCreateBody,
  checklistDeleteBody,
  checklistDeleted,
  checklistItem,
  checklistUpdateBody,
} from './checklists';
import { COMPLIANCE_UPDATE, COMPLIANCE_VIEW } from './compliance-access';
import { checklistAnswerExample, checklistItemExample } from './examples-checklist';

export const checklistCreate = endpoint({
  method: 'POST',
  path: '/compliance/checklist/create',
  access: COMPLIANCE_UPDATE,
  summary: 'Add a checklist item to a compliance',
  description:
    'Needs the edit_checklist action on the compliance; refused (409) while the compliance is in audit or approved. ' +
    'A client-generated checklist_uuid makes an offline create land once: a replay answers the item it made.',
  body: checklistCreateBody,
  response: checklistItem,
  status: 201,
  message: 'checklist_created',
  example: checklistItemExample,
  errors: [404, 409],
});

export const checklistGet = endpoint({
  method: 'GET',
  path: '/compliance/checklist/:id',
  access: COMPLIANCE_VIEW,
  summary: "A compliance's checklist: {id} is the compliance; its items in order",
  description: 'The items in their order, with how many there are and how many are claimed.',
  params: z.object({ id: z.string() }),
  response: checklistAnswer,
  message: 'checklist_loaded',
  example: checklistAnswerExample,
});

export const checklistUpdate = endpoint({
  method: 'PUT',
  path: '/compliance/checklist/update',
  access: COMPLIANCE_UPDATE,
  summary: 'Change a checklist item, or claim / unclaim it (isClaimChecklist)',
  description:
    'As the specification says, an update drops the due date unless one is sent; a body with only isClaimChecklist ' +
    'claims or unclaims the item (claim or edit_checklist action) and keeps it. Refused (409) in audit or approved.',
  body: checklistUpdateBody,
  response: checklistItem,
  message: 'checklist_updated',
  example: checklistItemExample,
  errors: [404, 409],
});

export const checklistDelete = endpoint({
  method: 'DELETE',
  path: '/compliance/checklist/delete',
  access: COMPLIANCE_UPDATE,
  summary: 'Delete a checklist item',
  description:
    'Needs the edit_checklist action; refused (409) while the compliance is in audit or approved.',
  body: checklistDeleteBody,
  response: checklistDeleted,
  message: 'checklist_deleted',
  example: { checklist_uuid: checklistItemExample.checklist_uuid },
  errors: [404, 409],
});
