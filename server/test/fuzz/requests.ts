/**
 * Requests for one route of the route table, built from its own schemas: valid ones (every part
 * accepted by its schema) and hostile ones (wrong types, nulls, missing and unknown fields, huge
 * strings, deep nesting, `__proto__` keys, unicode edge cases, out-of-range page and limit, bad
 * path ids). A request is plain data so fast-check can print and shrink it.
 */
import fc, { type Arbitrary } from 'fast-check';
import type { z } from 'zod';
import type { RouteEntry } from '../../lib/route';
import { validValue } from './zod-arbitrary';

export interface FuzzRequest {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  /**
   * A value sent as JSON, raw text (JSON the serializer cannot write: lone surrogates, `__proto__`),
   * or a multipart upload's text fields (sent beside a small text file, see FUZZ_FILE).
   */
  body?: { json: unknown } | { raw: string } | { form: Record<string, string>; file?: HostileFile };
  lang: 'en' | 'id';
  /** The `Idempotency-Key` header of a mutating call, when sent. */
  idempotencyKey?: string;
}

/** A hostile file sent instead of the route's example: a workbook with a local entry its zip directory does not list. */
export type HostileFile = 'smuggled-zip';

/** The parameter names of a route's URL, e.g. `id` in `/obligation/:id`. */
export const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);

export function urlOf(route: RouteEntry, req: FuzzRequest): string {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => req.params[name] ?? '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(req.query)) {
    for (const v of [value].flat()) search.append(key, v);
  }
  search.set('lang', req.lang);
  return `/api${path}?${search.toString()}`;
}

const lang = fc.constantFrom<'en' | 'id'>('en', 'id');

/** Strings that have broken servers: every one of them is valid UTF-16 JSON text except where noted. */
export const EDGE_STRINGS = [
  'a\u0000b', // NUL: PostgreSQL refuses 0x00 in text
  '\u0000',
  '\u202eevil\u202c', // right-to-left override
  '\u200f\u200e', // RTL and LTR marks
  '👩‍👩‍👧‍👦🏳️‍🌈', // emoji sequences (ZWJ)
  'e\u0301\u0327\u0308\u0336', // stacked combining marks
  '\ufeffbom', // byte order mark
  '\uffff\ufffe', // non-characters
  '   ', // blank
  "'; DROP TABLE users; --",
  '%00%E0%A4%A',
  '\\u0000',
  '../../etc/passwd',
];
/** JSON string literals JSON.stringify cannot produce: lone surrogates. */
const RAW_JSON_STRINGS = ['"\\ud800"', '"a\\udfffb"', '"\\udbff\\udbff"'];

const hostileText = fc.oneof(
  fc.constantFrom(...EDGE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)), // huge
);
const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** Values of the wrong kind for most fields. */
const wrongValue: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, [], {}, [null], { $gt: '' }, ['a', 'b']),
  hostileText,
);

/** Out-of-range and malformed values for `page`, `limit`, `offset` and other numbers in a query. */
const badNumbers = fc.constantFrom(
  '0',
  '-1',
  '1.5',
  '1e400',
  'NaN',
  'Infinity',
  '~',
  '',
  ' ',
  'abc',
  '0x10',
  '99999999999999999999',
  '9007199254740993',
  '9223372036854775808',
  '1e20',
  '%00',
  '\u0000',
);

/** Path ids no row has: malformed, over-long, encoded oddly. */
const badPathId = fc.oneof(
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '%00',
    '..',
    '%2e%2e',
    'null',
    'undefined',
    '0',
    '-1',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'a'.repeat(101),
    '%C0%AF',
    encodeURIComponent('👩‍👩‍👧'),
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 120 }).map(encodeURIComponent),
  fc.uuid().map((u) => u.toUpperCase()),
);

function keysOf(schema: z.ZodType | undefined): string[] {
  const def = (
    schema as unknown as
      | { _zod?: { def: { type: string; shape?: object; innerType?: z.ZodType; in?: z.ZodType } } }
      | undefined
  )?._zod?.def;
  if (!def) return [];
  if (def.shape) return Object.keys(def.shape);
  if (def.innerType) return keysOf(def.innerType);
  if (def.in) return keysOf(def.in);
  return [];
}

const asQuery = (value: unknown): Record<string, string | string[]> =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
  );

