/**
 * Lighthouse performance of the login page and of the library screen (mobile preset: Moto G
 * class device, simulated slow 4G), each beside the goal of 90. Runs the built server
 * (`npm run build` first) on a fresh demo database, in Chromium at CHROME_PATH:
 *   npm run lighthouse            (LIGHTHOUSE_PORT, default 3701; socket on LIGHTHOUSE_SOCKET_PORT)
 *
 * The machine is shared and Lighthouse's simulation reads the observed trace, so one run says
 * little: it measures LIGHTHOUSE_RUNS times (default 3), each in a fresh browser profile, and
 * prints every run, the median and the machine's load. Each run: /login as a first visit
 * (signed out, nothing cached), then a real sign-in, then /library signed in (the profile keeps
 * the token, the service worker's precache and the synced database: a return visit); other
 * signed-in screens with LIGHTHOUSE_SIGNED_IN=/library,/,/compliance,/dashboard.
 * LIGHTHOUSE_PROFILE=1 adds V8's sampling profiler to the trace (the scores then run slower).
 * Beside the score: FCP, LCP, TBT, CLS, Speed Index, and the unused and render-blocking bytes
 * Lighthouse names. LIGHTHOUSE_REPORTS=<dir> keeps each run's full JSON report and its trace there.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { startChildServer } from './child-server';

const GOAL = 90;
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3701);
const SOCKET_PORT = Number(process.env.LIGHTHOUSE_SOCKET_PORT ?? 15701);
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9371);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
/** The signed-in screens measured, each a return visit: LIGHTHOUSE_SIGNED_IN=/library,/,/compliance. */
const SIGNED_IN = (process.env.LIGHTHOUSE_SIGNED_IN ?? '/library').split(',').filter(Boolean);
const base = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'regcomply-lighthouse-'));

interface Scores {
  performance: number;
  bestPractices: number;
  /** Milliseconds, except cls (unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Bytes Lighthouse says are downloaded but unused (JS), and the render-blocking resources. */
  unusedJsBytes: number;
  renderBlocking: string[];
  /** Why the back/forward cache refused the page (Lighthouse's bf-cache audit), if it did. */
  bfcacheBlockers: string[];
}

type Audits = Record<string, { numericValue?: number; details?: unknown } | undefined>;

function items(audits: Audits, id: string): Record<string, unknown>[] {
  const details = audits[id]?.details;
  return details && typeof details === 'object' && 'items' in details
    ? (details.items as Record<string, unknown>[])
    : [];
}

