import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  updateDateListAnswer,
  updateDateListQuery,
  updateDetailAnswer,
  updateListAnswer,
  updateListQuery,
  updateNotificationAnswer,
  updateSeenAnswer,
  updateSeenBody,
  type CompanyUpdate,
} from '../../../contract/api/sector-versions';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute, isUuid } from '../../lib/route';
import { toPage } from '../../lib/page';
import {
  findUpdate,
  listUpdates,
  markSeen,
  unseenCount,
  updateDates,
} from './obligation-updates.repository';

const VIEW = { module: 'obligation', action: 'view' } as const;
const OWN =
  'The caller’s company only: rows the sector syncs wrote for it (another company’s id is 404).';
const example: CompanyUpdate = {
  update_uuid: '0b7d3c1e-8f55-4c1b-9a43-5d2e6f7a8b90',
  obligation_uuid: '2a4c6e80-1b3d-4f5a-8c7e-9d0f1a2b3c4d',
  sector_uuid: '3b5d7f91-2c4e-4a6b-9d8f-0e1a2b3c4d5e',
  comp_title_en: 'Report waste',
  comp_title_id: 'Melaporkan limbah',
  sector_name_en: 'Environment',
  sector_name_id: 'Lingkungan',
  kind: 'changed',
  version: 3,
  version_code: 2,
  published_on: '2026-11-23',
  seen: false,
};

/** Customers' update lists: which obligations of their company a synced sector version changed. */
export async function obligationUpdateRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'GET',
    url: '/obligation/update/regulation',
    access: VIEW,
    summary: 'The obligations updated for the caller’s company',
    description: `${OWN} Newest first; \`date\` (a day of the date list) and \`sector_uuid\` filter.`,
    query: updateListQuery,
    response: updateListAnswer,
    example: { data: [example], page: 1, limit: 20, total: 1, total_page: 1 },
    handler: async ({ query, user }) => {
      const { rows, total } = await listUpdates(deps.database, user.company_uuid, query);
      return toPage(rows, total, query.page, query.limit);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/obligation/company/update/:id',
    access: VIEW,
    summary: 'One update of the caller’s company with its compliances',
    description: OWN,
    params: z.object({ id: z.string() }),
    response: updateDetailAnswer,
    errors: [404],
    example: {
      ...example,
      compliances: [
        {
          compliance_uuid: '4c6e8a02-3d5f-4b7c-8e9a-1f2b3c4d5e6f',
          version_code: 1,
          process_status: 'claim',
          confirmation_status: 'need_confirmation',
          is_active: true,
        },
      ],
    },
    handler: async ({ params, user }) => {
      const row = isUuid(params.id)
        ? await findUpdate(deps.database, user.company_uuid, params.id)
        : null;
      if (!row) throw errors.notFound();
      return row;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/obligation/company/update',
    access: VIEW,
    summary: 'Mark updates of the caller’s company seen',
    description: `${OWN} \`update_uuid\` lists the updates; \`all\` marks every one. Ids of other companies change nothing.`,
    body: updateSeenBody,
    response: updateSeenAnswer,
    message: 'updates_seen',
    example: { updated: 2 },
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
  defineRoute(app, {
    method: 'GET',
    url: '/obligation/company/notification',
    access: VIEW,
    summary: 'Whether the caller’s company has updates not seen yet',
    description: OWN,
    response: updateNotificationAnswer,
    example: { has_notif: true, counter: 3 },
    handler: async ({ user }) => {
      const counter = await unseenCount(deps.database, user.company_uuid);
      return { has_notif: counter > 0, counter };
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/obligation/updating-content/date-list',
    access: VIEW,
    summary: 'The days content was updated for the caller’s company',
    description: `${OWN} A page of days (\`page\`, \`limit\` up to 500), newest first, with the number of updates and of those not seen.`,
    query: updateDateListQuery,
    response: updateDateListAnswer,
    example: {
      data: [{ date: '2026-11-23', total: 3, unseen: 1 }],
      page: 1,
      limit: 20,
      total: 1,
      total_page: 1,
    },
    handler: async ({ query, user }) => updateDates(deps.database, user.company_uuid, query),
  });
}
