/**
 * Migration 0021 on a database from before it: sector codes were unique over every row; after
 * it two companies may each own a sector with the same code, while codes stay unique among master
 * sectors and within one company's own (a company's own library, issue 24).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../test/fixtures';
import { databaseBefore } from '../test/database-before';
import type { Database } from './client';
import { runMigrations } from './migrate';

let database: Database;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  ({ database, close: closeDatabase } = await databaseBefore('0021'));
}, 120_000);

afterAll(() => closeDatabase?.());

describe('migration 0021_own_sector_codes', () => {
  it('makes sector codes unique per tenant instead of over every row', async () => {
    const [a, b] = [await createCompany(database), await createCompany(database)];
    const code = `HR-${a.company_uuid.slice(0, 8)}`;
    const insert = (company: string | null) =>
      database.rows(
        sql`INSERT INTO sectors (code, name_en, name_id, company_uuid) VALUES (${code}, 'HR', 'SDM', ${company})`,
      );
    await insert(a.company_uuid);
    await expect(insert(b.company_uuid)).rejects.toThrow();

    expect(await runMigrations(database)).toContain('0021_own_sector_codes.sql');

    await insert(b.company_uuid);
    await insert(null);
    await expect(insert(a.company_uuid)).rejects.toThrow();
    await expect(insert(null)).rejects.toThrow();
  });
});
