/**
 * One mutation, one transaction. Inside it: the change itself, the activity-log rows, the
 * change-feed entries and, when the request carries an Idempotency-Key, the stored answer.
 * Socket broadcasts run only after commit.
 *
 * Idempotency: the key row is inserted first in the transaction. A concurrent repeat blocks on
 * the primary key until the first commits, then finds the stored answer and returns it, so a
 * replayed outbox entry writes exactly once.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SyncCollection } from '../../contract/collections';
import type { Database, Tx } from '../db/client';
import { activityLogs, changeFeed, idempotencyKeys } from '../db/schema/platform';
import type { AuthUser } from './auth-user';
import { AppError } from './errors';

export interface ActivityEntry {
  type: string;
  type_uuid: string;
  action: string;
  before?: unknown;
  after?: unknown;
  /** Defaults to the caller's company; null for provider-wide content. */
  company_uuid?: string | null;
}

export interface FeedEntry {
  /** The synced collection whose rows changed (contract/collections). */
  collection: SyncCollection;
  row_id: string;
  /** null for shared content (master library), else the owning company. */
  company_uuid: string | null;
  user_uuid?: string | null;
  op: 'upsert' | 'delete';
}

export interface MutationContext {
  tx: Tx;
  user: AuthUser | null;
  /** Records who changed what, before and after, in this transaction. */
  log(entry: ActivityEntry): Promise<void>;
  /** Adds change-feed entries for synced rows changed in this transaction. */
  feed(...entries: FeedEntry[]): Promise<void>;
  /** Runs after a successful commit (socket broadcasts, caches). */
  afterCommit(fn: () => void | Promise<void>): void;
}

/** The committed transaction's feed entries and its id (the feed's commit-order position). */
export interface ChangeBatch {
  txid: string;
  entries: FeedEntry[];
}
export type ChangeListener = (batch: ChangeBatch) => void;

class ReplayStored extends Error {}

export function createMutations(database: Database, onChanges: ChangeListener) {
  async function run<T>(
    user: AuthUser | null,
    idempotency: { key: string; hash: string } | null,
    status: number,
    fn: (m: MutationContext) => Promise<T>,
  ): Promise<T> {
    const after: (() => void | Promise<void>)[] = [];
    const changes: FeedEntry[] = [];
    let txid = '';
    const result = await database.db.transaction(async (tx) => {
      if (idempotency && user) {
        const inserted = await tx
          .insert(idempotencyKeys)
          .values({ user_uuid: user.user_uuid, key: idempotency.key, request_hash: idempotency.hash })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (inserted.length === 0) throw new ReplayStored();
      }
      const m: MutationContext = {
        tx,
        user,
        log: async (e) => {
          await tx.insert(activityLogs).values({
            company_uuid: e.company_uuid === undefined ? (user?.company_uuid ?? null) : e.company_uuid,
            user_uuid: user?.user_uuid ?? null,
            type: e.type,
            type_uuid: e.type_uuid,
            action: e.action,
            before: e.before ?? null,
            after: e.after ?? null,
          });
        },
        feed: async (...entries) => {
          if (entries.length === 0) return;
          const [row] = await tx
            .insert(changeFeed)
            .values(entries.map((e) => ({ ...e, user_uuid: e.user_uuid ?? null })))
            .returning({ txid: changeFeed.txid });
          txid = row.txid;
          changes.push(...entries);
        },
        afterCommit: (f) => void after.push(f),
      };
      const value = await fn(m);
      if (idempotency && user) {
        await tx
          .update(idempotencyKeys)
          .set({ status_code: status, response: value as object })
          .where(and(eq(idempotencyKeys.user_uuid, user.user_uuid), eq(idempotencyKeys.key, idempotency.key)));
      }
      return value;
    });
    if (changes.length) onChanges({ txid, entries: changes });
    for (const f of after) await f();
    return result;
  }

  return {
    /**
     * Runs a mutation for a request and sends its answer. A repeat of an Idempotency-Key that
     * committed meanwhile answers with the stored first answer.
     */
    async forRequest<T>(
      req: FastifyRequest,
      reply: FastifyReply,
      fn: (m: MutationContext) => Promise<T>,
      status = 200,
    ): Promise<T> {
      try {
        const value = await run(req.user, req.idempotency, status, fn);
        reply.code(status);
        return value;
      } catch (err) {
        if (!(err instanceof ReplayStored) || !req.user || !req.idempotency) throw err;
        const stored = await findStored(database, req.user.user_uuid, req.idempotency.key);
        if (!stored || stored.request_hash !== req.idempotency.hash) {
          throw new AppError('idempotency_mismatch', 'idempotency_mismatch');
        }
        reply.code(stored.status_code ?? 200).header('idempotent-replayed', 'true');
        return stored.response as T;
      }
    },
    /** A mutation outside a request (jobs, seed-time maintenance). */
    system: <T>(fn: (m: MutationContext) => Promise<T>) => run(null, null, 200, fn),
  };
}

export type Mutations = ReturnType<typeof createMutations>;

export async function findStored(database: Database, userUuid: string, key: string) {
  const rows = await database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_uuid, userUuid), eq(idempotencyKeys.key, key)));
  return rows[0] ?? null;
}
