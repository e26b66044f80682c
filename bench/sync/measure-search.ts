/**
 * Figure c: local search over the full index, beside the server's search.
 *
 * Local: the page's API of src/search/local-search.ts, exposed as `window.__regcomplySearch` by
 * the bench hook there (only when localStorage `regcomply:bench` = '1'). After the index reports
 * its full size (sectors + topics + obligations + regulations held by the user, as read from the
 * server in figure a), 200 queries run one after another in the page; each is timed with
 * performance.now() around `await searchLocal(q, { limit: 5, lang })`: the postMessage round trip
 * to the FlexSearch worker included, as the header search box pays it. 10 unmeasured queries first.
 * Server: the same 200 queries from node, timed around the whole request (answer body read):
 * GET /api/search?q=..&type=regulations and POST /api/search-filter { q } (all kinds), after 5
 * unmeasured requests of each, in query order until a budget of 150 s per endpoint is spent
 * (BENCH_SERVER_SEARCH_BUDGET_MS; the number run is printed). Everything runs on one machine, so the server times hold no real
 * network, but do include HTTP, auth and JSON on top of PostgreSQL.
 *
 * Queries: the given examples (limbah, izin, keselamatan, waste, permit, lingkungan), then the most
 * frequent words of the seeded obligation and regulation titles, English and Indonesian, whole
 * words, 3-5 letter prefixes of them, and adjacent word pairs, to 200 in total.
 */
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import type { SyncCollection } from '../../contract/sync';
import { apiJson, BenchFailure, percentile, type CollectionFeed } from './api';

export const QUERY_COUNT = 200;
type Lang = 'en' | 'id';
interface Query {
  q: string;
  lang: Lang;
}

export interface SearchResult {
  queries: number;
  indexSize: number;
  local: { p50: number; p95: number; withHits: number };
  serverSearch: { p50: number; p95: number; count: number };
  serverFilter: { p50: number; p95: number; count: number };
}

const STOP = new Set(
  'the and for with from that this shall must into under over their other which when each been have about dan yang untuk dengan dari pada atau dalam oleh tentang sebagai setiap harus wajib tidak akan secara atas'.split(
    ' ',
  ),
);

function words(text: unknown): string[] {
  return typeof text === 'string'
    ? text
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length >= 4 && !STOP.has(w))
    : [];
}

/** Deterministic query list from the seeded titles. */
export function buildQueries(feeds: Record<SyncCollection, CollectionFeed>): Query[] {
  const freq: Record<Lang, Map<string, number>> = { en: new Map(), id: new Map() };
  const pairs: Record<Lang, Map<string, number>> = { en: new Map(), id: new Map() };
  const titles: [Lang, unknown][] = [];
  for (const d of feeds.obligations.live)
    titles.push(['en', d.comp_title_en], ['id', d.comp_title_id]);
  for (const d of feeds.regulations.live) titles.push(['en', d.title_en], ['id', d.title_id]);
  for (const [lang, t] of titles) {
    const ws = words(t);
    for (const w of ws) freq[lang].set(w, (freq[lang].get(w) ?? 0) + 1);
    for (let i = 1; i < ws.length; i++) {
      const p = `${ws[i - 1]} ${ws[i]}`;
      pairs[lang].set(p, (pairs[lang].get(p) ?? 0) + 1);
    }
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, n)
      .map(([w]) => w);
  const out: Query[] = [];
  const seen = new Set<string>();
  const add = (q: string, lang: Lang) => {
    if (out.length < QUERY_COUNT && !seen.has(q)) {
      seen.add(q);
      out.push({ q, lang });
    }
  };
  for (const q of ['limbah', 'izin', 'keselamatan', 'lingkungan']) add(q, 'id');
  for (const q of ['waste', 'permit']) add(q, 'en');
  const en = top(freq.en, 60);
  const id = top(freq.id, 60);
  for (let i = 0; i < 45; i++) {
    if (en[i]) add(en[i], 'en');
    if (id[i]) add(id[i], 'id');
  }
  for (let i = 0; i < 60; i++) {
    const len = 3 + (i % 3);
    if (en[i]) add(en[i].slice(0, len), 'en');
    if (id[i]) add(id[i].slice(0, len), 'id');
  }
  const pe = top(pairs.en, 40);
  const pi = top(pairs.id, 40);
  for (let i = 0; i < 40; i++) {
    if (pe[i]) add(pe[i], 'en');
    if (pi[i]) add(pi[i], 'id');
  }
  for (const w of [...en, ...id]) add(w.slice(0, 2), 'en'); // only if still short of 200
  return out;
}

