/** SQL of static pages (provider content, no company): reads filtered by the content policy. */
import type { ContentItem } from '../../../contract/api/content';
import { sql } from 'drizzle-orm';
import { type Database, type Tx, txRows } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { iso } from '../../lib/sync-loader';
import { readable } from './content.policy';

type Lang = 'en' | 'id';
type Row = Omit<ContentItem, 'title' | 'body'>;

const COLUMNS = sql`p.page_uuid, p.slug, p.title_en, p.title_id, p.body_en, p.body_id, p.is_published,
  ${iso('p.created_at')} AS created_at, ${iso('p.updated_at')} AS updated_at`;

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
  const where = [readable(user)];
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(p.title_en ILIKE ${pattern} OR p.title_id ILIKE ${pattern} OR p.slug ILIKE ${pattern})`,
    );
  }
  const clause = sql.join(where, sql` AND `);
  const rows = await db.rows<Row>(
    sql`SELECT ${COLUMNS} FROM static_pages p WHERE ${clause} ORDER BY p.title_en, p.page_uuid LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  const [{ total }] = await db.rows<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM static_pages p WHERE ${clause}`,
  );
  return { rows, total };
}

export async function findContent(
  db: Pick<Database, 'rows'>,
  user: AuthUser,
  by: { slug?: string; page_uuid?: string },
) {
  const [row] = by.page_uuid
    ? await db.rows<Row>(
        sql`SELECT ${COLUMNS} FROM static_pages p WHERE p.page_uuid = ${by.page_uuid} AND ${readable(user)}`,
      )
    : await db.rows<Row>(
        sql`SELECT ${COLUMNS} FROM static_pages p WHERE p.slug = ${by.slug ?? null} AND ${readable(user)}`,
      );
  return row ?? null;
}

export async function lockContent(tx: Tx, id: string) {
  const [row] = await txRows<Row>(
    tx,
    sql`SELECT ${COLUMNS} FROM static_pages p WHERE p.page_uuid = ${id} FOR UPDATE`,
  );
  return row ?? null;
}

export async function slugTaken(tx: Tx, slug: string, except: string | null) {
  const rows = await txRows(
    tx,
    sql`SELECT 1 FROM static_pages WHERE slug = ${slug} AND page_uuid IS DISTINCT FROM ${except}::uuid`,
  );
  return rows.length > 0;
}

export async function insertContent(
  tx: Tx,
  v: Omit<Row, 'page_uuid' | 'created_at' | 'updated_at'>,
) {
  const [row] = await txRows<Row>(
    tx,
    sql`INSERT INTO static_pages AS p (slug, title_en, title_id, body_en, body_id, is_published)
        VALUES (${v.slug}, ${v.title_en}, ${v.title_id}, ${v.body_en}, ${v.body_id}, ${v.is_published}) RETURNING ${COLUMNS}`,
  );
  return row;
}

export async function updateContent(
  tx: Tx,
  id: string,
  v: Omit<Row, 'page_uuid' | 'created_at' | 'updated_at'>,
) {
  const [row] = await txRows<Row>(
    tx,
    sql`UPDATE static_pages AS p SET slug = ${v.slug}, title_en = ${v.title_en}, title_id = ${v.title_id}, body_en = ${v.body_en},
            body_id = ${v.body_id}, is_published = ${v.is_published}, updated_at = now()
      WHERE p.page_uuid = ${id} RETURNING ${COLUMNS}`,
  );
  return row;
}

export async function deleteContent(tx: Tx, id: string) {
  await txRows(tx, sql`DELETE FROM static_pages WHERE page_uuid = ${id}`);
}
