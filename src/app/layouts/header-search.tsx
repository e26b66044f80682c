/**
 * Wires the header's global search: the local index (started here, fed from the local database)
 * and the server's suggestions. Lives in the layout so components stay free of feature code.
 */
import { useEffect } from 'react';
import { GlobalSearch } from '../../components/global-search';
import type { SearchSources } from '../../components/use-global-search';
import { fetchSuggestions } from '../../features/search/suggestions.api';
import { searchLocal, startLocalIndex, stopLocalIndex } from '../../search/local-search';

const sources: SearchSources = { searchLocal, fetchSuggestions };

export function HeaderSearch() {
  useEffect(() => {
    // The local index is an aid: when the database cannot open, the server answers alone.
    startLocalIndex().catch(() => undefined);
    // Leaving the signed-in layout (logout) drops the index: the next user has other rights.
    return stopLocalIndex;
  }, []);
  return <GlobalSearch sources={sources} />;
}
