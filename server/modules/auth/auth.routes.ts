import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loginAnswer, loginBody } from '../../../contract/api/auth';
import { loginExample } from '../../../contract/api/examples';
import { noData } from '../../../contract/api/values';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import { createAuthService } from './auth.service';

export async function authRoutes(app: FastifyInstance, deps: Deps) {
  const auth = createAuthService(deps);

  defineRoute(app, {
    method: 'POST',
    url: '/auth/login',
    access: { public: true },
    summary: 'Sign in with email and password (or a Microsoft token)',
    description:
      'Answers a signed access token to send as the `access_token` header. Failed attempts are limited per account and per address; failure answers carry `x-ratelimit-limit` and `x-ratelimit-remaining`.',
    body: loginBody,
    query: z.object({ msalToken: z.string().optional() }),
    response: loginAnswer,
    message: 'login_success',
    example: loginExample,
    errors: [429],
    handler: async ({ body, req, reply }) => {
      const result = await auth.login(body, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
      reply.headers(result.headers);
      return { token: result.token, expires_at: result.expires_at };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/auth/logout',
    access: { authenticated: true },
    summary: 'Sign out: the token is revoked on the server',
    response: noData,
    message: 'logout_success',
    example: null,
    handler: async ({ req, reply, user }) => {
      await deps.mutations.forRequest(req, reply, (m) => auth.logout(m, user));
      return null;
    },
  });
}
