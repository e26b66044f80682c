/**
 * `npx tsx bench/api/auth-cost.ts`: the CPU an access token's check costs a request, verified
 * each time (no kept tokens) against kept until expiry (server/modules/auth/token.ts), beside
 * the goal of issue 26: at most 0.05 ms. The session row read after it is the database's part.
 */
import { loadavg } from 'node:os';
import { createTokens } from '../../server/modules/auth/token';

const RUNS = 20_000;
const claims = {
  user_uuid: '7a9e2c1d-3b4f-4a6e-8d5c-2b1a0f9e8d7c',
  email: 'bench@example.test',
  roles: ['Admin'],
  company_uuid: '5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b',
  modules: [],
};
const secret = 'bench-secret-0123456789-0123456789-0123456789';

async function cpuPerVerify(cacheSize: number): Promise<number> {
  const tokens = createTokens(secret, 12, { cacheSize });
  const expires = new Date(Date.now() + 3600e3);
  // Two sessions' tokens in turn: with room for one, each check verifies afresh.
  const pair = await Promise.all(
    ['2f1c4b8e-6d3a-4f5b-9c7e-1a2b3c4d5e6f', '3a2d5c9f-7e4b-4a6c-8d8f-2b3c4d5e6f70'].map((jti) =>
      tokens.sign(claims, jti, expires),
    ),
  );
  for (let i = 0; i < 1000; i++) await tokens.verify(pair[i % 2]);
  const start = process.cpuUsage();
  for (let i = 0; i < RUNS; i++)
    if (!(await tokens.verify(pair[i % 2]))) throw new Error('refused');
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / RUNS;
}

console.log(
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ${RUNS} checks of two sessions' tokens in turn`,
);
for (const [name, size] of [
  ['verified each time', 1],
  ['kept until expiry', 10_000],
] as const) {
  const ms = await cpuPerVerify(size);
  console.log(
    `${name.padEnd(20)} ${ms.toFixed(4)} ms CPU per request   goal <= 0.05 ms: ${ms <= 0.05 ? 'met' : 'MISSED'}`,
  );
}
