/**
 * A small zod -> fast-check converter: values a route's own schema accepts, for the fuzz test.
 *
 * It reads each schema's definition (`_zod.def`): objects (optional and defaulted keys may be left
 * out, strict objects get no extra key), strings with length bounds, e-mail, UUID and regex formats,
 * enums, literals, numbers with bounds and integer format, booleans, arrays, optional, nullable,
 * default, unions and pipes. Refinements and transforms cannot be inverted: the caller keeps a
 * generated value only if the whole schema accepts it (`validValue`), so a value here is a value
 * the schema agrees is valid. Text never holds a NUL (refused for every route, see
 * server/lib/validate.ts) and in `query` mode every leaf is something a query string can carry.
 */
import fc, { type Arbitrary } from 'fast-check';
import type { z } from 'zod';

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

export interface ArbitraryOptions {
  /** Leaves travel in a query string: no nulls, no nested objects. */
  query?: boolean;
}

/** Text of every kind (ASCII, any code point, whole graphemes with emoji and combining marks), never NUL. */
function text(minLength: number, maxLength: number): Arbitrary<string> {
  const cap = Math.min(maxLength, 60);
  const units = (['grapheme-ascii', 'binary', 'grapheme'] as const).map((unit) =>
    fc.string({ unit, minLength: Math.min(minLength, cap), maxLength: cap }),
  );
  const atMost = fc.oneof(...units).map((s) => s.replaceAll('\0', ''));
  // The boundary itself, where off-by-one limits live.
  const boundary = fc.constantFrom(
    'x'.repeat(maxLength === Infinity ? 1000 : maxLength),
    'x'.repeat(Math.max(minLength, 1)),
  );
  return fc
    .oneof({ arbitrary: atMost, weight: 5 }, { arbitrary: boundary, weight: 1 })
    .filter((s) => s.length <= maxLength && s.trim().length >= minLength);
}

/** Shapes refined strings usually ask for: an e-mail, a date, a date-time. */
const wellKnownShapes: Arbitrary<string>[] = [
  fc.emailAddress(),
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString()),
];

function stringArbitrary(def: Def): Arbitrary<string> {
  let min = 0;
  let max = Infinity;
  const formats: CheckDef[] = [];
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum ?? 0);
    if (check.check === 'max_length') max = Math.min(max, check.maximum ?? Infinity);
    if (check.check === 'length_equals') min = max = check.value as number;
    if (check.check === 'string_format') formats.push(check);
  }
  // z.uuid(), z.email() carry their format on the schema itself.
  if (typeof def.format === 'string')
    formats.push({ check: 'string_format', format: def.format, pattern: def.pattern as RegExp });
  const format = formats[0];
  if (!format) {
    // A refinement (`.refine`) cannot be read, and random text almost never passes one that asks
    // for an e-mail or a date: offer those shapes too, so `validValue`'s filter does not spin.
    const refined = checksOf(def).some((c) => c.check === 'custom');
    return refined
      ? fc.oneof(
          text(min, max),
          ...wellKnownShapes.map((a) => a.filter((s) => s.length >= min && s.length <= max)),
        )
      : text(min, max);
  }
  if (format.format === 'email')
    return fc
      .emailAddress()
      .filter((s) => s.length >= min && s.length <= max && format.pattern!.test(s));
  if (format.format === 'uuid' || format.format === 'guid') return fc.uuid({ version: 4 });
  // fast-check matches case-sensitively only: the pattern without `i` yields a subset of its matches.
  if (format.pattern)
    return fc
      .stringMatching(new RegExp(format.pattern.source, format.pattern.flags.replace('i', '')))
      .filter((s) => s.length >= min && s.length <= max && !s.includes('\0'));
  return text(min, max);
}

function numberArbitrary(def: Def, opts: ArbitraryOptions): Arbitrary<number | string> {
  let min = -Number.MAX_SAFE_INTEGER;
  let max = Number.MAX_SAFE_INTEGER;
  let integer = false;
  for (const check of checksOf(def)) {
    const value = Number(check.value);
    if (check.check === 'greater_than')
      min = Math.max(min, check.inclusive ? value : value + (integer ? 1 : Number.EPSILON));
    if (check.check === 'less_than')
      max = Math.min(max, check.inclusive ? value : value - (integer ? 1 : Number.EPSILON));
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) integer = true;
  }
  const numbers: Arbitrary<number> = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // Bounds themselves, as often as anything else.
  const withBounds = fc.oneof(
    numbers,
    fc.constantFrom(integer ? Math.ceil(min) : min, integer ? Math.floor(max) : max),
  );
  return opts.query ? withBounds.map(String) : withBounds;
}

function objectArbitrary(def: Def, opts: ArbitraryOptions): Arbitrary<Record<string, unknown>> {
  const shape = def.shape as Record<string, z.ZodType>;
  const model: Record<string, Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, schema] of Object.entries(shape)) {
    model[key] = arbitraryOf(schema, opts);
    const inner = defOf(schema).type;
    if (inner !== 'optional' && inner !== 'default') requiredKeys.push(key);
  }
  return fc.record(model, { requiredKeys }) as Arbitrary<Record<string, unknown>>;
}

/** An arbitrary of values shaped like the schema's input (see `validValue` for the guarantee). */
export function arbitraryOf(schema: z.ZodType, opts: ArbitraryOptions = {}): Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return objectArbitrary(def, opts);
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def, opts);
    case 'boolean':
      return opts.query ? fc.constantFrom('true', 'false') : fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
      return fc.option(arbitraryOf(def.innerType as z.ZodType, opts), { nil: undefined });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return arbitraryOf(def.innerType as z.ZodType, opts);
    case 'nullable':
      return opts.query
        ? arbitraryOf(def.innerType as z.ZodType, opts)
        : fc.option(arbitraryOf(def.innerType as z.ZodType, opts), { nil: null });
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => arbitraryOf(o, opts)));
    case 'array': {
      const element = arbitraryOf(def.element as z.ZodType, opts);
      const checks = checksOf(def);
      const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const maxLength = Math.min(
        checks.find((c) => c.check === 'max_length')?.maximum ?? 5,
        minLength + 5,
      );
      return fc.array(element, { minLength, maxLength });
    }
    case 'pipe':
      // A transform cannot be inverted: its input side, or a value of its output side (which
      // suits normalisations such as upper-casing). `validValue` keeps the ones that pass.
      return fc.oneof(
        arbitraryOf(def.in as z.ZodType, opts),
        arbitraryOf(def.out as z.ZodType, opts),
      );
    case 'transform':
      return opts.query ? fc.string() : fc.jsonValue();
    case 'never':
      return fc.constant(undefined);
    default:
      // any, unknown, custom and the rest: anything JSON (or text in a query).
      return opts.query ? fc.string().map((s) => s.replaceAll('\0', '')) : fc.jsonValue();
  }
}

/** Values the schema accepts: generated from it, then kept only if the schema agrees. */
export function validValue(schema: z.ZodType, opts: ArbitraryOptions = {}): Arbitrary<unknown> {
  return arbitraryOf(schema, opts).filter((v) => schema.safeParse(v).success);
}
