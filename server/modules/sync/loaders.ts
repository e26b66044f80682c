/**
 * The loader of each synced collection, one line each. The type makes a collection described in
 * contract/collections without a loader a compile error; the loaders themselves sit beside their
 * server module and apply that module's policy.
 */
import type { SyncCollection } from '../../../contract/collections';
import { loadBookmarks } from '../bookmarks/bookmarks.sync';
import { loadCompliances } from '../compliance/compliances.sync';
import { loadChecklists } from '../compliance/checklists/checklists.sync';
import { loadComments } from '../compliance/comments/comments.sync';
import { loadDocuments } from '../documents/documents.sync';
import { loadNotifications } from '../notifications/notifications.sync';
import { loadSectors } from '../library/sectors.sync';
import { loadTopics } from '../library/topics.sync';
import { loadObligations } from '../obligations/obligations.sync';
import { loadRegulations } from '../regulations/regulations.sync';
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
