/**
 * Schema migrations of the local collections, so a new schema version keeps the data already
 * stored in the browser (the user may be offline when the new build arrives).
 *
 * How to bump a collection's schema (see README.md): in its descriptor
 * (`contract/collections/<name>.ts`) raise `version`, change the zod schema, and add
 * `migrations[<new version>]`: a function that turns a document of the previous version into one
 * of the new version (`(doc) => ({ ...doc, new_field: null })`), or returns null to drop it.
 * Every version from 1 to the current one needs a strategy: the descriptor refuses to load with a
 * gap, and `getDatabase()` checks again before RxDB would. The replication identifier contains
 * the schema version (src/sync/replication.ts), so the collection is pulled again from the start
 * and the server's new fields arrive; the migrated documents serve the screens until then.
 */
import type { MigrationStrategies } from 'rxdb';

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
      `Collection "${name}" is at schema version ${version} but has no migration strategy for version(s) ${missing.join(', ')} (contract/collections/${name}.ts)`,
    );
  }
  return strategies;
}
