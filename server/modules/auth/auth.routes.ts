import type { FastifyInstance } from 'fastify';
import { loginAnswer, loginBody, loginQuery, loginRequestBody } from '../../../contract/api/auth';
import { loginExample } from '../../../contract/api/examples';
import { noData } from '../../../contract/api/values';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
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

  defineRoute(app, {
    method: 'POST',
    url: '/auth/login',
    access: { public: true },
    summary: 'Sign in with email and password (or a Microsoft token)',
    description:
      'Answers a signed access token to send as the `access_token` header. Failed attempts are limited per account and per address; failure answers carry `x-ratelimit-limit` and `x-ratelimit-remaining`. With `msalToken` (a Microsoft Entra ID ID token, in the query or the body) instead of a password: 400 `sso_not_configured` when this deployment has no Entra ID; a token that does not verify (signature, issuer, audience, expiry, RS256 only) or names no account here answers 401; the tenant’s keys unreachable, 503.',
    body: loginRequestBody,
    query: loginQuery,
    response: loginAnswer,
    message: 'login_success',
    example: loginExample,
    errors: [401, 429, 503],
    handler: async ({ body, req, reply }) => {
      const meta = { ip: req.ip, userAgent: req.headers['user-agent'] ?? null };
      const result = body.msalToken
        ? await auth.loginWithEntra(body.msalToken, meta)
        : await auth.login(loginBody.parse(body), meta);
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

  await microsoftRoutes(app, deps);
}
