/**
 * A synced collection, described once: its name, the module whose view right it needs, the zod
 * schema of its documents (the document type and the RxDB JSON schema are derived from it), the
 * fields RxDB requires, its indexes, its schema version and the migrations to that version.
 * The server's loader (`server/modules/<area>/<name>.sync.ts`), the client's local database and
 * replication, and the module gating of `GET /sync/{collection}` all read this one object.
 *
 * Changing a schema: raise `version` and add `migrations[version]` (old document -> new, or null
 * to drop it); the replication identifier contains the version, so the collection is pulled again.
 */
import type { z } from 'zod';
import type { ModuleCode } from '../modules';
import { toRxJsonSchema } from './rxdb-schema';

/** A local-database migration step: a document of the previous version -> this version's (null drops it). */
export type MigrationStrategy = (oldDoc: any) => any;

export interface CollectionSpec<N extends string, S extends z.ZodObject> {
  name: N;
  module: ModuleCode;
  schema: S;
  /** RxDB's `required`, in order (the primary key `id` and every indexed field among them). */
  required: readonly (keyof z.infer<S> & string)[];
  indexes: readonly ((keyof z.infer<S> & string) | readonly (keyof z.infer<S> & string)[])[];
  version: number;
  /** One strategy per version from 1 to `version`. */
  migrations: Record<number, MigrationStrategy>;
}

export function defineCollection<N extends string, S extends z.ZodObject>(
  spec: CollectionSpec<N, S>,
) {
  const missing: number[] = [];
  for (let v = 1; v <= spec.version; v++)
    if (typeof spec.migrations[v] !== 'function') missing.push(v);
  if (missing.length > 0) {
    throw new Error(
      `Synced collection "${spec.name}" is at schema version ${spec.version} but has no migration for version(s) ${missing.join(', ')}`,
    );
  }
  // Derived on first use, not at import: the client's database opens its collections one task at
  // a time (src/db/database.ts), and deriving all of them at import made one long task of a start.
  let jsonSchema: ReturnType<typeof toRxJsonSchema> | undefined;
  return {
    ...spec,
    get jsonSchema() {
      jsonSchema ??= toRxJsonSchema({ ...spec, primaryKey: 'id', shape: spec.schema }, spec.name);
      return jsonSchema;
    },
  } as const;
}

export type CollectionDescriptor<
  N extends string = string,
  S extends z.ZodObject = z.ZodObject,
> = ReturnType<typeof defineCollection<N, S>>;
/** The document type of a descriptor. */
export type DocOf<D> = D extends { schema: infer S extends z.ZodObject } ? z.infer<S> : never;
