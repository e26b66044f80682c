/**
 * An API call declared once, for both sides (issue 25): method, path, access rule, schemas of
 * params, query, body and answer, the success message and an example. The server implements it
 * (`implement(app, endpoint, handler)` in server/lib/route.ts: route table, OpenAPI, fuzz and
 * gating tests derive from it as from any route); the client builds its request from it
 * (`requestOf`), typed by the body schema, so no path string or hand-written request type is
 * written in src/.
 */
import type { z } from 'zod';
import type { MessageKey } from './messages';
import type { Access } from './modules';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Failure statuses a call may name beyond those its declaration implies. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 416 | 422 | 429 | 503;

export interface EndpointDef<
  R extends z.ZodType = z.ZodType,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: Method;
  /** Relative to /api, with `:name` for each path parameter (`/users/microsoft/:id`). */
  path: string;
  access: Access;
  summary: string;
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * A call taking its fields from the JSON body or the query (the body's win; `body` and `query`
   * are then each `.partial()`): the whole the merge must satisfy.
   */
  either?: z.ZodType;
  /** A multipart upload's text fields, beside its file part. */
  form?: z.ZodType;
  /** Set when the success is a file, not the JSON envelope: its content type (`response` is `z.null()`). */
  produces?: string;
  /** The schema of `data` in the success envelope. */
  response: R;
  status?: 200 | 201;
  message?: MessageKey;
  example: z.input<R>;
  errors?: ErrorStatus[];
}

/** Declares an endpoint; the identity function that keeps its literal types. */
export function endpoint<
  R extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(def: EndpointDef<R, B, Q, P>): EndpointDef<R, B, Q, P> {
  return def;
}

/** A request slot: required when its schema is declared and takes no `undefined`. */
type Slot<K extends string, S> = [S] extends [z.ZodType]
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: undefined };
/**
 * What a caller sends: the body, query and path parameters its schemas take. A query is always
 * optional (its fields have defaults or are filters).
 */
export type RequestInput<E> =
  E extends EndpointDef<z.ZodType, infer B, infer Q, infer P>
    ? Slot<'body', B> & Partial<Slot<'query', Q>> & Slot<'params', P>
    : never;
/** The `data` of its success answer. */
export type AnswerOf<E> = E extends EndpointDef<infer R> ? z.infer<R> : never;

/** The request a client sends for `input`: the method and the path with its parameters filled. */
export function requestOf<E extends EndpointDef>(
  e: E,
  input: RequestInput<E>,
): { method: Method; path: string; body?: unknown; query?: unknown } {
  const params = (input.params ?? {}) as Record<string, string>;
  const path = e.path.replace(/:([a-zA-Z_]+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${e.path}: no value for :${name}`);
    return encodeURIComponent(params[name]);
  });
  return { method: e.method, path, body: input.body, query: input.query };
}
