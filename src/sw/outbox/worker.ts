/**
 * The outbox as the service worker runs it: storage, the serialized replay, the timer that
 * retries while entries remain (the browser stops an idle worker; the next start replays again),
 * the page's messages and the state broadcast after every change. Everything it touches outside
 * (fetch, storage, broadcast, Background Sync) is injected, so tests run it in node.
 */
import type { NewEntry } from './entry';
import { createReplayer, type ReplayOptions, type ReplayResult } from './replay';
import { createIdbStore, type OutboxStore } from './store';
import {
  isOutboxRequest,
  summarize,
  type OutboxBroadcast,
  type OutboxStateMessage,
} from './summary';

export interface OutboxWorkerDeps {
  fetch: (request: Request) => Promise<Response>;
  store?: OutboxStore;
  broadcast?: (message: OutboxBroadcast) => void;
  registerSync?: () => Promise<void>;
  now?: () => number;
  /** Longest wait between two periodic replays while entries remain. */
  maxIntervalMs?: number;
}

export function createOutboxWorker(deps: OutboxWorkerDeps) {
  const store = deps.store ?? createIdbStore();
  const now = deps.now ?? Date.now;
  const maxInterval = deps.maxIntervalMs ?? 30_000;
  const run = createReplayer({
    store,
    fetch: deps.fetch,
    now,
    onOutcome: (outcome) => deps.broadcast?.({ type: 'outbox:outcome', outcome }),
  });
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function publish(): Promise<OutboxStateMessage> {
    const message: OutboxStateMessage = { type: 'outbox:state', summary: await summarize(store) };
    deps.broadcast?.(message);
    return message;
  }

  function schedule(result: ReplayResult): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (result.remaining === 0 || result.blocked === 'token') return;
    const wait = result.retryAt === null ? maxInterval : result.retryAt - now();
    timer = setTimeout(() => void replay(), Math.min(maxInterval, Math.max(1_000, wait)));
  }

  async function replay(options: ReplayOptions = {}): Promise<ReplayResult> {
    const result = await run(options);
    schedule(result);
    await publish();
    return result;
  }

  return {
    store,
    replay,
    pending: () => store.count(),

    async enqueue(entry: NewEntry): Promise<void> {
      await store.add(entry);
      await deps.registerSync?.();
      await publish();
      // A later entry must not overtake, so no replay now; the timer tries again soon.
      schedule({ sent: 0, failed: 0, remaining: 1, blocked: 'backoff', retryAt: now() + 5_000 });
    },

    /** Background Sync: rejecting while entries remain makes the browser try again later. */
    async syncReplay(): Promise<void> {
      const result = await replay({ force: true });
      if (result.blocked === 'network' || result.blocked === 'server')
        throw new Error(`outbox: ${result.remaining} change(s) still waiting`);
    },

    /** A message from a page; answers on `port` with the state when one is given. */
    async onMessage(data: unknown, port?: MessagePort): Promise<void> {
      if (!isOutboxRequest(data)) return;
      if (data.type === 'outbox:token') {
        await store.setMeta('token', data.token);
        if (data.token) await replay({ force: true });
      } else if (data.type === 'outbox:replay') {
        await replay({ force: true });
      } else if (data.type === 'outbox:dismiss') {
        await store.dismissFailed(data.id);
      } else if (data.type === 'outbox:clear') {
        if (timer) clearTimeout(timer);
        timer = null;
        await store.clear();
      }
      const state = await publish();
      port?.postMessage(state);
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