/** Requests every schema of the route accepts. */
export function validRequest(route: RouteEntry): Arbitrary<FuzzRequest> {
  const { params, query, body, form, either } = route.schemas;
  const names = paramNames(route.url);
  const paramArb = params
    ? validValue(params, { query: true }).map((v) => v as Record<string, string>)
    : fc.constant({} as Record<string, string>);
  return fc
    .record({
      // Any string the params schema accepts, or a well-formed id that matches nothing.
      params: fc
        .oneof(
          paramArb,
          fc.uuid().map((u) => Object.fromEntries(names.map((n) => [n, u]))),
        )
        .map((p) =>
          Object.fromEntries(names.map((n) => [n, encodeURIComponent(String(p[n] ?? ''))])),
        ),
      query: query ? validValue(query, { query: true }).map(asQuery) : fc.constant({}),
      // A body-or-query call gets every field in its body: a valid request names them somewhere.
      body: either
        ? validValue(either).map((json) => ({ json }))
        : body
          ? validValue(body).map((json) => ({ json }))
          : form
            ? validValue(form).map((v) => ({ form: asQuery(v) as Record<string, string> }))
            : fc.constant(undefined),
      lang,
      idempotencyKey:
        route.method === 'GET'
          ? fc.constant(undefined)
          : fc.option(fc.uuid({ version: 4 }), { nil: undefined }),
    })
    .filter((r) => Object.values(r.params).every((p) => p.length > 0));
}

