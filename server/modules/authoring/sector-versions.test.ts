import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rooms } from '../../../contract/socket';
import { createJobRunner } from '../../jobs/runner';
import { customerCompany, providerCompany } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { onAnotherDay } from '../../test/time-zone';
import { authoringCalls } from './authoring.fixtures';
import type { AuthUser } from '../../lib/auth-user';
import { runningDeliveryGreeter } from './sector-sync.greeter';
import { SECTOR_SYNC_JOB, sectorSyncJob } from './sector-sync.job';

let t: TestApp;
let p: ReturnType<typeof authoringCalls>;
let customers: Awaited<ReturnType<typeof customerCompany>>[];
let provider: Awaited<ReturnType<typeof providerCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  provider = await providerCompany(t.app, t.database);
  p = authoringCalls(t, provider.admin.token);
  customers = [
    await customerCompany(t.app, t.database),
    await customerCompany(t.app, t.database),
    await customerCompany(t.app, t.database),
  ];
});
afterAll(() => t.close());

const runJobs = () =>
  createJobRunner({
    deps: t.app.deps,
    log: t.app.log,
    handlers: { [SECTOR_SYNC_JOB]: sectorSyncJob },
    schedule: [],
  }).drain();
/** The sector's versions so far were published yesterday: a new one may be published today. */
const yesterday = (sector_uuid: string) =>
  t.database.rows(
    sql`UPDATE sector_versions SET published_at = current_date - 1, created_at = created_at - interval '1 day' WHERE sector_uuid = ${sector_uuid}`,
  );
const publish = (sector_uuid: string, version: number, lang = 'en') =>
  p.send('POST', `/sectors/dynamic-content-publish`, { sector_uuid, version }, lang);
const compare = (sector_uuid: string) =>
  p.send('POST', '/sectors/dynamic-content-publish-result-compare', { sector_uuid });
const sync = (sector_uuid: string) =>
  p.send('POST', '/sectors/sync-dynamic-content-data', { sector_uuid });
const q = <T = Record<string, any>>(query: SQL) => t.database.rows<T>(query);

/** A published sector (version 1, yesterday) with two published obligations A and B. */
async function publishedSector() {
  const sector = await p.sector();
  const topic = await p.topic(sector.sector_uuid);
  const a = await p.obligation(topic.topic_uuid, { comp_title_en: 'Report waste' });
  const b = await p.obligation(topic.topic_uuid, { comp_title_en: 'Keep a permit' });
  expect((await publish(sector.sector_uuid, 1)).status).toBe(200);
  await yesterday(sector.sector_uuid);
  return { sector, topic, a, b };
}

