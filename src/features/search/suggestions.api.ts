/**
 * GET /search/suggestions: the server's titles for the typed text (spec section 7), asked by the
 * header search 500 ms after the last keystroke. Offline or failing, it answers an empty list:
 * the local results stand alone.
 */
import { SUGGESTION_MIN_CHARS, type SearchSuggestion } from '../../../contract/api/search';
import type { Envelope } from '../../../contract/envelope';
import { api } from '../../lib/api-client';

export async function fetchSuggestions(
  q: string,
  signal?: AbortSignal,
): Promise<SearchSuggestion[]> {
  const text = q.trim();
  if (text.length < SUGGESTION_MIN_CHARS) return [];
  try {
    const { data } = await api.get<Envelope<SearchSuggestion[]>>('/search/suggestions', {
      params: { q: text },
      signal,
    });
    return data.data;
  } catch {
    return [];
  }
}
