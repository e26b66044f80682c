import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { updateAccountBody } from '../../../contract/api/account';
import { message } from '../../../contract/messages';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute, isUuid } from '../../lib/route';
import { updateAccount } from './account.service';
import { findCompanyUser } from './users.repository';

export async function accountRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'PUT',
    url: '/users/update',
    access: { authenticated: true },
    body: updateAccountBody,
    handler: async ({ req, reply, body, user, lang }) => {
      const data = await deps.mutations.forRequest(req, reply, async (m) => ({
        message: message('updated', lang),
        data: await updateAccount(m, user, body),
      }));
      return data;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/users/detail/:id',
    access: { module: 'users', action: 'view' },
    params: z.object({ id: z.string() }),
    handler: async ({ params, user, lang }) => {
      const detail = isUuid(params.id) ? await findCompanyUser(deps.database.db, user.company_uuid, params.id) : null;
      if (!detail) throw errors.notFound();
      return { message: message('success', lang), data: detail };
    },
  });
}
