/**
 * `npm run seed [-- --scale N]`: opens the database from the environment (DATABASE_URL, or
 * PGlite in DATA_DIR, default ./data), applies migrations, seeds the demo data when the
 * database has none (files into the configured storage), and prints the row counts.
 */
import { storageConfig } from '../../config';
import { createStorage } from '../../storage/create';
import { openDatabase } from '../client';
import { runMigrations } from '../migrate';
import { countRows, seedDemo } from './index';

function parseScale(argv: string[]): number {
  const i = argv.findIndex((a) => a === '--scale' || a.startsWith('--scale='));
  if (i < 0) return 1;
  const raw = argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000) {
    throw new Error(`--scale must be an integer from 1 to 1000 (got "${raw ?? ''}")`);
  }
  return n;
}

async function main() {
  const scale = parseScale(process.argv.slice(2));
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || './data',
  });
  try {
    const applied = await runMigrations(database);
    if (applied.length > 0) console.log(`migrations applied: ${applied.join(', ')}`);
    const started = Date.now();
    // The files go where the server reads them: DATA_DIR/files, or S3 when S3_BUCKET is set.
    await seedDemo(database, {
      storage: createStorage(storageConfig()),
      scale,
      log: (m) => console.log(m),
    });
    console.log(
      `seed finished in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind})`,
    );
    const counts = await countRows(database);
    for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(24)} ${n}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
