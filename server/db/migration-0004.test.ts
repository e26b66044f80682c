/**
 * Migration 0004 on a database that holds regulations with the old untranslated `issuer`: the
 * text becomes the English issuer, the demo content's issuers get their Indonesian names, any
 * other keeps its text in both, and the old column is gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../test/database-before';
import type { Database } from './client';
import { runMigrations } from './migrate';

let database: Database;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  // The migrations before 0004, as a database created before this change had them.
  ({ database, close: closeDatabase } = await databaseBefore('0004'));
}, 120_000);

afterAll(() => closeDatabase?.());

describe('migration 0004_regulation_issuer', () => {
  it('splits the issuer into English and Indonesian and drops the old column', async () => {
    const insert = (n: string, issuer: string | null) =>
      database.query(
        `INSERT INTO regulations (title_en, title_id, number, year, type, issuer) VALUES ($1, $1, $1, 2020, 'law', $2)`,
        [n, issuer],
      );
    await insert('1', 'President of the Republic of Indonesia');
    await insert('2', 'Minister of Manpower');
    await insert('3', 'Governor of West Java Province');
    await insert('4', 'Regent of Bogor');
    await insert('5', null);

    expect(await runMigrations(database)).toContain('0004_regulation_issuer.sql');

    const rows = await database.query<{
      number: string;
      issuer_en: string | null;
      issuer_id: string | null;
    }>('SELECT number, issuer_en, issuer_id FROM regulations ORDER BY number');
    expect(rows.map((r) => [r.number, r.issuer_en, r.issuer_id])).toEqual([
      ['1', 'President of the Republic of Indonesia', 'Presiden Republik Indonesia'],
      ['2', 'Minister of Manpower', 'Menteri Ketenagakerjaan'],
      ['3', 'Governor of West Java Province', 'Gubernur Provinsi Jawa Barat'],
      ['4', 'Regent of Bogor', 'Regent of Bogor'],
      ['5', null, null],
    ]);
    const old = await database.query(
      `SELECT 1 FROM information_schema.columns WHERE table_name = 'regulations' AND column_name = 'issuer'`,
    );
    expect(old).toHaveLength(0);
  });
});