/** A body that no sane client sends: raw text, built around the schema's field names. */
function hostileBody(keys: string[]): Arbitrary<{ json: unknown } | { raw: string }> {
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant('field');
  const base = (value: unknown) => (k: string) => ({
    json: { ...Object.fromEntries(keys.map((x) => [x, 'x'])), [k]: value },
  });
  return fc.oneof(
    // one field of the wrong kind, null or hostile text
    fc.tuple(key, wrongValue).map(([k, v]) => base(v)(k)),
    // a required field missing
    key.map((k) => ({
      json: Object.fromEntries(keys.filter((x) => x !== k).map((x) => [x, 'x'])),
    })),
    // unknown fields, a prototype-pollution attempt
    fc.constantFrom(
      {
        raw: JSON.stringify(Object.fromEntries(keys.map((x) => [x, 'x']))).replace(
          /^\{/,
          '{"__proto__":{"is_admin":true},',
        ),
      },
      { raw: '{"constructor":{"prototype":{"is_admin":true}}}' },
      {
        json: {
          ...Object.fromEntries(keys.map((x) => [x, 'x'])),
          unknown_field: 'x',
          company_uuid: '00000000-0000-4000-8000-000000000000',
        },
      },
    ),
    // the whole body of the wrong kind
    fc.constantFrom(
      { json: null },
      { json: [] },
      { json: 'text' },
      { json: 42 },
      { raw: '' },
      { raw: '{' },
      { raw: 'null' },
    ),
    // deep nesting in a field, and as the whole body
    fc
      .tuple(key, fc.integer({ min: 100, max: 100_000 }))
      .map(([k, d]) => ({ raw: `{"${k}":${deep(d)}}` })),
    fc.integer({ min: 100, max: 100_000 }).map((d) => ({ raw: deep(d) })),
    // lone surrogates, which only raw JSON can carry
    fc.tuple(key, fc.constantFrom(...RAW_JSON_STRINGS)).map(([k, s]) => ({ raw: `{"${k}":${s}}` })),
  );
}

/** Requests that break at least one rule somewhere: query, body or path. */
export function hostileRequest(route: RouteEntry): Arbitrary<FuzzRequest> {
  const names = paramNames(route.url);
  const queryKeys = [...new Set([...keysOf(route.schemas.query), 'page', 'limit'])];
  const bodyKeys = keysOf(route.schemas.body);
  const valid = validRequest(route);
  const query = fc.oneof(
    fc.tuple(fc.constantFrom(...queryKeys), badNumbers).map(([k, v]) => ({ [k]: v })),
    fc.tuple(fc.constantFrom(...queryKeys), hostileText).map(([k, v]) => ({ [k]: v })),
    fc
      .tuple(fc.constantFrom(...queryKeys), fc.array(badNumbers, { minLength: 2, maxLength: 3 }))
      .map(([k, v]) => ({ [k]: v })),
    // own keys that name the prototype (JSON.parse makes them own properties, as a query parser would)
    fc.constantFrom(
      JSON.parse('{"__proto__":"x"}') as Record<string, string>,
      { constructor: 'x' },
      { 'a\u0000': 'b' },
    ),
  );
  return fc.oneof(
    fc.tuple(valid, query).map(([r, q]) => ({ ...r, query: { ...r.query, ...q } })),
    ...(route.schemas.body || route.method !== 'GET'
      ? [fc.tuple(valid, hostileBody(bodyKeys)).map(([r, body]) => ({ ...r, body }))]
      : []),
    ...(route.method !== 'GET'
      ? [
          fc
            .tuple(
              valid,
              fc.constantFrom(
                'not-a-uuid',
                '',
                ' ',
                'x'.repeat(1000),
                '00000000-0000-0000-0000-000000000000',
              ),
            )
            .map(([r, idempotencyKey]) => ({ ...r, idempotencyKey })),
        ]
      : []),
    ...(names.length
      ? [
          fc
            .tuple(valid, badPathId)
            .map(([r, id]) => ({ ...r, params: Object.fromEntries(names.map((n) => [n, id])) })),
        ]
      : []),
  );
}

/**
 * Hostile requests that run on every route before the random ones (fast-check `examples`): the
 * cases that broke this API once, one field at a time so no other field's refusal masks them.
 * Each query key (and page, limit) gets a NUL and a number beyond every range, page and limit `~`; the filters
 * together a number beyond every range (a sync checkpoint's two halves only mean something
 * together); all keys at once RTL marks, emoji and combining marks; each body field a NUL; all
 * body fields those marks, then a huge string; the body a `__proto__` key and deep nesting; each
 * body field a lone surrogate; an upload a workbook smuggling a zip entry (issue 23); each
 * path parameter an undecodable, an over-long and a NUL id.
 */
export function edgeExamples(route: RouteEntry, seed: number): FuzzRequest[] {
  const [base] = fc.sample(validRequest(route), { numRuns: 1, seed });
  const out: FuzzRequest[] = [];
  const add = (change: Partial<FuzzRequest>) =>
    out.push({ ...base, ...change, lang: out.length % 2 ? 'id' : 'en' });
  const marks = '\u202e👩‍👩‍👧e\u0301\u200f';
  const queryKeys = [...new Set([...keysOf(route.schemas.query), 'page', 'limit'])];
  for (const key of queryKeys) {
    for (const value of ['a\u0000b', '99999999999999999999'])
      add({ query: { ...base.query, [key]: value } });
  }
  for (const key of ['page', 'limit']) add({ query: { ...base.query, [key]: '~' } });
  const filters = queryKeys.filter((k) => !['page', 'limit', 'offset'].includes(k));
  if (filters.length > 1)
    add({
      query: {
        ...base.query,
        ...Object.fromEntries(filters.map((k) => [k, '99999999999999999999'])),
      },
    });
  add({ query: Object.fromEntries(queryKeys.map((k) => [k, marks])) });
  if (route.schemas.body) {
    const bodyKeys = keysOf(route.schemas.body);
    const json =
      base.body && 'json' in base.body ? (base.body.json as Record<string, unknown>) : {};
    for (const key of bodyKeys) add({ body: { json: { ...json, [key]: 'a\u0000b' } } });
    add({ body: { json: Object.fromEntries(bodyKeys.map((k) => [k, marks])) } });
    add({ body: { json: Object.fromEntries(bodyKeys.map((k) => [k, 'x'.repeat(100_000)])) } });
    add({
      body: {
        raw: JSON.stringify({ ...json, is_admin: true }).replace(
          '"is_admin":true',
          '"__proto__":{"is_admin":true}',
        ),
      },
    });
    add({ body: { raw: `{"${bodyKeys[0] ?? 'field'}":${deep(50_000)}}` } });
    // each body field a lone surrogate (only raw JSON carries one), the others valid
    for (const key of bodyKeys)
      add({
        body: {
          raw: JSON.stringify({ ...json, [key]: '\u0001lone' }).replace(
            '"\\u0001lone"',
            '"a\\ud800b"',
          ),
        },
      });
  }
  if (route.schemas.form) {
    const fields = base.body && 'form' in base.body ? base.body.form : {};
    for (const key of keysOf(route.schemas.form))
      add({ body: { form: { ...fields, [key]: 'a\u0000b' } } });
    add({ body: { form: Object.fromEntries(keysOf(route.schemas.form).map((k) => [k, marks])) } });
    add({ body: { form: fields, file: 'smuggled-zip' } });
  }
  for (const name of paramNames(route.url)) {
    for (const id of ['%E0%A4%A', 'a'.repeat(101), '%00'])
      add({ params: { ...base.params, [name]: id } });
  }
  return out;
}