describe('POST /sectors/dynamic-content-publish', () => {
  it('stamps a version not lower than the last, one per calendar day, and publishes the drafts', async () => {
    const sector = await p.sector();
    const topic = await p.topic(sector.sector_uuid);
    const ob = await p.obligation(topic.topic_uuid);
    const first = await publish(sector.sector_uuid, 2);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ version: 2, added: 1, changed: 0, repealed: 0 });
    expect(
      (
        await q(
          sql`SELECT obligation_status FROM obligations WHERE obligation_uuid = ${ob.obligation_uuid}`,
        )
      )[0].obligation_status,
    ).toBe(1);
    expect(
      (
        await q(
          sql`SELECT version, is_published FROM sectors WHERE sector_uuid = ${sector.sector_uuid}`,
        )
      )[0],
    ).toEqual({ version: 2, is_published: true });

    const sameDay = await publish(sector.sector_uuid, 3, 'id');
    expect([sameDay.status, sameDay.body.message]).toEqual([
      409,
      'Sektor hanya dapat diperbarui versinya satu kali per hari',
    ]);
    await yesterday(sector.sector_uuid);
    const lower = await publish(sector.sector_uuid, 1);
    expect(lower.status).toBe(400);
    expect(lower.body.errors.version).toEqual([
      'The new version must be greater than or equal to the last version',
    ]);
    // Equal to the last is allowed; a second one that day is not.
    expect((await publish(sector.sector_uuid, 2)).status).toBe(200);
    expect((await publish(sector.sector_uuid, 4)).status).toBe(409);
    expect(
      await q(
        sql`SELECT version FROM sector_versions WHERE sector_uuid = ${sector.sector_uuid} ORDER BY published_at`,
      ),
    ).toEqual([{ version: 2 }, { version: 2 }]);
  });

  // The day of a version is UTC's, as every date the product shows, whatever the database
  // session's time zone (PGlite is one session; a PostgreSQL pool's zone is each connection's).
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'stamps the version with the day in UTC when the database session is on another day',
    async () => {
      const sector = await p.sector();
      await p.obligation((await p.topic(sector.sector_uuid)).topic_uuid);
      await onAnotherDay(t.database, async () => {
        expect((await publish(sector.sector_uuid, 1)).status).toBe(200);
      });
      expect(
        await q(
          sql`SELECT published_at::text AS day FROM sector_versions WHERE sector_uuid = ${sector.sector_uuid}`,
        ),
      ).toEqual([{ day: new Date().toISOString().slice(0, 10) }]);
    },
  );

  it('refuses every version call to a customer (403) and writes nothing', async () => {
    const { sector } = await publishedSector();
    for (const url of [
      '/sectors/dynamic-content-publish',
      '/sectors/dynamic-content-publish-result-compare',
      '/sectors/sync-dynamic-content-data',
    ]) {
      const res = await call(t.app, 'POST', url, {
        token: customers[0].admin.token,
        body: { sector_uuid: sector.sector_uuid, version: 9 },
      });
      expect([url, res.status]).toEqual([url, 403]);
    }
    expect(
      (
        await q(
          sql`SELECT count(*)::int AS n FROM sector_versions WHERE sector_uuid = ${sector.sector_uuid}`,
        )
      )[0].n,
    ).toBe(1);
    expect(
      (
        await q(
          sql`SELECT count(*)::int AS n FROM jobs WHERE kind = ${SECTOR_SYNC_JOB} AND payload->>'sector_uuid' = ${sector.sector_uuid}`,
        )
      )[0].n,
    ).toBe(0);
  });
});

describe('POST /sectors/dynamic-content-publish-result-compare', () => {
  it('lists added, changed field by field, and repealed obligations, and writes nothing', async () => {
    const { sector, topic, a, b } = await publishedSector();
    expect(await compare(sector.sector_uuid).then((r) => r.body.data)).toMatchObject({
      last_version: 1,
      added: [],
      changed: [],
      repealed: [],
    });
    await p.send('PUT', '/obligation/update', {
      obligation_uuid: a.obligation_uuid,
      priority: 'high',
      comp_title_en: 'Report all waste',
    });
    await p.send('PUT', '/obligation/update', {
      obligation_uuid: b.obligation_uuid,
      obligation_status: -2,
    });
    const c = await p.obligation(topic.topic_uuid, { comp_title_en: 'Train staff' });
    const res = await compare(sector.sector_uuid);
    expect(res.status).toBe(200);
    expect(res.body.data.added).toEqual([
      {
        obligation_uuid: c.obligation_uuid,
        comp_title_en: 'Train staff',
        comp_title_id: 'Melaporkan limbah',
        version_code: 1,
      },
    ]);
    expect(res.body.data.changed).toHaveLength(1);
    expect(res.body.data.changed[0]).toMatchObject({
      obligation_uuid: a.obligation_uuid,
      version_code: 2,
    });
    expect(res.body.data.changed[0].fields).toEqual([
      { field: 'comp_title_en', before: 'Report waste', after: 'Report all waste' },
      { field: 'priority', before: 'medium', after: 'high' },
    ]);
    expect(
      res.body.data.repealed.map((x: { obligation_uuid: string }) => x.obligation_uuid),
    ).toEqual([b.obligation_uuid]);
    const [row] = await q(
      sql`SELECT draft, version_code FROM obligations WHERE obligation_uuid = ${a.obligation_uuid}`,
    );
    expect(row.version_code).toBe(1);
    expect(row.draft).toMatchObject({ priority: 'high' });
  });
});