async function measureOnce(path: string, label: string): Promise<Scores> {
  const result = await lighthouse(`${base}${path}`, {
    port: DEBUG_PORT,
    onlyCategories: ['performance', 'best-practices'],
    logLevel: 'error',
    disableStorageReset: true,
    // LIGHTHOUSE_PROFILE=1: JS samples in the kept trace, to name what each long task ran.
    ...(process.env.LIGHTHOUSE_PROFILE
      ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
      : {}),
  });
  const lhr = result?.lhr;
  const performance = lhr?.categories.performance?.score;
  const bestPractices = lhr?.categories['best-practices']?.score;
  if (!lhr || performance == null || bestPractices == null) {
    throw new Error(`no score for ${path}: ${lhr?.runtimeError?.message ?? 'unknown'}`);
  }
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${label}.json`), JSON.stringify(lhr, null, 1));
    // The observed trace behind the simulation: what each long task ran (read it with a
    // sourcemap build, BUILD_SOURCEMAP=true, to name the functions).
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) writeFileSync(join(REPORTS, `${label}.trace.json`), JSON.stringify(trace));
  }
  const audits = lhr.audits as Audits;
  const num = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round(performance * 100),
    bestPractices: Math.round(bestPractices * 100),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    si: num('speed-index'),
    unusedJsBytes: items(audits, 'unused-javascript').reduce(
      (n, i) => n + Number(i.wastedBytes ?? 0),
      0,
    ),
    renderBlocking: items(audits, 'render-blocking-insight')
      .concat(items(audits, 'render-blocking-resources'))
      .map((i) => String(i.url ?? '').replace(base, ''))
      .filter(Boolean),
    bfcacheBlockers: items(audits, 'bf-cache')
      .map((i) => String(i.reason ?? ''))
      .filter(Boolean),
  };
}

/** Lighthouse now and then loses the trace (NO_NAVSTART) on a busy machine: one more try. */
async function measure(path: string, label: string): Promise<Scores> {
  try {
    return await measureOnce(path, label);
  } catch (error) {
    console.warn(`${label}: ${error instanceof Error ? error.message : String(error)}; again`);
    return measureOnce(path, `${label}-retry`);
  }
}

async function signIn(browser: Awaited<ReturnType<typeof chromium.launchPersistentContext>>) {
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.getByTestId('login-email').fill('admin@sejahtera.test');
  await page.getByTestId('login-password').fill('Demo#2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(`${base}/library`);
  // The return visit is measured with the synced database: wait until the first sync has ended
  // (its position saved), not only until the network is quiet, or the measured visit resumes an
  // interrupted first sync and pulls most of the data again.
  await page
    .getByTestId('sync-status')
    .and(page.locator('[data-state="success"]'))
    .waitFor({ timeout: 180_000 });
  await page.waitForLoadState('networkidle');
  await page.close();
}

async function oneRun(run: number): Promise<{ login: Scores; signedIn: Scores[]; load: string }> {
  const profileDir = mkdtempSync(join(tmpdir(), 'regcomply-lighthouse-profile-'));
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${DEBUG_PORT}`],
    // Playwright turns the back/forward cache off; Lighthouse's bf-cache audit needs it on.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    // First visit, signed out: nothing cached yet.
    const login = await measure('/login', `login-${run}`);
    await signIn(browser);
    const signedIn: Scores[] = [];
    for (const path of SIGNED_IN) {
      const name = path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-');
      signedIn.push(await measure(path, `${name}-${run}`));
    }
    return { login, signedIn, load };
  } finally {
    await browser.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const ms = (v: number) => `${Math.round(v)} ms`;

function detail(s: Scores): string {
  return (
    `FCP ${ms(s.fcp)}, LCP ${ms(s.lcp)}, TBT ${ms(s.tbt)}, CLS ${s.cls.toFixed(3)}, SI ${ms(s.si)}; ` +
    `unused JS ${(s.unusedJsBytes / 1024).toFixed(0)} KB; render-blocking ${s.renderBlocking.length ? s.renderBlocking.join(', ') : 'none'}; ` +
    `best practices ${s.bestPractices}; back/forward cache ${s.bfcacheBlockers.length ? `blocked: ${s.bfcacheBlockers.join('; ')}` : 'allowed'}`
  );
}

const server = await startChildServer({
  args: ['dist/server/server.js'],
  base,
  readyWithinMs: 120_000,
  env: {
    PORT: String(PORT),
    SOCKET_PORT: String(SOCKET_PORT),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    JWT_SECRET: 'lighthouse-secret-not-for-production-0123456789',
    LOG_LEVEL: 'warn',
  },
});
try {
  const runs: Awaited<ReturnType<typeof oneRun>>[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const r = await oneRun(run);
    runs.push(r);
    console.log(`run ${run} (load avg ${r.load})`);
    console.log(`  /login    ${String(r.login.performance).padStart(3)}  ${detail(r.login)}`);
    SIGNED_IN.forEach((path, i) =>
      console.log(
        `  ${path.padEnd(9)} ${String(r.signedIn[i].performance).padStart(3)}  ${detail(r.signedIn[i])}`,
      ),
    );
  }
  const row = (name: string, pick: (r: (typeof runs)[number]) => Scores) => {
    const scores = runs.map(pick);
    const m = median(scores.map((s) => s.performance));
    return (
      `${name.padEnd(10)} performance median ${String(m).padStart(3)} of ${scores.map((s) => s.performance).join(', ')}` +
      `  goal >= ${GOAL}  ${m >= GOAL ? 'met' : 'NOT met'}` +
      `   (median LCP ${ms(median(scores.map((s) => s.lcp)))}, TBT ${ms(median(scores.map((s) => s.tbt)))}, CLS ${median(scores.map((s) => s.cls)).toFixed(3)})`
    );
  };
  console.log(row('/login', (r) => r.login));
  SIGNED_IN.forEach((path, i) => console.log(row(path, (r) => r.signedIn[i])));
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
