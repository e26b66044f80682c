/** SQL of the provider's alert messages (provider content: no company). */
import type { AlertItem } from '../../../contract/api/alerts';
import type { Database, Tx } from '../../db/client';
import { txQuery } from '../../db/tx-query';
import { isoOf } from '../../lib/sync-loader';

type Row = Omit<AlertItem, 'title' | 'body'>;
const COLUMNS = `a.alert_uuid, a.code, a.title_en, a.title_id, a.body_en, a.body_id, ${isoOf('a.created_at')} AS created_at, ${isoOf('a.updated_at')} AS updated_at`;

export const presentAlert = (r: Row, lang: 'en' | 'id'): AlertItem => ({
  ...r,
  title: lang === 'id' ? r.title_id : r.title_en,
  body: lang === 'id' ? r.body_id : r.body_en,
});

export async function listAlerts(
  db: Pick<Database, 'query'>,
  q: { page: number; limit: number; search?: string },
) {
  const params: unknown[] = [];
  let where = 'TRUE';
  if (q.search) {
    params.push(`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where = '(a.code ILIKE $1 OR a.title_en ILIKE $1 OR a.title_id ILIKE $1)';
  }
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM alert_messages a WHERE ${where} ORDER BY a.code LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    params,
  );
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM alert_messages a WHERE ${where}`,
    params,
  );
  return { rows, total };
}

export async function allAlerts(db: Pick<Database, 'query'>) {
  return db.query<Row>(`SELECT ${COLUMNS} FROM alert_messages a ORDER BY a.code`);
}

export async function upsertAlert(
  tx: Tx,
  v: { code: string; title_en: string; title_id: string; body_en: string; body_id: string },
) {
  const before = await txQuery<Row>(
    tx,
    `SELECT ${COLUMNS} FROM alert_messages a WHERE a.code = $1 FOR UPDATE`,
    [v.code],
  );
  const [after] = await txQuery<Row>(
    tx,
    `INSERT INTO alert_messages AS a (code, title_en, title_id, body_en, body_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (code) DO UPDATE SET title_en = EXCLUDED.title_en, title_id = EXCLUDED.title_id, body_en = EXCLUDED.body_en, body_id = EXCLUDED.body_id, updated_at = now()
     RETURNING ${COLUMNS}`,
    [v.code, v.title_en, v.title_id, v.body_en, v.body_id],
  );
  return { before: before[0] ?? null, after };
}
