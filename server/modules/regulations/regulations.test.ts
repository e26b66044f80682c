import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachRegulation,
  createObligation,
  createRegulation,
  createRegulationDocument,
  librarySkeleton,
  linkRegulations,
} from '../../test/content-fixtures';
import { providerCompany, twoCompanies } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
let provider: Awaited<ReturnType<typeof providerCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
  provider = await providerCompany(t.app, t.database);
});
afterAll(() => t.close());

const guids = (res: { body: { data: { data: { regulation_guid: string }[] } } }) =>
  res.body.data.data.map((r) => r.regulation_guid).sort();

describe('GET /regulations/list', () => {
  it("lists master regulations and the own company's, never another company's", async () => {
    const word = `zq${Date.now()}`;
    const master = await createRegulation(t.database, { title_en: `Master ${word}` });
    const own = await createRegulation(t.database, {
      title_en: `Own ${word}`,
      company_uuid: a.company.company_uuid,
    });
    await createRegulation(t.database, {
      title_en: `Foreign ${word}`,
      company_uuid: b.company.company_uuid,
    });
    await createRegulation(t.database, {
      title_en: `Deleted ${word}`,
      deleted_at: new Date().toISOString(),
    });
    const res = await call(t.app, 'GET', `/regulations/list?search=${word}`, {
      token: a.member.token,
    });
    expect(res.status).toBe(200);
    expect(guids(res)).toEqual([master.regulation_guid, own.regulation_guid].sort());
    expect(res.body.data).toMatchObject({ page: 1, limit: 20, total: 2, total_page: 1 });
  });

  it('searches titles in both languages and the number, filters by legal status, pages', async () => {
    const word = `kx${Date.now()}`;
    const repealed = await createRegulation(t.database, {
      title_id: `Peraturan ${word}`,
      legal_status: 'repealed',
      year: 2001,
    });
    const inEffect = await createRegulation(t.database, { title_en: `Rule ${word}`, year: 2020 });
    const res = await call(t.app, 'GET', `/regulations/list?search=${word}&lang=id`, {
      token: a.member.token,
    });
    expect(res.body.data.data.map((r: { regulation_guid: string }) => r.regulation_guid)).toEqual([
      inEffect.regulation_guid,
      repealed.regulation_guid,
    ]);
    expect(res.body.data.data[1]).toMatchObject({
      title: `Peraturan ${word}`,
      legal_status: 'repealed',
      year: 2001,
      is_bookmarked: false,
    });
    const filtered = await call(
      t.app,
      'GET',
      `/regulations/list?search=${word}&legal_status=repealed`,
      { token: a.member.token },
    );
    expect(guids(filtered)).toEqual([repealed.regulation_guid]);
    const paged = await call(t.app, 'GET', `/regulations/list?search=${word}&limit=1&page=2`, {
      token: a.member.token,
    });
    expect(paged.body.data).toMatchObject({ page: 2, limit: 1, total: 2, total_page: 2 });
    expect(guids(paged)).toEqual([repealed.regulation_guid]);
    const byNumber = await createRegulation(t.database, { number: `N-${word}` });
    expect(
      guids(
        await call(t.app, 'GET', `/regulations/list?search=N-${word}`, { token: a.member.token }),
      ),
    ).toEqual([byNumber.regulation_guid]);
  });

  it("lists only the caller's bookmarks with is_bookmark=1", async () => {
    const reg = await createRegulation(t.database);
    await call(t.app, 'POST', '/regulations/bookmark', {
      token: a.admin.token,
      body: { regulation_guid: reg.regulation_guid },
    });
    expect(
      guids(await call(t.app, 'GET', '/regulations/list?is_bookmark=1', { token: a.admin.token })),
    ).toEqual([reg.regulation_guid]);
    expect(
      guids(await call(t.app, 'GET', '/regulations/list?is_bookmark=1', { token: a.member.token })),
    ).toEqual([]);
  });

  it("answers the issuer in the request's language beside both texts, the other when one is missing", async () => {
    const word = `iz${Date.now()}`;
    const both = await createRegulation(t.database, {
      title_en: `Both ${word}`,
      year: 2022,
      issuer_en: 'Ministry of Manpower',
      issuer_id: 'Kementerian Ketenagakerjaan',
    });
    await createRegulation(t.database, {
      title_en: `English ${word}`,
      year: 2021,
      issuer_en: 'Governor of Bali',
      issuer_id: null,
    });
    const issuers = async (lang: string) =>
      (
        await call(t.app, 'GET', `/regulations/list?search=${word}&lang=${lang}`, {
          token: a.member.token,
        })
      ).body.data.data.map((r: { issuer: string; issuer_en: string; issuer_id: string | null }) => [
        r.issuer,
        r.issuer_en,
        r.issuer_id,
      ]);
    expect(await issuers('en')).toEqual([
      ['Ministry of Manpower', 'Ministry of Manpower', 'Kementerian Ketenagakerjaan'],
      ['Governor of Bali', 'Governor of Bali', null],
    ]);
    expect(await issuers('id')).toEqual([
      ['Kementerian Ketenagakerjaan', 'Ministry of Manpower', 'Kementerian Ketenagakerjaan'],
      ['Governor of Bali', 'Governor of Bali', null],
    ]);
    const central = await call(
      t.app,
      'GET',
      `/regulations/central/${both.regulation_guid}?lang=id`,
      { token: a.member.token },
    );
    expect(central.body.data.regulation).toMatchObject({
      issuer: 'Kementerian Ketenagakerjaan',
      issuer_en: 'Ministry of Manpower',
    });
  });

  it('refuses an unknown legal status', async () => {
    const res = await call(t.app, 'GET', '/regulations/list?legal_status=void', {
      token: a.member.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.legal_status).toBeDefined();
  });
});

describe('GET /regulations/:id', () => {
  it('answers every field in the request language and both, documents, hierarchy counts and linked obligations', async () => {
    const reg = await createRegulation(t.database, {
      enacted_at: '2020-02-01',
      effective_at: '2020-03-01',
    });
    const amending = await createRegulation(t.database);
    const implementing = [await createRegulation(t.database), await createRegulation(t.database)];
    await linkRegulations(t.database, amending.regulation_guid, 'amends', reg.regulation_guid);
    for (const r of implementing)
      await linkRegulations(t.database, r.regulation_guid, 'implements', reg.regulation_guid);
    const doc = await createRegulationDocument(t.database, reg.regulation_guid);
    const lib = await librarySkeleton(t.database);
    const published = await createObligation(t.database, lib.place);
    const draft = await createObligation(t.database, lib.place, { obligation_status: 0 });
    for (const ob of [published, draft])
      await attachRegulation(t.database, ob.obligation_uuid, reg.regulation_guid);

    const res = await call(t.app, 'GET', `/regulations/${reg.regulation_guid}?lang=id`, {
      token: a.member.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      regulation_guid: reg.regulation_guid,
      title: reg.title_id,
      title_en: reg.title_en,
      abstract: reg.abstract_id,
      abstract_en: reg.abstract_en,
      full_text: reg.full_text_id,
      number: reg.number,
      year: 2020,
      type: 'government_regulation',
      issuer: 'Pemerintah',
      issuer_en: 'Government',
      issuer_id: 'Pemerintah',
      legal_status: 'in_effect',
      enacted_at: '2020-02-01',
      effective_at: '2020-03-01',
      is_bookmarked: false,
      documents: [{ doc_guid: doc.doc_guid, alias_name: doc.alias_name, extension: 'pdf' }],
      hierarchy_summary: {
        amends: 0,
        amended_by: 1,
        implements: 0,
        implemented_by: 2,
        revokes: 0,
        revoked_by: 0,
        total: 3,
      },
    });
    expect(
      res.body.data.obligations.map((o: { obligation_uuid: string }) => o.obligation_uuid),
    ).toEqual([published.obligation_uuid]);
    expect(res.body.data.documents[0]).not.toHaveProperty('storage_key');
    const asProvider = await call(t.app, 'GET', `/regulations/${reg.regulation_guid}`, {
      token: provider.admin.token,
    });
    expect(asProvider.body.data.obligations).toHaveLength(2);
  });

  it("does not count a link to another company's regulation", async () => {
    const reg = await createRegulation(t.database);
    const foreign = await createRegulation(t.database, { company_uuid: b.company.company_uuid });
    await linkRegulations(t.database, foreign.regulation_guid, 'revokes', reg.regulation_guid);
    const res = await call(t.app, 'GET', `/regulations/${reg.regulation_guid}`, {
      token: a.member.token,
    });
    expect(res.body.data.hierarchy_summary.total).toBe(0);
    const asB = await call(t.app, 'GET', `/regulations/${reg.regulation_guid}`, {
      token: b.member.token,
    });
    expect(asB.body.data.hierarchy_summary).toMatchObject({ revoked_by: 1, total: 1 });
  });

  it("answers 404 for another company's regulation, a deleted one and a malformed id", async () => {
    const foreign = await createRegulation(t.database, { company_uuid: b.company.company_uuid });
    const deleted = await createRegulation(t.database, { deleted_at: new Date().toISOString() });
    for (const id of [foreign.regulation_guid, deleted.regulation_guid, 'x']) {
      const res = await call(t.app, 'GET', `/regulations/${id}`, { token: a.admin.token });
      expect(res.status).toBe(404);
    }
    const own = await createRegulation(t.database, { company_uuid: a.company.company_uuid });
    expect(
      (await call(t.app, 'GET', `/regulations/${own.regulation_guid}`, { token: a.admin.token }))
        .status,
    ).toBe(200);
  });
});

describe('GET /regulation/document', () => {
  it("answers a document's metadata", async () => {
    const reg = await createRegulation(t.database);
    const doc = await createRegulationDocument(t.database, reg.regulation_guid, {
      alias_name: 'Salinan resmi',
      extension: 'pdf',
    });
    const res = await call(t.app, 'GET', `/regulation/document?doc_guid=${doc.doc_guid}`, {
      token: a.member.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      doc_guid: doc.doc_guid,
      regulation_guid: reg.regulation_guid,
      alias_name: 'Salinan resmi',
      extension: 'pdf',
      size_bytes: 1024,
    });
    expect(res.body.data).not.toHaveProperty('storage_key');
  });

  it('answers "Regulation Document Not Found" for an unknown, malformed or foreign document', async () => {
    const foreignReg = await createRegulation(t.database, { company_uuid: b.company.company_uuid });
    const foreignDoc = await createRegulationDocument(t.database, foreignReg.regulation_guid);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', foreignDoc.doc_guid]) {
      const res = await call(t.app, 'GET', `/regulation/document?doc_guid=${id}`, {
        token: a.member.token,
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Regulation Document Not Found');
    }
    const id = await call(
      t.app,
      'GET',
      `/regulation/document?doc_guid=${foreignDoc.doc_guid}&lang=id`,
      { token: a.member.token },
    );
    expect(id.body.message).toBe('Dokumen Peraturan Tidak Ditemukan');
  });

  it('requires doc_guid', async () => {
    const res = await call(t.app, 'GET', '/regulation/document', { token: a.member.token });
    expect(res.status).toBe(400);
    expect(res.body.errors.doc_guid).toEqual(['This field is required']);
  });
});
