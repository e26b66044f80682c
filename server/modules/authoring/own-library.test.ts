/**
 * A company's own library (issue 24): a customer with the `library` rights writes its own topics
 * and obligations through the specification's authoring calls, under the provider's sectors or in
 * a sector of its own; an own obligation published by the company opens its compliance at once;
 * master content and another company's rows do not exist for its writes; nobody else sees them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../jobs/runner';
import { customerCompany, providerCompany } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { authoringCalls, pullFrom, word } from './authoring.fixtures';
import { SECTOR_SYNC_JOB, sectorSyncJob } from './sector-sync.job';

let t: TestApp;
let p: ReturnType<typeof authoringCalls>;
let a: Awaited<ReturnType<typeof customerCompany>>;
let b: Awaited<ReturnType<typeof customerCompany>>;
let own: ReturnType<typeof authoringCalls>;
let master: { sector_uuid: string; topic_uuid: string; obligation_uuid: string };
beforeAll(async () => {
  t = await createTestApp();
  p = authoringCalls(t, (await providerCompany(t.app, t.database)).admin.token);
  a = await customerCompany(t.app, t.database);
  b = await customerCompany(t.app, t.database);
  own = authoringCalls(t, a.admin.token);
  const sector = await p.sector();
  const topic = await p.topic(sector.sector_uuid);
  const ob = await p.obligation(topic.topic_uuid);
  expect(
    (await p.send('POST', '/obligation/publish', { obligation_uuid: ob.obligation_uuid })).status,
  ).toBe(200);
  master = {
    sector_uuid: sector.sector_uuid,
    topic_uuid: topic.topic_uuid,
    obligation_uuid: ob.obligation_uuid,
  };
});
afterAll(() => t.close());

const q = <T = Record<string, any>>(query: SQL) => t.database.rows<T>(query);
const get = (token: string, url: string) => call(t.app, 'GET', url, { token });
const TWO_ITEMS = [
  { title_en: 'Renew the permit', title_id: 'Perpanjang izin' },
  { title_en: 'File the report', title_id: 'Serahkan laporan' },
];

/** An own topic under the master sector and a published own obligation with two checklist items. */
async function publishedOwn(tag = word()) {
  const topic = await own.topic(master.sector_uuid, {
    title_en: `Permits ${tag}`,
    title_id: `Izin ${tag}`,
    customerId: a.company.company_uuid,
  });
  const ob = await own.obligation(topic.topic_uuid, {
    comp_title_en: `Own permit ${tag}`,
    comp_title_id: `Izin sendiri ${tag}`,
    company_uuid: a.company.company_uuid,
    checklist_template: TWO_ITEMS,
  });
  const res = await own.send('PUT', '/obligation/update', {
    obligation_uuid: ob.obligation_uuid,
    obligation_status: 1,
  });
  expect(res.status).toBe(200);
  return { tag, topic, ob };
}

