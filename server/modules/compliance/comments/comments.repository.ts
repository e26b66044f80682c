/** SQL of comments; the company is explicit on every statement (tenant rule). Deleted comments are tombstones. */
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CommentItem } from '../../../../contract/api/checklists';
import type { Database, Tx } from '../../../db/client';
import { comments } from '../../../db/schema/compliance';
import { users } from '../../../db/schema/identity';
import { iso } from '../../../lib/iso-time';

export type CommentRow = typeof comments.$inferSelect;
type Db = Database['db'] | Tx;

const withAuthor = { comment: comments, user_name: users.name };

/** Edited once its text changed after creation (the earlier text is in the activity log). */
export const presentComment = (r: CommentRow, userName: string): CommentItem => ({
  comment_uuid: r.comment_uuid,
  compliance_uuid: r.compliance_uuid,
  user_uuid: r.user_uuid,
  user_name: userName,
  body: r.body,
  edited: Date.parse(r.updated_at) > Date.parse(r.created_at),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export async function listComments(
  db: Db,
  companyUuid: string,
  complianceUuid: string,
  q: { order: 'asc' | 'desc'; page: number; limit: number },
) {
  const where = and(
    eq(comments.company_uuid, companyUuid),
    eq(comments.compliance_uuid, complianceUuid),
    isNull(comments.deleted_at),
  );
  const dir = q.order === 'asc' ? asc : desc;
  const rows = await db
    .select(withAuthor)
    .from(comments)
    .innerJoin(users, eq(users.user_uuid, comments.user_uuid))
    .where(where)
    .orderBy(dir(comments.created_at), dir(comments.comment_uuid))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [{ total }] = await db.select({ total: count() }).from(comments).where(where);
  return { rows: rows.map((r) => presentComment(r.comment, r.user_name)), total };
}

/** The comment by id in any company (a replay must never overwrite another company's row). */
export async function findAnyComment(db: Db, commentUuid: string) {
  const [row] = await db.select().from(comments).where(eq(comments.comment_uuid, commentUuid));
  return row;
}

/** A live comment of the caller's company, or undefined. */
export async function findComment(db: Db, companyUuid: string, commentUuid: string) {
  const [row] = await db
    .select()
    .from(comments)
    .where(
      and(
        eq(comments.company_uuid, companyUuid),
        eq(comments.comment_uuid, commentUuid),
        isNull(comments.deleted_at),
      ),
    );
  return row;
}

export async function insertComment(
  tx: Tx,
  v: {
    comment_uuid: string;
    company_uuid: string;
    compliance_uuid: string;
    user_uuid: string;
    body: string;
  },
) {
  const [row] = await tx
    .insert(comments)
    .values(v)
    .onConflictDoNothing({ target: comments.comment_uuid })
    .returning();
  return row;
}

export async function setBody(tx: Tx, row: CommentRow, body: string) {
  const [updated] = await tx
    .update(comments)
    .set({ body, updated_at: sql`clock_timestamp()` })
    .where(
      and(eq(comments.company_uuid, row.company_uuid), eq(comments.comment_uuid, row.comment_uuid)),
    )
    .returning();
  return updated;
}

export async function softDelete(tx: Tx, row: CommentRow) {
  await tx
    .update(comments)
    .set({ deleted_at: sql`now()`, updated_at: sql`clock_timestamp()` })
    .where(
      and(eq(comments.company_uuid, row.company_uuid), eq(comments.comment_uuid, row.comment_uuid)),
    );
}
