/**
 * What an offline write is: a declaration the kit runs (run-write.ts). A feature declares each of
 * its mutations once, in a `*.write.ts` file beside its screens, and needs no other registration:
 *
 *   export const toggleObligationBookmark = defineWrite({
 *     name: 'bookmarks/toggle-obligation',
 *     target: (uuid: string) => ({ collection: 'bookmarks', id: bookmarkId('obligation', uuid) }),
 *     effect: (collections, uuid) => flipBookmark(collections, 'obligation', uuid),
 *     call: (uuid) => endpointCall(obligationBookmark, { body: { obligation_uuid: uuid } }),
 *     label: 'bookmarks:writeLabel.obligation',
 *   });
 *
 * Declarations are kept by name in memory: the pending entries stored in the local database name
 * their write, so a rollback can apply the later writes on the same document again.
 */
import { requestOf, type EndpointDef, type RequestInput } from '../../../contract/endpoint';
import type { ParseKeys } from 'i18next';
import type { Resources } from '../../lib/i18n-resources';
import type { AppCollections } from '../database';

export type CollectionName = keyof AppCollections;

/** The one local document a write changes (its pending state and rollback are kept per document). */
export interface WriteTarget {
  collection: CollectionName;
  id: string;
}

declare const fromEndpoint: unique symbol;

/**
 * The server call; the api client adds the token, `lang` and the write's Idempotency-Key. Made
 * only by `endpointCall` / `endpointFormCall` (the brand): a write names its endpoint, never a
 * path string of its own.
 */
export interface ServerCall {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to the API base, e.g. `/obligation/bookmark`, with the query if any. */
  path: string;
  body?: unknown;
  readonly [fromEndpoint]: true;
}

/**
 * The call of an endpoint declared in contract/ (contract/endpoint.ts): its method and path, the
 * body typed by its schema, so a write names no path string of its own.
 */
export function endpointCall<E extends EndpointDef>(
  endpoint: E,
  input: RequestInput<E>,
): ServerCall {
  const request = requestOf(endpoint, input);
  if (request.method === 'GET') throw new Error(`${endpoint.path}: a write is not a GET`);
  // A write's query fields travel in its path: the outbox stores and replays the path as it is.
  const query = request.query as Record<string, string | number | boolean> | undefined;
  const search = query
    ? new URLSearchParams(
        Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
      ).toString()
    : '';
  const path = search ? `${request.path}?${search}` : request.path;
  return { method: request.method, path, body: request.body } as ServerCall;
}

/**
 * The call of a multipart endpoint (one declaring a `form`, not a JSON body): its method and path
 * from the declaration, the form as the body. For a file the user may lose no time over (a logo,
 * an archive), sent once; a file kept through reloads and offline is a `defineFileWrite`.
 */
export function endpointFormCall<E extends EndpointDef>(
  endpoint: E,
  input: Omit<RequestInput<E>, 'body'>,
  form: FormData,
): ServerCall {
  if (!endpoint.form) throw new Error(`${endpoint.path}: not a multipart endpoint`);
  const call = endpointCall(endpoint, input as RequestInput<E>);
  return { ...call, body: form } as ServerCall;
}

/** An i18n key with its namespace (`bookmarks:writeLabel.obligation`), English and Indonesian. */
export type WriteLabel = Extract<ParseKeys<(keyof Resources)[]>, `${keyof Resources}:${string}`>;

export interface WriteDefinition<I> {
  /** Unique and stable: stored with the pending entries (a reload must find the write again). */
  name: string;
  /**
   * The document the write changes, or null for a write with no local document (a row no
   * collection holds, such as a company's member roles, or one call changing many documents whose
   * echoes the replication brings): the kit sends its call with an Idempotency-Key and answers
   * done, queued or refused, with nothing to apply or roll back. Its `effect` is not called.
   */
  target(input: I): WriteTarget | null;
  /**
   * The local effect, applied at once, and again on a rollback for each later write still
   * pending on the document: it must compute from the documents as they are then (a toggle
   * flips what it finds), not from a value captured at the click.
   */
  effect(collections: AppCollections, input: I): Promise<void>;
  call(input: I): ServerCall;
  /** How the outbox status menu names the change. */
  label: WriteLabel;
  /**
   * Optional: the server's direct answer (online, 2xx) when no other write on the document is
   * still pending; follow it when it knows better (changed on another device meanwhile).
   */
  reconcile?(collections: AppCollections, input: I, answer: unknown): Promise<void>;
}

/** A declared write: `run(input)` applies and sends it (see run-write.ts). */
export type Write<I> = WriteDefinition<I> & { run(input: I): Promise<WriteResult> };

/** How the call ended for the caller: sent, queued offline, or refused (and rolled back). */
export type WriteResult =
  | {
      state: 'done';
      /** A write with no local document: the answer's envelope (a bulk call's summary). */ answer?: unknown;
    }
  | { state: 'queued' }
  | {
      state: 'refused';
      status: number | null;
      message: string;
      /** The refusal's field errors (`errors` of the answer: field → messages), for a form to show beside its fields. */
      errors?: Record<string, string[]>;
    };

const declared = new Map<string, WriteDefinition<any>>();

/** The latest declaration of a name wins (a hot reload declares the module's writes again). */
export function registerWrite<I>(definition: WriteDefinition<I>): void {
  declared.set(definition.name, definition);
}

/** The declaration of a stored entry, when its module has been loaded in this page. */
export function writeNamed(name: string): WriteDefinition<any> | undefined {
  return declared.get(name);
}

/** `collection/id`: the key of a document's pending state. */
export function targetKey(target: WriteTarget): string {
  return `${target.collection}/${target.id}`;
}
