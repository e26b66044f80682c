/**
 * Writing customer archives (contract/api/customer-archive.ts), all or nothing, in the caller's
 * mutation transaction: the rows read from the file are checked against the database (addresses
 * and codes already used, twice in the file, roles, products, the license's seats), every cell in
 * error is reported together, and only a file without one is written:
 * - users of customer `{id}`: groups named and missing are created, each user is invited (state
 *   `invited`, the invitation mail queued) with the role named, the activity logged per user;
 * - customer companies: each created as POST /users/company/create does.
 */
import { txRowsOf } from '../../db/client';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  COMPANY_ARCHIVE_COLUMNS,
  COMPANY_ARCHIVE_REQUIRED,
  USER_ARCHIVE_COLUMNS,
  USER_ARCHIVE_REQUIRED,
  type ArchiveAnswer,
} from '../../../contract/api/customer-archive';
import { companyBody } from '../../../contract/api/customers';
import { LANGUAGES } from '../../../contract/enums';
import { LIMITS } from '../../../contract/limits';
import { userGroups, users } from '../../db/schema/identity';
import type { AuthUser } from '../../lib/auth-user';
import { errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import type { Storage } from '../../storage/storage';
import { sendInvitation } from '../users';
import { replaceRoles } from '../users';
import type { UserWriteDeps } from '../users';
import { ArchiveErrors, readArchive, type ArchiveRow, type ArchiveSpec } from './archive-file';
import { seatsOf } from './customers.repository';
import { createCompany, inviterIn } from './customers.service';

const text = (max: number) => z.string().trim().max(max).optional();
const filled = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => s.length > 0, { params: { key: 'empty' } });

const userRow = z
  .object({
    name: filled(LIMITS.name),
    email: filled(LIMITS.email).refine((s) => s.length === 0 || z.email().safeParse(s).success, {
      params: { key: 'email_invalid' },
    }),
    group: text(LIMITS.name),
    role: text(100),
    language: z.enum(LANGUAGES).optional(),
    position: text(LIMITS.name),
  })
  .strict();
type UserRow = z.infer<typeof userRow>;

export const USER_ARCHIVE: ArchiveSpec<UserRow> = {
  columns: USER_ARCHIVE_COLUMNS,
  required: USER_ARCHIVE_REQUIRED,
  row: (cells) => ({
    ...cells,
    ...(cells.language ? { language: cells.language.toLowerCase() } : {}),
  }),
  schema: userRow,
};

/** A companies row: the customer form's body, with the product named by its code. */
const companyRow = z.object({ product: text(100), body: companyBody });
type CompanyRow = z.infer<typeof companyRow>;

export const COMPANY_ARCHIVE: ArchiveSpec<CompanyRow> = {
  columns: COMPANY_ARCHIVE_COLUMNS,
  required: COMPANY_ARCHIVE_REQUIRED,
  row: ({ product, license, country, language, ...rest }) => ({
    product,
    body: {
      ...rest,
      license: license !== undefined && /^\d{1,9}$/.test(license) ? Number(license) : license,
      ...(country ? { country: country.toUpperCase() } : {}),
      ...(language ? { language: language.toLowerCase() } : {}),
    },
  }),
  // The body's issues name `body.<field>`: reported under the field, which is the column.
  schema: companyRow,
};

/** Values twice in the file (compared lower case): the later rows are in error. */
function duplicates<T>(
  rows: ArchiveRow<T>[],
  column: string,
  valueOf: (v: T) => string | undefined,
  errs: ArchiveErrors,
) {
  const seen = new Set<string>();
  for (const r of rows) {
    const v = valueOf(r.value)?.toLowerCase();
    if (!v) continue;
    if (seen.has(v)) errs.add(r.line, column, 'archive_duplicate');
    seen.add(v);
  }
}

/** The values (lower case, one `text[]` parameter handed to `query`) already taken. */
async function taken(
  m: MutationContext,
  query: (lowered: SQL) => SQL,
  values: string[],
): Promise<Set<string>> {
  if (!values.length) return new Set();
  const lowered = sql`${sql.param(values.map((v) => v.toLowerCase()))}`;
  const rows = await m.rows<{ v: string }>(query(lowered));
  return new Set(rows.map((r) => r.v.toLowerCase()));
}

