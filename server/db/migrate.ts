/**
 * Applies the committed SQL migrations in server/db/migrations in file-name order, once each,
 * recording them in schema_migrations. Each file runs in one transaction that first takes a
 * transaction-scoped advisory lock, so two processes starting together never apply one twice.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

const LOCK_ID = 804_211_001;

export function migrationsDir(): string {
  // The bundled server finds them through MIGRATIONS_DIR (copied beside the bundle at build).
  return process.env.MIGRATIONS_DIR ?? join(dirname(fileURLToPath(import.meta.url)), 'migrations');
}

export async function runMigrations(database: Database, dir = migrationsDir()): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  for (const file of files) {
    const statements = readFileSync(join(dir, file), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    const ran = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_ID})`);
      const done = (await tx.execute(
        sql`SELECT 1 FROM schema_migrations WHERE name = ${file}`,
      )) as { rows: unknown[] };
      if (done.rows.length > 0) return false;
      for (const statement of statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
