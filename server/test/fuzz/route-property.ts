/**
 * The fuzz property of one route: for requests generated from its schemas, sent by a throwaway
 * provider or customer admin, every answer keeps the rules of answer-checks.ts, a valid request
 * is never refused by validation, and a refused request writes nothing (row counts of every table
 * before and after). Bounded: a few runs per route with a seed derived from the route, so a run is
 * repeatable and a route added later neither needs an edit here nor changes the others' requests.
 */
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { RouteEntry } from '../../lib/route';
import type { Database } from '../../db/client';
import { brokenRule, refusedByValidation, type Answer } from './answer-checks';
import { CALLER_KINDS, type Callers, type CallerKind } from './callers';
import { edgeExamples, hostileRequest, urlOf, validRequest, type FuzzRequest } from './requests';
import { changedTables, rowCountQuery } from './row-counts';
import { multipartBody } from '../multipart';
import { sharedStringsBomb, smuggleEntry } from '../hostile-files';

export interface FuzzContext {
  app: FastifyInstance;
  database: Database;
  callers: Callers;
}

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/**
 * How hard each route is fuzzed. `full` (the default with TEST_DATABASE_URL, CI's PostgreSQL run):
 * 8 valid and 10 random hostile requests and every known killer of edgeExamples. `brief` (the
 * default on PGlite, `npm test`): 2 and 2, and a quarter of the killers (a different quarter per
 * route). Both databases are the same PostgreSQL engine, and CI runs both: the full fuzz costs
 * half as much on PostgreSQL (60 s and 85 s of CPU against 82 s and 127 s on PGlite, alone on
 * this two-core machine), and every route is still fuzzed on both.
 * FUZZ_PROFILE=full|brief chooses; FUZZ_VALID_RUNS / FUZZ_HOSTILE_RUNS override the counts.
 */
export const FUZZ_PROFILE: 'full' | 'brief' =
  process.env.FUZZ_PROFILE === 'brief' || process.env.FUZZ_PROFILE === 'full'
    ? process.env.FUZZ_PROFILE
    : process.env.TEST_DATABASE_URL
      ? 'full'
      : 'brief';
export interface FuzzRuns {
  valid: number;
  hostile: number;
  /** Every how-many-th known killer is sent (1: all of them). */
  edgeEvery: number;
}
/** The full profile, whatever the database (the test of the property itself uses it). */
export const FUZZ_FULL_RUNS: FuzzRuns = { valid: 8, hostile: 10, edgeEvery: 1 };
const BRIEF_RUNS: FuzzRuns = { valid: 2, hostile: 2, edgeEvery: 4 };
const profileRuns = FUZZ_PROFILE === 'brief' ? BRIEF_RUNS : FUZZ_FULL_RUNS;
export const FUZZ_RUNS: FuzzRuns = {
  valid: Number(process.env.FUZZ_VALID_RUNS ?? profileRuns.valid),
  hostile: Number(process.env.FUZZ_HOSTILE_RUNS ?? profileRuns.hostile),
  edgeEvery: profileRuns.edgeEvery,
};

