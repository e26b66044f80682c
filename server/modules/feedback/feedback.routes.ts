import type { FastifyInstance } from 'fastify';
import { feedbackBody, userRequestBody } from '../../../contract/api/account';
import { message } from '../../../contract/messages';
import { feedback, userRequests } from '../../db/schema/engagement';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';

export async function feedbackRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'POST',
    url: '/feedback',
    access: { authenticated: true },
    body: feedbackBody,
    handler: async ({ req, reply, body, user, lang }) => {
      return deps.mutations.forRequest(req, reply, async (m) => {
        const [row] = await m.tx
          .insert(feedback)
          .values({ company_uuid: user.company_uuid, user_uuid: user.user_uuid, title: body.title, content: body.content })
          .returning();
        await m.log({ type: 'feedback', type_uuid: row.feedback_uuid, action: 'create', after: row });
        return { message: message('created', lang), data: row };
      }, 201);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user-request/create',
    access: { authenticated: true },
    body: userRequestBody,
    handler: async ({ req, reply, body, user, lang }) =>
      deps.mutations.forRequest(req, reply, async (m) => {
        const [row] = await m.tx
          .insert(userRequests)
          .values({ company_uuid: user.company_uuid, user_uuid: user.user_uuid, type: body.type, content: body.content })
          .returning();
        await m.log({ type: 'user_request', type_uuid: row.request_uuid, action: 'create', after: row });
        return { message: message('created', lang), data: row };
      }, 201),
  });
}
