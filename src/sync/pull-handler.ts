/**
 * The pull handler of one collection's replication: pages of GET /api/sync/{collection} from the
 * stored checkpoint until it holds a batch or the feed is caught up (an empty page).
 *
 * Why not one request per call: the server folds several feed entries of one row into one
 * document, so a page can hold fewer documents than `limit` while more changes follow. RxDB
 * stops pulling when a batch is short, so the handler keeps reading until it has `batchSize`
 * documents or an empty page says there is nothing more (one extra small request per cycle).
 *
 * Tombstones `{ id, _deleted: true }` get the schema's required fields filled with empty values,
 * so a validating storage (dev-mode) accepts them; RxDB then removes the local document.
 * A 403 (the module right was taken away) ends the cycle without an error instead of retrying.
 * Every page is reported (`onPage`, with the server's `total` on a pull from no checkpoint) and so
 * is the empty page that means caught up, for the first sync's progress (status-tracker.ts).
 */
import type { ReplicationPullHandler, RxJsonSchema, WithDeleted } from 'rxdb';
import { syncDescriptor, type SyncCollection } from '../../contract/collections';
import type { SyncCheckpoint } from '../../contract/sync';
import { ApiError } from '../lib/api-client';
import { fetchSyncPage } from '../lib/sync-api';

export interface PullHandlerOptions {
  getToken: () => string | null;
  /** Called after every successful request (clears the failure state, resets the backoff). */
  onSuccess?: () => void;
  onForbidden?: () => void;
  /** A page of documents arrived; `total` only on the first page of a pull from no checkpoint. */
  onPage?: (documents: number, total: number | undefined) => void;
  /** An empty page: the collection holds everything the server has. */
  onCaughtUp?: () => void;
  /** The documents handed to RxDB, before it writes them (pull-repair.ts watches them). */
  onBatch?: (documents: readonly Doc[]) => void;
  /** A request failed; `offline` when no answer arrived at all (called before the rethrow). */
  onError?: (offline: boolean) => void;
}

export type Doc = Record<string, unknown> & { id: string; _deleted?: boolean };

function emptyValue(type: unknown): unknown {
  const types = Array.isArray(type) ? type : [type];
  if (types.includes('null')) return null;
  switch (types[0]) {
    case 'string':
      return '';
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    default:
      return {};
  }
}

export function fillTombstone(schema: RxJsonSchema<any>, doc: Doc): Doc {
  if (!doc._deleted) return doc;
  const out: Doc = { ...doc };
  for (const key of (schema.required ?? []) as string[]) {
    if (!(key in out))
      out[key] = emptyValue((schema.properties as Record<string, { type?: unknown }>)[key]?.type);
  }
  return out;
}

export function createPullHandler<D>(
  collection: SyncCollection,
  options: PullHandlerOptions,
): ReplicationPullHandler<D, SyncCheckpoint> {
  const schema = syncDescriptor(collection).jsonSchema as unknown as RxJsonSchema<any>;
  return async (last, batchSize) => {
    const byId = new Map<string, Doc>();
    let checkpoint: SyncCheckpoint | null = last ?? null;
    for (;;) {
      let page;
      try {
        page = await fetchSyncPage<Doc>(collection, checkpoint, batchSize, {
          token: options.getToken(),
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) {
          options.onForbidden?.();
          return { documents: [], checkpoint: last };
        }
        options.onError?.(error instanceof ApiError && error.isNetworkError);
        throw error;
      }
      options.onSuccess?.();
      if (page.documents.length === 0) {
        options.onCaughtUp?.();
        break;
      }
      options.onPage?.(page.documents.length, page.total);
      for (const doc of page.documents as Doc[]) {
        byId.delete(doc.id); // a later page holds a newer state: keep it, in feed order
        byId.set(doc.id, fillTombstone(schema, doc));
      }
      checkpoint = page.checkpoint ?? checkpoint;
      if (byId.size >= batchSize) break;
    }
    const documents = [...byId.values()];
    options.onBatch?.(documents);
    return {
      documents: documents as unknown as WithDeleted<D>[],
      checkpoint: checkpoint ?? undefined,
    };
  };
}
