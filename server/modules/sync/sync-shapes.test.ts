import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SYNC_COLLECTIONS,
  syncDescriptor,
  type SyncCollection,
} from '../../../contract/collections';
import {
  attachRegulation,
  createObligation,
  createRegulation,
  createRegulationDocument,
  librarySkeleton,
  linkRegulations,
} from '../../test/content-fixtures';
import { customerCompany } from '../../test/fixtures';
import { builtInRoles, createCompliance } from '../compliance/compliance.fixtures';
import { call, createTestApp, pullSync, type TestApp } from '../../test/harness';
import { createDocument } from '../documents/documents.fixtures';
import { notify } from '../notifications/notify';

let t: TestApp;
let company: Awaited<ReturnType<typeof customerCompany>>;
const written: Partial<Record<SyncCollection, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  company = await customerCompany(t.app, t.database);
  const lib = await librarySkeleton(t.database);
  const ob = await createObligation(t.database, lib.place, {
    checklist_template: [{ title_en: 'Log', title_id: 'Catat' }],
  });
  const reg = await createRegulation(t.database);
  const other = await createRegulation(t.database);
  await attachRegulation(t.database, ob.obligation_uuid, reg.regulation_guid);
  await createRegulationDocument(t.database, reg.regulation_guid);
  await linkRegulations(t.database, reg.regulation_guid, 'amends', other.regulation_guid);
  Object.assign(written, {
    sectors: lib.sector.sector_uuid,
    topics: lib.place.topic_uuid,
    obligations: ob.obligation_uuid,
    regulations: reg.regulation_guid,
  });
  await t.app.deps.mutations.system((m) =>
    m.feed(
      ...(['sectors', 'topics', 'obligations', 'regulations'] as const).map((collection) => ({
        collection,
        row_id: written[collection]!,
        company_uuid: null,
        op: 'upsert' as const,
      })),
    ),
  );
  const roles = await builtInRoles(t.database, company.company.company_uuid);
  const compliance = await createCompliance(t.database, roles, {
    company_uuid: company.company.company_uuid,
    obligation_uuid: ob.obligation_uuid,
    members: [{ user_uuid: company.member.user_uuid, role: 'pic' }],
    checklist: [true, false],
  });
  written.compliances = compliance.compliance_uuid;
  await t.app.deps.mutations.system((m) =>
    m.feed({
      collection: 'compliances',
      row_id: compliance.compliance_uuid,
      company_uuid: company.company.company_uuid,
      op: 'upsert',
    }),
  );
  const toggle = await call(t.app, 'POST', '/obligation/bookmark', {
    token: company.admin.token,
    body: { obligation_uuid: ob.obligation_uuid },
  });
  written.bookmarks = `obligation:${ob.obligation_uuid}`;
  expect(toggle.status).toBe(200);
  const item = await call(t.app, 'POST', '/compliance/checklist/create', {
    token: company.admin.token,
    body: { compliance_uuid: compliance.compliance_uuid, title: 'Log', due_date: '2027-01-01' },
  });
  written.checklists = item.body.data.checklist_uuid;
  written.comments = 'c0ffee00-0000-4000-8000-0000000005a1';
  await call(t.app, 'PUT', '/comments', {
    token: company.admin.token,
    body: { comment_uuid: written.comments, comp_uuid: compliance.compliance_uuid, body: 'Logged' },
  });
  const doc = await createDocument(t.app, t.database, company.company.company_uuid, {
    uploaded_by: company.admin.user_uuid,
  });
  written.documents = doc.document_uuid;
  const mapped = await call(t.app, 'POST', '/documents/map', {
    token: company.admin.token,
    body: { document_uuid: doc.document_uuid, checklist_uuids: [written.checklists] },
  });
  expect(mapped.status).toBe(200);
  const [note] = await t.app.deps.mutations.system((m) =>
    notify(m, {
      company_uuid: company.company.company_uuid,
      user_uuids: [company.admin.user_uuid],
      kind: 'reminder',
      vars: { title: 'Fire permit', message: 'Renew it' },
    }),
  );
  written.notifications = note;
});
afterAll(() => t.close());

async function pullAll(collection: SyncCollection) {
  const docs: Record<string, unknown>[] = [];
  for (let q = '?limit=2000'; ;) {
    const page = await pullSync(t.app, `/sync/${collection}${q}`, company.admin.token);
    expect(page.status).toBe(200);
    if (page.body.data.documents.length === 0) return docs;
    docs.push(...page.body.data.documents);
    q = `?limit=2000&updated_at=${page.body.data.checkpoint.updated_at}&id=${page.body.data.checkpoint.id}`;
  }
}

describe('synced documents and their descriptors', () => {
  for (const collection of SYNC_COLLECTIONS) {
    it(`sends ${collection} documents exactly in the shape of the ${collection} descriptor`, async () => {
      const docs = (await pullAll(collection)).filter((d) => !d._deleted);
      expect(docs.map((d) => d.id)).toContain(written[collection]);
      for (const doc of docs) {
        // strict: a field the server sends but the descriptor does not know is a drift too
        const parsed = syncDescriptor(collection).schema.strict().safeParse(doc);
        expect(parsed.error?.issues ?? [], JSON.stringify(doc)).toEqual([]);
      }
    });
  }
});
