/**
 * The server's titles for the typed text (`searchSuggestions`, spec section 7), asked by the
 * header search 500 ms after the last keystroke. Offline or failing, it answers an empty list:
 * the local results stand alone.
 */
import { SUGGESTION_MIN_CHARS, type SearchSuggestion } from '../../../contract/api/search';
import { searchSuggestions } from '../../../contract/api/search-endpoints';
import { readEndpoint } from '../../lib/endpoint-read';

export async function fetchSuggestions(
  q: string,
  signal?: AbortSignal,
): Promise<SearchSuggestion[]> {
  const text = q.trim();
  if (text.length < SUGGESTION_MIN_CHARS) return [];
  try {
    return await readEndpoint(searchSuggestions, { query: { q: text } }, { signal });
  } catch {
    return [];
  }
}
