/** What the bookmarks feature offers the other features: the toggle button of a document. */
export { BookmarkButton } from './bookmark-button';
