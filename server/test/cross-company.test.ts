/**
 * Tenant isolation: a user of company A gets 404 for every row of company B, on every route
 * that takes a row id. Every module adds its routes to CASES; a route with a path parameter and
 * no case fails the first test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { compliances } from '../db/schema/compliance';
import {
  createObligation,
  createRegulation,
  createRegulationDocument,
  createTopic,
  librarySkeleton,
  linkRegulations,
} from './content-fixtures';
import { twoCompanies } from './fixtures';
import { call, createTestApp, type TestApp } from './harness';

/** A company's own content: a sector with a topic, an obligation, a regulation and its document. */
async function ownContent(database: Database, company_uuid: string) {
  const master = await librarySkeleton(database);
  const sector = (await librarySkeleton(database, { company_uuid })).sector;
  await createTopic(database, sector.sector_uuid, { company_uuid });
  const obligation = await createObligation(database, master.place, { company_uuid });
  const masterRegulation = await createRegulation(database);
  const regulation = await createRegulation(database, { company_uuid });
  await linkRegulations(database, regulation.regulation_guid, 'amends', masterRegulation.regulation_guid);
  const document = await createRegulationDocument(database, regulation.regulation_guid);
  const compliance = (cycle: number) =>
    database.db
      .insert(compliances)
      .values({ company_uuid, obligation_uuid: obligation.obligation_uuid, process_status: 'not_comply', deadline: '2099-01-01', cycle })
      .returning()
      .then((r) => r[0]);
  // Two: the renewal closes its own, so the other still takes every other call.
  return { sector, obligation, regulation, document, compliance: await compliance(1), renewable: await compliance(2) };
}

type Company = Awaited<ReturnType<typeof twoCompanies>>['a'] & { content: Awaited<ReturnType<typeof ownContent>> };
interface Case {
  /** The request made by A's admin against B's row. */
  request: (b: Company) => { url: string; body?: unknown };
}

const CASES: Record<string, Case> = {
  'GET /users/detail/:id': { request: (b) => ({ url: `/users/detail/${b.member.user_uuid}` }) },
  'GET /v2/sectors/:id': { request: (b) => ({ url: `/v2/sectors/${b.content.sector.sector_uuid}` }) },
  'GET /obligation/:id': { request: (b) => ({ url: `/obligation/${b.content.obligation.obligation_uuid}` }) },
  'GET /regulations/:id': { request: (b) => ({ url: `/regulations/${b.content.regulation.regulation_guid}` }) },
  'GET /regulations/central/:id': { request: (b) => ({ url: `/regulations/central/${b.content.regulation.regulation_guid}` }) },
  'GET /v2/regulations/hierarchy/:id': {
    request: (b) => ({ url: `/v2/regulations/hierarchy/${b.content.regulation.regulation_guid}` }),
  },
  'GET /compliance/:id/': { request: (b) => ({ url: `/compliance/${b.content.compliance.compliance_uuid}/` }) },
  'GET /compliance/:id': { request: (b) => ({ url: `/compliance/${b.content.compliance.compliance_uuid}` }) },
};

/** Routes that take B's row id in the body or the query rather than the path. */
/** Routes whose path parameter is not a row id, with the test that covers their isolation. */
const NOT_ROW_IDS: Record<string, string> = {
  'GET /sync/:collection': "never syncs another company's rows",
  'GET /docs/:file': 'a public asset of the API reference, no row behind it',
};

