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
