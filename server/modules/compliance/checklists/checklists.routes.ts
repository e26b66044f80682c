import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checklistAnswer,
  checklistCreateBody,
  checklistDeleteBody,
  checklistDeleted,
  checklistItem,
  checklistUpdateBody,
  isClaimOnly,
} from '../../../../contract/api/checklists';
import {
  checklistAnswerExample,
  checklistItemExample,
} from '../../../../contract/api/examples-checklist';
import type { Deps } from '../../../deps';
import { errors } from '../../../lib/errors';
import { defineRoute, isUuid } from '../../../lib/route';
import { assertMay } from '../compliance.policy';
import { findItem, listItems, presentItem } from './checklists.repository';
import { changeItem, createItem, removeItem } from './checklists.service';
import { gateCompliance } from '../compliance-gate';

const VIEW = { module: 'compliance', action: 'view' } as const;
const UPDATE = { module: 'compliance', action: 'update' } as const;

/**
 * A compliance's checklist. Every call first asks the compliance policy (404 when the caller may
 * not see the compliance), then the obligation action: `edit_checklist` to add, change or delete
 * an item; `claim` or `edit_checklist` to claim one.
 */
export async function checklistRoutes(app: FastifyInstance, deps: Deps) {
  /** The item of the caller's company and the compliance it belongs to, as the caller may see it. */
  async function gatedItem(user: Parameters<typeof gateCompliance>[1], checklistUuid: string) {
    const item = await findItem(deps.database.db, user.company_uuid, checklistUuid);
    if (!item) throw errors.notFound();
    return { item, compliance: await gateCompliance(deps.database, user, item.compliance_uuid) };
  }

  defineRoute(app, {
    method: 'POST',
    url: '/compliance/checklist/create',
    access: UPDATE,
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
    handler: async ({ req, reply, body, user }) => {
      const c = await gateCompliance(deps.database, user, body.compliance_uuid);
      assertMay(c.actions, 'edit_checklist');
      return deps.mutations.forRequest(req, reply, (m) => createItem(m, user.company_uuid, body));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/compliance/checklist/:id',
    access: VIEW,
    summary: "A compliance's checklist: {id} is the compliance; its items in order",
    description: 'The items in their order, with how many there are and how many are claimed.',
    params: z.object({ id: z.string() }),
    response: checklistAnswer,
    message: 'checklist_loaded',
    example: checklistAnswerExample,
    handler: async ({ params, user }) => {
      if (!isUuid(params.id)) throw errors.notFound();
      const c = await gateCompliance(deps.database, user, params.id);
      const items = (await listItems(deps.database.db, user.company_uuid, c.compliance_uuid)).map(
        presentItem,
      );
      return {
        compliance_uuid: c.compliance_uuid,
        data: items,
        total: items.length,
        claimed: items.filter((i) => i.isClaimChecklist).length,
      };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/compliance/checklist/update',
    access: UPDATE,
    summary: 'Change a checklist item, or claim / unclaim it (isClaimChecklist)',
    description:
      'As the specification says, an update drops the due date unless one is sent; a body with only isClaimChecklist ' +
      'claims or unclaims the item (claim or edit_checklist action) and keeps it. Refused (409) in audit or approved.',
    body: checklistUpdateBody,
    response: checklistItem,
    message: 'checklist_updated',
    example: checklistItemExample,
    errors: [404, 409],
    handler: async ({ req, reply, body, user }) => {
      const { item, compliance } = await gatedItem(user, body.checklist_uuid);
      if (!(isClaimOnly(body) && compliance.actions.includes('claim')))
        assertMay(compliance.actions, 'edit_checklist');
      return deps.mutations.forRequest(req, reply, (m) => changeItem(m, item, body));
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/compliance/checklist/delete',
    access: UPDATE,
    summary: 'Delete a checklist item',
    description:
      'Needs the edit_checklist action; refused (409) while the compliance is in audit or approved.',
    body: checklistDeleteBody,
    response: checklistDeleted,
    message: 'checklist_deleted',
    example: { checklist_uuid: checklistItemExample.checklist_uuid },
    errors: [404, 409],
    handler: async ({ req, reply, body, user }) => {
      const { item, compliance } = await gatedItem(user, body.checklist_uuid);
      assertMay(compliance.actions, 'edit_checklist');
      return deps.mutations.forRequest(req, reply, (m) => removeItem(m, item));
    },
  });
}