describe('a customer authoring its own library', () => {
  it('creates its own topic under a master sector and its own obligation there, both its company’s', async () => {
    const { topic, ob } = await publishedOwn();
    const [trow] = await q(
      sql`SELECT company_uuid::text, is_published FROM topics WHERE topic_uuid = ${topic.topic_uuid}`,
    );
    expect(trow).toEqual({ company_uuid: a.company.company_uuid, is_published: true });
    const [orow] = await q(
      sql`SELECT company_uuid::text, master, obligation_status FROM obligations WHERE obligation_uuid = ${ob.obligation_uuid}`,
    );
    expect(orow).toEqual({
      company_uuid: a.company.company_uuid,
      master: false,
      obligation_status: 1,
    });
  });

  it('opens the compliance at once with the checklist template as its items, and its own company alone receives it', async () => {
    const before = {
      a: (await pullFrom(t, a.admin.token, 'compliances')).checkpoint,
      b: (await pullFrom(t, b.admin.token, 'compliances')).checkpoint,
    };
    const { ob, tag } = await publishedOwn();
    const [c] = await q(
      sql`SELECT compliance_uuid::text, process_status, version_code, company_uuid::text FROM compliances WHERE obligation_uuid = ${ob.obligation_uuid}`,
    );
    expect(c).toMatchObject({
      process_status: 'not_assigned',
      version_code: 1,
      company_uuid: a.company.company_uuid,
    });
    const items = await q<{ title: string }>(
      sql`SELECT title FROM checklists WHERE compliance_uuid = ${c.compliance_uuid} ORDER BY sort`,
    );
    expect(items.map((i) => i.title)).toEqual(['Renew the permit', 'File the report']);
    expect(
      (await pullFrom(t, a.admin.token, 'compliances', before.a)).docs.map((d) => d.id),
    ).toContain(c.compliance_uuid);
    expect(
      JSON.stringify((await pullFrom(t, b.admin.token, 'compliances', before.b)).docs),
    ).not.toContain(c.compliance_uuid);
    // Reads: the owner finds it in the library, the compliance list and search; the other company nowhere.
    expect((await get(a.admin.token, `/obligation/${ob.obligation_uuid}`)).status).toBe(200);
    expect((await get(a.admin.token, `/obligation/list?search=${tag}`)).body.data.total).toBe(1);
    expect((await get(b.admin.token, `/obligation/${ob.obligation_uuid}`)).status).toBe(404);
    expect((await get(b.admin.token, `/obligation/list?search=${tag}`)).body.data.total).toBe(0);
    expect(
      JSON.stringify((await get(b.admin.token, `/search/suggestions?q=${tag}`)).body.data),
    ).not.toContain(ob.obligation_uuid);
    expect(JSON.stringify((await pullFrom(t, b.admin.token, 'obligations')).docs)).not.toContain(
      ob.obligation_uuid,
    );
    expect(JSON.stringify((await pullFrom(t, b.admin.token, 'topics')).docs)).not.toContain(tag);
    const feed = await q(
      sql`SELECT DISTINCT company_uuid::text FROM change_feed WHERE row_id = ${ob.obligation_uuid}`,
    );
    expect(feed).toEqual([{ company_uuid: a.company.company_uuid }]);
  });

  it('publishes a change to its published obligation at once (no draft) and moves its compliance to the new version', async () => {
    const { ob } = await publishedOwn();
    const res = await own.send('PUT', '/obligation/update', {
      obligation_uuid: ob.obligation_uuid,
      comp_title_en: 'Own permit, renewed',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      comp_title_en: 'Own permit, renewed',
      has_draft: false,
      version_code: 2,
      obligation_status: 1,
    });
    const [c] = await q(
      sql`SELECT version_code, is_active FROM compliances WHERE obligation_uuid = ${ob.obligation_uuid}`,
    );
    expect(c).toEqual({ version_code: 2, is_active: true });
    const repealed = await own.send('PUT', '/obligation/update', {
      obligation_uuid: ob.obligation_uuid,
      obligation_status: -2,
    });
    expect(repealed.status).toBe(200);
    expect(
      (
        await q(
          sql`SELECT is_active FROM compliances WHERE obligation_uuid = ${ob.obligation_uuid}`,
        )
      )[0].is_active,
    ).toBe(false);
  });

  it('creates a sector of its own; codes are unique per tenant, never across companies', async () => {
    const code = `OWN-${word()}`;
    const sector = await own.sector({ code });
    expect(
      (
        await q(
          sql`SELECT company_uuid::text FROM sectors WHERE sector_uuid = ${sector.sector_uuid}`,
        )
      )[0].company_uuid,
    ).toBe(a.company.company_uuid);
    expect(
      (
        await authoringCalls(t, b.admin.token).send('POST', '/sectors/create', {
          code,
          name_en: 'HR',
          name_id: 'SDM',
        })
      ).status,
    ).toBe(201);
    const [{ code: masterCode }] = await q<{ code: string }>(
      sql`SELECT code FROM sectors WHERE sector_uuid = ${master.sector_uuid}`,
    );
    expect(
      (await own.send('POST', '/sectors/create', { code: masterCode, name_en: 'x', name_id: 'x' }))
        .status,
    ).toBe(409);
    const topic = await own.topic(sector.sector_uuid);
    const ob = await own.obligation(topic.topic_uuid);
    expect(
      (
        await own.send('PUT', '/obligation/update', {
          obligation_uuid: ob.obligation_uuid,
          obligation_status: 1,
        })
      ).status,
    ).toBe(200);
    expect((await get(a.admin.token, `/v2/sectors/${sector.sector_uuid}`)).status).toBe(200);
    expect((await get(b.admin.token, `/v2/sectors/${sector.sector_uuid}`)).status).toBe(404);
    expect(
      (
        await own.send('PUT', '/sectors/update', {
          sector_uuid: sector.sector_uuid,
          name_en: 'Human resources',
        })
      ).body.data,
    ).toMatchObject({ name_en: 'Human resources', has_draft: false });
  });

  it('orders and deletes its own rows', async () => {
    const tag = word();
    const first = await own.topic(master.sector_uuid, {
      title_en: `A ${tag}`,
      title_id: `A ${tag}`,
    });
    const second = await own.topic(master.sector_uuid, {
      title_en: `B ${tag}`,
      title_id: `B ${tag}`,
    });
    const mine = (
      await q<{ topic_uuid: string }>(
        sql`SELECT topic_uuid::text FROM topics WHERE sector_uuid = ${master.sector_uuid} AND company_uuid = ${a.company.company_uuid} AND parent_uuid IS NULL AND deleted_at IS NULL ORDER BY sort`,
      )
    ).map((r) => r.topic_uuid);
    const reordered = [second.topic_uuid, ...mine.filter((id) => id !== second.topic_uuid)];
    expect(
      (
        await own.send('PUT', '/topic/sort', {
          sector_uuid: master.sector_uuid,
          topic_uuids: reordered,
        })
      ).status,
    ).toBe(200);
    // The master topic is not the customer's to order.
    expect(
      (
        await own.send('PUT', '/topic/sort', {
          sector_uuid: master.sector_uuid,
          topic_uuids: [master.topic_uuid, ...reordered],
        })
      ).status,
    ).toBe(400);
    const x = await own.obligation(first.topic_uuid, { comp_title_en: 'X' });
    const y = await own.obligation(first.topic_uuid, { comp_title_en: 'Y' });
    expect(
      (
        await own.send('PUT', '/obligation/sort', {
          topic_uuid: first.topic_uuid,
          obligation_uuids: [y.obligation_uuid, x.obligation_uuid],
        })
      ).body.data,
    ).toEqual({ sorted: 2 });
    expect(
      (
        await own.send(
          'DELETE',
          `/obligation/delete?topic_uuid=${first.topic_uuid}&obligation_uuid=${x.obligation_uuid}`,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await own.send(
          'DELETE',
          `/obligation/delete?topic_uuid=${first.topic_uuid}&obligation_uuid=${y.obligation_uuid}`,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await own.send(
          'DELETE',
          `/topics/delete?topic_uuid=${first.topic_uuid}&customerId=${a.company.company_uuid}`,
        )
      ).status,
    ).toBe(200);
  });

  it('links its own obligation to a regulation it sees, never a master obligation', async () => {
    const { ob } = await publishedOwn();
    const [reg] = await q<{ regulation_guid: string }>(
      sql`INSERT INTO regulations (title_en, title_id, type, number, year, company_uuid) VALUES ('Permit rule', 'Aturan izin', 'law', '9', 2024, ${a.company.company_uuid}) RETURNING regulation_guid::text`,
    );
    const linked = await own.send('POST', '/obligation-regulation/create', {
      obligation_uuid: ob.obligation_uuid,
      regulation_guids: [reg.regulation_guid],
    });
    expect([linked.status, linked.body.data?.regulation_guids]).toEqual([
      201,
      [reg.regulation_guid],
    ]);
    expect(
      (
        await own.send('POST', '/obligation-regulation/create', {
          obligation_uuid: master.obligation_uuid,
          regulation_guids: [reg.regulation_guid],
        })
      ).status,
    ).toBe(404);
  });
});

describe('what a customer may not write', () => {
  it('refuses a user without the library rights (403)', async () => {
    const res = await call(t.app, 'POST', '/topics/create', {
      token: a.member.token,
      body: { sector_uuid: master.sector_uuid, title_en: 'x', title_id: 'x' },
    });
    expect(res.status).toBe(403);
  });

  it('answers 404 on master content and on another company’s rows, and writes nothing', async () => {
    const { topic, ob } = await publishedOwn();
    const theirs = authoringCalls(t, b.admin.token);
    const cases: [string, 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
      [
        'master topic rename',
        'PUT',
        '/topics/update',
        { topic_uuid: master.topic_uuid, title_en: 'Mine now' },
      ],
      [
        'master obligation edit',
        'PUT',
        '/obligation/update',
        { obligation_uuid: master.obligation_uuid, comp_title_en: 'Mine now' },
      ],
      [
        'obligation into a master topic',
        'POST',
        '/obligation/create',
        { topic_uuid: master.topic_uuid, comp_title_en: 'x', comp_title_id: 'x' },
      ],
      [
        'master sector rename',
        'PUT',
        '/sectors/update',
        { sector_uuid: master.sector_uuid, name_en: 'Mine now' },
      ],
      [
        'master topic delete',
        'DELETE',
        `/topics/delete?topic_uuid=${master.topic_uuid}`,
        undefined,
      ],
      [
        'master obligation order',
        'PUT',
        '/obligation/sort',
        { topic_uuid: master.topic_uuid, obligation_uuids: [master.obligation_uuid] },
      ],
      [
        'another company named',
        'POST',
        '/topics/create',
        {
          sector_uuid: master.sector_uuid,
          title_en: 'x',
          title_id: 'x',
          customerId: b.company.company_uuid,
        },
      ],
    ];
    for (const [name, method, url, body] of cases)
      expect([name, (await own.send(method, url, body)).status]).toEqual([name, 404]);
    const foreign: [string, 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
      [
        'their topic rename',
        'PUT',
        '/topics/update',
        { topic_uuid: topic.topic_uuid, title_en: 'Theirs' },
      ],
      [
        'their obligation edit',
        'PUT',
        '/obligation/update',
        { obligation_uuid: ob.obligation_uuid, comp_title_en: 'Theirs' },
      ],
      [
        'their obligation repeal',
        'PUT',
        '/obligation/update',
        { obligation_uuid: ob.obligation_uuid, obligation_status: -2 },
      ],
      [
        'obligation into their topic',
        'POST',
        '/obligation/create',
        { topic_uuid: topic.topic_uuid, comp_title_en: 'x', comp_title_id: 'x' },
      ],
      [
        'their obligation order',
        'PUT',
        '/obligation/sort',
        { topic_uuid: topic.topic_uuid, obligation_uuids: [ob.obligation_uuid] },
      ],
      [
        'their obligation delete',
        'DELETE',
        `/obligation/delete?topic_uuid=${topic.topic_uuid}&obligation_uuid=${ob.obligation_uuid}`,
        undefined,
      ],
      ['their topic delete', 'DELETE', `/topics/delete?topic_uuid=${topic.topic_uuid}`, undefined],
      [
        'their obligation linked',
        'POST',
        '/obligation-regulation/create',
        {
          obligation_uuid: ob.obligation_uuid,
          regulation_guids: ['00000000-0000-4000-8000-000000000001'],
        },
      ],
    ];
    for (const [name, method, url, body] of foreign) {
      const res = await theirs.send(method, url, body);
      expect([name, res.status]).toEqual([name, 404]);
    }
    // A parent another company owns answers as an unknown parent does (the field, 400).
    const sub = await theirs.send('POST', '/topics/create', {
      sector_uuid: master.sector_uuid,
      parent_uuid: topic.topic_uuid,
      title_en: 'x',
      title_id: 'x',
    });
    expect([sub.status, Object.keys(sub.body.errors)]).toEqual([400, ['parent_uuid']]);
    const [mrow] = await q(
      sql`SELECT comp_title_en, draft FROM obligations WHERE obligation_uuid = ${master.obligation_uuid}`,
    );
    expect(mrow.comp_title_en).not.toBe('Mine now');
    expect(mrow.draft).toBeNull();
    expect(
      (
        await q(
          sql`SELECT obligation_status, comp_title_en FROM obligations WHERE obligation_uuid = ${ob.obligation_uuid}`,
        )
      )[0],
    ).toMatchObject({ obligation_status: 1 });
  });

  it('keeps own obligations out of the provider’s sector versions and their delivery', async () => {
    const { ob } = await publishedOwn();
    await q(
      sql`UPDATE sector_versions SET published_at = current_date - 1, created_at = created_at - interval '1 day' WHERE sector_uuid = ${master.sector_uuid}`,
    );
    const [{ version }] = await q<{ version: number }>(
      sql`SELECT version FROM sectors WHERE sector_uuid = ${master.sector_uuid}`,
    );
    const res = await p.send('POST', '/sectors/dynamic-content-publish', {
      sector_uuid: master.sector_uuid,
      version: version + 1,
    });
    expect(res.status).toBe(200);
    const snapshots = await q(
      sql`SELECT snapshot FROM sector_versions WHERE sector_uuid = ${master.sector_uuid}`,
    );
    expect(JSON.stringify(snapshots)).not.toContain(ob.obligation_uuid);
    // Its own compliance in the master sector does not enrol the company in the provider's delivery.
    expect(
      (
        await p.send('POST', '/sectors/sync-dynamic-content-data', {
          sector_uuid: master.sector_uuid,
        })
      ).status,
    ).toBe(200);
    await createJobRunner({
      deps: t.app.deps,
      log: t.app.log,
      handlers: { [SECTOR_SYNC_JOB]: sectorSyncJob },
      schedule: [],
    }).drain();
    const enrolled = await q(
      sql`SELECT p.company_uuid::text FROM sector_sync_progress p JOIN sector_versions v USING (version_uuid) WHERE v.sector_uuid = ${master.sector_uuid}`,
    );
    expect(enrolled).not.toContainEqual({ company_uuid: a.company.company_uuid });
  });

  it('leaves the regulation-changed mark of its own obligations to it when the provider publishes the sector', async () => {
    const { ob } = await publishedOwn();
    const mark = JSON.stringify({
      regulation_guid: '00000000-0000-4000-8000-000000000002',
      from: 'in_effect',
      to: 'amended',
      at: '2026-11-01',
    });
    await q(
      sql`UPDATE obligations SET regulation_changed = ${mark}::jsonb WHERE obligation_uuid IN (${ob.obligation_uuid}, ${master.obligation_uuid})`,
    );
    await q(
      sql`UPDATE sector_versions SET published_at = current_date - 1, created_at = created_at - interval '1 day' WHERE sector_uuid = ${master.sector_uuid}`,
    );
    const [{ version }] = await q<{ version: number }>(
      sql`SELECT version FROM sectors WHERE sector_uuid = ${master.sector_uuid}`,
    );
    expect(
      (
        await p.send('POST', '/sectors/dynamic-content-publish', {
          sector_uuid: master.sector_uuid,
          version: version + 1,
        })
      ).status,
    ).toBe(200);
    const marks = await q<{ obligation_uuid: string; marked: boolean }>(
      sql`SELECT obligation_uuid::text, regulation_changed IS NOT NULL AS marked FROM obligations WHERE obligation_uuid IN (${ob.obligation_uuid}, ${master.obligation_uuid})`,
    );
    expect(Object.fromEntries(marks.map((m) => [m.obligation_uuid, m.marked]))).toEqual({
      [master.obligation_uuid]: false,
      [ob.obligation_uuid]: true,
    });
    // The company reviews its obligation: the change it publishes resolves its mark.
    expect(
      (
        await own.send('PUT', '/obligation/update', {
          obligation_uuid: ob.obligation_uuid,
          comp_title_en: 'Permit renewal (reviewed)',
        })
      ).status,
    ).toBe(200);
    const [after] = await q<{ marked: boolean }>(
      sql`SELECT regulation_changed IS NOT NULL AS marked FROM obligations WHERE obligation_uuid = ${ob.obligation_uuid}`,
    );
    expect(after.marked).toBe(false);
  });
});
