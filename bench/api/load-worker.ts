/**
 * The load generator of bench:api, run as its own process (`node --import tsx load-worker.ts`) so
 * it never shares an event loop with the server it measures. Reads one LoadSpec as JSON from
 * argv[2], drives autocannon, and prints one LoadOutcome as JSON on stdout.
 *
 * Why autocannon's API here rather than its CLI: the CLI reports fixed percentiles (p90, p97.5,
 * p99) and no p95, which the search goals need, and it cannot rotate a list of queries.
 */
import autocannon from 'autocannon';
import { summarise, type LoadResult } from './direct';

export interface LoadSpec {
  base: string;
  method: 'GET' | 'POST';
  /** Paths (with query strings) taken in turn, one per request. */
  paths: string[];
  /** JSON bodies taken in turn (POST), same length as paths or empty. */
  bodies: string[];
  token: string;
  connections: number;
  seconds: number;
}

export interface LoadOutcome extends LoadResult {
  non2xx: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

async function run(spec: LoadSpec): Promise<LoadOutcome> {
  const latencies: number[] = [];
  let turn = 0;
  const instance = autocannon({
    url: spec.base,
    connections: spec.connections,
    duration: spec.seconds,
    headers: { access_token: spec.token, 'content-type': 'application/json' },
    requests: [
      {
        method: spec.method,
        setupRequest: (req) => {
          const i = turn++ % spec.paths.length;
          return {
            ...req,
            path: spec.paths[i],
            ...(spec.bodies.length ? { body: spec.bodies[i] } : {}),
          };
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, ms) => void latencies.push(ms));
  const result = await instance;
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count]),
  );
  return {
    ...summarise(latencies, result.duration, result.errors),
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    statusCodes,
  };
}

const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
run(spec).then(
  (outcome) => process.stdout.write(`${JSON.stringify(outcome)}\n`),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
