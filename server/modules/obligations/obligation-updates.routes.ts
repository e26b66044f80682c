import type { FastifyInstance } from 'fastify';
import {
  contentUpdateDates,
  contentUpdateGet,
  contentUpdateList,
  contentUpdatesSeen,
  contentUpdateNotification,
} from '../../../contract/api/obligation-update-endpoints';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { implement, isUuid } from '../../lib/route';
import { toPage } from '../../lib/page';
import {
  findUpdate,
  listUpdates,
  markSeen,
  unseenCount,
  updateDates,
} from './obligation-updates.repository';

/** Customers' update lists: which obligations of their company a synced sector version changed. */
export async function obligationUpdateRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, contentUpdateList, {
    handler: async ({ query, user }) => {
      const { rows, total } = await listUpdates(deps.database, user.company_uuid, query);
      return toPage(rows, total, query.page, query.limit);
    },
  });
  implement(app, contentUpdateGet, {
    handler: async ({ params, user }) => {
      const row = isUuid(params.id)
        ? await findUpdate(deps.database, user.company_uuid, params.id)
        : null;
      if (!row) throw errors.notFound();
      return row;
    },
  });
  implement(app, contentUpdatesSeen, {
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, async (m) => {
        const ids = body.all ? null : [...new Set(body.update_uuid ?? [])];
        const updated = ids && ids.length === 0 ? 0 : await markSeen(m.tx, user.company_uuid, ids);
        if (updated)
          await m.log({
            type: 'obligation_update',
            type_uuid: user.company_uuid,
            action: 'seen',
            after: { updated, all: !!body.all },
          });
        return { updated };
      }),
  });
  implement(app, contentUpdateNotification, {
    handler: async ({ user }) => {
      const counter = await unseenCount(deps.database, user.company_uuid);
      return { has_notif: counter > 0, counter };
    },
  });
  implement(app, contentUpdateDates, {
    handler: async ({ query, user }) => updateDates(deps.database, user.company_uuid, query),
  });
}
