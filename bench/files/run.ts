/**
 * File throughput and memory: `npm run bench:files`.
 *
 * A 50 MB file (a PDF header, then random bytes) is uploaded through POST /api/documents/upload
 * and downloaded through GET /api/documents/download/{id}, against the real server in its own
 * process, on local disk and on an S3-compatible server (s3rver, started here). Beside them the
 * floor: a plain stream copy of the same file on the same disk. Then 10 uploads at once, with the
 * server's resident set size sampled from /proc every 25 ms, for a 5 MB and a 50 MB file: the
 * goal is that the peak does not grow with the file size (uploads stream; nothing is buffered).
 *
 * Database: PostgreSQL at BENCH_FILES_DATABASE_URL (default regcomply_bench_files on 127.0.0.1),
 * created and seeded with the demo data on the first run. Ports BENCH_PORT (3511), +1 for sockets.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { startChildServer } from '../child-server';
import { ensureDatabase } from '../api/setup';
import { rssMbOf } from '../api/server-process';
import { startS3Server } from '../../server/test/s3-server';

const MB = 1024 * 1024;
const PORT = Number(process.env.BENCH_PORT ?? 3511);
const DATABASE_URL =
  process.env.BENCH_FILES_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/regcomply_bench_files';
const ADMIN = { email: 'admin@sejahtera.test', password: 'Demo#2026' };
const BIG = 50 * MB;
const SMALL = 5 * MB;
const CONCURRENT = 10;

/** Goals printed beside the figures. */
const GOALS = {
  uploadShareOfFloor: 0.1,
  downloadShareOfFloor: 0.1,
  rssGrowthMb: 150,
  rssBigOverSmall: 1.5,
};

async function makeFile(dir: string, size: number): Promise<string> {
  const path = join(dir, `bench-${size}.pdf`);
  const out = createWriteStream(path);
  out.write('%PDF-1.4\n%bench\n');
  let left = size - 16;
  while (left > 0) {
    const n = Math.min(left, MB);
    if (!out.write(randomBytes(n))) await new Promise<void>((r) => out.once('drain', () => r()));
    left -= n;
  }
  await new Promise<void>((resolve, reject) =>
    out.end((err?: Error | null) => (err ? reject(err) : resolve())),
  );
  return path;
}

const mbps = (bytes: number, ms: number) => bytes / MB / (ms / 1000);

async function floorCopy(path: string, dir: string): Promise<number> {
  const target = join(dir, 'floor-copy');
  const started = performance.now();
  await pipeline(createReadStream(path), createWriteStream(target));
  const ms = performance.now() - started;
  await rm(target);
  return mbps((await stat(path)).size, ms);
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await res.json()) as { data?: { token?: string; access_token?: string } };
  const token = body.data?.token ?? body.data?.access_token;
  if (!token) throw new Error(`login failed: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return token;
}

/** Streams the file as a multipart upload; resolves with the document id and the wall time. */
function upload(
  base: string,
  token: string,
  path: string,
  size: number,
): Promise<{ id: string; ms: number }> {
  const boundary = `----bench${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL('/api/documents/upload', base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + size + tail.length),
          access_token: token,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (res.statusCode !== 201)
            return reject(new Error(`upload answered ${res.statusCode}: ${text.slice(0, 300)}`));
          resolve({
            id: (JSON.parse(text) as { data: { document_uuid: string } }).data.document_uuid,
            ms: performance.now() - started,
          });
        });
      },
    );
    req.on('error', reject);
    req.write(head);
    const file = createReadStream(path);
    file.on('error', reject);
    file.pipe(req, { end: false });
    file.on('end', () => req.end(tail));
  });
}