const BODY_CASES: Record<string, Case> = {
  'POST /obligation/bookmark': { request: (b) => ({ url: '/obligation/bookmark', body: { obligation_uuid: b.content.obligation.obligation_uuid } }) },
  'POST /regulations/bookmark': { request: (b) => ({ url: '/regulations/bookmark', body: { regulation_guid: b.content.regulation.regulation_guid } }) },
  'GET /regulation/document': { request: (b) => ({ url: `/regulation/document?doc_guid=${b.content.document.doc_guid}` }) },
  'POST /compliance/bookmark': { request: (b) => ({ url: '/compliance/bookmark', body: { compliance_uuid: b.content.compliance.compliance_uuid } }) },
  'PUT /compliance/update': { request: (b) => ({ url: '/compliance/update', body: { compliance_uuid: b.content.compliance.compliance_uuid, note: 'n' } }) },
  'PUT /compliance/process/update': {
    request: (b) => ({ url: '/compliance/process/update', body: { compliance_uuid: b.content.compliance.compliance_uuid, action: 'claim', confirm: true } }),
  },
  'PUT /compliance/status/update': {
    request: (b) => ({ url: '/compliance/status/update', body: { compliance_uuid: b.content.compliance.compliance_uuid, process_status: 'not_comply' } }),
  },
  'POST /compliance/duplicate': { request: (b) => ({ url: '/compliance/duplicate', body: { compliance_uuid: b.content.compliance.compliance_uuid } }) },
  'POST /compliance/renewal': { request: (b) => ({ url: '/compliance/renewal', body: { compliance_uuid: b.content.renewable.compliance_uuid } }) },
};

let t: TestApp;
let a: Company;
let b: Company;
beforeAll(async () => {
  t = await createTestApp();
  const two = await twoCompanies(t.app, t.database);
  a = { ...two.a, content: await ownContent(t.database, two.a.company.company_uuid) };
  b = { ...two.b, content: await ownContent(t.database, two.b.company.company_uuid) };
});
afterAll(() => t.close());

describe('cross-company isolation', () => {
  it('covers every route that takes a row id', () => {
    const withParams = t.app.apiRoutes.filter((r) => r.url.includes(':')).map((r) => `${r.method} ${r.url}`);
    expect(withParams.filter((r) => !CASES[r] && !NOT_ROW_IDS[r])).toEqual([]);
  });

  it("never syncs another company's rows, while that company receives them", async () => {
    const rows = (c: Company) => ({
      sectors: c.content.sector.sector_uuid,
      obligations: c.content.obligation.obligation_uuid,
      regulations: c.content.regulation.regulation_guid,
    });
    await t.app.deps.mutations.system(async (m) => {
      for (const c of [a, b]) {
        for (const [collection, row_id] of Object.entries(rows(c))) {
          await m.feed({ collection: collection as keyof ReturnType<typeof rows>, row_id, company_uuid: c.company.company_uuid, op: 'upsert' });
        }
      }
    });
    for (const [collection, id] of Object.entries(rows(b))) {
      const theirs = await call(t.app, 'GET', `/sync/${collection}?limit=2000`, { token: a.admin.token });
      expect(theirs.status).toBe(200);
      expect(JSON.stringify(theirs.body.data.documents)).not.toContain(id);
      const own = await call(t.app, 'GET', `/sync/${collection}?limit=2000`, { token: b.admin.token });
      expect(own.body.data.documents.map((d: { id: string }) => d.id)).toContain(id);
    }
  });

  for (const [route, c] of Object.entries({ ...CASES, ...BODY_CASES })) {
    it(`answers 404 to another company on ${route}`, async () => {
      const method = route.split(' ')[0] as 'GET';
      const { url, body } = c.request(b);
      const res = await call(t.app, method, url, { token: a.admin.token, body });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(b.company.company_uuid);
    });
  }

  it('still answers the same route for the own company (the case is not vacuous)', async () => {
    const res = await call(t.app, 'GET', `/users/detail/${a.member.user_uuid}`, { token: a.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe(a.member.email);
  });

  it("still answers the content routes for the rows' own company (the cases are not vacuous)", async () => {
    for (const [route, c] of Object.entries({ ...CASES, ...BODY_CASES })) {
      const method = route.split(' ')[0] as 'GET';
      const { url, body } = c.request(b);
      const res = await call(t.app, method, url, { token: b.admin.token, body });
      // 201 for the calls that create (a renewal, a duplicate).
      expect([route, res.status === 201 ? 200 : res.status]).toEqual([route, 200]);
    }
  });

  it('answers the same 404 for a malformed id as for a foreign one', async () => {
    const res = await call(t.app, 'GET', '/users/detail/not-a-uuid', { token: a.admin.token });
    expect(res.status).toBe(404);
  });
});
