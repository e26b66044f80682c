import { z } from 'zod';

/** A position in the change feed, in commit order (see contract/sync.ts). */
export const syncCheckpoint = z.strictObject({ updated_at: z.string(), id: z.string() });

/**
 * GET /sync/{collection}: the changed documents after the checkpoint and the new checkpoint. Each
 * collection's document shape is in contract/sync.ts (one schema per collection there); here a
 * document is an object keyed by `id`, and a deletion is `{ id, _deleted: true }`.
 */
export const syncAnswer = z.strictObject({
  documents: z.array(
    z
      .record(z.string(), z.unknown())
      .meta({ description: 'A document of the collection, or `{ id, _deleted: true }`' }),
  ),
  checkpoint: syncCheckpoint.nullable(),
  /**
   * Only on a pull from no checkpoint: how many rows of the collection the caller will receive
   * in all, an estimate (a row may end up as a tombstone, a row written meanwhile adds one). Lets
   * the first sync show "120 of 3,400" instead of a spinner; older clients ignore it.
   */
  total: z.number().int().min(0).optional(),
});
