/**
 * The order of a list after one item moves: what the Move up / Move down buttons send as the new
 * order of a place (the provider's authoring tree, a company's own library).
 */

/** The order after moving `id` by `delta` places; null when it would leave the list. */
export function shifted(ids: readonly string[], id: string, delta: number): string[] | null {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}
