/**
 * The global search calls (spec section 7), declared once (contract/endpoint.ts): suggestions
 * while typing, a page of results of one type, and the filtered search. server/modules/search
 * implements them (it checks each type's view right itself); the header search reads the
 * suggestions through them.
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { endpoint } from '../endpoint';
import type { Access } from '../modules';
import { searchExample, searchFilterExample, suggestionsExample } from './examples';
import {
  SUGGESTION_MIN_CHARS,
  searchFilterAnswer,
  searchFilterBody,
  searchHit,
  searchQuery,
  searchSuggestion,
  searchSuggestionsQuery,
} from './search';

/** Any signed-in caller: what each type needs is checked by the server per type. */
const SIGNED_IN = { authenticated: true } as const satisfies Access;

export const searchSuggestions = endpoint({
  method: 'GET',
  path: '/search/suggestions',
  access: SIGNED_IN,
  summary: 'Suggestions while typing: sectors, topics, obligations and regulations',
  description: `Shorter text than ${SUGGESTION_MIN_CHARS} characters answers an empty list; kinds the caller may not view are left out.`,
  query: searchSuggestionsQuery,
  response: z.array(searchSuggestion),
  example: suggestionsExample,
});

export const searchResults = endpoint({
  method: 'GET',
  path: '/search',
  access: SIGNED_IN,
  summary: 'A page of search results of one type',
  description:
    'Needs the view right of the module behind the type: `library` for sectors and topics, `regulation` for regulations.',
  query: searchQuery,
  response: pageOf(searchHit),
  example: searchExample,
});

export const searchFilter = endpoint({
  method: 'POST',
  path: '/search-filter',
  access: SIGNED_IN,
  summary: 'Filtered search over obligations and regulations, in the hits.hits[]._source shape',
  description:
    'Searches the kinds the caller may view (`obligation`, `regulation`); 403 when it may view neither.',
  body: searchFilterBody,
  response: searchFilterAnswer,
  example: searchFilterExample,
});
