import { z } from 'zod';

/** A position in the change feed, in commit order (see contract/sync.ts). */
export const syncCheckpoint = z.strictObject({ updated_at: z.string(), id: z.string() });

/**
 * GET /sync/{collection}: the changed documents after the checkpoint and the new checkpoint. Each
 * collection's document shape is in contract/sync.ts; here a document is any object with an `id`
 * (a deletion is `{ id, _deleted: true }`).
 */
export const syncAnswer = z.strictObject({
  documents: z.array(z.looseObject({ id: z.string(), _deleted: z.literal(true).optional() })),
  checkpoint: syncCheckpoint.nullable(),
});
