/**
 * The SQL of text matching and ranking, shared by every search query. The full-text expressions
 * repeat those of the GIN indexes in migration 0001_search.sql character for character (only the
 * table alias is added), or the planner would not use the indexes:
 *   to_tsvector('english'::regconfig, coalesce(title_en, '') || ' ' || coalesce(body_en, ''))
 * Fuzzy matching uses the trigram indexes on the plain title columns: `q <% title` (a word of the
 * title is similar to q: catches typos) and `title ILIKE '%q%'` (catches prefixes while typing).
 * Rank = ts_rank (both languages) + word similarity of the best title + 2 for an exact title.
 */

/** The columns of one searchable table, alias included (`o.comp_title_en`). */
export interface TextColumns {
  titleEn: string;
  titleId: string;
  /** With bodies, the table has full-text indexes on title || ' ' || body per language. */
  bodyEn?: string;
  bodyId?: string;
}

/** Parameter placeholders: the trimmed query text and its ILIKE pattern (`%q%`, escaped). */
export interface TextParams {
  q: string;
  pattern: string;
}

const tsvector = (config: 'english' | 'indonesian', title: string, body: string) =>
  `to_tsvector('${config}'::regconfig, coalesce(${title}, '') || ' ' || coalesce(${body}, ''))`;

const tsquery = (config: 'english' | 'indonesian', q: string) => `websearch_to_tsquery('${config}', ${q})`;

/** `{ where, score }` SQL for a table: where is one OR of index-backed conditions. */
export function textSearch(c: TextColumns, p: TextParams): { where: string; score: string } {
  const where = [
    `${p.q} <% ${c.titleEn}`,
    `${p.q} <% ${c.titleId}`,
    `${c.titleEn} ILIKE ${p.pattern}`,
    `${c.titleId} ILIKE ${p.pattern}`,
  ];
  const score = [
    `greatest(word_similarity(${p.q}, ${c.titleEn}), word_similarity(${p.q}, ${c.titleId}))`,
    `CASE WHEN lower(${c.titleEn}) = lower(${p.q}) OR lower(${c.titleId}) = lower(${p.q}) THEN 2 ELSE 0 END`,
  ];
  if (c.bodyEn && c.bodyId) {
    const en = tsvector('english', c.titleEn, c.bodyEn);
    const id = tsvector('indonesian', c.titleId, c.bodyId);
    where.unshift(`${en} @@ ${tsquery('english', p.q)}`, `${id} @@ ${tsquery('indonesian', p.q)}`);
    score.unshift(`ts_rank(${en}, ${tsquery('english', p.q)})`, `ts_rank(${id}, ${tsquery('indonesian', p.q)})`);
  }
  return { where: `(${where.join(' OR ')})`, score: `(${score.join(' + ')})` };
}

/** The searchable columns of each table, under the aliases the repository uses. */
export const OBLIGATION_TEXT: TextColumns = {
  titleEn: 'o.comp_title_en',
  titleId: 'o.comp_title_id',
  bodyEn: 'o.regulation_obligation_description_en',
  bodyId: 'o.regulation_obligation_description_id',
};
export const REGULATION_TEXT: TextColumns = {
  titleEn: 'r.title_en',
  titleId: 'r.title_id',
  bodyEn: 'r.abstract_en',
  bodyId: 'r.abstract_id',
};
export const SECTOR_TEXT: TextColumns = { titleEn: 's.name_en', titleId: 's.name_id' };
export const TOPIC_TEXT: TextColumns = { titleEn: 't.title_en', titleId: 't.title_id' };
