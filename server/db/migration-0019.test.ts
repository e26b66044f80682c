/**
 * Migration 0019 on a database holding claimed compliances from before it: each claimed one gets
 * its claimer from the activity log (the latest claim), so the separation of duties holds for
 * claims made before the column existed; an unclaimed one, or one without a logged claim, none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createObligation, librarySkeleton } from '../test/content-fixtures';
import { createCompany, createUser } from '../test/fixtures';
import { databaseBefore } from '../test/database-before';
import type { Database } from './client';
import { runMigrations } from './migrate';

let database: Database;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  // The migrations before 0019, as a database created before this change had them.
  ({ database, close: closeDatabase } = await databaseBefore('0019'));
}, 120_000);

afterAll(() => closeDatabase?.());

describe('migration 0019_duties', () => {
  it('names the claimer of every claimed compliance from its latest logged claim', async () => {
    const company = await createCompany(database);
    const [first, second] = [
      await createUser(database, company),
      await createUser(database, company),
    ];
    const lib = await librarySkeleton(database);
    const ob = await createObligation(database, lib.place);
    const compliance = async (cycle: number, status: string, claimed: boolean) => {
      const [row] = await database.query<{ compliance_uuid: string }>(
        `INSERT INTO compliances (company_uuid, obligation_uuid, cycle, process_status, claimed_at)
         VALUES ($1, $2, $3, $4, CASE WHEN $5::boolean THEN now() END) RETURNING compliance_uuid`,
        [company.company_uuid, ob.obligation_uuid, cycle, status, claimed],
      );
      return row.compliance_uuid;
    };
    const log = (id: string, user: string, action: string, at: string) =>
      database.query(
        `INSERT INTO activity_logs (company_uuid, user_uuid, type, type_uuid, action, created_at) VALUES ($1, $2, 'compliance', $3, $4, $5)`,
        [company.company_uuid, user, id, action, at],
      );
    const reclaimed = await compliance(1, 'audit', true);
    await log(reclaimed, first.user_uuid, 'claim', '2026-01-01T00:00:00Z');
    await log(reclaimed, second.user_uuid, 'claim', '2026-02-01T00:00:00Z');
    await log(reclaimed, first.user_uuid, 'audit', '2026-03-01T00:00:00Z');
    const open = await compliance(2, 'not_comply', false);
    await log(open, first.user_uuid, 'claim', '2026-01-01T00:00:00Z');
    const unlogged = await compliance(3, 'claim', true);

    expect(await runMigrations(database)).toContain('0019_duties.sql');

    const rows = await database.query<{ compliance_uuid: string; claimed_by: string | null }>(
      'SELECT compliance_uuid, claimed_by FROM compliances',
    );
    const claimer = (id: string) => rows.find((r) => r.compliance_uuid === id)?.claimed_by;
    expect([claimer(reclaimed), claimer(open), claimer(unlogged)]).toEqual([
      second.user_uuid,
      null,
      null,
    ]);
  });
});
