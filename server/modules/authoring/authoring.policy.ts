/**
 * What the provider may author, and how a write meets a draft. Authoring is the provider's
 * `content` module (a provider module: no customer role can hold it, so a customer gets 403 on
 * every authoring call). The provider authors within its tenant (master content or its own
 * company's): a customer company's own content does not exist for these calls (404).
 *
 * Drafts: changes to a row customers already see (published) wait in its `draft` column while
 * the columns keep what customers see; a row not yet published takes them in its columns. Who
 * sees what is the library and obligation policies' rule (library.policy.ts, obligations.policy.ts).
 */
import type { Access } from '../../../contract/modules';
import { OBLIGATION_STATUS } from '../../../contract/enums';
import { errors } from '../../lib/errors';

export const CONTENT_VIEW = { module: 'content', action: 'view' } as const satisfies Access;
export const CONTENT_CREATE = { module: 'content', action: 'create' } as const satisfies Access;
export const CONTENT_UPDATE = { module: 'content', action: 'update' } as const satisfies Access;
export const CONTENT_DELETE = { module: 'content', action: 'delete' } as const satisfies Access;

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
export const withDraft = <T extends { draft: Changes | null }>(row: T): T => ({ ...row, ...(row.draft ?? {}) });

export const isPublishedObligation = (status: number) => status !== OBLIGATION_STATUS.draft;

/** An obligation may be published once it has a type (spec section 5) and is not repealed. */
export function assertCanPublish(working: { type: string | null; obligation_status: number }): void {
  if (working.obligation_status === OBLIGATION_STATUS.repealed) throw errors.field('obligation_status', 'obligation_repealed_locked');
  if (!working.type) throw errors.field('type', 'obligation_type_required');
}
