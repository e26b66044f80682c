/**
 * Issue 24's demo data through the real app, on a database of its own (PostgreSQL when
 * TEST_DATABASE_URL is set, else PGlite): every demo customer has a delivered sector version with
 * added, changed and repealed updates that its update lists answer, and a few own obligations
 * with compliances in several states that no other customer sees (lists, detail, sync).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isolatedDatabase,
  type IsolatedDatabase,
} from '../../modules/backups/test/isolated-database';
import { localDiskStorage } from '../../storage/local-disk';
import { call, createTestApp, loginAs, pullSync, type TestApp } from '../../test/harness';
import type { Database } from '../client';
import { DEMO_PASSWORD, seedDemo } from './index';

let iso: IsolatedDatabase;
let database: Database;
let t: TestApp;
let dataDir: string;
const CUSTOMERS = ['sejahtera', 'nusantara'] as const;
const token: Record<string, string> = {};
const uuidOf: Record<string, string> = {};

beforeAll(async () => {
  iso = await isolatedDatabase();
  database = await iso.open();
  dataDir = await mkdtemp(join(tmpdir(), 'regcomply-seed-content-'));
  await seedDemo(database, { storage: localDiskStorage(join(dataDir, 'files')), scale: 1 });
  t = await createTestApp({ DATA_DIR: dataDir }, database);
  for (const code of CUSTOMERS) {
    token[code] = await loginAs(t.app, `admin@${code}.test`, DEMO_PASSWORD);
    const [row] = await database.rows<{ company_uuid: string }>(
      sql`SELECT company_uuid FROM companies WHERE code = ${code}`,
    );
    uuidOf[code] = row.company_uuid;
  }
}, 240_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
  await iso?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const other = (code: (typeof CUSTOMERS)[number]) => CUSTOMERS.find((c) => c !== code)!;

describe.each(CUSTOMERS)('demo content of %s', (code) => {
  it('has a delivered sector version with added, changed and repealed updates in its lists', async () => {
    const [progress] = await database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sector_sync_progress WHERE company_uuid = ${uuidOf[code]} AND done_at IS NOT NULL`,
    );
    expect(progress.n).toBeGreaterThanOrEqual(1);

    const list = await call(t.app, 'GET', '/obligation/update/regulation?limit=100', {
      token: token[code],
    });
    expect(list.status).toBe(200);
    const updates = list.body.data.data as {
      update_uuid: string;
      kind: string;
      comp_title_en: string;
      comp_title_id: string;
    }[];
    expect(new Set(updates.map((u) => u.kind))).toEqual(new Set(['added', 'changed', 'repealed']));
    for (const u of updates) expect(u.comp_title_id).not.toBe(u.comp_title_en);

    const changed = updates.find((u) => u.kind === 'changed')!;
    const detail = await call(t.app, 'GET', `/obligation/company/update/${changed.update_uuid}`, {
      token: token[code],
    });
    expect(detail.status).toBe(200);
    expect(
      detail.body.data.compliances.some(
        (c: { confirmation_status: string | null }) =>
          c.confirmation_status === 'need_confirmation',
      ),
    ).toBe(true);
    const added = updates.find((u) => u.kind === 'added')!;
    const addedDetail = await call(
      t.app,
      'GET',
      `/obligation/company/update/${added.update_uuid}`,
      { token: token[code] },
    );
    expect(
      addedDetail.body.data.compliances.map((c: { process_status: string }) => c.process_status),
    ).toEqual(['not_assigned']);

    // Another customer's update is not found; the day and the unseen counter agree with the list.
    const foreign = await call(t.app, 'GET', `/obligation/company/update/${changed.update_uuid}`, {
      token: token[other(code)],
    });
    expect(foreign.status).toBe(404);
    const dates = await call(t.app, 'GET', '/obligation/updating-content/date-list', {
      token: token[code],
    });
    expect(dates.status).toBe(200);
    const days = Array.isArray(dates.body.data) ? dates.body.data : dates.body.data.data;
    expect(days.reduce((n: number, d: { total: number }) => n + d.total, 0)).toBe(updates.length);
    const notif = await call(t.app, 'GET', '/obligation/company/notification', {
      token: token[code],
    });
    expect(notif.body.data).toEqual({ has_notif: true, counter: updates.length });
  });

  it('has three to five own obligations, published, with compliances in several states', async () => {
    const own = await database.rows<{
      obligation_uuid: string;
      topic_company: string | null;
      obligation_status: number;
      checklist: number;
      states: string[];
    }>(
      sql`SELECT o.obligation_uuid, t.company_uuid AS topic_company, o.obligation_status, jsonb_array_length(o.checklist_template) AS checklist,
              array_agg(c.process_status) AS states
         FROM obligations o JOIN topics t USING (topic_uuid) JOIN compliances c ON c.obligation_uuid = o.obligation_uuid AND c.company_uuid = o.company_uuid
        WHERE o.company_uuid = ${uuidOf[code]} AND o.sector_uuid = (SELECT sector_uuid FROM sectors WHERE code = 'ENV')
        GROUP BY o.obligation_uuid, t.company_uuid`,
    );
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(own.length).toBeLessThanOrEqual(5);
    for (const o of own) {
      expect(o.topic_company).toBe(uuidOf[code]);
      expect(o.obligation_status).toBe(1);
      expect(o.checklist).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(own.flatMap((o) => o.states)).size).toBeGreaterThanOrEqual(2);
    // Its own list finds them; the change feed names them with the company.
    const list = await call(
      t.app,
      'GET',
      `/obligation/list?limit=100&topic_uuid=${(await ownTopic(code)).sub}`,
      { token: token[code] },
    );
    expect(list.status).toBe(200);
    expect(
      list.body.data.data.map((o: { obligation_uuid: string }) => o.obligation_uuid).sort(),
    ).toEqual(own.map((o) => o.obligation_uuid).sort());
    const rowIds = [...own.map((o) => o.obligation_uuid), (await ownTopic(code)).root];
    const feed = await database.rows<{ company_uuid: string | null }>(
      sql`SELECT DISTINCT company_uuid FROM change_feed
           WHERE collection IN ('obligations', 'topics', 'compliances') AND row_id = ANY(${sql.param(rowIds)}::text[])`,
    );
    expect(feed).toEqual([{ company_uuid: uuidOf[code] }]);
  });

  it('shows none of its own rows to the other customer: obligation list, detail, sync', async () => {
    const mine = await database.rows<{ id: string }>(
      sql`SELECT obligation_uuid::text AS id FROM obligations WHERE company_uuid = ${uuidOf[code]}`,
    );
    const ids = new Set(mine.map((r) => r.id));
    const topics = await ownTopic(code);
    const stranger = token[other(code)];
    for (let page = 1; ; page++) {
      const res = await call(t.app, 'GET', `/obligation/list?limit=100&page=${page}`, {
        token: stranger,
      });
      expect(res.status).toBe(200);
      for (const o of res.body.data.data) expect(ids.has(o.obligation_uuid)).toBe(false);
      if (page >= res.body.data.total_page) break;
    }
    const detail = await call(t.app, 'GET', `/obligation/${mine[0].id}`, { token: stranger });
    expect(detail.status).toBe(404);
    expect(
      (await call(t.app, 'GET', `/obligation/${mine[0].id}`, { token: token[code] })).status,
    ).toBe(200);
    const pulled = await pullIds(stranger, 'obligations');
    expect(pulled.filter((id) => ids.has(id))).toEqual([]);
    expect(
      (await pullIds(stranger, 'topics')).filter((id) => id === topics.root || id === topics.sub),
    ).toEqual([]);
    // ... while the owner pulls them all.
    expect((await pullIds(token[code], 'obligations')).filter((id) => ids.has(id)).length).toBe(
      ids.size,
    );
  });
});

async function ownTopic(code: string) {
  const rows = await database.rows<{ topic_uuid: string; parent_uuid: string | null }>(
    sql`SELECT topic_uuid, parent_uuid FROM topics WHERE company_uuid = ${uuidOf[code]} ORDER BY parent_uuid NULLS FIRST`,
  );
  return { root: rows[0].topic_uuid, sub: rows.find((r) => r.parent_uuid)!.topic_uuid };
}

/** Every id a pull of the collection brings from the start, tombstones included. */
async function pullIds(tok: string, collection: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor = '';
  for (;;) {
    const res = await pullSync(t.app, `/sync/${collection}?limit=2000${cursor}`, tok);
    expect(res.status).toBe(200);
    const { documents, checkpoint } = res.body.data as {
      documents: { id: string }[];
      checkpoint: { updated_at: string; id: string } | null;
    };
    ids.push(...documents.map((d) => d.id));
    if (documents.length === 0 || !checkpoint) return ids;
    cursor = `&updated_at=${checkpoint.updated_at}&id=${checkpoint.id}`;
  }
}
