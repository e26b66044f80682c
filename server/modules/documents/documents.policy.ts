/**
 * Who may see and do what in the document library. A document belongs to its company: every user
 * of that company holding the `documents` module sees every document of it (the REST reads, the
 * write guards and the `documents` sync loader use the SQL below); the module's privileges gate
 * the routes (view, update for rename, move and relations, delete). What a document may be related
 * to: the company's live compliances and their checklist items, and the regulations the company
 * can see (the regulations policy). Anything else, another company's row included, is not found.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Access } from '../../../contract/modules';
import { visibleRegulationSql } from '../regulations/regulations.policy';

export const DOCUMENT_READ = { module: 'documents', action: 'view' } as const satisfies Access;
export const DOCUMENT_WRITE = { module: 'documents', action: 'update' } as const satisfies Access;
export const DOCUMENT_DELETE = { module: 'documents', action: 'delete' } as const satisfies Access;

/** SQL condition on a documents (or folders, relations) alias: the rows of the company in `companyParam`. */
export const ownRowSql = (alias: string, companyParam: string) =>
  `${alias}.company_uuid = ${companyParam}`;

/** The same condition as a bound `sql` fragment (the company a parameter). */
export const ownRow = (alias: string, companyUuid: string): SQL =>
  sql`${sql.raw(alias)}.company_uuid = ${companyUuid}`;

/** SQL condition on a compliances alias: a live compliance of the company, which a document may be related to. */
export const relatableComplianceSql = (alias: string, companyParam: string) =>
  `${alias}.company_uuid = ${companyParam} AND ${alias}.deleted_at IS NULL`;

/** SQL condition on a regulations alias: a regulation the company can see. */
export const relatableRegulationSql = (alias: string, companyParam: string) =>
  visibleRegulationSql(alias, companyParam);
