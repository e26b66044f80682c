/**
 * Declares an API route: its access rule, its zod schemas for params, query and body, and a thin
 * handler. The auth plugin reads `config.access` on every request, and a test walks the route
 * table to make sure no route goes without one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Access } from '../../contract/modules';
import type { AuthUser } from './auth-user';
import { errors } from './errors';
import { parseOrThrow, parseParamsOr404 } from './validate';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface HandlerContext<B, Q, P> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  params: P;
  lang: 'en' | 'id';
  /** The caller; routes with `public` access get a throwaway null through `maybeUser`. */
  user: AuthUser;
  maybeUser: AuthUser | null;
}

export interface RouteDef<B, Q, P> {
  method: Method;
  url: string;
  access: Access;
  body?: B;
  query?: Q;
  params?: P;
  /** Extra Fastify route config (e.g. bodyLimit). */
  bodyLimit?: number;
  handler: (ctx: HandlerContext<Infer<B>, Infer<Q>, Infer<P>>) => Promise<unknown>;
}

/** The request schemas of a route, kept in the route table (OpenAPI, fuzz and route tests read them). */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    schemas?: RouteSchemas;
  }
}

export function defineRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(app: FastifyInstance, def: RouteDef<B, Q, P>): void {
  app.route({
    method: def.method,
    url: def.url,
    config: { access: def.access, schemas: { params: def.params, query: def.query, body: def.body } },
    bodyLimit: def.bodyLimit,
    handler: async (req, reply) => {
      const params = def.params ? parseParamsOr404(def.params, req.params ?? {}) : undefined;
      const query = def.query ? parseOrThrow(def.query, req.query ?? {}) : undefined;
      const body = def.body ? parseOrThrow(def.body, req.body ?? {}) : undefined;
      if (!('public' in def.access) && !req.user) throw errors.unauthorized();
      return def.handler({
        req,
        reply,
        body: body as Infer<B>,
        query: query as Infer<Q>,
        params: params as Infer<P>,
        lang: req.lang,
        user: req.user as AuthUser,
        maybeUser: req.user,
      });
    },
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in paths that are not UUIDs are simply not found: "not found" and "not yours" look alike. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
