/** SQL of the provider's alert messages (provider content: no company). */
import { sql } from 'drizzle-orm';
import type { AlertItem } from '../../../contract/api/alerts';
import { type Database, type Tx, txRows } from '../../db/client';
import { iso } from '../../lib/sync-loader';

type Row = Omit<AlertItem, 'title' | 'body'>;
const COLUMNS = sql`a.alert_uuid, a.code, a.title_en, a.title_id, a.body_en, a.body_id, ${iso('a.created_at')} AS created_at, ${iso('a.updated_at')} AS updated_at`;

export const presentAlert = (r: Row, lang: 'en' | 'id'): AlertItem => ({
  ...r,
  title: lang === 'id' ? r.title_id : r.title_en,
  body: lang === 'id' ? r.body_id : r.body_en,
});

export async function listAlerts(
  db: Pick<Database, 'rows'>,
  q: { page: number; limit: number; search?: string },
) {
  let where = sql`TRUE`;
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where = sql`(a.code ILIKE ${pattern} OR a.title_en ILIKE ${pattern} OR a.title_id ILIKE ${pattern})`;
  }
  const rows = await db.rows<Row>(
    sql`SELECT ${COLUMNS} FROM alert_messages a WHERE ${where} ORDER BY a.code LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  const [{ total }] = await db.rows<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM alert_messages a WHERE ${where}`,
  );
  return { rows, total };
}

export async function allAlerts(db: Pick<Database, 'rows'>) {
  return db.rows<Row>(sql`SELECT ${COLUMNS} FROM alert_messages a ORDER BY a.code`);
}

export async function upsertAlert(
  tx: Tx,
  v: { code: string; title_en: string; title_id: string; body_en: string; body_id: string },
) {
  const before = await txRows<Row>(
    tx,
    sql`SELECT ${COLUMNS} FROM alert_messages a WHERE a.code = ${v.code} FOR UPDATE`,
  );
  const [after] = await txRows<Row>(
    tx,
    sql`INSERT INTO alert_messages AS a (code, title_en, title_id, body_en, body_id)
     VALUES (${v.code}, ${v.title_en}, ${v.title_id}, ${v.body_en}, ${v.body_id})
     ON CONFLICT (code) DO UPDATE SET title_en = EXCLUDED.title_en, title_id = EXCLUDED.title_id, body_en = EXCLUDED.body_en, body_id = EXCLUDED.body_id, updated_at = now()
     RETURNING ${COLUMNS}`,
  );
  return { before: before[0] ?? null, after };
}
