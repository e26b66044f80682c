/**
 * GET /search by type and POST /search-filter: ranked pages of matches (see search.sql.ts for
 * the matching and the rank). `page_section_id` (a sector) limits sector and topic results to
 * that sector and regulations to those its listable obligations rest on.
 */
import type {
  HierarchyLinkHit,
  RegulationHit,
  SearchFilterBody,
  SearchFilterType,
  SearchQuery,
} from '../../../contract/api/search';
import type { Database } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { visibleObligationSql } from '../obligations/obligations.policy';
import { visibleRegulationSql } from '../regulations/regulations.policy';
import {
  baseParams,
  obligationFrom,
  regulationFrom,
  score,
  sectorFrom,
  topicFrom,
  type Lang,
} from './search.repository';

interface PageArgs {
  page: number;
  limit: number;
}

/**
 * A ranked page and the number of matches in one prepared statement: a window count over the
 * matches, which the ranking sorts anyway (a separate count ran the text search a second time).
 * Page bounds are parameters, so each search has one statement text for every page. A page past
 * the end has no row to carry the total: only then is it counted on its own.
 */
async function counted<T>(
  database: Database,
  from: string,
  select: string,
  order: string,
  params: unknown[],
  p: PageArgs,
) {
  const limit = params.length + 1;
  const found = await database.query<T & { total: number }>(
    `SELECT ${select}, count(*) OVER ()::int AS total ${from} ORDER BY ${order} LIMIT $${limit} OFFSET $${limit + 1}`,
    [...params, p.limit, (p.page - 1) * p.limit],
    { prepare: true },
  );
  const rows = found.map(({ total: _total, ...row }) => row as T);
  const total =
    found[0]?.total ??
    (p.page === 1
      ? 0
      : (
          await database.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params, {
            prepare: true,
          })
        )[0].total);
  return { rows, total };
}

/** A regulation hit before its kind is named; hierarchy results also carry their links. */
export interface RegulationHitRow extends Omit<RegulationHit, 'type'> {
  links?: HierarchyLinkHit[];
}

/** One page of GET /search results of a type. */
export async function searchByType(database: Database, caller: Caller, q: SearchQuery, lang: Lang) {
  const params = baseParams(caller, q.q);
  const section = q.page_section_id ? `$${params.push(q.page_section_id)}` : null;
  if (q.type === 'sector') {
    const from = sectorFrom(caller) + (section ? ` AND s.sector_uuid = ${section}` : '');
    return counted<{
      sector_uuid: string;
      code: string;
      title: string;
      description: string | null;
      score: number;
    }>(
      database,
      from,
      `s.sector_uuid, s.code, s.name_${lang} AS title, s.description_${lang} AS description, ${score.sector}::float8 AS score`,
      'score DESC, s.code, s.sector_uuid',
      params,
      q,
    );
  }
  if (q.type === 'topics') {
    const from = topicFrom(caller) + (section ? ` AND t.sector_uuid = ${section}` : '');
    return counted<{
      topic_uuid: string;
      sector_uuid: string;
      parent_uuid: string | null;
      title: string;
      sector_title: string;
      score: number;
    }>(
      database,
      from,
      `t.topic_uuid, t.sector_uuid, t.parent_uuid, t.title_${lang} AS title, s.name_${lang} AS sector_title, ${score.topic}::float8 AS score`,
      'score DESC, t.sort, t.topic_uuid',
      params,
      q,
    );
  }
  let from = regulationFrom();
  if (section) {
    from += ` AND EXISTS (SELECT 1 FROM obligation_regulations x JOIN obligations o ON o.obligation_uuid = x.obligation_uuid
        WHERE x.regulation_guid = r.regulation_guid AND o.sector_uuid = ${section} AND ${visibleObligationSql('o', '$1', caller.isProvider)})`;
  }
  let links = '';
  if (q.type === 'regulations_hierarchy') {
    from = from.replace(
      'FROM regulations r',
      `FROM regulations r JOIN LATERAL (
         SELECT json_agg(json_build_object('relation', h.relation, 'regulation_guid', n.regulation_guid,
                  'title', n.title_${lang}, 'number', n.number, 'year', n.year)
                ORDER BY h.relation, n.year DESC, n.number, n.regulation_guid) AS links
           FROM regulation_hierarchy h JOIN regulations n ON n.regulation_guid = h.related_guid
          WHERE h.regulation_guid = r.regulation_guid AND ${visibleRegulationSql('n', '$1')}
       ) l ON l.links IS NOT NULL`,
    );
    links = ', l.links';
  }
  return counted<RegulationHitRow>(
    database,
    from,
    `r.regulation_guid, r.title_${lang} AS title, r.number, r.year, r.type AS regulation_type, r.legal_status,
     r.abstract_${lang} AS abstract, ${score.regulation}::float8 AS score${links}`,
    'score DESC, r.year DESC, r.number, r.regulation_guid',
    params,
    q,
  );
}

