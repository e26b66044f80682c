/**
 * Declares an API route: its access rule, its zod schemas for params, query, body and answer, a
 * summary and an example, and a thin handler that returns only its data. The success envelope
 * `{ message, data }` is built here. Everything declared is kept in the route table
 * (`config.schemas`, `app.apiRoutes`): the auth plugin reads `config.access` on every request,
 * and the route-table test, the fuzz test and the OpenAPI document walk the table, so a route
 * added to a routes file is gated, fuzzed and documented with nothing else edited.
 *
 * Under NODE_ENV=test every 2xx answer is parsed with its schema and a mismatch fails the request
 * (500, logged): an answer drifting from its contract breaks the tests that call it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { message, type MessageKey } from '../../contract/messages';
import type { EndpointDef, ErrorStatus, Method } from '../../contract/endpoint';
import type { Access } from '../../contract/modules';
import type { Config } from '../config';
import { Answer, FileAnswer } from './answer';
import type { AuthUser } from './auth-user';
import { errors } from './errors';
import { parseOrThrow, parseParamsOr404 } from './validate';

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** A declared /api route as the route table keeps it (app.apiRoutes): the OpenAPI document and the gating test read it. */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
  schemas: RouteSchemas;
}

export type { ErrorStatus };

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

export interface RouteDef<B, Q, P, R extends z.ZodType> {
  method: Method;
  url: string;
  access: Access;
  /** One line for the API reference. */
  summary: string;
  /** More words for the reference, when the summary is not enough. */
  description?: string;
  body?: B;
  query?: Q;
  params?: P;
  /**
   * A call taking its fields from the JSON body or the query (the body's win; `body` and `query`
   * are then each `.partial()`): the whole the merge must satisfy. The handler checks it
   * (`bodyOrQuery` in authoring.routes.ts); the fuzz builds its valid requests from it.
   */
  either?: z.ZodType;
  /**
   * A multipart upload's text fields (beside its `file` part). The route table and the OpenAPI
   * document carry it; the handler streams the form itself with `receiveUpload`
   * (server/storage/upload.ts), which validates these fields.
   */
  form?: z.ZodType;
  /**
   * The file part of a multipart upload, when it is not the common `file` or the route takes only
   * some types: its form field, and a file the route accepts (the fuzz test sends it beside
   * generated fields; the reference names the field).
   */
  file?: FilePart;
  /**
   * Set on routes whose success is a file, not the JSON envelope (the handler returns a
   * `FileAnswer`): its content type for the reference; `response` is then `z.null()`.
   */
  produces?: string;
  /** The schema of `data` in the success envelope. */
  response: R;
  /** Success status: 200 unless given (201 on create). */
  status?: 200 | 201;
  /** The message key of the success envelope; `success` unless given. */
  message?: MessageKey;
  /** An example of `data`, shown in the reference and checked against `response` by a test. */
  example: z.input<R>;
  /** Failure statuses the route gives that its declaration does not imply. */
  errors?: ErrorStatus[];
  bodyLimit?: number;
  handler: (
    ctx: HandlerContext<Infer<B>, Infer<Q>, Infer<P>>,
  ) => Promise<z.infer<R> | Answer<z.infer<R>> | FileAnswer>;
}

/** A multipart upload's file part (see `RouteDef.file`). */
export interface FilePart {
  /** The form field; `file` when not declared. */
  field: string;
  /** A file the route accepts: what the fuzz test uploads. */
  example: { name: string; content: string | Buffer };
}

/** What a route declares, kept in the route table (OpenAPI, fuzz and route tests read it). */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Fields from the body or the query, checked as one whole (RouteDef.either). */
  either?: z.ZodType;
  /** A multipart upload's text fields (the file part is `file`, or `file.field`). */
  form?: z.ZodType;
  file?: FilePart;
  response?: z.ZodType;
  status?: number;
  summary?: string;
  description?: string;
  example?: unknown;
  message?: MessageKey;
  errors?: ErrorStatus[];
  /** Set on routes that answer something else than the JSON envelope (the reference itself). */
  produces?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    schemas?: RouteSchemas;
  }
}

/** Answers are checked against their schemas in tests only: parsing every answer costs time. */
export const checksAnswers = (config: Pick<Config, 'NODE_ENV'>) => config.NODE_ENV === 'test';

export function defineRoute<
  R extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(app: FastifyInstance, def: RouteDef<B, Q, P, R>): void {
  const { method, url, access, handler, bodyLimit, ...declared } = def;
  const schemas: RouteSchemas = {
    ...declared,
    status: def.status ?? 200,
    message: def.message ?? 'success',
  };
  const check = checksAnswers(app.deps.config);
  app.route({
    method,
    url,
    config: { access, schemas },
    bodyLimit,
    handler: async (req, reply) => {
      const params = def.params ? parseParamsOr404(def.params, req.params ?? {}) : undefined;
      const query = def.query ? parseOrThrow(def.query, req.query ?? {}) : undefined;
      const body = def.body ? parseOrThrow(def.body, req.body ?? {}) : undefined;
      if (!('public' in access) && !req.user) throw errors.unauthorized();
      const result = await handler({
        req,
        reply,
        body: body as Infer<B>,
        query: query as Infer<Q>,
        params: params as Infer<P>,
        lang: req.lang,
        user: req.user as AuthUser,
        maybeUser: req.user,
      });
      // A file streams as it is (headers set by sendFile); no envelope.
      if (result instanceof FileAnswer) return result.send(reply);
      const { data, messageKey } =
        result instanceof Answer ? result : new Answer(result, schemas.message!);
      if (check) assertAnswer(`${method} ${url}`, def.response, data);
      // A status set on the way (a replayed answer's stored one) stands; otherwise the route's own.
      if (reply.statusCode === 200) reply.code(schemas.status!);
      return { message: message(messageKey, req.lang), data };
    },
  });
}

/** Throws (a 500 in the test that made the call) when an answer does not match its schema. */
export function assertAnswer(route: string, schema: z.ZodType, data: unknown): void {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problem = `The answer of ${route} does not match its schema:\n${z.prettifyError(parsed.error)}\n`;
    // Test logs are silent: say it where the developer running the tests will see it.
    process.stderr.write(problem);
    throw new Error(problem);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in paths that are not UUIDs are simply not found: "not found" and "not yours" look alike. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * Implements an endpoint declared in contract/ (contract/endpoint.ts): the declaration gives the
 * method, path, access, schemas, message and example; the server adds the handler (and what only
 * the server knows: a body limit, the example file the fuzz uploads). The route is then an ordinary declared route.
 */
export function implement<
  R extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(
  app: FastifyInstance,
  endpoint: EndpointDef<R, B, Q, P>,
  impl: Pick<RouteDef<B, Q, P, R>, 'handler'> &
    Partial<Pick<RouteDef<B, Q, P, R>, 'bodyLimit' | 'file'>>,
): void {
  const { path, ...declared } = endpoint;
  defineRoute(app, { ...declared, url: path, ...impl });
}