async function download(
  base: string,
  token: string,
  id: string,
  expectSha: string,
): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/documents/download/${id}`, {
    headers: { access_token: token },
  });
  if (!res.ok || !res.body) throw new Error(`download answered ${res.status}`);
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(
    Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>),
    new Writable({
      write(chunk: Buffer, _e, done) {
        bytes += chunk.length;
        hash.update(chunk);
        done();
      },
    }),
  );
  const ms = performance.now() - started;
  if (hash.digest('hex') !== expectSha)
    throw new Error('downloaded bytes differ from the uploaded file');
  return mbps(bytes, ms);
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Peak RSS of the server while `n` uploads of the file run at once. */
async function concurrentPeak(
  base: string,
  token: string,
  pid: number,
  path: string,
  size: number,
): Promise<{ baseline: number; peak: number; ms: number }> {
  const baseline = rssMbOf(pid);
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMbOf(pid));
  }, 25);
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: CONCURRENT }, () => upload(base, token, path, size)));
  } finally {
    clearInterval(timer);
  }
  return { baseline, peak: Math.max(peak, rssMbOf(pid)), ms: performance.now() - started };
}

interface DriverFigures {
  driver: string;
  upload: number;
  download: number;
  small: { baseline: number; peak: number; ms: number };
  big: { baseline: number; peak: number; ms: number };
}

async function measure(
  driver: 'local' | 's3',
  env: Record<string, string>,
  files: { big: string; small: string; bigSha: string },
  dataDir: string,
): Promise<DriverFigures> {
  const base = `http://127.0.0.1:${PORT}`;
  const server = await startChildServer({
    args: ['--import', 'tsx', 'server/server.ts'],
    base,
    readyWithinMs: 300_000,
    env: {
      NODE_ENV: 'production',
      DATABASE_URL,
      PORT: String(PORT),
      SOCKET_PORT: String(PORT + 1),
      HOST: '127.0.0.1',
      JWT_SECRET: 'bench-only-secret-not-for-production-0123456789',
      LOG_LEVEL: 'silent',
      SERVE_CLIENT: 'false',
      SEED_DEMO: 'true',
      JOBS_ENABLED: 'false',
      DATA_DIR: dataDir,
      UPLOAD_MAX_MB: '60',
      REQUEST_TIMEOUT_MS: '600000',
      LOGIN_MAX_ATTEMPTS_PER_IP: '10000',
      ...env,
    },
  });
  try {
    const token = await login(base);
    // One warm-up upload, so the figures are not the first request's.
    await upload(base, token, files.small, SMALL);
    const up = await upload(base, token, files.big, BIG);
    const down = await download(base, token, up.id, files.bigSha);
    const small = await concurrentPeak(base, token, server.pid, files.small, SMALL);
    const big = await concurrentPeak(base, token, server.pid, files.big, BIG);
    return { driver, upload: mbps(BIG, up.ms), download: down, small, big };
  } finally {
    await server.stop();
  }
}

async function main() {
  await ensureDatabase(DATABASE_URL);
  const dir = await mkdtemp(join(tmpdir(), 'regcomply-bench-files-'));
  const s3 = await startS3Server();
  try {
    const big = await makeFile(dir, BIG);
    const small = await makeFile(dir, SMALL);
    const files = { big, small, bigSha: await sha256Of(big) };
    const floor = await floorCopy(big, dir);
    const results: DriverFigures[] = [];
    results.push(await measure('local', {}, files, join(dir, 'data')));
    results.push(
      await measure(
        's3',
        Object.fromEntries(Object.entries(s3.settings).map(([k, v]) => [k, String(v)])),
        files,
        join(dir, 'data-s3'),
      ),
    );

    const lines = [
      `Files benchmark (${new Date().toISOString()}): one 50 MB file; ${CONCURRENT} concurrent uploads of 5 MB and of 50 MB`,
      `floor: stream copy on this disk ${floor.toFixed(0)} MB/s`,
    ];
    for (const r of results) {
      const growthBig = r.big.peak - r.big.baseline;
      const growthSmall = r.small.peak - r.small.baseline;
      const ratio = r.big.peak / r.small.peak;
      const ok = (b: boolean) => (b ? 'ok' : 'MISSED');
      lines.push(
        `${r.driver}: upload ${r.upload.toFixed(0)} MB/s (${((r.upload / floor) * 100).toFixed(0)}% of floor; goal ≥ ${GOALS.uploadShareOfFloor * 100}%: ${ok(r.upload / floor >= GOALS.uploadShareOfFloor)})`,
        `${r.driver}: download ${r.download.toFixed(0)} MB/s (${((r.download / floor) * 100).toFixed(0)}% of floor; goal ≥ ${GOALS.downloadShareOfFloor * 100}%: ${ok(r.download / floor >= GOALS.downloadShareOfFloor)})`,
        `${r.driver}: RSS with ${CONCURRENT}×5 MB: ${r.small.baseline.toFixed(0)} → peak ${r.small.peak.toFixed(0)} MB (+${growthSmall.toFixed(0)}), ${mbps(CONCURRENT * SMALL, r.small.ms).toFixed(0)} MB/s total`,
        `${r.driver}: RSS with ${CONCURRENT}×50 MB: ${r.big.baseline.toFixed(0)} → peak ${r.big.peak.toFixed(0)} MB (+${growthBig.toFixed(0)}; goal < ${GOALS.rssGrowthMb}: ${ok(growthBig < GOALS.rssGrowthMb)}), ${mbps(CONCURRENT * BIG, r.big.ms).toFixed(0)} MB/s total`,
        `${r.driver}: peak 50 MB ÷ peak 5 MB = ${ratio.toFixed(2)} (goal ≤ ${GOALS.rssBigOverSmall}: does not grow with the file size: ${ok(ratio <= GOALS.rssBigOverSmall)})`,
      );
    }
    console.log(lines.join('\n'));
    const missed = lines.filter((l) => l.includes('MISSED')).length;
    if (missed) console.log(`${missed} line(s) with a MISSED goal`);
  } finally {
    await s3.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