/** Which kinds a filtered search covers: a filter of one kind rules the other kind out. */
export function filterKinds(
  allowed: SearchFilterType[],
  f: SearchFilterBody['filters'],
): SearchFilterType[] {
  const regulationOnly = f.legal_status !== undefined || f.year !== undefined;
  const obligationOnly =
    f.sanction !== undefined || f.priority !== undefined || f.obligation_type !== undefined;
  return allowed.filter((k) => (k === 'obligations' ? !regulationOnly : !obligationOnly));
}

/** One ranked page of ids over the kinds, with the total. */
export async function filteredHits(
  database: Database,
  caller: Caller,
  body: SearchFilterBody,
  kinds: SearchFilterType[],
) {
  const params = baseParams(caller, body.q);
  const add = (value: unknown) => `$${params.push(value)}`;
  const f = body.filters;
  const parts: string[] = [];
  if (kinds.includes('obligations')) {
    const where = [
      f.sanction ? `o.sanction = ${add(f.sanction)}` : '',
      f.priority ? `o.priority = ${add(f.priority)}` : '',
      f.obligation_type ? `o.type = ${add(f.obligation_type)}` : '',
    ].filter(Boolean);
    parts.push(`SELECT 'obligations' AS type, o.obligation_uuid::text AS id, ${score.obligation}::float8 AS score
      ${obligationFrom(caller)}${where.map((w) => ` AND ${w}`).join('')}`);
  }
  if (kinds.includes('regulations')) {
    const where = [
      f.legal_status ? `r.legal_status = ${add(f.legal_status)}` : '',
      f.year !== undefined ? `r.year = ${add(f.year)}` : '',
    ].filter(Boolean);
    parts.push(`SELECT 'regulations' AS type, r.regulation_guid::text AS id, ${score.regulation}::float8 AS score
      ${regulationFrom()}${where.map((w) => ` AND ${w}`).join('')}`);
  }
  if (parts.length === 0) return { rows: [], total: 0 };
  const from = `FROM (${parts.join(' UNION ALL ')}) x`;
  return counted<{ type: SearchFilterType; id: string; score: number }>(
    database,
    from,
    'type, id, score',
    'score DESC, type, id',
    params,
    body,
  );
}

/** The `_source` rows of a page of hits, both kinds, in the request language. */
export async function hitSources(
  database: Database,
  lang: Lang,
  obligationIds: string[],
  regulationIds: string[],
) {
  const obligations = obligationIds.length
    ? await database.query<Record<string, unknown> & { obligation_uuid: string }>(
        `SELECT o.obligation_uuid, o.sector_uuid, o.topic_uuid, o.comp_title_${lang} AS title, o.comp_title_en AS title_en,
                o.comp_title_id AS title_id, o.regulation_obligation_description_${lang} AS description,
                o.type AS obligation_type, o.sanction, o.priority, o.obligation_status,
                s.name_${lang} AS sector_title, t.title_${lang} AS topic_title
           FROM obligations o JOIN topics t ON t.topic_uuid = o.topic_uuid JOIN sectors s ON s.sector_uuid = o.sector_uuid
          WHERE o.obligation_uuid = ANY($1::uuid[])`,
        [obligationIds],
        { prepare: true },
      )
    : [];
  const regulations = regulationIds.length
    ? await database.query<Record<string, unknown> & { regulation_guid: string }>(
        `SELECT r.regulation_guid, r.title_${lang} AS title, r.title_en, r.title_id, r.number, r.year,
                r.type AS regulation_type, r.legal_status, r.abstract_${lang} AS abstract
           FROM regulations r WHERE r.regulation_guid = ANY($1::uuid[])`,
        [regulationIds],
        { prepare: true },
      )
    : [];
  return { obligations, regulations };
}
