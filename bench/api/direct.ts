/**
 * Closed-loop load without HTTP: `concurrency` async loops each await one operation after
 * another until the deadline, timing every operation with process.hrtime.bigint.
 */

export interface LoadResult {
  /** Completed operations. */
  count: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/** Nearest-rank percentile (p in 0..100) of an ascending array; NaN when empty. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** Summarises latencies (ms) observed over `seconds` of wall time. */
export function summarise(latenciesMs: number[], seconds: number, errors = 0): LoadResult {
  const sorted = Float64Array.from(latenciesMs).sort();
  return {
    count: sorted.length,
    errors,
    seconds,
    perSecond: sorted.length / seconds,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
  };
}

/** Runs `op` from `concurrency` loops for `durationMs`; failed operations count as errors, not samples. */
export async function runDirect(
  op: () => Promise<unknown>,
  opts: { concurrency: number; durationMs: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown;
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(Math.round(opts.durationMs * 1e6));
  const loop = async () => {
    while (process.hrtime.bigint() < deadline) {
      const t0 = process.hrtime.bigint();
      try {
        await op();
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      } catch (err) {
        errors++;
        firstError ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, loop));
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (firstError) console.error('direct: first error:', firstError);
  return summarise(latencies, seconds, errors);
}