interface SearchApi {
  searchLocal(q: string, o: { limit?: number; lang?: Lang }): Promise<unknown[]>;
  indexSize(): Promise<number>;
}

/** Server queries stop after this budget per endpoint (the count run is reported). */
export const SERVER_BUDGET_MS = Number(process.env.BENCH_SERVER_SEARCH_BUDGET_MS ?? 150_000);

async function timeServer(run: (q: Query) => Promise<number>, queries: Query[]) {
  for (const q of queries.slice(0, 5)) await run(q);
  const times: number[] = [];
  const deadline = performance.now() + SERVER_BUDGET_MS;
  for (const q of queries) {
    if (performance.now() > deadline) break;
    const started = performance.now();
    const status = await run(q);
    times.push(performance.now() - started);
    if (status !== 200) throw new BenchFailure(`server search "${q.q}": HTTP ${status}`);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), count: times.length };
}

export async function measureSearch(
  page: Page,
  base: string,
  token: string,
  feeds: Record<SyncCollection, CollectionFeed>,
): Promise<SearchResult> {
  const expected = (['sectors', 'topics', 'obligations', 'regulations'] as const).reduce(
    (n, c) => n + feeds[c].live.length,
    0,
  );
  // Poll from node: waitForFunction would take an async predicate's Promise as truthy.
  const sizeNow = () =>
    page.evaluate(
      () =>
        (window as unknown as { __regcomplySearch?: SearchApi }).__regcomplySearch?.indexSize() ??
        -1,
    );
  const deadline = Date.now() + 180_000;
  for (let size = await sizeNow(); size < expected; size = await sizeNow()) {
    if (Date.now() > deadline)
      throw new BenchFailure(
        `local index holds ${size} of ${expected} documents after 180 s (-1: no bench hook; rebuild?)`,
      );
    await new Promise((r) => setTimeout(r, 500));
  }
  const indexSize = await page.evaluate(() =>
    (window as unknown as { __regcomplySearch: SearchApi }).__regcomplySearch.indexSize(),
  );

  const queries = buildQueries(feeds);
  const local = await page.evaluate(async (qs) => {
    const api = (window as unknown as { __regcomplySearch: SearchApi }).__regcomplySearch;
    for (const { q, lang } of qs.slice(0, 10)) await api.searchLocal(q, { limit: 5, lang });
    const times: number[] = [];
    let withHits = 0;
    for (const { q, lang } of qs) {
      const started = performance.now();
      const hits = await api.searchLocal(q, { limit: 5, lang });
      times.push(performance.now() - started);
      if (hits.length > 0) withHits += 1;
    }
    return { times, withHits };
  }, queries);

  const serverSearch = await timeServer(
    async ({ q }) =>
      (await apiJson(base, `/api/search?${new URLSearchParams({ q, type: 'regulations' })}`, token))
        .status,
    queries,
  );
  const serverFilter = await timeServer(
    async ({ q }) =>
      (await apiJson(base, '/api/search-filter', token, { method: 'POST', body: { q } })).status,
    queries,
  );
  return {
    queries: queries.length,
    indexSize,
    local: {
      p50: percentile(local.times, 50),
      p95: percentile(local.times, 95),
      withHits: local.withHits,
    },
    serverSearch,
    serverFilter,
  };
}
