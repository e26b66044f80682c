import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachRegulation,
  createObligation,
  createRegulation,
  librarySkeleton,
} from '../../test/content-fixtures';
import { createRole, createUser, providerCompany, twoCompanies } from '../../test/fixtures';
import { call, createTestApp, loginAs, type TestApp } from '../../test/harness';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
let provider: Awaited<ReturnType<typeof providerCompany>>;
let lib: Awaited<ReturnType<typeof librarySkeleton>>;
beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
  provider = await providerCompany(t.app, t.database);
  lib = await librarySkeleton(t.database);
});
afterAll(() => t.close());

const open = (id: string, token: string, lang = 'en') =>
  call(t.app, 'GET', `/obligation/${id}?lang=${lang}`, { token });

describe('GET /obligation/:id', () => {
  it('opens a published master obligation with its texts in the request language and in both', async () => {
    const ob = await createObligation(t.database, lib.place);
    const res = await open(ob.obligation_uuid, a.member.token, 'id');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      obligation_uuid: ob.obligation_uuid,
      comp_title: ob.comp_title_id,
      comp_title_en: ob.comp_title_en,
      comp_title_id: ob.comp_title_id,
      regulation_obligation_description: ob.regulation_obligation_description_id,
      regulation_obligation_description_en: ob.regulation_obligation_description_en,
      regulation_penalty_description: 'Teguran tertulis',
      checklist_template: [
        {
          title: 'Menyiapkan laporan',
          title_en: 'Prepare the report',
          title_id: 'Menyiapkan laporan',
        },
      ],
      type: 'periodic',
      sanction: 'administrative',
      priority: 'high',
      version_code: 1,
      sector_title: lib.sector.name_id,
      topic_title: lib.topic.title_id,
      subtopic_title: lib.subtopic.title_id,
      topic_uuid: lib.subtopic.topic_uuid,
      parent_topic_uuid: lib.topic.topic_uuid,
      is_bookmarked: false,
    });
  });

  it('lists its related regulations, but not a regulation of another company', async () => {
    const ob = await createObligation(t.database, lib.place);
    const law = await createRegulation(t.database, {
      number: '32',
      year: 2009,
      legal_status: 'amended',
    });
    const foreign = await createRegulation(t.database, { company_uuid: b.company.company_uuid });
    await attachRegulation(t.database, ob.obligation_uuid, law.regulation_guid);
    await attachRegulation(t.database, ob.obligation_uuid, foreign.regulation_guid);
    const res = await open(ob.obligation_uuid, a.member.token);
    expect(res.body.data.regulations).toEqual([
      {
        regulation_guid: law.regulation_guid,
        title: law.title_en,
        number: '32',
        year: 2009,
        type: law.type,
        legal_status: 'amended',
      },
    ]);
  });

  it('refuses a draft obligation to a customer with the specification message', async () => {
    const draft = await createObligation(t.database, lib.place, { obligation_status: 0 });
    const res = await open(draft.obligation_uuid, a.member.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have access to open this obligation');
    const id = await open(draft.obligation_uuid, a.member.token, 'id');
    expect(id.body.message).toBe('Anda tidak memiliki akses untuk membuka kewajiban ini');
  });

  it('refuses a repealed (-2) or inactive master obligation to a customer', async () => {
    const repealed = await createObligation(t.database, lib.place, { obligation_status: -2 });
    const inactive = await createObligation(t.database, lib.place, { is_active: false });
    for (const ob of [repealed, inactive]) {
      const res = await open(ob.obligation_uuid, a.admin.token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You do not have access to open this obligation');
    }
  });

  it('lets the provider open drafts and repealed obligations', async () => {
    const draft = await createObligation(t.database, lib.place, { obligation_status: 0 });
    const repealed = await createObligation(t.database, lib.place, { obligation_status: -2 });
    expect((await open(draft.obligation_uuid, provider.admin.token)).status).toBe(200);
    const res = await open(repealed.obligation_uuid, provider.admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data.obligation_status).toBe(-2);
  });

  it("lets a customer open its own company's obligation, draft or not", async () => {
    const own = await createObligation(t.database, lib.place, {
      company_uuid: a.company.company_uuid,
      obligation_status: 0,
    });
    const res = await open(own.obligation_uuid, a.member.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ master: false, company_uuid: a.company.company_uuid });
  });

  it("answers 404, not 403, for another company's own obligation, even a draft", async () => {
    const published = await createObligation(t.database, lib.place, {
      company_uuid: b.company.company_uuid,
    });
    const draft = await createObligation(t.database, lib.place, {
      company_uuid: b.company.company_uuid,
      obligation_status: 0,
    });
    for (const ob of [published, draft]) {
      const res = await open(ob.obligation_uuid, a.admin.token);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(b.company.company_uuid);
    }
    expect((await open(published.obligation_uuid, provider.admin.token)).status).toBe(404);
  });

  it('answers 404 for a malformed, unknown or deleted id', async () => {
    const gone = await createObligation(t.database, lib.place, {
      deleted_at: new Date().toISOString(),
    });
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', gone.obligation_uuid]) {
      expect((await open(id, a.admin.token)).status).toBe(404);
    }
  });

  it('needs the obligation module', async () => {
    const role = await createRole(t.database, a.company.company_uuid, 'Library only', {
      library: ['view'],
    });
    const user = await createUser(t.database, a.company, { roles: [role.role_uuid] });
    const token = await loginAs(t.app, user.email);
    const ob = await createObligation(t.database, lib.place);
    expect((await open(ob.obligation_uuid, token)).status).toBe(403);
  });
});

describe('GET /obligation/category/list and /obligation/sector/filter', () => {
  it('lists the obligation types with English and Indonesian labels', async () => {
    const res = await call(t.app, 'GET', '/obligation/category/list?lang=id', {
      token: a.member.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 1, total: 5, total_page: 1 });
    expect(res.body.data.data.map((o: { value: string }) => o.value)).toEqual([
      'licensing',
      'conditional',
      'periodic',
      'prohibition',
      'continuous',
    ]);
    expect(res.body.data.data[0]).toEqual({
      value: 'licensing',
      label: 'Perizinan',
      label_en: 'Licensing',
      label_id: 'Perizinan',
    });
  });

  it('answers the filter options with labels in the request language', async () => {
    const en = await call(t.app, 'GET', '/obligation/sector/filter', { token: a.member.token });
    expect(en.body.data.types).toHaveLength(5);
    expect(en.body.data.priorities.map((p: { label: string }) => p.label)).toEqual([
      'Low',
      'Medium',
      'High',
    ]);
    expect(en.body.data.sanctions.map((s: { value: string }) => s.value)).toEqual([
      'administrative',
      'administrative_and_criminal',
      'criminal',
      'none',
    ]);
    const id = await call(t.app, 'GET', '/obligation/sector/filter?lang=id', {
      token: a.member.token,
    });
    expect(id.body.data.priorities.map((p: { label: string }) => p.label)).toEqual([
      'Rendah',
      'Sedang',
      'Tinggi',
    ]);
  });
});
