import type { FastifyInstance } from 'fastify';
import { feedbackSend, userRequestCreate } from '../../../contract/api/feedback-endpoints';
import { feedback, userRequests } from '../../db/schema/engagement';
import type { Deps } from '../../deps';
import { implement } from '../../lib/route';
import { iso } from '../../lib/page';

export async function feedbackRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, feedbackSend, {
    handler: async ({ req, reply, body, user }) => {
      return deps.mutations.forRequest(req, reply, async (m) => {
        const [row] = await m.tx
          .insert(feedback)
          .values({
            company_uuid: user.company_uuid,
            user_uuid: user.user_uuid,
            title: body.title,
            content: body.content,
          })
          .returning();
        await m.log({
          type: 'feedback',
          type_uuid: row.feedback_uuid,
          action: 'create',
          after: row,
        });
        const { feedback_uuid, company_uuid, user_uuid, title, content } = row;
        return {
          feedback_uuid,
          company_uuid,
          user_uuid,
          title,
          content,
          created_at: iso(row.created_at)!,
        };
      });
    },
  });

  implement(app, userRequestCreate, {
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, async (m) => {
        const [row] = await m.tx
          .insert(userRequests)
          .values({
            company_uuid: user.company_uuid,
            user_uuid: user.user_uuid,
            type: body.type,
            content: body.content,
          })
          .returning();
        await m.log({
          type: 'user_request',
          type_uuid: row.request_uuid,
          action: 'create',
          after: row,
        });
        const { request_uuid, company_uuid, user_uuid, type, content, status } = row;
        return {
          request_uuid,
          company_uuid,
          user_uuid,
          type,
          content,
          status,
          created_at: iso(row.created_at)!,
        };
      }),
  });
}
