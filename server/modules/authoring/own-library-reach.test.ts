/**
 * A company's own obligation (issue 24) goes where a master obligation goes for that company:
 * its spreadsheet exports and the dashboard export, its bookmarks, the server search; and it
 * never reaches another company through any of them (bookmarking its id is 404 there).
 */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegulation } from '../../test/content-fixtures';
import { customerCompany, providerCompany } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { authoringCalls, pullFrom, word } from './authoring.fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof customerCompany>>;
let b: Awaited<ReturnType<typeof customerCompany>>;
const tag = word();
let own: {
  sector_uuid: string;
  topic_uuid: string;
  obligation_uuid: string;
  regulation_guid: string;
  regulation_number: string;
};
/** Company a's own obligation in its own topic under the master sector. */
let ownInMaster: string;

beforeAll(async () => {
  t = await createTestApp();
  const p = authoringCalls(t, (await providerCompany(t.app, t.database)).admin.token);
  a = await customerCompany(t.app, t.database);
  b = await customerCompany(t.app, t.database);
  // A master sector with a published obligation: both companies see the library's master side.
  const masterSector = await p.sector();
  const masterTopic = await p.topic(masterSector.sector_uuid);
  const master = await p.obligation(masterTopic.topic_uuid);
  expect(
    (await p.send('POST', '/obligation/publish', { obligation_uuid: master.obligation_uuid }))
      .status,
  ).toBe(200);

  // Company a's own sector, topic and published obligation, resting on a master regulation both see.
  const mine = authoringCalls(t, a.admin.token);
  const sector = await mine.sector({
    name_en: `Own sector ${tag}`,
    name_id: `Sektor sendiri ${tag}`,
  });
  const topic = await mine.topic(sector.sector_uuid, {
    title_en: `Own topic ${tag}`,
    title_id: `Topik sendiri ${tag}`,
  });
  const ob = await mine.obligation(topic.topic_uuid, {
    comp_title_en: `Own duty ${tag}`,
    comp_title_id: `Kewajiban sendiri ${tag}`,
  });
  expect(
    (
      await mine.send('PUT', '/obligation/update', {
        obligation_uuid: ob.obligation_uuid,
        obligation_status: 1,
      })
    ).status,
  ).toBe(200);
  const regulation = await createRegulation(t.database, {
    number: `R${tag.slice(2, 6)}`,
    year: 2023,
  });
  const linked = await mine.send('POST', '/obligation-regulation/create', {
    obligation_uuid: ob.obligation_uuid,
    regulation_guids: [regulation.regulation_guid],
  });
  expect(linked.status).toBe(201);
  const besideMaster = await mine.topic(masterSector.sector_uuid, {
    title_en: `Own beside ${tag}`,
    title_id: `Sendiri di samping ${tag}`,
  });
  ownInMaster = (
    await mine.obligation(besideMaster.topic_uuid, {
      comp_title_en: `Own duty in master ${tag}`,
      comp_title_id: `Kewajiban sendiri induk ${tag}`,
    })
  ).obligation_uuid;
  expect(
    (
      await mine.send('PUT', '/obligation/update', {
        obligation_uuid: ownInMaster,
        obligation_status: 1,
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await mine.send('POST', '/obligation-regulation/create', {
        obligation_uuid: ownInMaster,
        regulation_guids: [regulation.regulation_guid],
      })
    ).status,
  ).toBe(201);
  own = {
    sector_uuid: sector.sector_uuid,
    topic_uuid: topic.topic_uuid,
    obligation_uuid: ob.obligation_uuid,
    regulation_guid: regulation.regulation_guid,
    regulation_number: regulation.number,
  };
});
afterAll(() => t.close());

const send = (token: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { token, body });

/** A download opened as a workbook: every cell of every sheet as text. */
async function cells(token: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await send(token, method, url, body);
  expect([url, res.status]).toEqual([url, 200]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
  const out: string[] = [];
  for (const ws of wb.worksheets) ws.eachRow((row) => out.push(JSON.stringify(row.values)));
  return out.join('\n');
}

describe('an own obligation in the exports', () => {
  it('is in its company’s obligation exports (search, its sector, updates, by regulation), never in another company’s', async () => {
    const title = `Own duty ${tag}`;
    const titleInMaster = `Own duty in master ${tag}`;
    for (const token of [a.admin.token, b.admin.token]) {
      const check = (text: string) => {
        if (token === a.admin.token)
          expect([text.includes(title), text.includes(titleInMaster)]).toEqual([true, true]);
        else expect(text).not.toContain(tag);
      };
      check(await cells(token, 'POST', '/export/data-excel', { search: tag }));
      check(await cells(token, 'GET', '/obligations/download-updates'));
      check(
        await cells(token, 'POST', '/regulations/download-obligations', {
          regulation_guid: own.regulation_guid,
        }),
      );
    }
    expect(
      await cells(a.admin.token, 'POST', '/export/data-excel', { sector_uuid: own.sector_uuid }),
    ).toContain(title);
    expect(
      (await send(b.admin.token, 'POST', '/export/data-excel', { sector_uuid: own.sector_uuid }))
        .status,
    ).toBe(404);
  });

  it('exports its regulations to its company; another company asking for them is 404', async () => {
    expect(
      await cells(a.admin.token, 'POST', '/obligations/download-regulations', {
        obligation_uuid: own.obligation_uuid,
      }),
    ).toContain(own.regulation_number);
    expect(
      (
        await send(b.admin.token, 'POST', '/obligations/download-regulations', {
          obligation_uuid: own.obligation_uuid,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await send(b.admin.token, 'POST', '/obligations/download-regulations', {
          obligation_uuid: ownInMaster,
        })
      ).status,
    ).toBe(404);
  });

  it('counts in its company’s dashboard export (its compliance, its topic); another company’s shows neither, and its sector is 404 there', async () => {
    const mine = await cells(
      a.admin.token,
      'GET',
      `/dashboard/report/export?sector_uuid=${own.sector_uuid}`,
    );
    expect(mine).toContain(`Own sector ${tag}`);
    expect(mine).toContain(`Own topic ${tag}`);
    const theirs = await cells(b.admin.token, 'GET', '/dashboard/report/export');
    expect(theirs).not.toContain(tag);
    expect(
      (await send(b.admin.token, 'GET', `/dashboard/report/export?sector_uuid=${own.sector_uuid}`))
        .status,
    ).toBe(404);
  });
});

describe('an own obligation in bookmarks', () => {
  const listed = async (token: string) =>
    (
      (await send(token, 'GET', '/obligation/list?is_bookmark=1&limit=100')).body.data.data as {
        obligation_uuid: string;
      }[]
    ).map((o) => o.obligation_uuid);

  it('is bookmarked by its company’s user and listed in its bookmarks and the synced bookmarks', async () => {
    for (const id of [own.obligation_uuid, ownInMaster]) {
      const res = await send(a.admin.token, 'POST', '/obligation/bookmark', {
        obligation_uuid: id,
      });
      expect([res.status, res.body.data?.bookmarked]).toEqual([200, true]);
    }
    expect(await listed(a.admin.token)).toEqual(
      expect.arrayContaining([own.obligation_uuid, ownInMaster]),
    );
    const synced = (await pullFrom(t, a.admin.token, 'bookmarks')).docs.map((d) => d.id);
    expect(synced).toEqual(
      expect.arrayContaining([`obligation:${own.obligation_uuid}`, `obligation:${ownInMaster}`]),
    );
  });

  it('is not found for another company’s user, who gets no bookmark of it', async () => {
    for (const id of [own.obligation_uuid, ownInMaster]) {
      expect(
        (await send(b.admin.token, 'POST', '/obligation/bookmark', { obligation_uuid: id })).status,
      ).toBe(404);
      expect(await listed(b.admin.token)).not.toContain(id);
      expect(JSON.stringify((await pullFrom(t, b.admin.token, 'bookmarks')).docs)).not.toContain(
        id,
      );
    }
    const rows = await t.database.rows(
      sql`SELECT 1 FROM bookmarks WHERE entity_uuid IN (${own.obligation_uuid}, ${ownInMaster}) AND company_uuid = ${b.company.company_uuid}`,
    );
    expect(rows).toEqual([]);
  });
});

describe('an own obligation in the server search', () => {
  const suggested = async (token: string) =>
    (
      (await send(token, 'GET', `/search/suggestions?q=${tag}`)).body.data as {
        type: string;
        id: string;
      }[]
    ).map((s) => `${s.type}:${s.id}`);
  const filtered = async (token: string) => {
    const res = await send(token, 'POST', '/search-filter', {
      q: tag,
      type: 'obligations',
      limit: 100,
    });
    expect(res.status).toBe(200);
    return (res.body.data.hits.hits as { _id: string }[]).map((h) => h._id);
  };
  const found = async (token: string, type: 'sector' | 'topics') => {
    const res = await send(token, 'GET', `/search?type=${type}&q=${tag}&limit=100`);
    expect(res.status).toBe(200);
    return JSON.stringify(res.body.data);
  };

  it('is found by its company: suggestions, filtered search, its sector and topic', async () => {
    expect(await suggested(a.admin.token)).toEqual(
      expect.arrayContaining([`obligation:${own.obligation_uuid}`, `obligation:${ownInMaster}`]),
    );
    expect(await filtered(a.admin.token)).toEqual(
      expect.arrayContaining([own.obligation_uuid, ownInMaster]),
    );
    expect(await found(a.admin.token, 'sector')).toContain(own.sector_uuid);
    expect(await found(a.admin.token, 'topics')).toContain(own.topic_uuid);
  });

  it('is never found by another company', async () => {
    expect(await suggested(b.admin.token)).toEqual([]);
    expect(await filtered(b.admin.token)).toEqual([]);
    expect(await found(b.admin.token, 'sector')).not.toContain(tag);
    expect(await found(b.admin.token, 'topics')).not.toContain(tag);
  });
});