/** A stable seed per route: the base seed mixed with the route's name. */
export function seedOf(route: RouteEntry): number {
  let h = FUZZ_SEED | 0;
  for (const ch of `${route.method} ${route.url}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h;
}

async function send(
  ctx: FuzzContext,
  route: RouteEntry,
  req: FuzzRequest,
  token: string,
): Promise<Answer> {
  const headers: Record<string, string> = { access_token: token };
  if (req.idempotencyKey !== undefined) headers['idempotency-key'] = req.idempotencyKey;
  let payload: string | Buffer | undefined;
  if (req.body && 'form' in req.body) {
    // A multipart upload: its fields beside the file the route declares, or a small text file
    // every general upload route accepts.
    const file = route.schemas.file;
    const sent =
      req.body.file === 'smuggled-zip'
        ? { name: 'fuzz.xlsx', content: await smuggledZip() }
        : file
          ? file.example
          : { name: 'fuzz.txt', content: 'fuzz' };
    const form = multipartBody(req.body.form, { ...sent, field: file?.field ?? 'file' });
    Object.assign(headers, form.headers);
    payload = form.payload;
  } else if (req.body) {
    headers['content-type'] = 'application/json';
    payload = 'raw' in req.body ? req.body.raw : JSON.stringify(req.body.json);
  }
  const res = await ctx.app.inject({
    method: route.method as 'GET',
    url: urlOf(route, req),
    headers,
    payload,
  });
  return {
    status: res.statusCode,
    contentType: String(res.headers['content-type'] ?? ''),
    body: res.body,
  };
}

let smuggled: Promise<Buffer> | undefined;
/** A plain workbook with a smuggled local xl/sharedStrings.xml of 64 MB unpacked, made once. */
function smuggledZip(): Promise<Buffer> {
  smuggled ??= (async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Fuzz').addRow(['Sector code']);
    const bomb = await sharedStringsBomb(64);
    return smuggleEntry(
      Buffer.from(await wb.xlsx.writeBuffer()),
      'xl/sharedStrings.xml',
      bomb.packed,
      bomb.unpacked,
    );
  })();
  return smuggled;
}

const show = (a: Answer) => `${a.status} ${a.body.slice(0, 400)}`;

/** Checks one request; throws with what broke (fast-check reports it with the seed and the request). */
async function check(
  ctx: FuzzContext,
  counts: () => Promise<Record<string, number>>,
  route: RouteEntry,
  req: FuzzRequest,
  caller: CallerKind,
  valid: boolean,
) {
  const token = await ctx.callers.token(caller);
  const before = await counts();
  const answer = await send(ctx, route, req, token);
  const broken = brokenRule(answer, req.lang, !route.schemas.produces);
  if (broken) throw new Error(`${route.method} ${route.url}: ${broken}: ${show(answer)}`);
  // Each request has a fresh live session: a 401 means the fuzz never reached the route.
  if (valid && answer.status === 401)
    throw new Error(`${route.method} ${route.url}: a fresh session was refused: ${show(answer)}`);
  if (valid && refusedByValidation(answer)) {
    throw new Error(
      `${route.method} ${route.url}: a request its schemas accept was refused by validation: ${show(answer)}`,
    );
  }
  if (answer.status >= 400) {
    const changed = changedTables(before, await counts());
    if (Object.keys(changed).length) {
      throw new Error(
        `${route.method} ${route.url}: refused with ${answer.status} but wrote rows ${JSON.stringify(changed)}`,
      );
    }
  }
}

/** Runs the property on one route: valid requests, then hostile ones. Throws on the first broken rule. */
export async function fuzzRoute(
  ctx: FuzzContext,
  route: RouteEntry,
  runs: FuzzRuns = FUZZ_RUNS,
): Promise<void> {
  const counts = await rowCountQuery(ctx.database, ctx.callers.companies);
  const caller = fc.constantFrom(...CALLER_KINDS);
  const seed = seedOf(route);
  await fc.assert(
    fc.asyncProperty(validRequest(route), caller, (req, who) =>
      check(ctx, counts, route, req, who, true),
    ),
    { numRuns: runs.valid, seed },
  );
  await fc.assert(
    fc.asyncProperty(hostileRequest(route), caller, (req, who) =>
      check(ctx, counts, route, req, who, false),
    ),
    // The known killers first (every route, every field), then random hostile requests.
    {
      numRuns: runs.hostile,
      seed: seed + 1,
      examples: edgeExamples(route, seed)
        .map((r, i): [FuzzRequest, CallerKind] => [r, CALLER_KINDS[i % 2]])
        .filter((_, i) => (i + (seed >>> 0)) % runs.edgeEvery === 0),
    },
  );
}
