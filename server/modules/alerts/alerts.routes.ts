import type { FastifyInstance } from 'fastify';
import {
  ALERT_TEMPLATE_TYPE,
  alertList,
  alertSync,
  alertTemplateDownload,
  alertUpdate,
} from '../../../contract/api/alert-endpoints';
import type { AlertEvent } from '../../../contract/api/alerts';
import { SOCKET_EVENTS } from '../../../contract/socket';
import type { Deps } from '../../deps';
import { answer, FileAnswer } from '../../lib/answer';
import { implement } from '../../lib/route';
import { alertTemplate } from './alerts-template';
import { allAlerts, listAlerts, presentAlert, upsertAlert } from './alerts.repository';

/** The provider's alert messages; `sync` pushes them to every connected client (socket `alert`). */
export async function alertRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, alertList, {
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

  implement(app, alertUpdate, {
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

  implement(app, alertSync, {
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

  implement(app, alertTemplateDownload, {
    handler: async () => {
      const file = await alertTemplate(await allAlerts(deps.database));
      return new FileAnswer((reply) =>
        reply
          .header('content-type', ALERT_TEMPLATE_TYPE)
          .header('content-disposition', 'attachment; filename="alert-messages-template.xlsx"')
          .header('cache-control', 'private, no-store')
          .send(file),
      );
    },
  });
}
