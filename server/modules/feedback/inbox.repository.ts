/**
 * SQL of the provider's inbox: every company's feedback and user requests, newest first, and the
 * reads and writes of an answer (on the answer's transaction).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FeedbackInboxItem, RequestInboxItem } from '../../../contract/api/feedback-inbox';
import { type Database, type Tx, txRows } from '../../db/client';
import { iso } from '../../lib/sync-loader';

const SENDER = sql`c.company_uuid, c.name AS company_name, u.user_uuid, u.name AS user_name, u.email AS user_email,
  x.answer, ${iso('x.answered_at')} AS answered_at, ${iso('x.created_at')} AS created_at`;
const FEEDBACK = sql`SELECT x.feedback_uuid, x.title, x.content, ${SENDER} FROM feedback x JOIN companies c ON c.company_uuid = x.company_uuid LEFT JOIN users u ON u.user_uuid = x.user_uuid`;
const REQUEST = sql`SELECT x.request_uuid, x.type, x.content, x.status, ${SENDER} FROM user_requests x JOIN companies c ON c.company_uuid = x.company_uuid LEFT JOIN users u ON u.user_uuid = x.user_uuid`;

export interface InboxFilter {
  answered?: 'yes' | 'no';
  page: number;
  limit: number;
}

const answered = (a?: 'yes' | 'no'): SQL =>
  a === 'yes'
    ? sql`x.answered_at IS NOT NULL`
    : a === 'no'
      ? sql`x.answered_at IS NULL`
      : sql`TRUE`;

/** One page of every company's feedback, newest first, and how many match. */
export async function listFeedbackInbox(
  database: Database,
  f: InboxFilter,
): Promise<{ rows: FeedbackInboxItem[]; total: number }> {
  const where = answered(f.answered);
  const rows = await database.rows<FeedbackInboxItem>(
    sql`${FEEDBACK} WHERE ${where} ORDER BY x.created_at DESC, x.feedback_uuid LIMIT ${f.limit} OFFSET ${(f.page - 1) * f.limit}`,
  );
  const [{ total }] = await database.rows<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM feedback x WHERE ${where}`,
  );
  return { rows, total };
}

/** One page of every company's user requests, newest first, and how many match. */
export async function listRequestInbox(
  database: Database,
  f: InboxFilter,
): Promise<{ rows: RequestInboxItem[]; total: number }> {
  const where = answered(f.answered);
  const rows = await database.rows<RequestInboxItem>(
    sql`${REQUEST} WHERE ${where} ORDER BY x.created_at DESC, x.request_uuid LIMIT ${f.limit} OFFSET ${(f.page - 1) * f.limit}`,
  );
  const [{ total }] = await database.rows<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM user_requests x WHERE ${where}`,
  );
  return { rows, total };
}

/** The live sender an answer is mailed to, or undefined. */
export async function senderOf(
  tx: Tx,
  userUuid: string,
): Promise<{ email: string; name: string; language: string; company_uuid: string } | undefined> {
  const [u] = await txRows<{ email: string; name: string; language: string; company_uuid: string }>(
    tx,
    sql`SELECT email, name, language, company_uuid FROM users WHERE user_uuid = ${userUuid} AND deleted_at IS NULL`,
  );
  return u;
}

/** The feedback an answer is about, locked, or undefined. */
export async function lockFeedback(tx: Tx, feedbackUuid: string) {
  const [row] = await txRows<{
    user_uuid: string | null;
    title: string;
    content: string;
    answer: string | null;
  }>(
    tx,
    sql`SELECT user_uuid, title, content, answer FROM feedback WHERE feedback_uuid = ${feedbackUuid} FOR UPDATE`,
  );
  return row;
}

export async function answerFeedback(
  tx: Tx,
  feedbackUuid: string,
  answer: string,
  answeredBy: string,
): Promise<void> {
  await txRows(
    tx,
    sql`UPDATE feedback SET answer = ${answer}, answered_at = now(), answered_by = ${answeredBy} WHERE feedback_uuid = ${feedbackUuid}`,
  );
}

export async function feedbackItem(tx: Tx, feedbackUuid: string): Promise<FeedbackInboxItem> {
  const [row] = await txRows<FeedbackInboxItem>(
    tx,
    sql`${FEEDBACK} WHERE x.feedback_uuid = ${feedbackUuid}`,
  );
  return row;
}

/** The user request an answer is about, locked, or undefined. */
export async function lockRequest(tx: Tx, requestUuid: string) {
  const [row] = await txRows<{
    user_uuid: string | null;
    content: string;
    answer: string | null;
    status: string;
  }>(
    tx,
    sql`SELECT user_uuid, content, answer, status FROM user_requests WHERE request_uuid = ${requestUuid} FOR UPDATE`,
  );
  return row;
}

export async function answerRequest(
  tx: Tx,
  requestUuid: string,
  v: { answer: string; status: string; answeredBy: string },
): Promise<void> {
  await txRows(
    tx,
    sql`UPDATE user_requests SET answer = ${v.answer}, status = ${v.status}, answered_at = now(), answered_by = ${v.answeredBy}
      WHERE request_uuid = ${requestUuid}`,
  );
}

export async function requestItem(tx: Tx, requestUuid: string): Promise<RequestInboxItem> {
  const [row] = await txRows<RequestInboxItem>(
    tx,
    sql`${REQUEST} WHERE x.request_uuid = ${requestUuid}`,
  );
  return row;
}
