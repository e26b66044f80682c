/**
 * Privilege roles of one company: the list with holder counts, one role's matrix and holders,
 * the reads a write decides on. Every query names the company. The same SQL runs outside a
 * transaction (Database.rows) and on a write's transaction (txRows): `Rows` is either.
 */
import { sql } from 'drizzle-orm';
import { MODULES, type ModuleCode } from '../../../contract/modules';
import type { Page } from '../../../contract/envelope';
import type {
  MatrixRow,
  PrivilegeRow,
  RoleDetail,
  RoleListItem,
} from '../../../contract/api/roles';
import type { Database, Rows } from '../../db/client';
import { toPage } from '../../lib/page';

/** Runs a bound template on the pool or on a write's transaction. */

const KNOWN = new Set<string>(MODULES);
const RIGHTS = sql`'view', rm.can_view, 'create', rm.can_create, 'update', rm.can_update, 'delete', rm.can_delete`;

const SELECT = sql`SELECT r.role_uuid, r.role_name, r.role_setting,
    (SELECT count(*)::int FROM user_roles ur JOIN users u ON u.user_uuid = ur.user_uuid
      WHERE ur.role_uuid = r.role_uuid AND u.company_uuid = r.company_uuid AND u.deleted_at IS NULL) AS user_count,
    (SELECT count(*)::int FROM user_groups g
      WHERE g.role_uuid = r.role_uuid AND g.company_uuid = r.company_uuid AND g.deleted_at IS NULL) AS group_count,
    COALESCE((SELECT json_agg(json_build_object('module_code', rm.module_code, ${RIGHTS}) ORDER BY m.sort)
       FROM role_modules rm JOIN modules m ON m.module_code = rm.module_code
      WHERE rm.role_uuid = r.role_uuid AND (c.is_provider OR NOT m.is_provider)
        AND (rm.can_view OR rm.can_create OR rm.can_update OR rm.can_delete)), '[]'::json) AS modules
  FROM privilege_roles r JOIN companies c ON c.company_uuid = r.company_uuid`;

interface RoleRow extends Omit<RoleListItem, 'modules'> {
  modules: (Omit<PrivilegeRow, 'module_code'> & { module_code: string })[];
}

/** Rows of modules this build does not know (a newer database) are left out of answers. */
const present = (row: RoleRow): RoleListItem => ({
  ...row,
  modules: row.modules.filter((m) => KNOWN.has(m.module_code)) as PrivilegeRow[],
});

/** One page of the company's roles, built-in roles first, then by name; the total in one count. */
export async function listRoles(
  database: Database,
  companyUuid: string,
  page: { page: number; limit: number },
): Promise<Page<RoleListItem>> {
  const [{ total }] = await database.rows<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM privilege_roles r WHERE r.company_uuid = ${companyUuid}`,
  );
  const rows =
    await database.rows<RoleRow>(sql`${SELECT} WHERE r.company_uuid = ${companyUuid} ORDER BY r.role_setting DESC, lower(r.role_name), r.role_uuid
        LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}`);
  return toPage(rows.map(present), total, page.page, page.limit);
}

export async function findRole(
  q: Rows,
  companyUuid: string,
  roleUuid: string,
  lock = false,
): Promise<RoleListItem | null> {
  const [row] = await q<RoleRow>(
    sql`${SELECT} WHERE r.company_uuid = ${companyUuid} AND r.role_uuid = ${roleUuid}${lock ? sql` FOR UPDATE OF r` : sql``}`,
  );
  return row ? present(row) : null;
}

/** The role's matrix over `modules` (the ones its company may hold), every module a row. */
async function matrixOf(
  q: Rows,
  roleUuid: string,
  modules: readonly ModuleCode[],
): Promise<MatrixRow[]> {
  const rows = await q<MatrixRow>(
    sql`SELECT m.module_code, m.name_en, m.name_id, m.is_provider,
            COALESCE(rm.can_view, false) AS view, COALESCE(rm.can_create, false) AS create,
            COALESCE(rm.can_update, false) AS update, COALESCE(rm.can_delete, false) AS delete
       FROM modules m LEFT JOIN role_modules rm ON rm.module_code = m.module_code AND rm.role_uuid = ${roleUuid}
      WHERE m.module_code = ANY(${sql.param([...modules])}::text[])
      ORDER BY m.sort, m.module_code`,
  );
  return rows;
}

export async function roleDetail(
  q: Rows,
  companyUuid: string,
  roleUuid: string,
  modules: readonly ModuleCode[],
): Promise<RoleDetail | null> {
  const role = await findRole(q, companyUuid, roleUuid);
  if (!role) return null;
  const users = await q<RoleDetail['users'][number]>(
    sql`SELECT u.user_uuid, u.name, u.email, u.state FROM user_roles ur JOIN users u ON u.user_uuid = ur.user_uuid
      WHERE ur.role_uuid = ${roleUuid} AND u.company_uuid = ${companyUuid} AND u.deleted_at IS NULL ORDER BY lower(u.name), u.user_uuid`,
  );
  const groups = await q<RoleDetail['groups'][number]>(
    sql`SELECT g.group_uuid, g.name FROM user_groups g
      WHERE g.role_uuid = ${roleUuid} AND g.company_uuid = ${companyUuid} AND g.deleted_at IS NULL ORDER BY lower(g.name), g.group_uuid`,
  );
  return { ...role, matrix: await matrixOf(q, roleUuid, modules), users, groups };
}

export async function roleNameTaken(q: Rows, companyUuid: string, name: string): Promise<boolean> {
  const rows = await q(
    sql`SELECT 1 FROM privilege_roles WHERE company_uuid = ${companyUuid} AND lower(role_name) = lower(${name}) LIMIT 1`,
  );
  return rows.length > 0;
}
