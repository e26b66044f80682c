/**
 * Schema migrations of the local collections, so a new schema version keeps the data already
 * stored in the browser (the user may be offline when the new build arrives).
 *
 * How to bump a collection's schema (see README.md):
 * 1. In contract/sync.ts raise `version` of the schema (0 -> 1) and change its properties.
 * 2. Here, add key `1` to that collection's strategies: a function that turns a version-0
 *    document into a version-1 document (`(doc) => ({ ...doc, new_field: null })`), or returns
 *    null to drop it. Every version from 1 to the current one needs a strategy; `getDatabase()`
 *    refuses to open with a gap, before RxDB would.
 * 3. The replication identifier contains the schema version (src/sync/replication.ts), so the
 *    collection is pulled again from the start and the server's new fields arrive; the migrated
 *    documents serve the screens until then.
 */
import type { MigrationStrategies } from 'rxdb';
import type { SyncCollection } from '../../contract/sync';

export const MIGRATIONS: Record<SyncCollection, MigrationStrategies> = {
  sectors: {},
  topics: {},
  obligations: {},
  regulations: {},
  bookmarks: {},
};

/** The strategies of a collection at `version`, checked for completeness (1..version). */
export function migrationStrategiesFor(
  name: string,
  version: number,
  strategies: MigrationStrategies,
): MigrationStrategies {
  const missing: number[] = [];
  for (let v = 1; v <= version; v++) if (typeof strategies[v] !== 'function') missing.push(v);
  if (missing.length > 0) {
    throw new Error(
      `Collection "${name}" is at schema version ${version} but has no migration strategy for version(s) ${missing.join(', ')} (src/db/migrations.ts)`,
    );
  }
  return strategies;
}
