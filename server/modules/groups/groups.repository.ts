/**
 * User groups and group labels of one company: the flat list, one group with its members,
 * children and ancestors, and the reads a write decides on. Every query names the company;
 * deleted groups (soft delete, `deleted_at`) are never read.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { GroupDetail, GroupItem, GroupLabelItem } from '../../../contract/api/groups';
import type { Page } from '../../../contract/envelope';
import { type Database, type Rows } from '../../db/client';
import { toPage } from '../../lib/page';

const SELECT = sql`SELECT g.group_uuid, g.name, g.parent_uuid, g.label_uuid, l.name AS label_name, g.role_uuid, r.role_name,
    (SELECT count(*)::int FROM users u WHERE u.group_uuid = g.group_uuid AND u.company_uuid = g.company_uuid AND u.deleted_at IS NULL) AS member_count
  FROM user_groups g
  LEFT JOIN group_labels l ON l.label_uuid = g.label_uuid AND l.company_uuid = g.company_uuid
  LEFT JOIN privilege_roles r ON r.role_uuid = g.role_uuid AND r.company_uuid = g.company_uuid`;
/** The company's live groups, on alias `g`. */
const live = (companyUuid: string): SQL =>
  sql`g.company_uuid = ${companyUuid} AND g.deleted_at IS NULL`;

/** One page of the company's live groups by name; the total in one count. */
export async function listGroups(
  database: Database,
  companyUuid: string,
  page: { page: number; limit: number },
): Promise<Page<GroupItem>> {
  const [{ total }] = await database.rows<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM user_groups g WHERE ${live(companyUuid)}`,
  );
  const rows = await database.rows<GroupItem>(
    sql`${SELECT} WHERE ${live(companyUuid)} ORDER BY lower(g.name), g.group_uuid LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}`,
  );
  return toPage(rows, total, page.page, page.limit);
}

export async function findGroup(
  q: Rows,
  companyUuid: string,
  groupUuid: string,
  lock = false,
): Promise<GroupItem | null> {
  const [row] = await q<GroupItem>(
    sql`${SELECT} WHERE ${live(companyUuid)} AND g.group_uuid = ${groupUuid}${lock ? sql` FOR UPDATE OF g` : sql``}`,
  );
  return row ?? null;
}

/** The group's ancestors, root first (bounded: a damaged cycle in old data cannot loop). */
export function ancestorsOf(
  q: Rows,
  companyUuid: string,
  groupUuid: string,
): Promise<{ group_uuid: string; name: string }[]> {
  return q(
    sql`WITH RECURSIVE up(group_uuid, name, parent_uuid, depth) AS (
       SELECT p.group_uuid, p.name, p.parent_uuid, 1 FROM user_groups g
         JOIN user_groups p ON p.group_uuid = g.parent_uuid AND p.company_uuid = g.company_uuid AND p.deleted_at IS NULL
        WHERE ${live(companyUuid)} AND g.group_uuid = ${groupUuid}
       UNION ALL
       SELECT p.group_uuid, p.name, p.parent_uuid, up.depth + 1 FROM up
         JOIN user_groups p ON p.group_uuid = up.parent_uuid AND p.company_uuid = ${companyUuid} AND p.deleted_at IS NULL
        WHERE up.depth < 100)
     SELECT group_uuid, name FROM up ORDER BY depth DESC`,
  );
}

export async function groupDetail(
  q: Rows,
  companyUuid: string,
  groupUuid: string,
): Promise<GroupDetail | null> {
  const group = await findGroup(q, companyUuid, groupUuid);
  if (!group) return null;
  const members = await q<GroupDetail['members'][number]>(
    sql`SELECT u.user_uuid, u.name, u.email, u.state FROM users u
      WHERE u.company_uuid = ${companyUuid} AND u.group_uuid = ${groupUuid} AND u.deleted_at IS NULL ORDER BY lower(u.name), u.user_uuid`,
  );
  const children = await q<GroupItem>(
    sql`${SELECT} WHERE ${live(companyUuid)} AND g.parent_uuid = ${groupUuid} ORDER BY lower(g.name), g.group_uuid`,
  );
  return { ...group, members, children, path: await ancestorsOf(q, companyUuid, groupUuid) };
}

/** A live group of the company named `name` (any case) under the same parent, other than `except`. */
export async function siblingNamed(
  q: Rows,
  companyUuid: string,
  parentUuid: string | null,
  name: string,
  except: string | null,
): Promise<boolean> {
  const rows = await q(
    sql`SELECT 1 FROM user_groups g WHERE ${live(companyUuid)} AND g.parent_uuid IS NOT DISTINCT FROM ${parentUuid}::uuid AND lower(g.name) = lower(${name})
        AND (${except}::uuid IS NULL OR g.group_uuid <> ${except}::uuid) LIMIT 1`,
  );
  return rows.length > 0;
}

export async function exists(
  q: Rows,
  table: 'group_labels' | 'privilege_roles',
  companyUuid: string,
  id: string,
): Promise<boolean> {
  const column = table === 'group_labels' ? 'label_uuid' : 'role_uuid';
  const rows = await q(
    sql`SELECT 1 FROM ${sql.identifier(table)} WHERE company_uuid = ${companyUuid} AND ${sql.identifier(column)} = ${id}`,
  );
  return rows.length > 0;
}

/** How many of `userUuids` are live users of the company. */
export async function countCompanyUsers(
  q: Rows,
  companyUuid: string,
  userUuids: string[],
): Promise<number> {
  const [row] = await q<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM users WHERE company_uuid = ${companyUuid} AND user_uuid = ANY(${sql.param(userUuids)}::uuid[]) AND deleted_at IS NULL`,
  );
  return row.n;
}

export function listLabels(q: Rows, companyUuid: string): Promise<GroupLabelItem[]> {
  return q<GroupLabelItem>(
    sql`SELECT l.label_uuid, l.name,
       (SELECT count(*)::int FROM user_groups g WHERE g.label_uuid = l.label_uuid AND g.company_uuid = l.company_uuid AND g.deleted_at IS NULL) AS group_count
       FROM group_labels l WHERE l.company_uuid = ${companyUuid} ORDER BY lower(l.name), l.label_uuid`,
  );
}
