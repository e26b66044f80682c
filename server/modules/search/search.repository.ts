/**
 * Search reads. Every query takes the caller (company first) and keeps the read rules of the
 * library: master content or the caller's company's rows, never another company's; customers
 * see active sectors and only listable obligations (published and active), the provider drafts
 * too. `$1` is always the company, `$2` the query text, `$3` its ILIKE pattern.
 */
import type { Database } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { likePattern } from '../../lib/page';
import { visibleSectorSql, visibleTopicSql } from '../library/library.policy';
import { visibleObligationSql } from '../obligations/obligations.policy';
import { visibleRegulationSql } from '../regulations/regulations.policy';
import {
  OBLIGATION_TEXT,
  REGULATION_TEXT,
  SECTOR_TEXT,
  TOPIC_TEXT,
  textSearch,
} from './search.sql';

export type Lang = 'en' | 'id';
const P = { q: '$2', pattern: '$3' };

/** Parameters every search query starts with. */
export const baseParams = (caller: Caller, q: string): unknown[] => [
  caller.companyUuid,
  q,
  likePattern(q),
];

/** FROM + WHERE of each kind, with its text match, for the caller. */
export function obligationFrom(caller: Caller): string {
  const where = [
    visibleObligationSql('o', '$1', caller.isProvider),
    visibleTopicSql('t', '$1', caller.isProvider),
    visibleSectorSql('s', '$1', caller.isProvider),
    textSearch(OBLIGATION_TEXT, P).where,
  ];
  return `FROM obligations o JOIN topics t ON t.topic_uuid = o.topic_uuid JOIN sectors s ON s.sector_uuid = o.sector_uuid
      WHERE ${where.join(' AND ')}`;
}
export const regulationFrom = () =>
  `FROM regulations r WHERE ${visibleRegulationSql('r', '$1')} AND ${textSearch(REGULATION_TEXT, P).where}`;
export const sectorFrom = (caller: Caller) =>
  `FROM sectors s WHERE ${visibleSectorSql('s', '$1', caller.isProvider)} AND ${textSearch(SECTOR_TEXT, P).where}`;
export const topicFrom = (caller: Caller) =>
  `FROM topics t JOIN sectors s ON s.sector_uuid = t.sector_uuid
      WHERE ${visibleTopicSql('t', '$1', caller.isProvider)} AND ${visibleSectorSql('s', '$1', caller.isProvider)} AND ${textSearch(TOPIC_TEXT, P).where}`;

export const score = {
  obligation: textSearch(OBLIGATION_TEXT, P).score,
  regulation: textSearch(REGULATION_TEXT, P).score,
  sector: textSearch(SECTOR_TEXT, P).score,
  topic: textSearch(TOPIC_TEXT, P).score,
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
  const parts: string[] = [];
  const one = (type: string, id: string, title: string, from: string, sector = 'NULL') =>
    `(SELECT '${type}' AS type, ${id}::text AS id, ${title} AS title, ${sector}::text AS sector_id,
             (${title} ILIKE $4) AS prefix, greatest(word_similarity($2, ${title}), 0) AS similarity
        ${from} ORDER BY prefix DESC, similarity DESC, ${id} LIMIT ${limit})`;
  if (kinds.sector)
    parts.push(one('sector', 's.sector_uuid', `s.name_${lang}`, sectorFrom(caller)));
  if (kinds.topic)
    parts.push(one('topic', 't.topic_uuid', `t.title_${lang}`, topicFrom(caller), 't.sector_uuid'));
  if (kinds.obligation)
    parts.push(
      one('obligation', 'o.obligation_uuid', `o.comp_title_${lang}`, obligationFrom(caller)),
    );
  if (kinds.regulation)
    parts.push(one('regulation', 'r.regulation_guid', `r.title_${lang}`, regulationFrom()));
  if (parts.length === 0) return [];
  const prefix = `${q.replace(/[%_\\]/g, '\\$&')}%`;
  return database.query<{ type: string; id: string; title: string; sector_id: string | null }>(
    `SELECT type, id, title, sector_id FROM (${parts.join(' UNION ALL ')}) x
      ORDER BY prefix DESC, similarity DESC, title, id LIMIT ${limit}`,
    [...baseParams(caller, q), prefix],
  );
}
