/**
 * Lighthouse performance of the login page and of the library screen (mobile preset: Moto G
 * class device, simulated slow 4G), each beside the goal of 90. Runs the built server
 * (`npm run build` first) on a fresh demo database, in Chromium at CHROME_PATH:
 *   npm run lighthouse            (LIGHTHOUSE_PORT, default 3701; socket on LIGHTHOUSE_SOCKET_PORT)
 * The library is measured signed in: the browser profile keeps the token from a real sign-in,
 * so that run also has the service worker's precache and the synced database (a return visit).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { startChildServer } from './child-server';

const GOAL = 90;
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3701);
const SOCKET_PORT = Number(process.env.LIGHTHOUSE_SOCKET_PORT ?? 15701);
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9371);
const base = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'regcomply-lighthouse-'));
const profileDir = mkdtempSync(join(tmpdir(), 'regcomply-lighthouse-profile-'));

interface Scores {
  performance: number;
  bestPractices: number;
  /** Why the back/forward cache refused the page (Lighthouse's bf-cache audit), if it did. */
  bfcacheBlockers: string[];
}

async function measure(path: string): Promise<Scores> {
  const result = await lighthouse(`${base}${path}`, {
    port: DEBUG_PORT,
    onlyCategories: ['performance', 'best-practices'],
    logLevel: 'error',
    disableStorageReset: true,
  });
  const lhr = result?.lhr;
  const performance = lhr?.categories.performance?.score;
  const bestPractices = lhr?.categories['best-practices']?.score;
  if (performance == null || bestPractices == null) {
    throw new Error(`no score for ${path}: ${lhr?.runtimeError?.message ?? 'unknown'}`);
  }
  const bfcache = lhr?.audits['bf-cache']?.details;
  const items = bfcache && 'items' in bfcache ? (bfcache.items as { reason?: unknown }[]) : [];
  return {
    performance: Math.round(performance * 100),
    bestPractices: Math.round(bestPractices * 100),
    bfcacheBlockers: items.map((i) => String(i.reason ?? '')).filter(Boolean),
  };
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
const browser = await chromium.launchPersistentContext(profileDir, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [`--remote-debugging-port=${DEBUG_PORT}`],
  // Playwright turns the back/forward cache off; Lighthouse's bf-cache audit needs it on.
  ignoreDefaultArgs: ['--disable-back-forward-cache'],
});
try {
  // First visit, signed out: nothing cached yet.
  const login = await measure('/login');

  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.getByTestId('login-email').fill('admin@sejahtera.test');
  await page.getByTestId('login-password').fill('Demo#2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(`${base}/library`);
  await page.waitForLoadState('networkidle');
  await page.close();
  const library = await measure('/library');

  const row = (name: string, s: Scores) =>
    `${name.padEnd(10)} performance ${String(s.performance).padStart(3)}  goal >= ${GOAL}  ${s.performance >= GOAL ? 'met' : 'NOT met'}` +
    `   best practices ${s.bestPractices}; back/forward cache ${s.bfcacheBlockers.length ? `blocked: ${s.bfcacheBlockers.join('; ')}` : 'allowed'}`;
  console.log(row('/login', login));
  console.log(row('/library', library));
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
