import type { FastifyInstance } from 'fastify';
import { poolRows } from '../../db/client';
import { accountUpdate, userGet } from '../../../contract/api/user-endpoints';
import type { Deps } from '../../deps';
import { AppError, errors } from '../../lib/errors';
import { implement, isUuid } from '../../lib/route';
import { readyPasswordJudge } from '../../lib/weak-password';
import { createLoginLimits } from '../auth';
import { updateAccount } from './account.service';
import { findCompanyUser } from './users.repository';

export async function accountRoutes(app: FastifyInstance, deps: Deps) {
  const loginLimits = createLoginLimits(deps);

  implement(app, accountUpdate, {
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

  implement(app, userGet, {
    handler: async ({ params, user }) => {
      const detail = isUuid(params.id)
        ? await findCompanyUser(poolRows(deps.database), user.company_uuid, params.id)
        : null;
      if (!detail) throw errors.notFound();
      return detail;
    },
  });
}
