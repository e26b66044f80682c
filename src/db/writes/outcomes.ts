/**
 * The kit's link to the service worker's outbox, started once per page (src/app/wire-pwa.ts):
 * every entry's final outcome, broadcast by the worker with its Idempotency-Key, settles the write
 * that queued it (in every open tab: the first one to act settles it for all, through the shared
 * local document); after a reload or a login the outbox's current state settles what ended while
 * no page listened. Logout forgets the calls in flight (the local database and its pending state
 * are deleted by the sync's own logout hook).
 */
import { beforeLogout } from '../../lib/logout-hooks';
import { listenOutcomes, type Outcome, type OutboxSummary } from '../../lib/outbox';
import { getDatabase } from '../database';
import {
  forgetDoneFiles,
  resumeFileWrites,
  settleFileOutcome,
  settleFilesWithOutbox,
} from './file-write';
import { clearKeptFiles } from './kept-files';
import { resetWrites } from './run-write';
import { markDone, rollBack, settleFromSummary } from './settle';

export async function settleOutcome(outcome: Outcome): Promise<void> {
  await settleFileOutcome(outcome);
  const db = await getDatabase();
  if (outcome.ok) {
    await markDone(db, outcome.idempotency_key);
    return;
  }
  await rollBack(db, outcome.idempotency_key, {
    status: outcome.status,
    message: outcome.message ?? `HTTP ${outcome.status}`,
    listed: true,
  });
}

/** The outbox's state as the worker answered it just now (at start, after a new token). */
export async function settleWithOutbox(summary: OutboxSummary): Promise<void> {
  await settleFilesWithOutbox(summary);
  await settleFromSummary(await getDatabase(), summary);
}

export function startWrites(): () => void {
  const stopListening = listenOutcomes((outcome) => {
    settleOutcome(outcome).catch((error: unknown) => console.warn('write outcome', error));
  });
  const stopLogoutHook = beforeLogout(resetWrites);
  // Kept files (file writes): logout forgets them; the files done before this start go (the
  // synced documents list them), the waiting ones are sent again, now and when the connection returns.
  const stopFilesHook = beforeLogout(clearKeptFiles);
  const resume = () =>
    void resumeFileWrites().catch((error: unknown) => console.warn('file writes', error));
  void forgetDoneFiles()
    .then(resume)
    .catch((error: unknown) => console.warn('file writes', error));
  if (typeof window !== 'undefined') window.addEventListener('online', resume);
  return () => {
    stopListening();
    stopLogoutHook();
    stopFilesHook();
    if (typeof window !== 'undefined') window.removeEventListener('online', resume);
  };
}