describe('POST /sectors/sync-dynamic-content-data', () => {
  it('delivers a version to 3 companies: new compliances, confirmations, deactivations; twice creates nothing twice', async () => {
    const { sector, topic, a, b } = await publishedSector();
    const idle = await customerCompany(t.app, t.database);
    for (const c of customers) {
      await q(
        sql`INSERT INTO compliances (company_uuid, obligation_uuid, version_code, process_status) VALUES (${c.company.company_uuid}, ${a.obligation_uuid}, 1, 'claim'), (${c.company.company_uuid}, ${b.obligation_uuid}, 1, 'assigned')`,
      );
    }
    await p.send('PUT', '/obligation/update', {
      obligation_uuid: a.obligation_uuid,
      priority: 'high',
    });
    await p.send('PUT', '/obligation/update', {
      obligation_uuid: b.obligation_uuid,
      obligation_status: -2,
    });
    const c = await p.obligation(topic.topic_uuid, {
      comp_title_en: 'Train staff',
      checklist_template: [{ title_en: 'Plan', title_id: 'Rencana' }],
    });
    expect((await publish(sector.sector_uuid, 2)).body.data).toMatchObject({
      added: 1,
      changed: 1,
      repealed: 1,
    });

    const emit = vi.spyOn(t.app.deps.realtime, 'emit');
    const asked = await sync(sector.sector_uuid);
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ version: 2, state: 'queued', companies: [] });
    expect(await runJobs()).toBe(1);

    const ids = customers.map((x) => x.company.company_uuid);
    const rows =
      await q(sql`SELECT company_uuid, obligation_uuid, version_code, process_status, confirmation_status, is_active FROM compliances
        WHERE company_uuid = ANY(${sql.param(ids)}::uuid[]) ORDER BY company_uuid, obligation_uuid`);
    for (const id of ids) {
      const mine = rows.filter((r) => r.company_uuid === id);
      expect(mine).toHaveLength(3);
      expect(mine.find((r) => r.obligation_uuid === a.obligation_uuid)).toMatchObject({
        version_code: 1,
        confirmation_status: 'need_confirmation',
        is_active: true,
      });
      expect(mine.find((r) => r.obligation_uuid === b.obligation_uuid)).toMatchObject({
        is_active: false,
        confirmation_status: null,
      });
      expect(mine.find((r) => r.obligation_uuid === c.obligation_uuid)).toMatchObject({
        version_code: 1,
        process_status: 'not_assigned',
        is_active: true,
      });
      expect(emit).toHaveBeenCalledWith(rooms.company(id), 'content-updating', {
        sector_uuid: sector.sector_uuid,
        updating: true,
      });
      expect(emit).toHaveBeenCalledWith(rooms.company(id), 'content-updating', {
        sector_uuid: sector.sector_uuid,
        updating: false,
      });
    }
    expect(emit).not.toHaveBeenCalledWith(
      rooms.company(idle.company.company_uuid),
      'content-updating',
      expect.anything(),
    );
    expect(
      (
        await q(
          sql`SELECT count(*)::int AS n FROM compliances WHERE company_uuid = ${idle.company.company_uuid}`,
        )
      )[0].n,
    ).toBe(0);
    expect(
      (
        await q(
          sql`SELECT count(*)::int AS n FROM checklists WHERE company_uuid = ANY(${sql.param(ids)}::uuid[]) AND title = 'Plan'`,
        )
      )[0].n,
    ).toBe(3);
    expect(
      (
        await q(
          sql`SELECT count(*)::int AS n FROM company_obligation_updates WHERE company_uuid = ANY(${sql.param(ids)}::uuid[])`,
        )
      )[0].n,
    ).toBe(9);

    // The confirmation module shows the change to the customer.
    const [need] = await q(
      sql`SELECT compliance_uuid FROM compliances WHERE company_uuid = ${ids[0]} AND obligation_uuid = ${a.obligation_uuid}`,
    );
    const diffs = await call(t.app, 'GET', `/compliance/${need.compliance_uuid}/diffs`, {
      token: customers[0].admin.token,
    });
    expect(
      diffs.body.data.information.find((f: { field: string }) => f.field === 'priority'),
    ).toMatchObject({ changed: true });

    const progress = await sync(sector.sector_uuid);
    expect(progress.body.data.state).toBe('done');
    expect(progress.body.data.companies).toHaveLength(3);
    expect(
      progress.body.data.companies.every(
        (x: { done: boolean; created: number }) => x.done && x.created === 1,
      ),
    ).toBe(true);
    // The dialog's read answers the same, and writes nothing (no activity, no job).
    // The provider's own log: on PostgreSQL other test files log meanwhile.
    const logs = async () =>
      (
        await q(
          sql`SELECT count(*)::int AS n FROM activity_logs WHERE company_uuid = ${provider.company.company_uuid}`,
        )
      )[0].n;
    const loggedBefore = await logs();
    const read = await call(t.app, 'GET', `/sectors/sync-progress/${sector.sector_uuid}`, {
      token: provider.admin.token,
    });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(progress.body.data);
    expect(await logs()).toBe(loggedBefore);
    expect(
      (
        await call(t.app, 'GET', `/sectors/sync-progress/${sector.sector_uuid}`, {
          token: customers[0].admin.token,
        })
      ).status,
    ).toBe(403);

    // Killed halfway or run again: progress of two companies lost, the job run once more.
    const snapshot = async () =>
      q(
        sql`SELECT compliance_uuid, confirmation_status, is_active FROM compliances WHERE company_uuid = ANY(${sql.param(ids)}::uuid[]) ORDER BY 1`,
      );
    const before = await snapshot();
    await q(
      sql`DELETE FROM sector_sync_progress WHERE version_uuid = ${progress.body.data.version_uuid} AND company_uuid = ANY(${sql.param(ids.slice(1))}::uuid[])`,
    );
    await q(
      sql`UPDATE jobs SET state = 'queued', done_at = NULL, run_at = now() WHERE job_uuid = ${progress.body.data.job_uuid}`,
    );
    expect(await runJobs()).toBe(1);
    expect(await snapshot()).toEqual(before);
    expect(
      (
        await q(
          sql`SELECT count(*)::int AS n FROM checklists WHERE company_uuid = ANY(${sql.param(ids)}::uuid[]) AND title = 'Plan'`,
        )
      )[0].n,
    ).toBe(3);
    expect(
      (
        await q(
          sql`SELECT count(*)::int AS n FROM company_obligation_updates WHERE company_uuid = ANY(${sql.param(ids)}::uuid[])`,
        )
      )[0].n,
    ).toBe(9);
    emit.mockRestore();
  });

  it('never delivers drafts to customers', async () => {
    const { sector, topic, a } = await publishedSector();
    const company = customers[0].company.company_uuid;
    await q(
      sql`INSERT INTO compliances (company_uuid, obligation_uuid, version_code) VALUES (${company}, ${a.obligation_uuid}, 1)`,
    );
    await publish(sector.sector_uuid, 2);
    // After the version: a new draft obligation and a draft change, neither published.
    const draft = await p.obligation(topic.topic_uuid, { comp_title_en: 'Secret draft' });
    await p.send('PUT', '/obligation/update', {
      obligation_uuid: a.obligation_uuid,
      comp_title_en: 'Secret title',
    });
    await q(
      sql`UPDATE sector_versions SET snapshot = jsonb_set(snapshot, '{changes,added}', to_jsonb(ARRAY[${draft.obligation_uuid}]::text[])) WHERE sector_uuid = ${sector.sector_uuid} AND version = 2`,
    );
    await sync(sector.sector_uuid);
    await runJobs();
    expect(
      (
        await q(
          sql`SELECT count(*)::int AS n FROM compliances WHERE obligation_uuid = ${draft.obligation_uuid}`,
        )
      )[0].n,
    ).toBe(0);
    const seen = await call(t.app, 'GET', `/obligation/${a.obligation_uuid}`, {
      token: customers[0].admin.token,
    });
    expect(seen.body.data.comp_title_en).toBe('Report waste');
  });

  it("gives each customer its company's update lists: by date, one update with its compliances, seen marks, the counter", async () => {
    const { sector, a, b } = await publishedSector();
    const [mine, other] = customers;
    const get = (url: string, who = mine) => call(t.app, 'GET', url, { token: who.admin.token });
    await q(
      sql`INSERT INTO compliances (company_uuid, obligation_uuid, version_code) VALUES (${mine.company.company_uuid}, ${a.obligation_uuid}, 1)`,
    );
    const before = (await get('/obligation/company/notification')).body.data.counter;
    await p.send('PUT', '/obligation/update', {
      obligation_uuid: a.obligation_uuid,
      sanction: 'criminal',
    });
    await publish(sector.sector_uuid, 2);
    await sync(sector.sector_uuid);
    await runJobs();

    const list = await get(`/obligation/update/regulation?sector_uuid=${sector.sector_uuid}`);
    expect(list.status).toBe(200);
    // The sector's first sync: B (added by version 1) is new to the company, A changed by version 2.
    expect(list.body.data.total).toBe(2);
    const byKind = Object.fromEntries(
      list.body.data.data.map((u: { kind: string; obligation_uuid: string }) => [u.kind, u]),
    );
    expect(byKind.added).toMatchObject({
      obligation_uuid: b.obligation_uuid,
      version: 2,
      version_code: 1,
      seen: false,
    });
    expect(byKind.changed).toMatchObject({
      obligation_uuid: a.obligation_uuid,
      version: 2,
      version_code: 2,
      seen: false,
    });
    const update = byKind.changed;
    expect(
      (await get(`/obligation/update/regulation?sector_uuid=${sector.sector_uuid}`, other)).body
        .data.total,
    ).toBe(0);
    const detail = await get(`/obligation/company/update/${update.update_uuid}`);
    expect(detail.body.data.compliances).toEqual([
      expect.objectContaining({
        version_code: 1,
        confirmation_status: 'need_confirmation',
        is_active: true,
      }),
    ]);
    expect((await get(`/obligation/company/update/${update.update_uuid}`, other)).status).toBe(404);
    const dates = (await get('/obligation/updating-content/date-list')).body.data;
    expect(dates).toMatchObject({ page: 1, limit: 20, total: dates.data.length, total_page: 1 });
    expect(dates.data[0]).toMatchObject({ date: update.published_on });
    expect(dates.data[0].unseen).toBeGreaterThanOrEqual(1);
    expect((await get('/obligation/company/notification')).body.data).toEqual({
      has_notif: true,
      counter: before + 2,
    });

    const seen = await call(t.app, 'POST', '/obligation/company/update', {
      token: mine.admin.token,
      body: { update_uuid: [update.update_uuid] },
    });
    expect([seen.status, seen.body.data.updated, seen.body.message]).toEqual([
      200,
      1,
      'Updates marked as seen',
    ]);
    expect((await get(`/obligation/company/update/${update.update_uuid}`)).body.data.seen).toBe(
      true,
    );
    expect((await get('/obligation/company/notification')).body.data.counter).toBe(before + 1);
  });

  it('pages the update days in SQL (GET /obligation/updating-content/date-list): newest first, the company’s days only', async () => {
    const c = await customerCompany(t.app, t.database);
    const sector = await p.sector();
    const [v] = await q<{ version_uuid: string; sector_uuid: string; version: number }>(
      sql`INSERT INTO sector_versions (sector_uuid, version, published_at) VALUES (${sector.sector_uuid}, 1, '2026-01-03') RETURNING version_uuid, sector_uuid, version`,
    );
    const topic = await p.topic(sector.sector_uuid);
    for (const [day, seen] of [
      ['2026-01-01', true],
      ['2026-01-02', false],
      ['2026-01-02', true],
      ['2026-01-03', false],
    ] as const) {
      const ob = await p.obligation(topic.topic_uuid);
      await q(sql`INSERT INTO company_obligation_updates (company_uuid, obligation_uuid, sector_uuid, version_uuid, version, published_on, kind, version_code, seen_at)
         VALUES (${c.company.company_uuid}, ${ob.obligation_uuid}, ${v.sector_uuid}, ${v.version_uuid}, ${v.version}, ${day}::date, 'added', 1, CASE WHEN ${seen} THEN now() END)`);
    }
    const read = async (query: string) =>
      (
        await call(t.app, 'GET', `/obligation/updating-content/date-list${query}`, {
          token: c.admin.token,
        })
      ).body.data;
    const first = await read('?limit=2');
    expect(first).toEqual({
      data: [
        { date: '2026-01-03', total: 1, unseen: 1 },
        { date: '2026-01-02', total: 2, unseen: 1 },
      ],
      page: 1,
      limit: 2,
      total: 3,
      total_page: 2,
    });
    expect((await read('?page=2&limit=2')).data).toEqual([
      { date: '2026-01-01', total: 1, unseen: 0 },
    ]);
    const over = await call(
      t.app,
      'GET',
      '/obligation/updating-content/date-list?limit=501&lang=id',
      { token: c.admin.token },
    );
    expect([over.status, over.body.errors.limit]).toEqual([400, ['Data Terlalu Panjang']]);
  });

  it('answers 409 for a sector never published', async () => {
    const sector = await p.sector();
    const res = await sync(sector.sector_uuid);
    expect(res.status).toBe(409);
  });
});

