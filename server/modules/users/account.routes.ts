import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountFields, updateAccountBody } from '../../../contract/api/account';
import { accountFieldsExample } from '../../../contract/api/examples';
import { userItemExample } from '../../../contract/api/examples-users';
import { userItem } from '../../../contract/api/users';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute, isUuid } from '../../lib/route';
import { updateAccount } from './account.service';
import { findCompanyUser, poolQuery } from './users.repository';

export async function accountRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'PUT',
    url: '/users/update',
    access: { authenticated: true },
    summary: 'Update the caller’s own account: profile fields, language, password',
    description: 'A password change needs `old_password`, a different `password` and a matching `password_confirmation`.',
    body: updateAccountBody,
    response: accountFields,
    message: 'updated',
    example: accountFieldsExample,
    handler: async ({ req, reply, body, user }) => deps.mutations.forRequest(req, reply, (m) => updateAccount(m, user, body, deps.realtime)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/users/detail/:id',
    access: { module: 'users', action: 'view' },
    summary: 'A user of the caller’s company: profile, roles, group, state, pending invitation',
    params: z.object({ id: z.string() }),
    response: userItem,
    example: userItemExample,
    handler: async ({ params, user }) => {
      const detail = isUuid(params.id) ? await findCompanyUser(poolQuery(deps.database), user.company_uuid, params.id) : null;
      if (!detail) throw errors.notFound();
      return detail;
    },
  });
}