/** POST /users/company/upload-archive/{id}: the customer's initial users. */
export async function importUsers(
  m: MutationContext,
  deps: UserWriteDeps & { storage: Storage },
  caller: AuthUser,
  companyUuid: string,
  key: string,
): Promise<ArchiveAnswer> {
  const [company] = await m.rows<{ company_uuid: string; name: string; language: string | null }>(
    sql`SELECT c.company_uuid, c.name, s.preferences->>'language' AS language FROM companies c LEFT JOIN settings s ON s.company_uuid = c.company_uuid
      WHERE c.company_uuid = ${companyUuid} AND c.is_provider = false AND c.deleted_at IS NULL FOR UPDATE OF c`,
  );
  if (!company) throw errors.notFound();
  const errs = new ArchiveErrors();
  const rows = await readArchive(deps.storage, key, USER_ARCHIVE, errs);

  duplicates(rows, 'email', (v) => v.email, errs);
  const used = await taken(
    m,
    (lowered) => sql`SELECT email AS v FROM users WHERE lower(email) = ANY(${lowered}::text[])`,
    rows.map((r) => r.value.email),
  );
  for (const r of rows)
    if (used.has(r.value.email.toLowerCase())) errs.add(r.line, 'email', 'user_email_taken');
  const roles = await m.rows<{ role_uuid: string; role_name: string }>(
    sql`SELECT role_uuid, role_name FROM privilege_roles WHERE company_uuid = ${companyUuid}`,
  );
  const roleOf = new Map(roles.map((r) => [r.role_name.toLowerCase(), r.role_uuid]));
  for (const r of rows)
    if (r.value.role && !roleOf.has(r.value.role.toLowerCase()))
      errs.add(r.line, 'role', 'archive_role_unknown');
  // The license's seats: the first row past them and every later one.
  const seats = (await seatsOf(txRowsOf(m.tx), companyUuid))!;
  const free = seats.license - seats.used;
  rows.slice(Math.max(free, 0)).forEach((r) => errs.add(r.line, 'email', 'license_limit_reached'));
  errs.vars.license = seats.license;
  errs.throwIfAny();

  const groups = await m.rows<{ group_uuid: string; name: string }>(
    sql`SELECT group_uuid, name FROM user_groups WHERE company_uuid = ${companyUuid} AND deleted_at IS NULL`,
  );
  const groupOf = new Map(groups.map((g) => [g.name.toLowerCase(), g.group_uuid]));
  let groupsCreated = 0;
  const inviter = inviterIn(caller, company);
  const ids: string[] = [];
  for (const { value } of rows) {
    let group: string | null = null;
    if (value.group) {
      group = groupOf.get(value.group.toLowerCase()) ?? null;
      if (!group) {
        const [made] = await m.tx
          .insert(userGroups)
          .values({ company_uuid: companyUuid, name: value.group })
          .returning({ group_uuid: userGroups.group_uuid });
        group = made.group_uuid;
        groupOf.set(value.group.toLowerCase(), group);
        groupsCreated++;
        await m.log({
          type: 'group',
          type_uuid: group,
          action: 'create',
          after: { name: value.group },
          company_uuid: companyUuid,
        });
      }
    }
    const language = value.language ?? (company.language === 'id' ? 'id' : 'en');
    const [user] = await m.tx
      .insert(users)
      .values({
        company_uuid: companyUuid,
        email: value.email,
        name: value.name,
        position: value.position ?? null,
        state: 'invited',
        language,
        group_uuid: group,
      })
      .returning();
    const roleUuids = value.role ? [roleOf.get(value.role.toLowerCase())!] : [];
    await replaceRoles(m.tx, user.user_uuid, roleUuids);
    await sendInvitation(m, deps.config, inviter, user, roleUuids);
    await m.log({
      type: 'user',
      type_uuid: user.user_uuid,
      action: 'invite',
      after: {
        email: user.email,
        name: user.name,
        group_uuid: group,
        role_uuids: roleUuids,
        source: 'archive',
      },
      company_uuid: companyUuid,
    });
    ids.push(user.user_uuid);
  }
  return { rows: rows.length, created: ids.length, groups_created: groupsCreated, ids };
}

/** POST /users/company/insert-archive: new customer companies. */
export async function importCompanies(
  m: MutationContext,
  deps: UserWriteDeps & { storage: Storage },
  caller: AuthUser,
  key: string,
): Promise<ArchiveAnswer> {
  const errs = new ArchiveErrors();
  const rows = await readArchive(deps.storage, key, COMPANY_ARCHIVE, errs);
  duplicates(rows, 'pic_email', (v) => v.body.pic_email, errs);
  duplicates(rows, 'code', (v) => v.body.code, errs);
  const usedEmails = await taken(
    m,
    (lowered) => sql`SELECT email AS v FROM users WHERE lower(email) = ANY(${lowered}::text[])`,
    rows.map((r) => r.value.body.pic_email),
  );
  const usedCodes = await taken(
    m,
    (lowered) => sql`SELECT code AS v FROM companies WHERE lower(code) = ANY(${lowered}::text[])`,
    rows.flatMap((r) => (r.value.body.code ? [r.value.body.code] : [])),
  );
  const products = await m.rows<{ product_uuid: string; code: string }>(
    sql`SELECT product_uuid, code FROM products`,
  );
  const productOf = new Map(products.map((p) => [p.code.toLowerCase(), p.product_uuid]));
  for (const r of rows) {
    if (usedEmails.has(r.value.body.pic_email.toLowerCase()))
      errs.add(r.line, 'pic_email', 'company_pic_taken');
    if (r.value.body.code && usedCodes.has(r.value.body.code.toLowerCase()))
      errs.add(r.line, 'code', 'company_code_taken');
    if (r.value.product && !productOf.has(r.value.product.toLowerCase()))
      errs.add(r.line, 'product', 'company_product_unknown');
  }
  errs.throwIfAny();
  const ids: string[] = [];
  for (const { value } of rows) {
    const product_uuid = value.product ? productOf.get(value.product.toLowerCase())! : null;
    const created = await createCompany(m, deps, caller, { ...value.body, product_uuid });
    ids.push(created.company_uuid);
  }
  return { rows: rows.length, created: ids.length, groups_created: 0, ids };
}
