/** SQL of static pages (provider content, no company): reads filtered by the content policy. */
import type { ContentItem } from '../../../contract/api/content';
import type { Database, Tx } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { txQuery } from '../../db/tx-query';
import { isoOf } from '../../lib/sync-loader';
import { readableSql } from './content.policy';

type Lang = 'en' | 'id';
type Row = Omit<ContentItem, 'title' | 'body'>;

const COLUMNS = `p.page_uuid, p.slug, p.title_en, p.title_id, p.body_en, p.body_id, p.is_published,
  ${isoOf('p.created_at')} AS created_at, ${isoOf('p.updated_at')} AS updated_at`;

export const presentContent = (r: Row, lang: Lang): ContentItem => ({
  ...r,
  title: lang === 'id' ? r.title_id || r.title_en : r.title_en || r.title_id,
  body: lang === 'id' ? r.body_id || r.body_en : r.body_en || r.body_id,
});

export async function listContent(
  db: Database,
  user: AuthUser,
  q: { page: number; limit: number; search?: string },
) {
  const params: unknown[] = [];
  const where = [readableSql(user)];
  if (q.search) {
    params.push(`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(p.title_en ILIKE $1 OR p.title_id ILIKE $1 OR p.slug ILIKE $1)`);
  }
  const clause = where.join(' AND ');
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM static_pages p WHERE ${clause} ORDER BY p.title_en, p.page_uuid LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    params,
  );
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM static_pages p WHERE ${clause}`,
    params,
  );
  return { rows, total };
}

export async function findContent(
  db: Pick<Database, 'query'>,
  user: AuthUser,
  by: { slug?: string; page_uuid?: string },
) {
  const [row] = by.page_uuid
    ? await db.query<Row>(
        `SELECT ${COLUMNS} FROM static_pages p WHERE p.page_uuid = $1 AND ${readableSql(user)}`,
        [by.page_uuid],
      )
    : await db.query<Row>(
        `SELECT ${COLUMNS} FROM static_pages p WHERE p.slug = $1 AND ${readableSql(user)}`,
        [by.slug],
      );
  return row ?? null;
}

export async function lockContent(tx: Tx, id: string) {
  const [row] = await txQuery<Row>(
    tx,
    `SELECT ${COLUMNS} FROM static_pages p WHERE p.page_uuid = $1 FOR UPDATE`,
    [id],
  );
  return row ?? null;
}

export async function slugTaken(tx: Tx, slug: string, except: string | null) {
  const rows = await txQuery(
    tx,
    `SELECT 1 FROM static_pages WHERE slug = $1 AND page_uuid IS DISTINCT FROM $2::uuid`,
    [slug, except],
  );
  return rows.length > 0;
}

export async function insertContent(
  tx: Tx,
  v: Omit<Row, 'page_uuid' | 'created_at' | 'updated_at'>,
) {
  const [row] = await txQuery<Row>(
    tx,
    `INSERT INTO static_pages AS p (slug, title_en, title_id, body_en, body_id, is_published) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [v.slug, v.title_en, v.title_id, v.body_en, v.body_id, v.is_published],
  );
  return row;
}

export async function updateContent(
  tx: Tx,
  id: string,
  v: Omit<Row, 'page_uuid' | 'created_at' | 'updated_at'>,
) {
  const [row] = await txQuery<Row>(
    tx,
    `UPDATE static_pages AS p SET slug = $2, title_en = $3, title_id = $4, body_en = $5, body_id = $6, is_published = $7, updated_at = now()
      WHERE p.page_uuid = $1 RETURNING ${COLUMNS}`,
    [id, v.slug, v.title_en, v.title_id, v.body_en, v.body_id, v.is_published],
  );
  return row;
}

export async function deleteContent(tx: Tx, id: string) {
  await txQuery(tx, `DELETE FROM static_pages WHERE page_uuid = $1`, [id]);
}
