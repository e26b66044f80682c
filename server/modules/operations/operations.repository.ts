/**
 * Reads of the jobs table and the mail outbox for the provider's operations screen, newest first,
 * one page at a time, with the row locks the retry and resend writes take. Not per company: the
 * rows are the platform's (operations.policy.ts).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  JobItem,
  JobListAnswer,
  JobListFilter,
  MailDetail,
  MailItem,
  MailListAnswer,
  MailListFilter,
} from '../../../contract/api/operations';
import { JOB_STATES } from '../../../contract/api/operations';
import { type Database, type Tx, txRows } from '../../db/client';
import { mailOutbox } from '../../db/schema/platform';
import { maskTokens } from '../../lib/one-time-token';

const iso = (v: unknown) =>
  v === null || v === undefined ? null : new Date(v as string).toISOString();

const JOB_COLUMNS = sql`job_uuid, kind, state, company_uuid, dedupe_key, attempts, max_attempts, run_at, locked_at, locked_by,
  done_at, last_error, created_at, updated_at`;
const MAIL_COLUMNS = sql`mail_uuid, company_uuid, to_address, subject, language, template, state, attempts, last_error, message_id, created_at, sent_at`;

type Row = Record<string, unknown>;

export const presentJob = (r: Row): JobItem =>
  ({
    ...r,
    run_at: iso(r.run_at),
    locked_at: iso(r.locked_at),
    done_at: iso(r.done_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }) as JobItem;

export const presentMail = (r: Row): MailItem =>
  ({ ...r, created_at: iso(r.created_at), sent_at: iso(r.sent_at) }) as MailItem;

const pageOf = <T>(data: T[], page: number, limit: number, total: number) => ({
  data,
  page,
  limit,
  total,
  total_page: Math.max(1, Math.ceil(total / limit)),
});

/** Escapes LIKE's wildcards so a search for "a_b" finds that text only. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listJobs(database: Database, q: JobListFilter): Promise<JobListAnswer> {
  const ofKind = q.kind ? sql`kind = ${q.kind}` : sql`true`;
  const where = q.state ? sql`state = ${q.state} AND ${ofKind}` : ofKind;
  const rows = await database.rows<Row>(
    sql`SELECT ${JOB_COLUMNS} FROM jobs WHERE ${where} ORDER BY created_at DESC, job_uuid LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  const counted = await database.rows<{ state: string; n: number }>(
    sql`SELECT state, count(*)::int AS n FROM jobs WHERE ${ofKind} GROUP BY state`,
  );
  const counts = Object.fromEntries(
    JOB_STATES.map((s) => [s, counted.find((c) => c.state === s)?.n ?? 0]),
  ) as JobListAnswer['counts'];
  const total = q.state ? counts[q.state] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { ...pageOf(rows.map(presentJob), q.page, q.limit, total), counts };
}

export async function listMails(database: Database, q: MailListFilter): Promise<MailListAnswer> {
  const conditions: SQL[] = [];
  if (q.state) conditions.push(sql`state = ${q.state}`);
  if (q.search) conditions.push(sql`to_address ILIKE ${likeText(q.search)}`);
  const where = conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
  const rows = await database.rows<Row>(
    sql`SELECT ${MAIL_COLUMNS} FROM mail_outbox WHERE ${where} ORDER BY created_at DESC, mail_uuid LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  const [{ n }] = await database.rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM mail_outbox WHERE ${where}`,
  );
  return pageOf(rows.map(presentMail), q.page, q.limit, n);
}

/** A mail whose one-time link was used, replaced or expired: its sealed token is gone or stale. */
const linkGone = sql`(${mailOutbox.secret_expires_at} IS NOT NULL AND (${mailOutbox.secret_sealed} IS NULL OR ${mailOutbox.secret_expires_at} <= now()))`;

export async function findMail(database: Database, mailUuid: string): Promise<MailDetail | null> {
  const [row] = await database.rows<Row>(
    sql`SELECT ${MAIL_COLUMNS}, body, ${linkGone} AS link_gone FROM ${mailOutbox} WHERE ${mailOutbox.mail_uuid} = ${mailUuid}`,
  );
  // Stored masked already; masked again here so no text that ever held a token shows it.
  return row
    ? ({
        ...presentMail(row),
        body: maskTokens(String(row.body)),
        link_gone: row.link_gone === true,
      } as MailDetail)
    : null;
}

export async function lockJob(tx: Tx, jobUuid: string): Promise<JobItem | null> {
  const [row] = await txRows<Row>(
    tx,
    sql`SELECT ${JOB_COLUMNS} FROM jobs WHERE job_uuid = ${jobUuid} FOR UPDATE`,
  );
  return row ? presentJob(row) : null;
}

export async function lockMail(tx: Tx, mailUuid: string): Promise<MailItem | null> {
  const [row] = await txRows<Row>(
    tx,
    sql`SELECT ${MAIL_COLUMNS} FROM mail_outbox WHERE mail_uuid = ${mailUuid} FOR UPDATE`,
  );
  return row ? presentMail(row) : null;
}

/** Whether the mail carries a one-time link whose sealed token is gone or past its expiry. */
export async function mailLinkGone(tx: Tx, mailUuid: string): Promise<boolean> {
  const rows = await tx
    .select({ mail_uuid: mailOutbox.mail_uuid })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.mail_uuid, mailUuid), linkGone));
  return rows.length > 0;
}
