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
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { visibleObligations } from '../library';
import { visibleRegulations } from '../library';
import {
  obligationFrom,
  regulationFrom,
  score,
  searchText,
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
async function counted<T>(database: Database, from: SQL, select: SQL, order: SQL, p: PageArgs) {
  const found = await database.rows<T & { total: number }>(
    sql`SELECT ${select}, count(*) OVER ()::int AS total ${from} ORDER BY ${order} LIMIT ${p.limit} OFFSET ${(p.page - 1) * p.limit}`,
    { prepare: true },
  );
  const rows = found.map(({ total: _total, ...row }) => row as T);
  const total =
    found[0]?.total ??
    (p.page === 1
      ? 0
      : (
          await database.rows<{ total: number }>(sql`SELECT count(*)::int AS total ${from}`, {
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
  const text = searchText(q.q);
  const section = q.page_section_id ?? null;
  const col = (alias: string, name: string) =>
    sql`${sql.identifier(alias)}.${sql.identifier(`${name}_${lang}`)}`;
  if (q.type === 'sector') {
    const from = section
      ? sql`${sectorFrom(caller, text)} AND s.sector_uuid = ${section}`
      : sectorFrom(caller, text);
    return counted<{
      sector_uuid: string;
      code: string;
      title: string;
      description: string | null;
      score: number;
    }>(
      database,
      from,
      sql`s.sector_uuid, s.code, ${col('s', 'name')} AS title, ${col('s', 'description')} AS description, ${score.sector(text)}::float8 AS score`,
      sql`score DESC, s.code, s.sector_uuid`,
      q,
    );
  }
  if (q.type === 'topics') {
    const from = section
      ? sql`${topicFrom(caller, text)} AND t.sector_uuid = ${section}`
      : topicFrom(caller, text);
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
      sql`t.topic_uuid, t.sector_uuid, t.parent_uuid, ${col('t', 'title')} AS title, ${col('s', 'name')} AS sector_title, ${score.topic(text)}::float8 AS score`,
      sql`score DESC, t.sort, t.topic_uuid`,
      q,
    );
  }
  const hierarchy = q.type === 'regulations_hierarchy';
  let from = regulationFrom(
    caller,
    text,
    hierarchy
      ? sql` JOIN LATERAL (
         SELECT json_agg(json_build_object('relation', h.relation, 'regulation_guid', n.regulation_guid,
                  'title', ${col('n', 'title')}, 'number', n.number, 'year', n.year)
                ORDER BY h.relation, n.year DESC, n.number, n.regulation_guid) AS links
           FROM regulation_hierarchy h JOIN regulations n ON n.regulation_guid = h.related_guid
          WHERE h.regulation_guid = r.regulation_guid AND ${visibleRegulations(caller.companyUuid, 'n')}
       ) l ON l.links IS NOT NULL`
      : undefined,
  );
  if (section) {
    from = sql`${from} AND EXISTS (SELECT 1 FROM obligation_regulations x JOIN obligations o ON o.obligation_uuid = x.obligation_uuid
        WHERE x.regulation_guid = r.regulation_guid AND o.sector_uuid = ${section} AND ${visibleObligations(caller, 'o')})`;
  }
  return counted<RegulationHitRow>(
    database,
    from,
    sql`r.regulation_guid, ${col('r', 'title')} AS title, r.number, r.year, r.type AS regulation_type, r.legal_status,
     ${col('r', 'abstract')} AS abstract, ${score.regulation(text)}::float8 AS score${hierarchy ? sql`, l.links` : sql``}`,
    sql`score DESC, r.year DESC, r.number, r.regulation_guid`,
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
  const text = searchText(body.q);
  const f = body.filters;
  const parts: SQL[] = [];
  const and = (where: (SQL | false)[]) =>
    sql.join(
      where.filter((w): w is SQL => w !== false).map((w) => sql` AND ${w}`),
      sql``,
    );
  if (kinds.includes('obligations')) {
    const where = and([
      !!f.sanction && sql`o.sanction = ${f.sanction}`,
      !!f.priority && sql`o.priority = ${f.priority}`,
      !!f.obligation_type && sql`o.type = ${f.obligation_type}`,
    ]);
    parts.push(sql`SELECT 'obligations' AS type, o.obligation_uuid::text AS id, ${score.obligation(text)}::float8 AS score
      ${obligationFrom(caller, text)}${where}`);
  }
  if (kinds.includes('regulations')) {
    const where = and([
      !!f.legal_status && sql`r.legal_status = ${f.legal_status}`,
      f.year !== undefined && sql`r.year = ${f.year}`,
    ]);
    parts.push(sql`SELECT 'regulations' AS type, r.regulation_guid::text AS id, ${score.regulation(text)}::float8 AS score
      ${regulationFrom(caller, text)}${where}`);
  }
  if (parts.length === 0) return { rows: [], total: 0 };
  const from = sql`FROM (${sql.join(parts, sql` UNION ALL `)}) x`;
  return counted<{ type: SearchFilterType; id: string; score: number }>(
    database,
    from,
    sql`type, id, score`,
    sql`score DESC, type, id`,
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
  const col = (alias: string, name: string) =>
    sql`${sql.identifier(alias)}.${sql.identifier(`${name}_${lang}`)}`;
  const obligations = obligationIds.length
    ? await database.rows<Record<string, unknown> & { obligation_uuid: string }>(
        sql`SELECT o.obligation_uuid, o.sector_uuid, o.topic_uuid, ${col('o', 'comp_title')} AS title, o.comp_title_en AS title_en,
                o.comp_title_id AS title_id, ${col('o', 'regulation_obligation_description')} AS description,
                o.type AS obligation_type, o.sanction, o.priority, o.obligation_status,
                ${col('s', 'name')} AS sector_title, ${col('t', 'title')} AS topic_title
           FROM obligations o JOIN topics t ON t.topic_uuid = o.topic_uuid JOIN sectors s ON s.sector_uuid = o.sector_uuid
          WHERE o.obligation_uuid = ANY(${sql.param(obligationIds)}::uuid[])`,
        { prepare: true },
      )
    : [];
  const regulations = regulationIds.length
    ? await database.rows<Record<string, unknown> & { regulation_guid: string }>(
        sql`SELECT r.regulation_guid, ${col('r', 'title')} AS title, r.title_en, r.title_id, r.number, r.year,
                r.type AS regulation_type, r.legal_status, ${col('r', 'abstract')} AS abstract
           FROM regulations r WHERE r.regulation_guid = ANY(${sql.param(regulationIds)}::uuid[])`,
        { prepare: true },
      )
    : [];
  return { obligations, regulations };
}
