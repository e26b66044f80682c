/** What the bookmarks area offers the other areas; they import nothing else of it. */
export { BOOKMARK_TOGGLE, canToggleBookmarks } from './bookmarks.policy';
export { bookmarked } from './bookmarks.repository';
export { toggle } from './bookmarks.service';
export { loadBookmarks } from './bookmarks.sync';
