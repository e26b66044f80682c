/**
 * The loader of each synced collection, one line each. The type makes a collection described in
 * contract/collections without a loader a compile error; the loaders themselves sit beside their
 * server module and apply that module's policy.
 */
import type { SyncCollection } from '../../../contract/collections';
import { loadBookmarks } from '../bookmarks';
import { loadCompliances } from '../compliance';
import { loadChecklists } from '../compliance';
import { loadComments } from '../compliance';
import { loadDocuments } from '../documents';
import { loadNotifications } from '../notifications';
import { loadSectors } from '../library';
import { loadTopics } from '../library';
import { loadObligations } from '../obligations';
import { loadRegulations } from '../regulations';
import type { SyncLoader } from '../../lib/sync-loader';

export const SYNC_LOADERS: { [N in SyncCollection]: SyncLoader<N> } = {
  sectors: loadSectors,
  topics: loadTopics,
  obligations: loadObligations,
  regulations: loadRegulations,
  bookmarks: loadBookmarks,
  compliances: loadCompliances,
  checklists: loadChecklists,
  comments: loadComments,
  documents: loadDocuments,
  notifications: loadNotifications,
};
