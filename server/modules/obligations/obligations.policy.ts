/**
 * Who may see which obligation. The first clause of every rule is the tenant match: master content
 * (company_uuid null) or the caller's own company; another company's obligation does not exist
 * for the caller. Customers then see only published (obligation_status 1), active master
 * obligations; the provider sees drafts and repealed ones too. A company's own obligations are
 * listed like master ones but may always be opened by that company.
 */
import { OBLIGATION_STATUS } from '../../../contract/enums';
import type { AuthUser } from '../../lib/auth-user';
import { errors } from '../../lib/errors';

/** SQL condition on `alias`: the obligations the caller may find in lists, trees and counts. */
export function listableObligationSql(alias: string, companyParam: string, isProvider: boolean): string {
  const tenant = `${alias}.deleted_at IS NULL AND (${alias}.company_uuid IS NULL OR ${alias}.company_uuid = ${companyParam})`;
  if (isProvider) return tenant;
  return `${tenant} AND ${alias}.obligation_status = ${OBLIGATION_STATUS.publish} AND ${alias}.is_active`;
}

/** SQL condition on `alias`: the obligations the caller may open and bookmark. */
export function readableObligationSql(alias: string, companyParam: string, isProvider: boolean): string {
  const tenant = `${alias}.deleted_at IS NULL AND (${alias}.company_uuid IS NULL OR ${alias}.company_uuid = ${companyParam})`;
  if (isProvider) return tenant;
  return `${tenant} AND (${alias}.company_uuid = ${companyParam} OR (${alias}.obligation_status = ${OBLIGATION_STATUS.publish} AND ${alias}.is_active))`;
}

interface ObligationAccessRow {
  company_uuid: string | null;
  obligation_status: number;
  is_active: boolean;
}

/**
 * Decides on an obligation already found within the caller's tenant: throws 404 for another
 * company's row (never reached when the repository filtered, kept as the last line) and 403
 * `obligation_forbidden` for a master draft, repealed or inactive obligation opened by a customer.
 */
export function assertCanOpenObligation(user: AuthUser, row: ObligationAccessRow): void {
  if (row.company_uuid !== null && row.company_uuid !== user.company_uuid) throw errors.notFound();
  if (user.is_provider || row.company_uuid === user.company_uuid) return;
  if (row.obligation_status !== OBLIGATION_STATUS.publish || !row.is_active) {
    throw errors.forbidden('obligation_forbidden');
  }
}
