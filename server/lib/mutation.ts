/**
 * One mutation, one transaction. Inside it: the change itself, the activity-log rows, the
 * change-feed entries and, when the request carries an Idempotency-Key, the stored answer.
 * Socket broadcasts run only after commit.
 *
 * Idempotency: the key row is inserted first in the transaction. A concurrent repeat blocks on
 * the primary key until the first commits, then finds the stored answer and returns it, so a
 * replayed outbox entry writes exactly once. The stored answer is `{ message_key, data }`, not
 * the rendered envelope: a repeat gets its message in its own `lang` (defect 10).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SyncCollection } from '../../contract/collections';
import { MESSAGES, message, type MessageKey } from '../../contract/messages';
import type { Database, Tx } from '../db/client';
import { activityLogs, changeFeed, idempotencyKeys } from '../db/schema/platform';
import { Answer } from './answer';
import type { AuthUser } from './auth-user';
import { AppError } from './errors';

/** What the idempotency table keeps of an answer: the data and the key of its message. */
export interface StoredAnswer {
  message_key: MessageKey;
  data: unknown;
}

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
  /** The rows of a bound `sql` template run on this transaction (Database.rows with its `tx`). */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
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

/** A mutation's transaction -> its afterCommit: code handed only the `tx` (enqueueJob) can reach it. */
const commitHooks = new WeakMap<object, MutationContext['afterCommit']>();
/** The activity log's one writer: an entry of `user` (its company unless the entry names one). */
export async function logActivity(
  tx: Tx,
  user: AuthUser | null | undefined,
  e: ActivityEntry,
): Promise<void> {
  await tx.insert(activityLogs).values({
    company_uuid: e.company_uuid === undefined ? (user?.company_uuid ?? null) : e.company_uuid,
    user_uuid: user?.user_uuid ?? null,
    type: e.type,
    type_uuid: e.type_uuid,
    action: e.action,
    before: e.before ?? null,
    after: e.after ?? null,
  });
}

export const afterCommitOf = (tx: Tx): MutationContext['afterCommit'] | undefined =>
  commitHooks.get(tx);

export function createMutations(database: Database, onChanges: ChangeListener) {
  async function run<T>(
    user: AuthUser | null,
    idempotency: { key: string; hash: string } | null,
    stored: { status: number; toStore: (value: T) => StoredAnswer },
    fn: (m: MutationContext) => Promise<T>,
  ): Promise<T> {
    const after: (() => void | Promise<void>)[] = [];
    const changes: FeedEntry[] = [];
    let txid = '';
    const result = await database.db.transaction(async (tx) => {
      if (idempotency && user) {
        const inserted = await tx
          .insert(idempotencyKeys)
          .values({
            user_uuid: user.user_uuid,
            key: idempotency.key,
            request_hash: idempotency.hash,
          })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (inserted.length === 0) throw new ReplayStored();
      }
      const m: MutationContext = {
        tx,
        user,
        log: (e) => logActivity(tx, user, e),
        feed: async (...entries) => {
          if (entries.length === 0) return;
          // One statement over five arrays, whatever the number of entries: drizzle's multi-row
          // VALUES took about 0.1 ms per entry to build (0.5-1 s for a sector sync's 6,000).
          const column = <K extends keyof FeedEntry>(k: K) =>
            sql.param(entries.map((e) => e[k] ?? null));
          const [written] = await database.rows<{ txid: string }>(
            sql`
            WITH written AS (
              INSERT INTO ${changeFeed} (collection, row_id, company_uuid, user_uuid, op)
              SELECT * FROM unnest(${column('collection')}::text[], ${column('row_id')}::text[], ${column('company_uuid')}::uuid[],
                                   ${column('user_uuid')}::uuid[], ${column('op')}::text[])
              RETURNING txid)
            SELECT txid::text AS txid FROM written LIMIT 1`,
            { tx },
          );
          txid = written.txid;
          changes.push(...entries);
        },
        rows: (query) => database.rows(query, { tx }),
        afterCommit: (f) => void after.push(f),
      };
      commitHooks.set(tx, m.afterCommit);
      const value = await fn(m);
      if (idempotency && user) {
        await tx
          .update(idempotencyKeys)
          .set({ status_code: stored.status, response: stored.toStore(value) })
          .where(
            and(
              eq(idempotencyKeys.user_uuid, user.user_uuid),
              eq(idempotencyKeys.key, idempotency.key),
            ),
          );
      }
      return value;
    });
    if (changes.length) onChanges({ txid, entries: changes });
    for (const f of after) await f();
    return result;
  }

  return {
    /**
     * Runs a mutation for a request and gives its answer (data and message key) to the route,
     * which renders the envelope. A repeat of an Idempotency-Key that committed meanwhile answers
     * with the stored first answer. The status is the route's own unless given.
     */
    async forRequest<T>(
      req: FastifyRequest,
      reply: FastifyReply,
      fn: (m: MutationContext) => Promise<T | Answer<T>>,
      status = req.routeOptions.config.schemas?.status ?? 200,
    ): Promise<Answer<T>> {
      const defaultKey = req.routeOptions.config.schemas?.message ?? 'success';
      const asAnswer = (value: T | Answer<T>) =>
        value instanceof Answer ? value : new Answer(value, defaultKey);
      try {
        const value = await run(
          req.user,
          req.idempotency,
          { status, toStore: (v) => toStored(asAnswer(v)) },
          fn,
        );
        reply.code(status);
        return asAnswer(value);
      } catch (err) {
        if (!(err instanceof ReplayStored) || !req.user || !req.idempotency) throw err;
        const stored = await findStored(database, req.user.user_uuid, req.idempotency.key);
        if (!stored || stored.request_hash !== req.idempotency.hash) {
          throw new AppError('idempotency_mismatch', 'idempotency_mismatch');
        }
        reply.code(stored.status_code ?? 200).header('idempotent-replayed', 'true');
        const { message_key, data } = readStored(stored.response);
        return new Answer(data as T, message_key);
      }
    },
    /** A mutation outside a request (jobs, seed-time maintenance). */
    system: <T>(fn: (m: MutationContext) => Promise<T>) =>
      run(null, null, { status: 200, toStore: (data) => ({ message_key: 'success', data }) }, fn),
  };
}

const toStored = <T>(a: Answer<T>): StoredAnswer => ({ message_key: a.messageKey, data: a.data });

/** The stored answer; a row kept before answers were stored by message key counts as `success`. */
export function readStored(response: unknown): StoredAnswer {
  const r = (response ?? {}) as Partial<StoredAnswer>;
  const key = r.message_key && r.message_key in MESSAGES ? r.message_key : 'success';
  return { message_key: key, data: r.data ?? null };
}

/** The stored answer as an envelope in the language of the request that repeats it. */
export function renderStored(response: unknown, lang: string) {
  const { message_key, data } = readStored(response);
  return { message: message(message_key, lang), data };
}

export type Mutations = ReturnType<typeof createMutations>;

export async function findStored(database: Database, userUuid: string, key: string) {
  const rows = await database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_uuid, userUuid), eq(idempotencyKeys.key, key)));
  return rows[0] ?? null;
}
