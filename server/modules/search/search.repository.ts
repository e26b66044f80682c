/**
 * Search reads. Every query takes the caller (company first) and keeps the read rules of the
 * library: master content or the caller's company's rows, never another company's; customers
 * see active sectors and only listable obligations (published and active), the provider drafts
 * too. The company, the query text and its ILIKE pattern are bound values.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { likePattern } from '../../lib/page';
import { visibleSectors, visibleTopics } from '../library';
import { visibleObligations } from '../library';
import { visibleRegulations } from '../library';
import {
  OBLIGATION_TEXT,
  REGULATION_TEXT,
  SECTOR_TEXT,
  TOPIC_TEXT,
  textSearch,
  type TextParams,
} from './search.sql';

export type Lang = 'en' | 'id';
/** The query text every search binds: the text and its ILIKE pattern. */
export const searchText = (q: string): TextParams => ({ q, pattern: likePattern(q) });

/** FROM + WHERE of each kind, with its text match, for the caller. */
export function obligationFrom(caller: Caller, text: TextParams): SQL {
  const where = [
    visibleObligations(caller, 'o'),
    visibleTopics(caller, 't'),
    visibleSectors(caller, 's'),
    textSearch(OBLIGATION_TEXT, text).where,
  ];
  return sql`FROM obligations o JOIN topics t ON t.topic_uuid = o.topic_uuid JOIN sectors s ON s.sector_uuid = o.sector_uuid
      WHERE ${sql.join(where, sql` AND `)}`;
}
/** Regulations; `join` (a lateral join of the hierarchy) goes between the table and the WHERE. */
export const regulationFrom = (caller: Caller, text: TextParams, join: SQL = sql``) =>
  sql`FROM regulations r${join} WHERE ${visibleRegulations(caller.companyUuid, 'r')} AND ${textSearch(REGULATION_TEXT, text).where}`;
export const sectorFrom = (caller: Caller, text: TextParams) =>
  sql`FROM sectors s WHERE ${visibleSectors(caller, 's')} AND ${textSearch(SECTOR_TEXT, text).where}`;
export const topicFrom = (caller: Caller, text: TextParams) =>
  sql`FROM topics t JOIN sectors s ON s.sector_uuid = t.sector_uuid
      WHERE ${visibleTopics(caller, 't')} AND ${visibleSectors(caller, 's')} AND ${textSearch(TOPIC_TEXT, text).where}`;

export const score = {
  obligation: (text: TextParams) => textSearch(OBLIGATION_TEXT, text).score,
  regulation: (text: TextParams) => textSearch(REGULATION_TEXT, text).score,
  sector: (text: TextParams) => textSearch(SECTOR_TEXT, text).score,
  topic: (text: TextParams) => textSearch(TOPIC_TEXT, text).score,
};

export interface SuggestionKinds {
  sector: boolean;
  topic: boolean;
  obligation: boolean;
  regulation: boolean;
}

/**
 * Up to `limit` titles in the request language (topics also name their sector, for links):
 * titles starting with the text first, then by trigram word similarity. Each kind is limited on its own before the union.
 */
export async function suggestions(
  database: Database,
  caller: Caller,
  q: string,
  kinds: SuggestionKinds,
  lang: Lang,
  limit: number,
) {
  const text = searchText(q);
  const prefix = `${q.replace(/[%_\\]/g, '\\$&')}%`;
  const parts: SQL[] = [];
  const column = (alias: string, name: string) =>
    sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
  const one = (type: SQL, id: SQL, title: SQL, from: SQL, sector = sql`NULL`) =>
    sql`(SELECT ${type} AS type, ${id}::text AS id, ${title} AS title, ${sector}::text AS sector_id,
             (${title} ILIKE ${prefix}) AS prefix, greatest(word_similarity(${q}, ${title}), 0) AS similarity
        ${from} ORDER BY prefix DESC, similarity DESC, ${id} LIMIT ${limit})`;
  if (kinds.sector)
    parts.push(
      one(sql`'sector'`, sql`s.sector_uuid`, column('s', `name_${lang}`), sectorFrom(caller, text)),
    );
  if (kinds.topic)
    parts.push(
      one(
        sql`'topic'`,
        sql`t.topic_uuid`,
        column('t', `title_${lang}`),
        topicFrom(caller, text),
        sql`t.sector_uuid`,
      ),
    );
  if (kinds.obligation)
    parts.push(
      one(
        sql`'obligation'`,
        sql`o.obligation_uuid`,
        column('o', `comp_title_${lang}`),
        obligationFrom(caller, text),
      ),
    );
  if (kinds.regulation)
    parts.push(
      one(
        sql`'regulation'`,
        sql`r.regulation_guid`,
        column('r', `title_${lang}`),
        regulationFrom(caller, text),
      ),
    );
  if (parts.length === 0) return [];
  return database.rows<{ type: string; id: string; title: string; sector_id: string | null }>(
    sql`SELECT type, id, title, sector_id FROM (${sql.join(parts, sql` UNION ALL `)}) x
      ORDER BY prefix DESC, similarity DESC, title, id LIMIT ${limit}`,
  );
}
