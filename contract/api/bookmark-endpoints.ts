/**
 * The bookmark toggles, declared once (contract/endpoint.ts): the obligations and regulations
 * areas implement them, the client's toggle write sends them.
 */
import { endpoint } from '../endpoint';
import type { Access } from '../modules';
import { bookmarkExample } from './examples';
import { bookmarkToggleResult, obligationBookmarkBody } from './obligations';
import { regulationBookmarkBody } from './regulations';

/** Toggling a bookmark needs `bookmarks:create` (the client's bookmark button asks the same). */
export const BOOKMARK_TOGGLE = { module: 'bookmarks', action: 'create' } as const satisfies Access;

export const obligationBookmark = endpoint({
  method: 'POST',
  path: '/obligation/bookmark',
  access: BOOKMARK_TOGGLE,
  summary: 'Bookmark an obligation, or remove its bookmark',
  description:
    'Toggles the caller’s bookmark; the message says which way it went. An obligation the caller may not open is not found.',
  body: obligationBookmarkBody,
  response: bookmarkToggleResult,
  message: 'bookmark_added',
  example: bookmarkExample,
  errors: [404],
});

export const regulationBookmark = endpoint({
  method: 'POST',
  path: '/regulations/bookmark',
  access: BOOKMARK_TOGGLE,
  summary: 'Bookmark a regulation, or remove its bookmark',
  description:
    'Toggles the caller’s bookmark; the message says which way it went. A regulation the caller may not open is not found.',
  body: regulationBookmarkBody,
  response: bookmarkToggleResult,
  message: 'bookmark_added',
  example: bookmarkExample,
  errors: [404],
});
