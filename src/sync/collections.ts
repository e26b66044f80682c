/**
 * Which module's view right each synced collection needs (the server answers 403 without it,
 * server/modules/sync/collections.ts holds the same table), so the client replicates only what
 * the user may read.
 */
import type { ModuleCode } from '../../contract/modules';
import { SYNC_COLLECTIONS, type SyncCollection } from '../../contract/sync';

export const SYNC_MODULE: Record<SyncCollection, ModuleCode> = {
  sectors: 'library',
  topics: 'library',
  obligations: 'obligation',
  regulations: 'regulation',
  bookmarks: 'bookmarks',
};

export function readableCollections(modules: readonly ModuleCode[]): SyncCollection[] {
  return SYNC_COLLECTIONS.filter((c) => modules.includes(SYNC_MODULE[c]));
}
