// Precompresses the built client (brotli and gzip beside each file) so the server sends the
// smallest encoding the browser accepts without compressing on every request. Runs after
// `vite build` as part of `npm run build:client`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist/client';
// Text formats only: images and fonts are already compressed.
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/i;
// Below this a compressed copy saves less than the headers it costs.
const minBytes = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let raw = 0;
let br = 0;
let count = 0;
for (const path of files(root)) {
  if (!compressible.test(path)) continue;
  const body = readFileSync(path);
  if (body.length < minBytes) continue;
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  br += brotli.length;
  count += 1;
}
console.log(
  `precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`,
);
