import type { FastifyInstance } from 'fastify';
import { reminderCreate, reminderList } from '../../../../contract/api/reminder-endpoints';
import type { Deps } from '../../../deps';
import { answer } from '../../../lib/answer';
import { implement } from '../../../lib/route';
import { gateCompliance } from '../compliance-gate';
import { assertMay } from '../compliance.policy';
import { insertReminder, listOwnReminders, presentReminder } from './reminders.repository';

/**
 * Personal reminders on a compliance the caller may see (the compliance policy; `view` action):
 * a reminder changes nothing others see, so viewing is enough. Delivery (a notification and an
 * e-mail when remind_at passes, once): server/modules/notifications/reminder-delivery.ts.
 */
export async function reminderRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, reminderCreate, {
    handler: async ({ req, reply, body, user }) => {
      const c = await gateCompliance(deps.database, user, body.compliance_uuid);
      assertMay(c.actions, 'view');
      return deps.mutations.forRequest(req, reply, async (m) => {
        const row = await insertReminder(m.tx, {
          company_uuid: c.company_uuid,
          compliance_uuid: c.compliance_uuid,
          user_uuid: user.user_uuid,
          remind_at: new Date(body.remind_at).toISOString(),
          message: body.message,
        });
        await m.log({
          type: 'compliance',
          type_uuid: c.compliance_uuid,
          action: 'reminder_create',
          after: { remind_at: row.remind_at, message: row.message },
        });
        return answer(presentReminder(row), 'reminder_created');
      });
    },
  });

  implement(app, reminderList, {
    handler: async ({ query, user }) => {
      const c = await gateCompliance(deps.database, user, query.compliance_uuid);
      return { data: await listOwnReminders(deps.database.db, user, c.compliance_uuid) };
    },
  });
}
