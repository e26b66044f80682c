/**
 * The order test files start in. Vitest's own order runs the files that failed or took longest
 * in the last run first, from its cache; CI runs on a clean clone with no cache, where vitest
 * falls back to the largest files first. The route fuzz shards are the smallest files and the
 * longest runs (minutes each), so they started last and one worker ran them alone at the end.
 * Here the files known to be long start first, whatever the cache says; the rest keep vitest's
 * order. `--sequence.shuffle` still shuffles every file (with the run's seed), and so does
 * TEST_SHUFFLE_FILES=<seed> alone, keeping each file's tests in their written order (vitest's
 * `--sequence.shuffle.files` cannot reach a custom sequencer).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that run longest, by name: each is started before the others of its project. */
const LONG = [/\/test\/fuzz\/every-route\.shard-\d+\.test\.ts$/];

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { sequence } = this.ctx.config;
    if (sequence.shuffle) return shuffled(files, sequence.seed);
    if (process.env.TEST_SHUFFLE_FILES)
      return shuffled(files, Number(process.env.TEST_SHUFFLE_FILES));
    const sorted = await super.sort(files);
    // On PostgreSQL every file shares one database: the fuzz's writes (global sectors, load) run
    // beside the others' only at the end, as before this sequencer (first, they broke tests that
    // count shared rows: seen in CI).
    if (process.env.TEST_DATABASE_URL) return sorted;
    const long = (f: TestSpecification) => LONG.some((re) => re.test(f.moduleId));
    const projects = [...new Set(sorted.map((f) => f.project.name))];
    // Stable: by project as vitest ordered them, then the long files, then vitest's order.
    return sorted
      .map((file, i) => ({ file, i }))
      .sort(
        (a, b) =>
          projects.indexOf(a.file.project.name) - projects.indexOf(b.file.project.name) ||
          Number(long(b.file)) - Number(long(a.file)) ||
          a.i - b.i,
      )
      .map(({ file }) => file);
  }
}

/** A seeded Fisher-Yates shuffle (mulberry32), so a shuffled run's order is repeatable by its seed. */
function shuffled<T>(items: T[], seed: number): T[] {
  let s = seed >>> 0;
  const random = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
