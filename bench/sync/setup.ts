/**
 * The benchmark database: bench/api/setup.ts (create, migrate, seed at scale 50 when empty), then
 * one check of our own. A database seeded before the seed fed the change feed
 * (server/db/seed/change-feed.ts) holds the library but no feed entries for it, so a client's
 * first pull would receive nothing; such a database gets the seed's own feedSeededRows() once,
 * which is what a fresh seed writes. Nothing else is changed.
 */
import { feedSeededRows } from '../../server/db/seed/change-feed';
import { prepareDatabase, SEED_SCALE } from '../api/setup';
import { log } from './api';

export async function setupDatabase(url: string): Promise<void> {
  const prepared = await prepareDatabase(url, log);
  const { database } = prepared;
  try {
    log(
      `${prepared.seedMs === null ? 'seed: skipped (already seeded)' : `seed: scale ${SEED_SCALE} took ${(prepared.seedMs / 1000).toFixed(1)} s`}; obligations=${prepared.obligations} regulations=${prepared.regulations}`,
    );
    const [fed] = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM change_feed WHERE collection = 'obligations'`,
    );
    if (fed.n === 0 && prepared.obligations > 0) {
      log(
        'change feed holds no library rows (seeded by an older seed): feeding the seeded rows once',
      );
      await database.db.transaction((tx) => feedSeededRows(tx));
    }
  } finally {
    await database.close();
  }
}
