/**
 * The target document of a write, read and restored as plain data: the snapshot a rollback puts
 * back, and the revision that tells the kit's own change from the server's echo (the replication
 * writes a new revision when it brings the document back).
 */
import type { RxCollection } from 'rxdb';
import type { AppDatabase } from '../database';
import type { WriteTarget } from './define-write';
import type { Snapshot } from './pending-state';

function collectionOf(db: AppDatabase, target: WriteTarget): RxCollection<any> {
  return db.collections[target.collection] as RxCollection<any>;
}

export async function snapshotOf(db: AppDatabase, target: WriteTarget): Promise<Snapshot> {
  const doc = await collectionOf(db, target).findOne(target.id).exec();
  return doc ? (doc.toJSON() as Record<string, unknown>) : null;
}

export async function revisionOf(db: AppDatabase, target: WriteTarget): Promise<string | null> {
  const doc = await collectionOf(db, target).findOne(target.id).exec();
  return doc ? doc.revision : null;
}

const isConflict = (error: unknown) => (error as { code?: unknown } | null)?.code === 'CONFLICT';

/**
 * Puts the snapshot back only if the document is still at `revision` (the kit's last local
 * change), as one conditional write: when the replication wrote the server's copy in between,
 * the write conflicts and the server's copy stays. Returns whether it restored. (A plain upsert
 * here overwrote a copy pulled a moment earlier, and RxDB's pull drops its own write when a local
 * write lands between its read and its write: the stale state stayed until the next change.)
 */
export async function restoreIfAt(
  db: AppDatabase,
  target: WriteTarget,
  snapshot: Snapshot,
  revision: string | null,
): Promise<boolean> {
  const collection = collectionOf(db, target);
  const doc = await collection.findOne(target.id).exec();
  if ((doc ? doc.revision : null) !== revision) return false;
  try {
    if (doc && snapshot) await doc.modify(() => ({ ...snapshot }));
    else if (doc) await doc.remove();
    else if (snapshot) await collection.insert(snapshot);
    return true;
  } catch (error) {
    if (isConflict(error)) return false;
    throw error;
  }
}

/** Puts the snapshot back: the document as it was, or no document. */
export async function restoreSnapshot(
  db: AppDatabase,
  target: WriteTarget,
  snapshot: Snapshot,
): Promise<void> {
  const collection = collectionOf(db, target);
  if (snapshot) {
    await collection.upsert(snapshot);
    return;
  }
  const doc = await collection.findOne(target.id).exec();
  if (doc) await doc.remove();
}