describe('a socket connecting during a sync', () => {
  it('is told at once that content is updating for its company, and not once its company is done', async () => {
    const { sector, topic, a } = await publishedSector();
    const company = customers[0].company.company_uuid;
    await q(
      sql`INSERT INTO compliances (company_uuid, obligation_uuid, version_code, process_status) VALUES (${company}, ${a.obligation_uuid}, 1, 'assigned')`,
    );
    await p.obligation(topic.topic_uuid, { comp_title_en: 'Greet the sockets' });
    expect((await publish(sector.sector_uuid, 2)).status).toBe(200);
    expect((await sync(sector.sector_uuid)).status).toBe(200);
    const [version] = await q<{ version_uuid: string }>(
      sql`SELECT version_uuid FROM sector_versions WHERE sector_uuid = ${sector.sector_uuid} AND version = 2`,
    );
    // The job has started (its progress rows exist) and has not reached this company yet.
    await q(
      sql`UPDATE jobs SET state = 'running' WHERE dedupe_key = ${`sector-sync:${version.version_uuid}`}`,
    );
    await q(
      sql`INSERT INTO sector_sync_progress (version_uuid, company_uuid) VALUES (${version.version_uuid}, ${company})`,
    );

    const greet = runningDeliveryGreeter(t.database);
    const customerUser = {
      ...customers[0].admin,
      company_uuid: company,
      is_provider: false,
    } as unknown as AuthUser;
    expect(await greet(customerUser)).toEqual([
      { event: 'content-updating', payload: { sector_uuid: sector.sector_uuid, updating: true } },
    ]);
    // Another company, the provider, and this company once delivered: nothing to tell.
    expect(
      await greet({ ...customerUser, company_uuid: customers[1].company.company_uuid }),
    ).toEqual([]);
    expect(await greet({ ...customerUser, is_provider: true })).toEqual([]);
    await q(
      sql`UPDATE sector_sync_progress SET done_at = now() WHERE version_uuid = ${version.version_uuid}`,
    );
    expect(await greet(customerUser)).toEqual([]);
    await q(
      sql`UPDATE jobs SET state = 'done' WHERE dedupe_key = ${`sector-sync:${version.version_uuid}`}`,
    );
  });
});
