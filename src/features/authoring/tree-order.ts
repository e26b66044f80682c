/**
 * Pure helpers of the authoring tree: an item moved up, down or dropped on a sibling gives the
 * new order of its place; a row's draft state gives its badge; a row's working copy (the draft
 * over the published columns) gives the titles the editor shows.
 */
import type { AuthoringState } from '../../../contract/api/library';
import { shifted } from '../../lib/list-order';

export { shifted };

/** The order after dropping `dragged` onto `target` (it takes the target's place); null when nothing changes. */
export function dropped(ids: readonly string[], dragged: string, target: string): string[] | null {
  if (dragged === target || !ids.includes(dragged) || !ids.includes(target)) return null;
  return shifted(ids, dragged, ids.indexOf(target) - ids.indexOf(dragged));
}

export type DraftBadge = 'draft' | 'changes' | null;

/** "Draft" for a row never published, "Unpublished changes" for a published row with changes waiting. */
export function draftBadge(state: AuthoringState | undefined): DraftBadge {
  if (!state) return null;
  if (!state.is_published) return 'draft';
  return state.draft && Object.keys(state.draft).length > 0 ? 'changes' : null;
}

/** The row as its editor sees it: the pending changes over the published columns. */
export function working<T extends { authoring?: AuthoringState }>(row: T): T {
  return { ...row, ...(row.authoring?.draft ?? {}) };
}

/** A title in the interface language from a working copy's two columns. */
export const titleIn = (row: { title_en: string; title_id: string }, lang: string) =>
  lang === 'id' ? row.title_id : row.title_en;
