import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  alertListAnswer,
  alertListQuery,
  alertSyncAnswer,
  alertUpdateAnswer,
  alertUpdateBody,
  type AlertEvent,
} from '../../../contract/api/alerts';
import { SOCKET_EVENTS } from '../../../contract/socket';
import type { Deps } from '../../deps';
import { answer, FileAnswer } from '../../lib/answer';
import { defineRoute } from '../../lib/route';
import { alertTemplate } from './alerts-template';
import { allAlerts, listAlerts, presentAlert, upsertAlert } from './alerts.repository';

const VIEW = { module: 'alerts', action: 'view' } as const;
const UPDATE = { module: 'alerts', action: 'update' } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const example = {
  alert_uuid: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
  code: 'maintenance',
  title: 'Planned maintenance',
  body: 'The service is unavailable on Saturday from 22:00 to 23:00 WIB.',
  title_en: 'Planned maintenance',
  title_id: 'Pemeliharaan terjadwal',
  body_en: 'The service is unavailable on Saturday from 22:00 to 23:00 WIB.',
  body_id: 'Layanan tidak tersedia pada hari Sabtu pukul 22.00–23.00 WIB.',
  created_at: '2026-01-10T08:00:00.000Z',
  updated_at: '2026-01-10T08:00:00.000Z',
};

/** The provider's alert messages; `sync` pushes them to every connected client (socket `alert`). */
export async function alertRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'GET',
    url: '/alert-message/list',
    access: VIEW,
    summary: 'The alert messages, by code, in the request language',
    query: alertListQuery,
    response: alertListAnswer,
    message: 'alerts_loaded',
    example: { data: [example], page: 1, limit: 20, total: 1, total_page: 1 },
    handler: async ({ query, lang }) => {
      const { rows, total } = await listAlerts(deps.database, query);
      return {
        data: rows.map((r) => presentAlert(r, lang)),
        page: query.page,
        limit: query.limit,
        total,
        total_page: Math.max(1, Math.ceil(total / query.limit)),
      };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/alert-message/update',
    access: UPDATE,
    summary: 'Write alert messages, matched by code (a new code adds one)',
    body: alertUpdateBody,
    response: alertUpdateAnswer,
    message: 'alerts_saved',
    example: [example],
    handler: async ({ req, reply, body, lang }) =>
      deps.mutations.forRequest(req, reply, async (m) => {
        const out = [];
        for (const item of body.data) {
          const { before, after } = await upsertAlert(m.tx, item);
          await m.log({
            type: 'alert_message',
            type_uuid: after.alert_uuid,
            action: before ? 'update' : 'create',
            before,
            after,
            company_uuid: null,
          });
          out.push(presentAlert(after, lang));
        }
        return out;
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/alert-message/sync',
    access: UPDATE,
    summary: 'Push the current alert messages to every connected customer (socket `alert`)',
    response: alertSyncAnswer,
    message: 'alerts_synced',
    example: { sent: 1 },
    handler: async () => {
      const rows = await allAlerts(deps.database);
      const event: AlertEvent = {
        alerts: rows.map(({ code, title_en, title_id, body_en, body_id }) => ({
          code,
          title_en,
          title_id,
          body_en,
          body_id,
        })),
      };
      deps.realtime.broadcast(SOCKET_EVENTS.alert, event);
      return answer({ sent: rows.length }, 'alerts_synced');
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/alert-message/template',
    access: VIEW,
    summary:
      'The bilingual xlsx template for editing alert messages in bulk, filled with the current ones',
    produces: XLSX,
    response: z.null(),
    example: null,
    handler: async () => {
      const file = await alertTemplate(await allAlerts(deps.database));
      return new FileAnswer((reply) =>
        reply
          .header('content-type', XLSX)
          .header('content-disposition', 'attachment; filename="alert-messages-template.xlsx"')
          .header('cache-control', 'private, no-store')
          .send(file),
      );
    },
  });
}
