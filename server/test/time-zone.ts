/**
 * Runs `fn` with the database session on another calendar day than UTC's (14 h ahead from
 * 10:00 UTC, 11 h behind before): code that counts days must count UTC's. PGlite only: it is one
 * session, so the zone reaches the app's own queries; a PostgreSQL pool's zone is each
 * connection's, and the test database is shared by other files.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';

export async function onAnotherDay(database: Database, fn: () => Promise<void>): Promise<void> {
  if (database.kind !== 'pglite') throw new Error('onAnotherDay needs PGlite (one session)');
  const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  await database.rows(sql.raw(`SET TIME ZONE '${zone}'`));
  try {
    const [{ local, utc }] = await database.rows<{ local: string; utc: string }>(
      sql`SELECT current_date::text AS local, (now() AT TIME ZONE 'UTC')::date::text AS utc`,
    );
    expect(local).not.toBe(utc);
    await fn();
  } finally {
    await database.rows(sql`SET TIME ZONE 'UTC'`);
  }
}
