/**
 * Who may see and do what in the document library. A document belongs to its company: every user
 * of that company holding the `documents` module sees every document of it (the REST reads, the
 * write guards and the `documents` sync loader use the SQL below); the module's privileges gate
 * the routes (view, update for rename, move and relations, delete). What a document may be related
 * to: the company's live compliances and their checklist items, and the regulations the company
 * can see (the regulations policy). Anything else, another company's row included, is not found.
 */
import { sql, type SQL } from 'drizzle-orm';
import { visibleRegulations } from '../library';

export {
  DOCUMENT_DELETE,
  DOCUMENT_READ,
  DOCUMENT_WRITE,
} from '../../../contract/api/document-endpoints';

/** Condition on a documents (or folders, relations) alias: the rows of the company. */
export const ownRow = (alias: string, companyUuid: string): SQL =>
  sql`${sql.identifier(alias)}.company_uuid = ${companyUuid}`;

/** Condition on a compliances alias: a live compliance of the company, which a document may be related to. */
export const relatableCompliance = (alias: string, companyUuid: string): SQL =>
  sql`${sql.identifier(alias)}.company_uuid = ${companyUuid} AND ${sql.identifier(alias)}.deleted_at IS NULL`;

/** Condition on a regulations alias: a regulation the company can see. */
export const relatableRegulation = (alias: string, companyUuid: string): SQL =>
  visibleRegulations(companyUuid, alias);
