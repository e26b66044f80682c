/**
 * The state of the header search: local hits as the user types, the server's suggestions asked
 * LIMITS.searchSuggestionDelayMs (500 ms) after the last keystroke (spec section 7), merged under
 * the local hits. A newer keystroke discards older answers (local and server) and aborts the
 * pending request.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SUGGESTION_MIN_CHARS, type SearchSuggestion } from '../../contract/api/search';
import type { Language } from '../../contract/enums';
import { LIMITS } from '../../contract/limits';
import type { LocalHit } from '../search/index-core';
import { mergeResults } from '../search/merge';

export interface SearchSources {
  searchLocal: (q: string, options: { limit: number; lang: Language }) => Promise<LocalHit[]>;
  fetchSuggestions: (q: string, signal: AbortSignal) => Promise<SearchSuggestion[]>;
}

export const PER_TYPE = 5;

export function useGlobalSearch(sources: SearchSources, lang: Language) {
  const [query, setQuery] = useState('');
  const [local, setLocal] = useState<{ q: string; hits: LocalHit[] }>({ q: '', hits: [] });
  const [server, setServer] = useState<{ q: string; hits: SearchSuggestion[] }>({
    q: '',
    hits: [],
  });
  const [waiting, setWaiting] = useState(false);
  const latest = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const cancelServer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    inFlight.current?.abort();
    inFlight.current = null;
  };
  useEffect(() => cancelServer, []);

  const change = useCallback(
    (value: string) => {
      setQuery(value);
      latest.current = value;
      cancelServer();
      const q = value.trim();
      if (!q) {
        setWaiting(false);
        return;
      }
      void sources.searchLocal(q, { limit: PER_TYPE, lang }).then(
        (hits) => latest.current === value && setLocal({ q: value, hits }),
        () => latest.current === value && setLocal({ q: value, hits: [] }),
      );
      if (q.length < SUGGESTION_MIN_CHARS) {
        setWaiting(false);
        return;
      }
      setWaiting(true);
      timer.current = setTimeout(() => {
        timer.current = null;
        const controller = new AbortController();
        inFlight.current = controller;
        void sources.fetchSuggestions(q, controller.signal).then(
          (hits) => {
            if (latest.current !== value) return;
            setServer({ q: value, hits });
            setWaiting(false);
          },
          () => latest.current === value && setWaiting(false),
        );
      }, LIMITS.searchSuggestionDelayMs);
    },
    [sources, lang],
  );

  const groups = useMemo(
    () =>
      mergeResults(
        local.q === query ? local.hits : [],
        server.q === query ? server.hits : [],
        PER_TYPE,
      ),
    [local, server, query],
  );
  return { query, change, groups, waiting, reset: () => change('') };
}
