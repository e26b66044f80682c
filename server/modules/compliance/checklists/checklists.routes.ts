import type { FastifyInstance } from 'fastify';
import {
  checklistCreate,
  checklistDelete,
  checklistGet,
  checklistUpdate,
} from '../../../../contract/api/checklist-endpoints';
import { isClaimOnly } from '../../../../contract/api/checklists';
import type { Deps } from '../../../deps';
import { errors } from '../../../lib/errors';
import { implement, isUuid } from '../../../lib/route';
import { assertMay } from '../compliance.policy';
import { findItem, listItems, presentItem } from './checklists.repository';
import { changeItem, createItem, removeItem } from './checklists.service';
import { gateCompliance } from '../compliance-gate';

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

  implement(app, checklistCreate, {
    handler: async ({ req, reply, body, user }) => {
      const c = await gateCompliance(deps.database, user, body.compliance_uuid);
      assertMay(c.actions, 'edit_checklist');
      return deps.mutations.forRequest(req, reply, (m) => createItem(m, user.company_uuid, body));
    },
  });

  implement(app, checklistGet, {
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

  implement(app, checklistUpdate, {
    handler: async ({ req, reply, body, user }) => {
      const { item, compliance } = await gatedItem(user, body.checklist_uuid);
      if (!(isClaimOnly(body) && compliance.actions.includes('claim')))
        assertMay(compliance.actions, 'edit_checklist');
      return deps.mutations.forRequest(req, reply, (m) => changeItem(m, item, body));
    },
  });

  implement(app, checklistDelete, {
    handler: async ({ req, reply, body, user }) => {
      const { item, compliance } = await gatedItem(user, body.checklist_uuid);
      assertMay(compliance.actions, 'edit_checklist');
      return deps.mutations.forRequest(req, reply, (m) => removeItem(m, item));
    },
  });
}
