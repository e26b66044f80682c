/**
 * The customers' content updates (which obligations of their company a synced sector version
 * changed), declared once (contract/endpoint.ts): server/modules/obligations implements them in
 * obligation-updates.routes.ts, src/features/updates reads and writes through them.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Access } from '../modules';
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
} from './sector-versions';

/** Updates are read (and marked seen) with the obligation module's view right. */
const VIEW = { module: 'obligation', action: 'view' } as const satisfies Access;
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

export const contentUpdateList = endpoint({
  method: 'GET',
  path: '/obligation/update/regulation',
  access: VIEW,
  summary: 'The obligations updated for the caller’s company',
  description: `${OWN} Newest first; \`date\` (a day of the date list) and \`sector_uuid\` filter.`,
  query: updateListQuery,
  response: updateListAnswer,
  example: { data: [example], page: 1, limit: 20, total: 1, total_page: 1 },
});

export const contentUpdateGet = endpoint({
  method: 'GET',
  path: '/obligation/company/update/:id',
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
});

export const contentUpdatesSeen = endpoint({
  method: 'POST',
  path: '/obligation/company/update',
  access: VIEW,
  summary: 'Mark updates of the caller’s company seen',
  description: `${OWN} \`update_uuid\` lists the updates; \`all\` marks every one. Ids of other companies change nothing.`,
  body: updateSeenBody,
  response: updateSeenAnswer,
  message: 'updates_seen',
  example: { updated: 2 },
});

export const contentUpdateNotification = endpoint({
  method: 'GET',
  path: '/obligation/company/notification',
  access: VIEW,
  summary: 'Whether the caller’s company has updates not seen yet',
  description: OWN,
  response: updateNotificationAnswer,
  example: { has_notif: true, counter: 3 },
});

export const contentUpdateDates = endpoint({
  method: 'GET',
  path: '/obligation/updating-content/date-list',
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
});
