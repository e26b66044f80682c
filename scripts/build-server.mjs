// Bundles the server into dist/server (dependencies stay external) and copies the SQL
// migrations beside it, so `node dist/server/server.js` runs without tsx.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
mkdirSync('dist/server', { recursive: true });
await build({
  entryPoints: ['server/server.ts'],
  outfile: 'dist/server/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('server built: dist/server/server.js');
