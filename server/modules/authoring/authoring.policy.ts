/**
 * Who may author what, and how a write meets a draft.
 *
 * Two authors (issue 24). The provider authors the master library in its `content` module (a
 * provider module: no customer role can hold it), within its tenant (master content or its own
 * company's). A customer company authors its OWN library with the `library` module's create,
 * update and delete rights (the module whose view right already opens the library to it): its
 * topics (the specification's `customerId`) under the provider's sectors or in a sector of its
 * own, and its obligations (`company_uuid`) in its own topics. Its rows are always its company's
 * (the tenant is forced to the caller's), and master content and another company's rows do not
 * exist for its writes (404).
 *
 * Drafts: changes to a row customers already see (published) wait in its `draft` column while
 * the columns keep what customers see; a row not yet published takes them in its columns. Who
 * sees what is the library and obligation policies' rule (library.policy.ts, obligations.policy.ts).
 */
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { OBLIGATION_STATUS } from '../../../contract/enums';
import type { AuthUser } from '../../lib/auth-user';
import { errors } from '../../lib/errors';

export {
  AUTHOR_CREATE,
  AUTHOR_DELETE,
  AUTHOR_UPDATE,
  CONTENT_CREATE,
  CONTENT_DELETE,
  CONTENT_UPDATE,
  CONTENT_VIEW,
} from '../../../contract/api/authoring-endpoints';

/** The caller of an authoring write, as far as the write rule needs it. */
export type Author = Pick<AuthUser, 'company_uuid' | 'is_provider'>;

type Owned = { company_uuid: AnyPgColumn; deleted_at: AnyPgColumn };

/** Rows the author may write: undeleted, and the provider's tenant or the customer's own. */
export function writableBy(t: Owned, author: Author): SQL {
  const own = eq(t.company_uuid, author.company_uuid);
  return and(
    isNull(t.deleted_at),
    author.is_provider ? or(isNull(t.company_uuid), own) : own,
  ) as SQL;
}

/**
 * Sectors a new topic of the author may go into: those it may write, and for a customer also the
 * master sectors it sees (active and published), where its own topics sit beside the provider's.
 */
export function placeableSectorBy(
  t: Owned & { is_active: AnyPgColumn; is_published: AnyPgColumn },
  author: Author,
): SQL {
  if (author.is_provider) return writableBy(t, author);
  return and(
    isNull(t.deleted_at),
    or(
      eq(t.company_uuid, author.company_uuid),
      and(isNull(t.company_uuid), eq(t.is_active, true), eq(t.is_published, true)),
    ),
  ) as SQL;
}

/** The company a new row of the author belongs to: a customer's is always its own. */
export const ownerOf = (author: Author, place: { company_uuid: string | null }): string | null =>
  author.is_provider ? place.company_uuid : author.company_uuid;

/** A customer's `customerId` or `company_uuid` naming any company but its own reads as not found. */
export function assertOwnCompany(author: Author, named: string | null | undefined): void {
  if (named !== undefined && named !== null && !author.is_provider && named !== author.company_uuid)
    throw errors.notFound();
}

type Changes = Record<string, unknown>;

/**
 * Splits the changes of a write: on a published row they merge into its draft (a change back to
 * the published value drops out of it), on an unpublished row they go to the columns.
 */
export function splitWrite(
  row: Changes & { draft: Changes | null },
  published: boolean,
  changes: Changes,
): { columns: Changes; draft: Changes | null } {
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (!published) return { columns: given, draft: row.draft };
  const draft: Changes = { ...(row.draft ?? {}) };
  for (const [k, v] of Object.entries(given)) {
    if (JSON.stringify(row[k] ?? null) === JSON.stringify(v ?? null)) delete draft[k];
    else draft[k] = v;
  }
  return { columns: {}, draft: Object.keys(draft).length ? draft : null };
}

/** The working copy the editor shows: the columns with the draft over them. */
export const withDraft = <T extends { draft: Changes | null }>(row: T): T => ({
  ...row,
  ...(row.draft ?? {}),
});

export const isPublishedObligation = (status: number) => status !== OBLIGATION_STATUS.draft;

/** An obligation may be published once it has a type (spec section 5) and is not repealed. */
export function assertCanPublish(working: {
  type: string | null;
  obligation_status: number;
}): void {
  if (working.obligation_status === OBLIGATION_STATUS.repealed)
    throw errors.field('obligation_status', 'obligation_repealed_locked');
  if (!working.type) throw errors.field('type', 'obligation_type_required');
}
