/** Search rows into the answers of contract/api/search.ts. */
import type {
  ObligationSource,
  RegulationSource,
  SearchFilterAnswer,
  SearchHit,
  SearchType,
} from '../../../contract/api/search';
import type { RegulationHitRow } from './search-results.repository';

/** Ranks rounded: the answer stays stable across databases' float noise. */
const rank = (score: number) => Math.round(Number(score) * 10000) / 10000;

export function presentHit(
  type: SearchType,
  row: Record<string, unknown> & { score: number },
): SearchHit {
  const base = { ...row, score: rank(row.score) };
  if (type === 'regulations_hierarchy') {
    const links = (row as unknown as RegulationHitRow).links ?? [];
    return { ...(base as unknown as RegulationHitRow), type, links } as SearchHit;
  }
  return { ...base, type } as unknown as SearchHit;
}

type Source = Record<string, unknown>;

/** The Elasticsearch-shaped answer, hits in rank order; a row gone since the ranking is left out. */
export function presentFilterAnswer(
  total: number,
  hits: { type: 'obligations' | 'regulations'; id: string; score: number }[],
  sources: {
    obligations: (Source & { obligation_uuid: string })[];
    regulations: (Source & { regulation_guid: string })[];
  },
): SearchFilterAnswer {
  const obligations = new Map(sources.obligations.map((o) => [o.obligation_uuid, o]));
  const regulations = new Map(sources.regulations.map((r) => [r.regulation_guid, r]));
  const out: SearchFilterAnswer['hits']['hits'] = [];
  for (const hit of hits) {
    const row = hit.type === 'obligations' ? obligations.get(hit.id) : regulations.get(hit.id);
    if (!row) continue;
    const _source = { ...row, type: hit.type } as unknown as ObligationSource | RegulationSource;
    out.push({ _id: hit.id, _score: rank(hit.score), _source });
  }
  return { hits: { total: { value: total }, hits: out } };
}
