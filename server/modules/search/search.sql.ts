/**
 * The SQL of text matching and ranking, shared by every search query.
 *
 * Matching is `id = ANY(ARRAY(branch UNION branch ...))`: each branch is one condition its own GIN index
 * answers (stored full-text vectors `search_en` / `search_id` from migration 0002, trigram
 * indexes on the titles), so only candidates are read and ranked. The same conditions joined by
 * OR made the planner scan every row and compute trigram similarity on each: seconds per query
 * at scale 50. Branches: full text in English and Indonesian (`websearch_to_tsquery`), `q <%
 * title` (a word of the title is similar to q: catches typos) and `title ILIKE '%q%'` (catches
 * prefixes while typing). `= ANY(ARRAY(...))` rather than `IN (...)`: the planner then fetches the
 * candidates by primary key; with IN it over-estimated them and hashed a sequential scan of the
 * whole table (65 ms of a 190 ms search-filter at scale 50).
 * Rank = ts_rank (both languages) + word similarity of the best title + 2 for an exact title.
 */

import { sql, type SQL } from 'drizzle-orm';

/** A searchable table: its name, the alias the repository uses, its id and text columns. */
export interface TextColumns {
  table: string;
  alias: string;
  id: string;
  titleEn: string;
  titleId: string;
  /** The stored full-text vectors (title and body) per language, where the table has them. */
  vectorEn?: string;
  vectorId?: string;
}

/** The bound values: the trimmed query text and its ILIKE pattern (`%q%`, escaped). */
export interface TextParams {
  q: string;
  pattern: string;
}

/**
 * The parsed query as a scalar subquery: evaluated once per statement (an InitPlan) even in a
 * prepared statement's generic plan, where the bare call with a parameter would be parsed again
 * for every candidate row it ranks.
 */
const tsquery = (config: 'english' | 'indonesian', q: string) =>
  sql`(SELECT websearch_to_tsquery(${sql.raw(`'${config}'`)}, ${q}))`;

/** `{ where, score }` SQL for a table: where selects the candidates, score ranks them. */
export function textSearch(c: TextColumns, p: TextParams): { where: SQL; score: SQL } {
  const col = (column: string) => sql.identifier(column);
  const a = (column: string) => sql`${sql.identifier(c.alias)}.${col(column)}`;
  const [titleEn, titleId] = [col(c.titleEn), col(c.titleId)];
  // The trigram branches leave out the titles the ILIKE branches already hold (same union):
  // word similarity, checked on every title the trigram index returns, costs ~70 µs a title, and
  // for a word inside many titles ("izin": 3,550 of them) that was 300 ms of a 340 ms search.
  // The cheap ILIKE runs first (quals keep their written order at equal cost).
  const branches = [
    sql`NOT (${titleEn} ILIKE ${p.pattern}) AND ${p.q} <% ${titleEn}`,
    sql`NOT (${titleId} ILIKE ${p.pattern}) AND ${p.q} <% ${titleId}`,
    sql`${titleEn} ILIKE ${p.pattern}`,
    sql`${titleId} ILIKE ${p.pattern}`,
  ];
  const score = [
    sql`greatest(word_similarity(${p.q}, ${a(c.titleEn)}), word_similarity(${p.q}, ${a(c.titleId)}))`,
    sql`CASE WHEN lower(${a(c.titleEn)}) = lower(${p.q}) OR lower(${a(c.titleId)}) = lower(${p.q}) THEN 2 ELSE 0 END`,
  ];
  if (c.vectorEn && c.vectorId) {
    branches.unshift(
      sql`${col(c.vectorEn)} @@ ${tsquery('english', p.q)}`,
      sql`${col(c.vectorId)} @@ ${tsquery('indonesian', p.q)}`,
    );
    score.unshift(
      sql`ts_rank(${a(c.vectorEn)}, ${tsquery('english', p.q)})`,
      sql`ts_rank(${a(c.vectorId)}, ${tsquery('indonesian', p.q)})`,
    );
  }
  const candidates = sql.join(
    branches.map((b) => sql`SELECT ${col(c.id)} FROM ${sql.identifier(c.table)} WHERE ${b}`),
    sql` UNION `,
  );
  return {
    where: sql`${a(c.id)} = ANY(ARRAY(${candidates}))`,
    score: sql`(${sql.join(score, sql` + `)})`,
  };
}

/** The searchable columns of each table, under the aliases the repository uses. */
export const OBLIGATION_TEXT: TextColumns = {
  table: 'obligations',
  alias: 'o',
  id: 'obligation_uuid',
  titleEn: 'comp_title_en',
  titleId: 'comp_title_id',
  vectorEn: 'search_en',
  vectorId: 'search_id',
};
export const REGULATION_TEXT: TextColumns = {
  table: 'regulations',
  alias: 'r',
  id: 'regulation_guid',
  titleEn: 'title_en',
  titleId: 'title_id',
  vectorEn: 'search_en',
  vectorId: 'search_id',
};
export const SECTOR_TEXT: TextColumns = {
  table: 'sectors',
  alias: 's',
  id: 'sector_uuid',
  titleEn: 'name_en',
  titleId: 'name_id',
};
export const TOPIC_TEXT: TextColumns = {
  table: 'topics',
  alias: 't',
  id: 'topic_uuid',
  titleEn: 'title_en',
  titleId: 'title_id',
};
