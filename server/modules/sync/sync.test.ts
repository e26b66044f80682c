import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, customerCompany, providerCompany } from '../../test/fixtures';
import { call, createTestApp, loginAs, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Writes a sector (and optionally an obligation under a topic) through the mutation layer, with feed entries. */
async function writeSector(
  company: string | null,
  opts: { obligationStatus?: number; deleted?: boolean } = {},
) {
  const sector = randomUUID();
  const topic = randomUUID();
  const obligation = randomUUID();
  await t.app.deps.mutations.system(async (m) => {
    await m.rows(
      sql`INSERT INTO sectors (sector_uuid, code, name_en, name_id, company_uuid, deleted_at)
      VALUES (${sector}, ${`S-${sector.slice(0, 8)}`}, 'Sector EN', 'Sektor ID', ${company}, ${opts.deleted ? sql`now()` : null})`,
    );
    await m.rows(
      sql`INSERT INTO topics (topic_uuid, sector_uuid, title_en, title_id, company_uuid)
      VALUES (${topic}, ${sector}, 'Waste', 'Limbah', ${company})`,
    );
    await m.rows(
      sql`INSERT INTO obligations (obligation_uuid, topic_uuid, sector_uuid, comp_title_en, comp_title_id, type, obligation_status, company_uuid)
      VALUES (${obligation}, ${topic}, ${sector}, 'Manage waste', 'Kelola limbah', 'periodic', ${opts.obligationStatus ?? 1}, ${company})`,
    );
    await m.feed(
      { collection: 'sectors', row_id: sector, company_uuid: company, op: 'upsert' },
      { collection: 'topics', row_id: topic, company_uuid: company, op: 'upsert' },
      { collection: 'obligations', row_id: obligation, company_uuid: company, op: 'upsert' },
    );
  });
  return { sector, topic, obligation };
}

async function pullAll(
  token: string,
  collection: string,
  since?: { updated_at: string; id: string },
  limit = 500,
) {
  const docs: Record<string, any>[] = [];
  let checkpoint = since ?? null;
  for (;;) {
    const q = checkpoint
      ? `?updated_at=${checkpoint.updated_at}&id=${checkpoint.id}&limit=${limit}`
      : `?limit=${limit}`;
    const res = await call(t.app, 'GET', `/sync/${collection}${q}`, { token });
    expect(res.status).toBe(200);
    docs.push(...res.body.data.documents);
    if (res.body.data.documents.length === 0) return { docs, checkpoint };
    checkpoint = res.body.data.checkpoint;
  }
}

describe('GET /sync/{collection}', () => {
  it('pages through every readable change in order, with a checkpoint that resumes exactly', async () => {
    const { admin } = await customerCompany(t.app, t.database);
    const start = (await pullAll(admin.token, 'sectors')).checkpoint;
    const written = [await writeSector(null), await writeSector(null), await writeSector(null)];
    const ids = new Set(written.map((w) => w.sector));
    // On PostgreSQL every test file shares one database: other files' global sectors may land
    // in the same pages, so only this test's rows are compared, in the order they came.
    const { docs, checkpoint } = await pullAll(admin.token, 'sectors', start ?? undefined, 1);
    const mine = docs.filter((d) => ids.has(d.id));
    expect(mine.map((d) => d.id)).toEqual(written.map((w) => w.sector));
    expect(mine[0]).toMatchObject({
      name_en: 'Sector EN',
      name_id: 'Sektor ID',
      code: expect.stringMatching(/^S-/),
    });
    expect(
      (await pullAll(admin.token, 'sectors', checkpoint!)).docs.filter((d) => ids.has(d.id)),
    ).toEqual([]);
  });

  it('says on a pull from no checkpoint how many rows the first sync brings, and only then', async () => {
    const { admin } = await customerCompany(t.app, t.database);
    await writeSector(null);
    await writeSector(null);
    // A second early: a transaction's now() is its start, which may come before its commit.
    const askedAt = new Date(Date.now() - 1000).toISOString();
    const first = await call(t.app, 'GET', '/sync/sectors?limit=1', { token: admin.token });
    expect(first.status).toBe(200);
    const everything = await pullAll(admin.token, 'sectors');
    // On PostgreSQL every test file shares the database: sectors other files write after the
    // first pull reach the full pull but were not in the count. Everything older was counted.
    const since = everything.docs.filter((d) => String(d.updated_at) >= askedAt).length;
    expect(first.body.data.total).toBeLessThanOrEqual(everything.docs.length);
    expect(first.body.data.total).toBeGreaterThanOrEqual(everything.docs.length - since);
    expect(first.body.data.total).toBeGreaterThanOrEqual(2);
    const { updated_at, id } = first.body.data.checkpoint;
    const next = await call(
      t.app,
      'GET',
      `/sync/sectors?updated_at=${updated_at}&id=${id}&limit=1`,
      { token: admin.token },
    );
    expect(next.body.data).not.toHaveProperty('total');
  });

  it('orders feed positions as numbers: a page never skips id 9999 for 10000', async () => {
    const { admin } = await customerCompany(t.app, t.database);
    const start = (await pullAll(admin.token, 'sectors')).checkpoint ?? undefined;
    // Move the feed ids just below a power of ten, so the next ones cross a digit boundary.
    const [{ max }] = await t.database.rows<{ max: string }>(
      sql`SELECT coalesce(max(id), 1)::text AS max FROM change_feed`,
    );
    const next = 10 ** (String(max).length + 1);
    await t.database.rows(
      sql`SELECT setval(pg_get_serial_sequence('change_feed', 'id'), ${next - 3})`,
    );
    // One transaction: the entries share a txid, so only their ids order them.
    const written = Array.from({ length: 5 }, () => randomUUID());
    await t.app.deps.mutations.system(async (m) => {
      for (const id of written) {
        await m.rows(
          sql`INSERT INTO sectors (sector_uuid, code, name_en, name_id) VALUES (${id}, ${`N-${id.slice(0, 8)}`}, 'N', 'N')`,
        );
      }
      await m.feed(
        ...written.map((row_id) => ({
          collection: 'sectors' as const,
          row_id,
          company_uuid: null,
          op: 'upsert' as const,
        })),
      );
    });
    const { docs } = await pullAll(admin.token, 'sectors', start, 2);
    expect(docs.map((d) => d.id).filter((id) => written.includes(id))).toEqual(written);
  });

  it('sends a customer published obligations only; a draft arrives as a tombstone, the provider sees it', async () => {
    const { admin } = await customerCompany(t.app, t.database);
    const provider = await providerCompany(t.app, t.database);
    const start = (await pullAll(admin.token, 'obligations')).checkpoint ?? undefined;
    const pStart = (await pullAll(provider.admin.token, 'obligations')).checkpoint ?? undefined;
    const published = await writeSector(null);
    const draft = await writeSector(null, { obligationStatus: 0 });
    const mine = (await pullAll(admin.token, 'obligations', start)).docs;
    expect(mine.find((d) => d.id === published.obligation)).toMatchObject({
      comp_title_id: 'Kelola limbah',
      type: 'periodic',
      regulation_guids: [],
    });
    expect(mine.find((d) => d.id === draft.obligation)).toEqual({
      id: draft.obligation,
      _deleted: true,
    });
    const theirs = (await pullAll(provider.admin.token, 'obligations', pStart)).docs;
    expect(theirs.find((d) => d.id === draft.obligation)).toMatchObject({ obligation_status: 0 });
  });

  it('never sends another company its own rows, and tombstones a deleted row', async () => {
    const { a, b } = {
      a: await customerCompany(t.app, t.database),
      b: await customerCompany(t.app, t.database),
    };
    const start = (await pullAll(a.admin.token, 'sectors')).checkpoint ?? undefined;
    const bOwn = await writeSector(b.company.company_uuid);
    const aOwn = await writeSector(a.company.company_uuid);
    const gone = await writeSector(null, { deleted: true });
    const docs = (await pullAll(a.admin.token, 'sectors', start)).docs;
    expect(docs.map((d) => d.id)).not.toContain(bOwn.sector);
    expect(docs.find((d) => d.id === aOwn.sector)).toMatchObject({
      company_uuid: a.company.company_uuid,
    });
    expect(docs.find((d) => d.id === gone.sector)).toEqual({ id: gone.sector, _deleted: true });
    expect(JSON.stringify(docs)).not.toContain(b.company.company_uuid);
  });

  it('refuses a collection whose module the user lacks, an unknown collection and a half checkpoint', async () => {
    const { company, admin } = await customerCompany(t.app, t.database);
    const role = await createRole(t.database, company.company_uuid, 'Library only', {
      library: ['view'],
    });
    const token = await loginAs(
      t.app,
      (await createUser(t.database, company, { roles: [role.role_uuid] })).email,
    );
    expect((await call(t.app, 'GET', '/sync/sectors', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/sync/obligations', { token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/sync/compliances', { token })).status).toBe(403);
    expect(
      (await call(t.app, 'GET', '/sync/no-such-collection', { token: admin.token })).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', '/sync/sectors?updated_at=5', { token: admin.token })).status,
    ).toBe(400);
    expect(
      (await call(t.app, 'GET', '/sync/sectors?updated_at=1;drop&id=1', { token: admin.token }))
        .status,
    ).toBe(400);
  });
});

describe('sync checkpoint bounds', () => {
  it('refuses a checkpoint beyond its column range with 400 naming the field, not a database error', async () => {
    const { admin } = await customerCompany(t.app, t.database);
    const pull = (query: string) =>
      call(t.app, 'GET', `/sync/obligations?${query}`, { token: admin.token });
    const txid = await pull('updated_at=99999999999999999999&id=1');
    expect(txid.status).toBe(400);
    expect(txid.body.errors).toEqual({ updated_at: ['Value is out of range'] });
    const id = await pull('updated_at=1&id=9223372036854775808&lang=id');
    expect(id.status).toBe(400);
    expect(id.body.errors).toEqual({ id: ['Nilai di luar jangkauan'] });
    // The largest positions each column holds are still positions.
    expect((await pull('updated_at=18446744073709551615&id=9223372036854775807')).status).toBe(200);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('commit order (PostgreSQL)', () => {
  it('delivers both rows of two transactions that commit in reverse order of their start, with a pull between', async () => {
    const { admin } = await customerCompany(t.app, t.database);
    const start = (await pullAll(admin.token, 'sectors')).checkpoint ?? undefined;
    const first = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    const second = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await first.connect();
    await second.connect();
    const insert = async (client: pg.Client) => {
      const id = randomUUID();
      await drizzle(client).execute(
        sql`INSERT INTO sectors (sector_uuid, code, name_en, name_id) VALUES (${id}, ${`L-${id.slice(0, 8)}`}, 'Late', 'Lambat')`,
      );
      await drizzle(client).execute(
        sql`INSERT INTO change_feed (collection, row_id, op) VALUES ('sectors', ${id}, 'upsert')`,
      );
      return id;
    };
    try {
      await drizzle(first).execute(sql`BEGIN`);
      const early = await insert(first); // older transaction id, commits last
      await drizzle(second).execute(sql`BEGIN`);
      const late = await insert(second);
      await drizzle(second).execute(sql`COMMIT`);
      const between = await pullAll(admin.token, 'sectors', start);
      // The younger transaction committed, but handing it out now would move the checkpoint past
      // the older one still running: it waits.
      expect(between.docs.map((d) => d.id)).not.toContain(early);
      await drizzle(first).execute(sql`COMMIT`);
      const after = await pullAll(admin.token, 'sectors', between.checkpoint ?? undefined);
      const seen = [...between.docs, ...after.docs].map((d) => d.id);
      expect(seen).toContain(early);
      expect(seen).toContain(late);
    } finally {
      await first.end();
      await second.end();
    }
  });
});
