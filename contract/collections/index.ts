/**
 * The synced collections: one descriptor each (this folder), listed here once. Everything else
 * (the sync route's module gating, the client's local database, its replication, its migrations,
 * the collection budget test) is derived from this list. A new synced collection is its
 * descriptor file, one line here, and its loader beside the owning server module.
 */
import type { ModuleCode } from '../modules';
import { bookmarksCollection } from './bookmarks';
import { compliancesCollection } from './compliances';
import { checklistsCollection } from './checklists';
import { commentsCollection } from './comments';
import type { DocOf } from './define';
import { documentsCollection } from './documents';
import { notificationsCollection } from './notifications';
import { obligationsCollection } from './obligations';
import { regulationsCollection } from './regulations';
import { sectorsCollection } from './sectors';
import { topicsCollection } from './topics';

export const SYNC_DESCRIPTORS = [
  sectorsCollection,
  topicsCollection,
  obligationsCollection,
  regulationsCollection,
  bookmarksCollection,
  compliancesCollection,
  checklistsCollection,
  commentsCollection,
  documentsCollection,
  notificationsCollection,
] as const;

type Descriptors = (typeof SYNC_DESCRIPTORS)[number];
export type SyncCollection = Descriptors['name'];
export type SyncDescriptor<N extends SyncCollection = SyncCollection> = Extract<
  Descriptors,
  { name: N }
>;
/** The document type of each synced collection, by name. */
export type SyncDocs = { [N in SyncCollection]: DocOf<SyncDescriptor<N>> };

export const SYNC_COLLECTIONS = SYNC_DESCRIPTORS.map((d) => d.name) as readonly SyncCollection[];

export const syncDescriptor = <N extends SyncCollection>(name: N): SyncDescriptor<N> =>
  SYNC_DESCRIPTORS.find((d) => d.name === name) as SyncDescriptor<N>;

export function isSyncCollection(name: string): name is SyncCollection {
  return (SYNC_COLLECTIONS as readonly string[]).includes(name);
}

/** Which module's view right a collection needs: the server answers 403 without it. */
export const collectionModule = (name: SyncCollection): ModuleCode => syncDescriptor(name).module;

/** The collections a holder of `modules` may replicate. */
export function readableCollections(modules: readonly ModuleCode[]): SyncCollection[] {
  return SYNC_COLLECTIONS.filter((c) => modules.includes(collectionModule(c)));
}
