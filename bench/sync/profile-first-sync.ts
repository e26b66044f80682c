/**
 * Where figure a's time goes (`npx tsx bench/sync/profile-first-sync.ts`, same env as bench:sync;
 * the database must already be seeded and dist/ built): the first full sync of figure a once more,
 * under the page's CPU profiler (CDP Profiler, 10 ms sampling, main thread only), then the self
 * time summed per function (and per source file) printed, heaviest first, with the sync's
 * duration. Not a figure: a diagnosis, run by hand when figure a misses its goal.
 */
import { writeFileSync } from 'node:fs';
import { COLLECTIONS, log } from './api';
import { launchBrowser, newAppContext } from './browser';
import { measureFirstSync } from './measure-first-sync';
import { measureMemory } from './measure-memory';
import { startServer } from './server';
import { DEFAULT_BENCH_URL } from '../api/setup';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

async function main() {
  const server = await startServer(process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_URL);
  const browser = await launchBrowser();
  try {
    const context = await newAppContext(browser, server.base, { bench: true });
    // The profiler must be attached to the page that logs in: start it on the first page.
    const pageReady = context.waitForEvent('page');
    const run = measureFirstSync(context, server.base);
    const page = await pageReady;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 10_000 });
    await cdp.send('Profiler.start');
    const { page: synced, result } = await run;
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    writeFileSync('/tmp/i8-bench-first-sync.cpuprofile', JSON.stringify(profile));
    log(
      `first sync ${(result.ms / 1000).toFixed(1)} s, counts ${COLLECTIONS.map((c) => `${c} ${result.local[c]}/${result.server[c]}`).join(', ')}`,
    );

    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const selfMs = new Map<number, number>();
    profile.samples.forEach((id, i) =>
      selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
    );
    const total = (profile.endTime - profile.startTime) / 1000;
    const sum = (key: (n: ProfileNode) => string) => {
      const out = new Map<string, number>();
      for (const [id, ms] of selfMs) {
        const k = key(byId.get(id)!);
        out.set(k, (out.get(k) ?? 0) + ms);
      }
      return [...out].sort((a, b) => b[1] - a[1]);
    };
    const file = (n: ProfileNode) => n.callFrame.url.replace(/^.*\//, '') || '(native)';
    // Minified bundle: the position lets one read the code around it in dist/client/assets.
    const name = (n: ProfileNode) =>
      `${n.callFrame.functionName || '(anonymous)'} ${file(n)}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
    // Inclusive time: a sample counts once for every distinct function on its stack.
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const inclusive = new Map<string, number>();
    for (const [id, ms] of selfMs) {
      const seen = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const k = name(byId.get(cur)!);
        if (seen.has(k)) continue;
        seen.add(k);
        inclusive.set(k, (inclusive.get(k) ?? 0) + ms);
      }
    }
    console.log(`\nprofiled ${(total / 1000).toFixed(1)} s of the page's main thread`);
    console.log('\nself time by function:');
    for (const [k, ms] of sum((n) => name(n)).slice(0, 30))
      console.log(
        `${(ms / 1000).toFixed(1).padStart(8)} s ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${k}`,
      );
    console.log('\ninclusive time by function:');
    for (const [k, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 40))
      console.log(
        `${(ms / 1000).toFixed(1).padStart(8)} s ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${k}`,
      );
    console.log('\nself time by file:');
    for (const [k, ms] of sum(file).slice(0, 12))
      console.log(
        `${(ms / 1000).toFixed(1).padStart(8)} s ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${k}`,
      );
    // Then the memory of figure a, if the tab answers within 3 minutes (it stays busy after the sync).
    const started = Date.now();
    const memory = await Promise.race([
      measureMemory(synced),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 180_000)),
    ]);
    log(
      memory
        ? `memory (answered after ${((Date.now() - started) / 1000).toFixed(0)} s): heap ${(memory.heapUsed / 2 ** 20).toFixed(1)} MB of ${(memory.heapTotal / 2 ** 20).toFixed(1)} MB, storage ${(memory.storageUsage / 2 ** 20).toFixed(1)} MB (IndexedDB ${memory.indexedDb === null ? '?' : (memory.indexedDb / 2 ** 20).toFixed(1)} MB)`
        : 'memory: the tab did not answer within 3 minutes after the sync',
    );
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
