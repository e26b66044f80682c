/**
 * Authentication and module gating for every /api route. The token arrives in the `access_token`
 * header; its session must be live. Each route declares `config.access`; a route that declares
 * nothing is refused (fail closed) and a test walks the route table to catch it earlier.
 */
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { AuthUser } from '../lib/auth-user';
import { neededAction } from '../../contract/modules';
import { can } from '../lib/auth-user';
import { errors } from '../lib/errors';
import { findSessionUser } from '../modules/auth/session.repository';
import type { Tokens } from '../modules/auth/token';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export interface AuthPluginOptions {
  database: Database;
  tokens: Tokens;
}

export function readToken(headers: Record<string, unknown>): string | null {
  const raw = headers['access_token'] ?? headers['access-token'];
  if (typeof raw === 'string' && raw.length > 0) return raw;
  const bearer = headers['authorization'];
  if (typeof bearer === 'string' && bearer.startsWith('Bearer ')) return bearer.slice(7);
  return null;
}

export const authPlugin = fp<AuthPluginOptions>(async (app, { database, tokens }) => {
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const access = req.routeOptions.config?.access;
    if (!access) {
      // Unknown /api paths reach the not-found handler without a route config.
      if (!req.routeOptions.url) return;
      throw errors.forbidden();
    }
    const token = readToken(req.headers);
    if (token) {
      const claims = await tokens.verify(token);
      req.user = claims ? await findSessionUser(database, claims.jti) : null;
      if (!req.user && !('public' in access)) throw errors.unauthorized();
    }
    if ('public' in access) return;
    if (!req.user) throw errors.unauthorized();
    const needed = neededAction(access, req.user.is_provider);
    if (needed && !can(req.user, needed.module, needed.action)) throw errors.forbidden();
  });
});
