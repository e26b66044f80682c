import type { FastifyInstance } from 'fastify';
import { loginBody } from '../../../contract/api/auth';
import { authLogin, authLogout } from '../../../contract/api/auth-endpoints';
import type { Deps } from '../../deps';
import { implement } from '../../lib/route';
import { createAuthService } from './auth.service';
import { microsoftRoutes } from './microsoft.routes';

export async function authRoutes(app: FastifyInstance, deps: Deps) {
  const auth = createAuthService(deps);

  // The specification sends the Microsoft token in the query with no body fields: the body's
  // schema (token or e-mail and password) sees it there too.
  app.addHook('preValidation', async (req) => {
    if (req.method !== 'POST' || !req.routeOptions.url?.endsWith('/auth/login')) return;
    const token = (req.query as { msalToken?: unknown } | undefined)?.msalToken;
    if (typeof token !== 'string' || !token) return;
    const body =
      req.body && typeof req.body === 'object' && !Array.isArray(req.body)
        ? (req.body as Record<string, unknown>)
        : {};
    if (body.msalToken === undefined) req.body = { ...body, msalToken: token };
  });

  implement(app, authLogin, {
    handler: async ({ body, req, reply }) => {
      const meta = { ip: req.ip, userAgent: req.headers['user-agent'] ?? null };
      const result = body.msalToken
        ? await auth.loginWithEntra(body.msalToken, meta)
        : await auth.login(loginBody.parse(body), meta);
      reply.headers(result.headers);
      return { token: result.token, expires_at: result.expires_at };
    },
  });

  implement(app, authLogout, {
    handler: async ({ req, reply, user }) => {
      await deps.mutations.forRequest(req, reply, (m) => auth.logout(m, user));
      return null;
    },
  });

  await microsoftRoutes(app, deps);
}
