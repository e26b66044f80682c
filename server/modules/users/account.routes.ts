import type { FastifyInstance } from 'fastify';
import { poolRows } from '../../db/client';
import { z } from 'zod';
import { accountFields, updateAccountBody } from '../../../contract/api/account';
import { accountFieldsExample } from '../../../contract/api/examples';
import { userItemExample } from '../../../contract/api/examples-users';
import { userItem } from '../../../contract/api/users';
import type { Deps } from '../../deps';
import { AppError, errors } from '../../lib/errors';
import { defineRoute, isUuid } from '../../lib/route';
import { readyPasswordJudge } from '../../lib/weak-password';
import { createLoginLimits } from '../auth';
import { updateAccount } from './account.service';
import { findCompanyUser } from './users.repository';

export async function accountRoutes(app: FastifyInstance, deps: Deps) {
  const loginLimits = createLoginLimits(deps);

  defineRoute(app, {
    method: 'PUT',
    url: '/users/update',
    access: { authenticated: true },
    summary: 'Update the caller’s own account: profile fields, language, password',
    description:
      'A password change needs `old_password`, a different `password` and a matching `password_confirmation`. Wrong `old_password` guesses count like failed logins of the account from the caller’s address (429 with `Retry-After` past the allowance).',
    body: updateAccountBody,
    response: accountFields,
    message: 'updated',
    example: accountFieldsExample,
    errors: [429],
    handler: async ({ req, reply, body, user }) => {
      if (body.password === undefined)
        return deps.mutations.forRequest(req, reply, (m) =>
          updateAccount(m, user, body, deps.realtime),
        );
      await readyPasswordJudge();
      // A guess of the old password is a password attempt on the account: counted on arrival,
      // before it is checked, in the login's counts (login-limits.ts).
      const admission = await loginLimits.admit(user.email, req.ip);
      try {
        const answer = await deps.mutations.forRequest(req, reply, (m) =>
          updateAccount(m, user, body, deps.realtime),
        );
        await loginLimits.succeeded(user.email, req.ip);
        return answer;
      } catch (err) {
        if (err instanceof AppError && err.fields?.old_password)
          reply.headers(loginLimits.failureHeaders(admission));
        // Judged after the old password was found right: not a failed guess.
        else if (err instanceof AppError && err.code === 'password_weak')
          await loginLimits.succeeded(user.email, req.ip);
        throw err;
      }
    },
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
      const detail = isUuid(params.id)
        ? await findCompanyUser(poolRows(deps.database), user.company_uuid, params.id)
        : null;
      if (!detail) throw errors.notFound();
      return detail;
    },
  });
}
