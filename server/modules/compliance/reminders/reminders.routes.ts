import type { FastifyInstance } from 'fastify';
import {
  reminderCreateBody,
  reminderItem,
  reminderList,
  reminderListQuery,
} from '../../../../contract/api/checklists';
import { reminderExample } from '../../../../contract/api/examples-checklist';
import type { Deps } from '../../../deps';
import { answer } from '../../../lib/answer';
import { defineRoute } from '../../../lib/route';
import { gateCompliance } from '../compliance-gate';
import { assertMay } from '../compliance.policy';
import { insertReminder, listOwnReminders, presentReminder } from './reminders.repository';

const VIEW = { module: 'compliance', action: 'view' } as const;

/**
 * Personal reminders on a compliance the caller may see (the compliance policy; `view` action):
 * a reminder changes nothing others see, so viewing is enough. Delivery (a notification and an
 * e-mail when remind_at passes, once): server/modules/notifications/reminder-delivery.ts.
 */
export async function reminderRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'POST',
    url: '/reminder/create',
    access: VIEW,
    summary: 'Set a reminder on a compliance for oneself',
    description:
      'remind_at is an ISO 8601 moment in the future, message at most 500 characters. Delivered once when due: a notification and a mail in the user’s language.',
    body: reminderCreateBody,
    response: reminderItem,
    status: 201,
    message: 'reminder_created',
    example: reminderExample,
    errors: [404],
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

  defineRoute(app, {
    method: 'GET',
    url: '/reminder/list',
    access: VIEW,
    summary: "The caller's own reminders on a compliance, soonest first",
    description: 'Ours (not in the specification): the reminders panel of the compliance detail.',
    query: reminderListQuery,
    response: reminderList,
    message: 'reminders_loaded',
    example: { data: [reminderExample] },
    errors: [404],
    handler: async ({ query, user }) => {
      const c = await gateCompliance(deps.database, user, query.compliance_uuid);
      return { data: await listOwnReminders(deps.database.db, user, c.compliance_uuid) };
    },
  });
}
