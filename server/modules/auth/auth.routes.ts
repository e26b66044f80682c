import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loginBody } from '../../../contract/api/auth';
import { message } from '../../../contract/messages';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import { createAuthService } from './auth.service';

export async function authRoutes(app: FastifyInstance, deps: Deps) {
  const auth = createAuthService(deps);

  defineRoute(app, {
    method: 'POST',
    url: '/auth/login',
    access: { public: true },
    body: loginBody,
    query: z.object({ msalToken: z.string().optional() }),
    handler: async ({ body, req, reply, lang }) => {
      const result = await auth.login(body, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
      reply.headers(result.headers);
      return { message: message('login_success', lang), data: { token: result.token, expires_at: result.expires_at } };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/auth/logout',
    access: { authenticated: true },
    handler: async ({ req, reply, user, lang }) => {
      await deps.mutations.forRequest(req, reply, (m) => auth.logout(m, user));
      return { message: message('logout_success', lang), data: null };
    },
  });
}
