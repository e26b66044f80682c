/**
 * Derives an RxDB JSON schema from a collection's zod schema, enforcing the rules RxDB applies
 * only at run time (and the free build reports as opaque error codes): the primary key is a string
 * with `maxLength`; every indexed field is `required`; indexed strings have `maxLength`; indexed
 * numbers have `minimum`, `maximum` and `multipleOf`. A descriptor that breaks one fails here, when
 * the module loads, in every test and build, not in a user's browser.
 *
 * What it writes, kept equal to the schemas the clients already hold (a different schema at the
 * same version makes RxDB refuse to open the stored collection):
 * - `z.string()` -> `{ type: 'string' }` (+ `maxLength` from `.max(n)`);
 * - an enum -> `{ type: 'string', maxLength }` (the values are checked by the server, not stored
 *   in the local schema: adding a value later must not force a schema version);
 * - `.nullable()` on a string -> `{ type: ['string', 'null'] }`;
 * - an integer -> `{ type: 'integer', minimum, maximum, multipleOf: 1 }`; a boolean -> boolean;
 * - an array -> `{ type: 'array', items }` with nested objects as `{ type: 'object' }` (RxDB
 *   indexes and queries top-level fields only; nested shapes are the zod schema's business).
 */
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

export interface RxSchemaInput {
  version: number;
  primaryKey: string;
  shape: z.ZodObject;
  required: readonly string[];
  indexes: readonly (string | readonly string[])[];
}

/** The RxDB JSON schema of a collection (throws on a rule RxDB would refuse). */
export function toRxJsonSchema(input: RxSchemaInput, name: string) {
  const properties: Record<string, JsonSchema> = {};
  for (const [key, field] of Object.entries(input.shape.shape)) {
    properties[key] = fieldSchema(field as z.ZodType, `${name}.${key}`);
  }
  const fail = (why: string) => {
    throw new Error(`Synced collection "${name}": ${why}`);
  };
  const pk = properties[input.primaryKey];
  if (!pk || pk.type !== 'string' || typeof pk.maxLength !== 'number') {
    fail(`primary key "${input.primaryKey}" must be a string with a maximum length`);
  }
  for (const key of input.required)
    if (!properties[key]) fail(`required field "${key}" is not in the schema`);
  if (!input.required.includes(input.primaryKey))
    fail(`primary key "${input.primaryKey}" must be required`);
  for (const key of input.indexes.flatMap((i) => (typeof i === 'string' ? [i] : [...i]))) {
    const p = properties[key];
    if (!p) fail(`indexed field "${key}" is not in the schema`);
    if (!input.required.includes(key)) fail(`indexed field "${key}" must be required`);
    if (p.type === 'string' && typeof p.maxLength !== 'number')
      fail(`indexed string "${key}" needs a maximum length`);
    if (p.type === 'integer' || p.type === 'number') {
      if (p.minimum === undefined || p.maximum === undefined || p.multipleOf === undefined) {
        fail(`indexed number "${key}" needs minimum, maximum and multipleOf`);
      }
    }
    if (
      p.type !== 'string' &&
      p.type !== 'integer' &&
      p.type !== 'number' &&
      p.type !== 'boolean'
    ) {
      fail(`indexed field "${key}" must be a non-null string, number or boolean`);
    }
  }
  return {
    version: input.version,
    primaryKey: input.primaryKey,
    type: 'object' as const,
    properties,
    required: [...input.required],
    indexes: input.indexes.map((i) => (typeof i === 'string' ? i : [...i])),
  };
}

function fieldSchema(field: z.ZodType, where: string): JsonSchema {
  const def = field._zod.def;
  switch (def.type) {
    case 'nullable': {
      const inner = fieldSchema((def as unknown as { innerType: z.ZodType }).innerType, where);
      if (typeof inner.type !== 'string')
        throw new Error(`${where}: only a plain type can be nullable`);
      // Nullable fields carry no length or range: they can never be indexed.
      return { type: [inner.type, 'null'] };
    }
    case 'string':
      return withMax({ type: 'string' }, field);
    case 'enum':
      return withMax({ type: 'string' }, field);
    case 'number': {
      const js = leaf(field) as { type?: string; minimum?: number; maximum?: number };
      if (js.type !== 'integer') return { type: 'number' };
      // zod's int() alone carries the safe-integer range: only an explicit min/max is a range.
      const min =
        js.minimum !== undefined && js.minimum > Number.MIN_SAFE_INTEGER ? js.minimum : undefined;
      const max =
        js.maximum !== undefined && js.maximum < Number.MAX_SAFE_INTEGER ? js.maximum : undefined;
      return {
        type: 'integer',
        ...(min !== undefined && { minimum: min }),
        ...(max !== undefined && { maximum: max }),
        multipleOf: 1,
      };
    }
    case 'boolean':
      return { type: 'boolean' };
    case 'array': {
      const element = (def as unknown as { element: z.ZodType }).element;
      return {
        type: 'array',
        items:
          element._zod.def.type === 'object' ? { type: 'object' } : fieldSchema(element, where),
      };
    }
    case 'object':
      return { type: 'object' };
    default:
      throw new Error(`${where}: zod type "${def.type}" has no RxDB schema here`);
  }
}

/** `maxLength` from `.max(n)` or, for enums, from `.meta({ maxLength })`. */
function withMax(out: JsonSchema, field: z.ZodType): JsonSchema {
  const { maxLength } = leaf(field) as { maxLength?: number };
  return maxLength === undefined ? out : { ...out, maxLength };
}

/** zod's own JSON Schema of a leaf field: where its length and range checks are read. */
const leaf = (field: z.ZodType) => z.toJSONSchema(field) as JsonSchema;
