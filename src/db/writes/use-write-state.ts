/**
 * React access to the kit's pending state: `useWriteState(target)` gives a document's pending
 * flag and last error (a button shows "waiting for the server" and the refusal), and
 * `useWriteFailures()` the refused changes by Idempotency-Key (the outbox status menu names them).
 * Both follow the local document `pending_writes`, so every tab and a reloaded page see the same.
 */
import { useEffect, useState } from 'react';
import type { RxCollection } from 'rxdb';
import { useDatabase } from '../hooks/use-database';
import { targetKey, type WriteTarget } from './define-write';
import {
  PENDING_DOC,
  hasUnsettled,
  type DocPending,
  type PendingWrites,
  type WriteFailure,
} from './pending-state';

function usePendingWrites(): PendingWrites | null {
  const db = useDatabase();
  const [state, setState] = useState<PendingWrites | null>(null);
  useEffect(() => {
    if (!db) return;
    const sub = db
      .getLocal$<PendingWrites>(PENDING_DOC)
      .subscribe((doc) => setState(doc ? (doc.toJSON().data as PendingWrites) : null));
    return () => sub.unsubscribe();
  }, [db]);
  return state;
}

/** The revision of the target document now (null: no document), to notice the server's echo. */
function useRevision(target: WriteTarget): string | null {
  const db = useDatabase();
  const [revision, setRevision] = useState<string | null>(null);
  const { collection, id } = target;
  useEffect(() => {
    if (!db) return;
    const rx = db.collections[collection] as RxCollection<any>;
    const sub = rx.findOne(id).$.subscribe((doc) => setRevision(doc ? doc.revision : null));
    return () => sub.unsubscribe();
  }, [db, collection, id]);
  return revision;
}

/** Pending: a call not settled yet, or the kit's change still waiting for the server's echo. */
export function isPending(doc: DocPending | undefined, revision: string | null): boolean {
  if (!doc) return false;
  if (hasUnsettled(doc)) return true;
  return doc.echoOf !== null && doc.echoOf === revision;
}

export function useWriteState(target: WriteTarget): { pending: boolean; error: string | null } {
  const state = usePendingWrites();
  const revision = useRevision(target);
  const doc = state?.docs[targetKey(target)];
  return { pending: isPending(doc, revision), error: doc?.error ?? null };
}

export function useWriteFailures(): Record<string, WriteFailure> {
  return usePendingWrites()?.failures ?? {};
}
