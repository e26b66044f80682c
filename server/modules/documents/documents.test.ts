import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentRelations, documents } from '../../db/schema/documents';
import { bookmarks } from '../../db/schema/engagement';
import { activityLogs, changeFeed } from '../../db/schema/platform';
import { createRegulation, createTopic, librarySkeleton } from '../../test/content-fixtures';
import { createRole, createUser, twoCompanies } from '../../test/fixtures';
import { call, createTestApp, loginAs, pullSync, type TestApp } from '../../test/harness';
import { createCompliance } from '../compliance/checklists/test-helpers';
import { createDocument, createFolder } from './documents.fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
});
afterAll(() => t.close());

const A = () => a.company.company_uuid;
const B = () => b.company.company_uuid;
const logsOf = (id: string) =>
  t.database.db.select().from(activityLogs).where(eq(activityLogs.type_uuid, id));
const feedOf = (id: string) =>
  t.database.db
    .select()
    .from(changeFeed)
    .where(and(eq(changeFeed.collection, 'documents'), eq(changeFeed.row_id, id)));
const docRow = async (id: string) =>
  (await t.database.db.select().from(documents).where(eq(documents.document_uuid, id)))[0];
const syncedIds = async (token: string) =>
  (await pullSync(t.app, '/sync/documents?limit=2000', token)).body.data.documents as {
    id: string;
    _deleted?: boolean;
  }[];

describe('GET /documents/list', () => {
  it('pages the company’s documents with folder, uploader, relations count and bookmark flag; filters, searches and sorts', async () => {
    const folder = await createFolder(t.database, A(), { name: 'Permits' });
    const d1 = await createDocument(t.app, t.database, A(), {
      file_name: 'Zeta permit.pdf',
      folder_uuid: folder.folder_uuid,
      uploaded_by: a.admin.user_uuid,
    });
    const d2 = await createDocument(t.app, t.database, A(), {
      file_name: 'alpha permit.pdf',
      folder_uuid: folder.folder_uuid,
    });
    await createDocument(t.app, t.database, A(), {
      file_name: 'Unfiled memo.txt',
      extension: 'txt',
    });
    const foreign = await createDocument(t.app, t.database, B(), {
      file_name: 'Foreign permit.pdf',
    });
    const c = await createCompliance(t.database, A());
    await t.database.db.insert(documentRelations).values({
      company_uuid: A(),
      document_uuid: d1.document_uuid,
      compliance_uuid: c.compliance_uuid,
    });

    const res = await call(
      t.app,
      'GET',
      `/documents/list?folder_uuid=${folder.folder_uuid}&sort=name&order=asc`,
      { token: a.member.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.data.map((d: { file_name: string }) => d.file_name)).toEqual([
      'alpha permit.pdf',
      'Zeta permit.pdf',
    ]);
    expect(res.body.data).toMatchObject({ page: 1, total: 2, total_page: 1 });
    expect(res.body.data.data[1]).toMatchObject({
      document_uuid: d1.document_uuid,
      folder_name: 'Permits',
      uploader_name: a.admin.name,
      relations_count: 1,
      is_bookmarked: false,
      size_bytes: d1.size_bytes,
      sha256: d1.sha256,
    });

    const search = await call(
      t.app,
      'GET',
      '/documents/list?search=PERMIT&limit=1&page=2&sort=name&order=ASC',
      { token: a.admin.token },
    );
    expect(search.body.data).toMatchObject({ total: 2, total_page: 2, page: 2, limit: 1 });
    expect(search.body.data.data.map((d: { document_uuid: string }) => d.document_uuid)).toEqual([
      d1.document_uuid,
    ]);
    const all = await call(t.app, 'GET', '/documents/list?limit=100', { token: a.admin.token });
    expect(all.body.data.data.map((d: { document_uuid: string }) => d.document_uuid)).not.toContain(
      foreign.document_uuid,
    );
    expect(all.body.data.data.map((d: { document_uuid: string }) => d.document_uuid)).toContain(
      d2.document_uuid,
    );
  });

  it('treats % and _ in the search as plain characters', async () => {
    const odd = await createDocument(t.app, t.database, A(), { file_name: '100% done_ok.pdf' });
    await createDocument(t.app, t.database, A(), { file_name: '100 percent done.pdf' });
    const res = await call(
      t.app,
      'GET',
      `/documents/list?search=${encodeURIComponent('100%')}&limit=100`,
      { token: a.admin.token },
    );
    expect(res.body.data.data.map((d: { document_uuid: string }) => d.document_uuid)).toEqual([
      odd.document_uuid,
    ]);
  });

  it('answers 400 naming a bad sort and 403 without the documents module', async () => {
    const bad = await call(t.app, 'GET', '/documents/list?sort=colour', { token: a.admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.sort).toBeDefined();
    const role = await createRole(t.database, A(), 'No documents', { compliance: ['view'] });
    const outsider = await createUser(t.database, a.company, { roles: [role.role_uuid] });
    const token = await loginAs(t.app, outsider.email);
    expect((await call(t.app, 'GET', '/documents/list', { token })).status).toBe(403);
    expect((await call(t.app, 'POST', '/folders/list', { token, body: {} })).status).toBe(403);
  });
});

describe('POST /documents/bookmark and ?is_bookmark=1', () => {
  it('toggles the caller’s bookmark and lists only the bookmarked ones', async () => {
    const d = await createDocument(t.app, t.database, A());
    await createDocument(t.app, t.database, A());
    const on = await call(t.app, 'POST', '/documents/bookmark', {
      token: a.admin.token,
      body: { document_uuid: d.document_uuid },
    });
    expect(on.body).toMatchObject({ message: 'Bookmark added', data: { bookmarked: true } });
    const list = await call(t.app, 'GET', '/documents/list?is_bookmark=1&limit=100', {
      token: a.admin.token,
    });
    expect(
      list.body.data.data.map((x: { document_uuid: string; is_bookmarked: boolean }) => [
        x.document_uuid,
        x.is_bookmarked,
      ]),
    ).toEqual([[d.document_uuid, true]]);
    // another user's bookmarks are their own
    expect(
      (await call(t.app, 'GET', '/documents/list?is_bookmark=1', { token: a.member.token })).body
        .data.total,
    ).toBe(0);
    const off = await call(t.app, 'POST', '/documents/bookmark', {
      token: a.admin.token,
      body: { document_uuid: d.document_uuid },
    });
    expect(off.body).toMatchObject({
      message: 'Bookmark removed',
      data: { bookmarked: false, bookmark_uuid: on.body.data.bookmark_uuid },
    });
    expect(
      (await call(t.app, 'GET', '/documents/list?is_bookmark=1', { token: a.admin.token })).body
        .data.total,
    ).toBe(0);
  });

  it('answers 404 for another company’s or an unknown document', async () => {
    const foreign = await createDocument(t.app, t.database, B());
    for (const id of [foreign.document_uuid, '00000000-0000-4000-8000-000000000000']) {
      expect(
        (
          await call(t.app, 'POST', '/documents/bookmark', {
            token: a.admin.token,
            body: { document_uuid: id },
          })
        ).status,
      ).toBe(404);
    }
    expect(
      await t.database.db
        .select()
        .from(bookmarks)
        .where(eq(bookmarks.entity_uuid, foreign.document_uuid)),
    ).toEqual([]);
  });
});

describe('PUT /documents/update/{id}', () => {
  it('renames keeping the extension, moves, logs each and feeds the synced collection', async () => {
    const from = await createFolder(t.database, A());
    const to = await createFolder(t.database, A(), { name: 'Archive' });
    const d = await createDocument(t.app, t.database, A(), {
      file_name: 'scan.pdf',
      folder_uuid: from.folder_uuid,
    });
    const res = await call(t.app, 'PUT', `/documents/update/${d.document_uuid}`, {
      token: a.admin.token,
      body: { file_name: 'Boiler permit', folder_uuid: to.folder_uuid },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Document updated',
      data: { file_name: 'Boiler permit.pdf', folder_uuid: to.folder_uuid, folder_name: 'Archive' },
    });
    expect((await docRow(d.document_uuid)).file_name).toBe('Boiler permit.pdf');
    const logs = await logsOf(d.document_uuid);
    expect(logs.map((l) => [l.action, l.before, l.after]).sort()).toEqual([
      ['move', { folder_uuid: from.folder_uuid }, { folder_uuid: to.folder_uuid }],
      ['rename', { file_name: 'scan.pdf' }, { file_name: 'Boiler permit.pdf' }],
    ]);
    expect((await feedOf(d.document_uuid)).map((f) => [f.op, f.company_uuid])).toEqual([
      ['upsert', A()],
    ]);

    // a name that already ends with the extension (any case) is kept as given; null leaves every folder
    const again = await call(t.app, 'PUT', `/documents/update/${d.document_uuid}`, {
      token: a.admin.token,
      body: { file_name: 'Final.PDF', folder_uuid: null },
    });
    expect(again.body.data).toMatchObject({
      file_name: 'Final.PDF',
      folder_uuid: null,
      folder_name: null,
    });
  });

  it('refuses a name past 120 characters, the extension counted, with the spec’s message in both languages', async () => {
    const d = await createDocument(t.app, t.database, A(), { file_name: 'short.pdf' });
    const long = await call(t.app, 'PUT', `/documents/update/${d.document_uuid}`, {
      token: a.admin.token,
      body: { file_name: 'x'.repeat(121) },
    });
    expect(long.status).toBe(400);
    expect(long.body.errors.file_name).toEqual(['The file name may be at most 120 characters']);
    const withExt = await call(t.app, 'PUT', `/documents/update/${d.document_uuid}?lang=id`, {
      token: a.admin.token,
      body: { file_name: 'x'.repeat(117) },
    });
    expect(withExt.status).toBe(400);
    expect(withExt.body.errors.file_name).toEqual(['Nama berkas maksimal 120 karakter']);
    const fits = await call(t.app, 'PUT', `/documents/update/${d.document_uuid}`, {
      token: a.admin.token,
      body: { file_name: 'x'.repeat(116) },
    });
    expect(fits.body.data.file_name).toHaveLength(120);
  });

  it('answers 400 for an empty change, 404 for another company’s document or folder, 403 without update', async () => {
    const d = await createDocument(t.app, t.database, A(), { file_name: 'kept.pdf' });
    expect(
      (
        await call(t.app, 'PUT', `/documents/update/${d.document_uuid}`, {
          token: a.admin.token,
          body: {},
        })
      ).status,
    ).toBe(400);
    const foreignFolder = await createFolder(t.database, B());
    const moved = await call(t.app, 'PUT', `/documents/update/${d.document_uuid}`, {
      token: a.admin.token,
      body: { folder_uuid: foreignFolder.folder_uuid },
    });
    expect(moved.status).toBe(404);
    const foreign = await createDocument(t.app, t.database, B(), { file_name: 'theirs.pdf' });
    expect(
      (
        await call(t.app, 'PUT', `/documents/update/${foreign.document_uuid}`, {
          token: a.admin.token,
          body: { file_name: 'mine' },
        })
      ).status,
    ).toBe(404);
    expect((await docRow(foreign.document_uuid)).file_name).toBe('theirs.pdf');
    expect(
      (
        await call(t.app, 'PUT', `/documents/update/${d.document_uuid}`, {
          token: a.member.token,
          body: { file_name: 'nope' },
        })
      ).status,
    ).toBe(403);
    expect((await docRow(d.document_uuid)).file_name).toBe('kept.pdf');
  });
});

describe('DELETE /documents/delete?type=hard', () => {
  it('deletes the rows, their relations and bookmarks in one transaction, then the stored files', async () => {
    const c = await createCompliance(t.database, A());
    const d1 = await createDocument(t.app, t.database, A());
    const d2 = await createDocument(t.app, t.database, A());
    const kept = await createDocument(t.app, t.database, A());
    await t.database.db.insert(documentRelations).values({
      company_uuid: A(),
      document_uuid: d1.document_uuid,
      compliance_uuid: c.compliance_uuid,
    });
    const mark = await call(t.app, 'POST', '/documents/bookmark', {
      token: a.admin.token,
      body: { document_uuid: d1.document_uuid },
    });
    expect(await t.app.deps.storage.stat(d1.storage_key)).not.toBeNull();

    const res = await call(t.app, 'DELETE', '/documents/delete?type=hard', {
      token: a.admin.token,
      body: { document_uuids: [d1.document_uuid, d2.document_uuid] },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Documents deleted');
    expect(res.body.data.deleted.sort()).toEqual([d1.document_uuid, d2.document_uuid].sort());
    expect(
      await t.database.db
        .select()
        .from(documents)
        .where(inArray(documents.document_uuid, [d1.document_uuid, d2.document_uuid])),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(documentRelations)
        .where(eq(documentRelations.document_uuid, d1.document_uuid)),
    ).toEqual([]);
    expect(await t.app.deps.storage.stat(d1.storage_key)).toBeNull();
    expect(await t.app.deps.storage.stat(d2.storage_key)).toBeNull();
    expect(await t.app.deps.storage.stat(kept.storage_key)).not.toBeNull();
    expect(
      (
        await t.database.db
          .select()
          .from(bookmarks)
          .where(eq(bookmarks.bookmark_uuid, mark.body.data.bookmark_uuid))
      )[0].deleted_at,
    ).not.toBeNull();
    expect((await feedOf(d1.document_uuid)).map((f) => f.op)).toEqual(['delete']);
    const bookmarkFeed = await t.database.db
      .select()
      .from(changeFeed)
      .where(eq(changeFeed.row_id, mark.body.data.bookmark_uuid));
    expect(bookmarkFeed.map((f) => f.op)).toEqual(['upsert', 'delete']);
    const logs = await logsOf(d1.document_uuid);
    expect(logs.map((l) => l.action)).toEqual(['delete']);
    expect(logs[0].before).toMatchObject({
      document_uuid: d1.document_uuid,
      file_name: d1.file_name,
    });
  });

  it('deletes nothing when one id is another company’s or unknown (404), and needs type=hard and the delete privilege', async () => {
    const mine = await createDocument(t.app, t.database, A());
    const foreign = await createDocument(t.app, t.database, B());
    const res = await call(t.app, 'DELETE', '/documents/delete?type=hard', {
      token: a.admin.token,
      body: { document_uuids: [mine.document_uuid, foreign.document_uuid] },
    });
    expect(res.status).toBe(404);
    expect(await docRow(mine.document_uuid)).toBeDefined();
    expect(await docRow(foreign.document_uuid)).toBeDefined();
    expect(await t.app.deps.storage.stat(foreign.storage_key)).not.toBeNull();
    const soft = await call(t.app, 'DELETE', '/documents/delete', {
      token: a.admin.token,
      body: { document_uuids: [mine.document_uuid] },
    });
    expect(soft.status).toBe(400);
    expect(soft.body.errors.type).toBeDefined();
    const empty = await call(t.app, 'DELETE', '/documents/delete?type=hard', {
      token: a.admin.token,
      body: { document_uuids: [] },
    });
    expect(empty.body.errors.document_uuids).toEqual(['Data cannot be empty']);
    expect(
      (
        await call(t.app, 'DELETE', '/documents/delete?type=hard', {
          token: a.member.token,
          body: { document_uuids: [mine.document_uuid] },
        })
      ).status,
    ).toBe(403);
    expect(await docRow(mine.document_uuid)).toBeDefined();
  });

  it('logs a file storage could not remove and still answers the committed delete', async () => {
    const d = await createDocument(t.app, t.database, A());
    const storage = t.app.deps.storage;
    const original = storage.delete.bind(storage);
    const failed: string[] = [];
    storage.delete = async (key: string) => {
      failed.push(key);
      throw new Error('disk gone');
    };
    try {
      const res = await call(t.app, 'DELETE', '/documents/delete?type=hard', {
        token: a.admin.token,
        body: { document_uuids: [d.document_uuid] },
      });
      expect(res.status).toBe(200);
    } finally {
      storage.delete = original;
    }
    expect(failed).toEqual([d.storage_key]);
    expect(await docRow(d.document_uuid)).toBeUndefined();
  });
});

describe('POST /documents/map and DELETE /documents/map/{relationId}', () => {
  it('relates a document to the company’s compliance, checklist item and a visible regulation, once each', async () => {
    const c = await createCompliance(t.database, A());
    const reg = await createRegulation(t.database);
    const d = await createDocument(t.app, t.database, A());
    const body = {
      document_uuid: d.document_uuid,
      compliance_uuids: [c.compliance_uuid],
      checklist_uuids: [c.items[0].checklist_uuid],
      regulation_guids: [reg.regulation_guid],
    };
    const res = await call(t.app, 'POST', '/documents/map', { token: a.admin.token, body });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Document related');
    const byType = Object.fromEntries(res.body.data.map((r: { type: string }) => [r.type, r]));
    expect(byType.compliance).toMatchObject({
      target_uuid: c.compliance_uuid,
      title: c.obligation.comp_title_en,
      compliance_uuid: c.compliance_uuid,
    });
    expect(byType.checklist).toMatchObject({
      target_uuid: c.items[0].checklist_uuid,
      title: 'Prepare the report',
      compliance_uuid: c.compliance_uuid,
    });
    expect(byType.regulation).toMatchObject({
      target_uuid: reg.regulation_guid,
      title: reg.title_en,
      compliance_uuid: null,
    });

    const repeat = await call(t.app, 'POST', '/documents/map?lang=id', {
      token: a.admin.token,
      body,
    });
    expect(repeat.body.data).toHaveLength(3);
    expect(repeat.body.data.find((r: { type: string }) => r.type === 'regulation').title).toBe(
      reg.title_id,
    );
    expect(
      await t.database.db
        .select()
        .from(documentRelations)
        .where(eq(documentRelations.document_uuid, d.document_uuid)),
    ).toHaveLength(3);
    expect((await logsOf(d.document_uuid)).map((l) => l.action)).toEqual([
      'relate',
      'relate',
      'relate',
    ]);
    expect((await feedOf(d.document_uuid)).map((f) => f.op)).toEqual(['upsert']);

    const detail = await call(t.app, 'GET', `/documents/detail/${d.document_uuid}`, {
      token: a.member.token,
    });
    expect(detail.body.data.relations).toHaveLength(3);
    expect(detail.body.data.relations_count).toBe(3);

    const gone = await call(t.app, 'DELETE', `/documents/map/${byType.checklist.relation_uuid}`, {
      token: a.admin.token,
    });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ message: 'Relation removed', data: null });
    const after = await call(t.app, 'GET', `/documents/detail/${d.document_uuid}`, {
      token: a.admin.token,
    });
    expect(after.body.data.relations.map((r: { type: string }) => r.type).sort()).toEqual([
      'compliance',
      'regulation',
    ]);
    const unrelate = (await logsOf(d.document_uuid)).filter((l) => l.action === 'unrelate');
    expect(unrelate).toHaveLength(1);
    expect(unrelate[0].before).toMatchObject({ checklist_uuid: c.items[0].checklist_uuid });
    expect(
      (
        await call(t.app, 'DELETE', `/documents/map/${byType.checklist.relation_uuid}`, {
          token: a.admin.token,
        })
      ).status,
    ).toBe(404);
  });

  it('answers 404 and relates nothing for another company’s document, compliance, checklist item or regulation', async () => {
    const mine = await createDocument(t.app, t.database, A());
    const foreignDoc = await createDocument(t.app, t.database, B());
    const own = await createCompliance(t.database, A());
    const theirs = await createCompliance(t.database, B());
    const theirReg = await createRegulation(t.database, { company_uuid: B() });
    const bodies = [
      { document_uuid: foreignDoc.document_uuid, compliance_uuids: [own.compliance_uuid] },
      {
        document_uuid: mine.document_uuid,
        compliance_uuids: [own.compliance_uuid, theirs.compliance_uuid],
      },
      { document_uuid: mine.document_uuid, checklist_uuids: [theirs.items[0].checklist_uuid] },
      { document_uuid: mine.document_uuid, regulation_guids: [theirReg.regulation_guid] },
    ];
    for (const body of bodies)
      expect(
        (await call(t.app, 'POST', '/documents/map', { token: a.admin.token, body })).status,
      ).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(documentRelations)
        .where(eq(documentRelations.document_uuid, mine.document_uuid)),
    ).toEqual([]);
  });

  it('answers 404 for a deleted compliance, 400 with no target, 403 without update', async () => {
    const d = await createDocument(t.app, t.database, A());
    const deleted = await createCompliance(t.database, A(), {
      deleted_at: new Date().toISOString(),
    });
    expect(
      (
        await call(t.app, 'POST', '/documents/map', {
          token: a.admin.token,
          body: { document_uuid: d.document_uuid, compliance_uuids: [deleted.compliance_uuid] },
        })
      ).status,
    ).toBe(404);
    const none = await call(t.app, 'POST', '/documents/map', {
      token: a.admin.token,
      body: { document_uuid: d.document_uuid },
    });
    expect(none.status).toBe(400);
    expect(none.body.errors.compliance_uuids).toEqual([
      'Choose a compliance, a checklist item or a regulation to relate',
    ]);
    const c = await createCompliance(t.database, A());
    expect(
      (
        await call(t.app, 'POST', '/documents/map', {
          token: a.member.token,
          body: { document_uuid: d.document_uuid, compliance_uuids: [c.compliance_uuid] },
        })
      ).status,
    ).toBe(403);
  });

  it('answers 404 for another company’s relation and keeps it', async () => {
    const d = await createDocument(t.app, t.database, B());
    const c = await createCompliance(t.database, B());
    const [rel] = await t.database.db
      .insert(documentRelations)
      .values({
        company_uuid: B(),
        document_uuid: d.document_uuid,
        compliance_uuid: c.compliance_uuid,
      })
      .returning();
    expect(
      (await call(t.app, 'DELETE', `/documents/map/${rel.relation_uuid}`, { token: a.admin.token }))
        .status,
    ).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(documentRelations)
        .where(eq(documentRelations.relation_uuid, rel.relation_uuid)),
    ).toHaveLength(1);
  });
});

describe('GET /documents/detail/{id}', () => {
  it('answers the document with its folder, and 404 for another company’s, an unknown or a malformed id', async () => {
    const folder = await createFolder(t.database, A(), { name: 'Licences' });
    const d = await createDocument(t.app, t.database, A(), { folder_uuid: folder.folder_uuid });
    const res = await call(t.app, 'GET', `/documents/detail/${d.document_uuid}`, {
      token: a.member.token,
    });
    expect(res.body.data).toMatchObject({
      document_uuid: d.document_uuid,
      folder: { folder_uuid: folder.folder_uuid, name: 'Licences' },
      relations: [],
    });
    const foreign = await createDocument(t.app, t.database, B());
    for (const id of [foreign.document_uuid, '00000000-0000-4000-8000-000000000000', 'abc']) {
      expect(
        (await call(t.app, 'GET', `/documents/detail/${id}`, { token: a.admin.token })).status,
      ).toBe(404);
    }
  });
});

describe('GET /documents/search-relation', () => {
  it('lists candidates of a type in data.data, marking those the document is related to', async () => {
    const c = await createCompliance(t.database, A(), {}, ['Tag photo', 'Service record']);
    const d = await createDocument(t.app, t.database, A());
    const mapped = await call(t.app, 'POST', '/documents/map', {
      token: a.admin.token,
      body: { document_uuid: d.document_uuid, checklist_uuids: [c.items[1].checklist_uuid] },
    });
    const res = await call(
      t.app,
      'GET',
      `/documents/search-relation?type=checklist&compliance_uuid=${c.compliance_uuid}&document_uuid=${d.document_uuid}`,
      { token: a.member.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual([
      {
        type: 'checklist',
        target_uuid: c.items[0].checklist_uuid,
        title: 'Tag photo',
        compliance_uuid: c.compliance_uuid,
        is_related: false,
        relation_uuid: null,
      },
      {
        type: 'checklist',
        target_uuid: c.items[1].checklist_uuid,
        title: 'Service record',
        compliance_uuid: c.compliance_uuid,
        is_related: true,
        relation_uuid: mapped.body.data[0].relation_uuid,
      },
    ]);
    const searched = await call(
      t.app,
      'GET',
      `/documents/search-relation?type=checklist&compliance_uuid=${c.compliance_uuid}&search=service`,
      { token: a.admin.token },
    );
    expect(searched.body.data.data.map((x: { title: string }) => x.title)).toEqual([
      'Service record',
    ]);
  });

  it('offers only the company’s compliances and the regulations it can see', async () => {
    const own = await createCompliance(t.database, A());
    const theirs = await createCompliance(t.database, B());
    const compliances = await call(
      t.app,
      'GET',
      '/documents/search-relation?type=compliance&limit=100',
      { token: a.admin.token },
    );
    const ids = compliances.body.data.data.map((x: { target_uuid: string }) => x.target_uuid);
    expect(ids).toContain(own.compliance_uuid);
    expect(ids).not.toContain(theirs.compliance_uuid);
    const shared = await createRegulation(t.database);
    const theirReg = await createRegulation(t.database, { company_uuid: B() });
    const regs = await call(
      t.app,
      'GET',
      `/documents/search-relation?type=regulation&search=${encodeURIComponent(shared.title_en)}&limit=100`,
      { token: a.admin.token },
    );
    const guids = regs.body.data.data.map((x: { target_uuid: string }) => x.target_uuid);
    expect(guids).toContain(shared.regulation_guid);
    const all = await call(t.app, 'GET', '/documents/search-relation?type=regulation&limit=100', {
      token: a.admin.token,
    });
    expect(all.body.data.data.map((x: { target_uuid: string }) => x.target_uuid)).not.toContain(
      theirReg.regulation_guid,
    );
  });

  it('answers 404 for another company’s document or compliance', async () => {
    const foreign = await createDocument(t.app, t.database, B());
    const theirs = await createCompliance(t.database, B());
    expect(
      (
        await call(
          t.app,
          'GET',
          `/documents/search-relation?document_uuid=${foreign.document_uuid}`,
          { token: a.admin.token },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          t.app,
          'GET',
          `/documents/search-relation?type=checklist&compliance_uuid=${theirs.compliance_uuid}`,
          { token: a.admin.token },
        )
      ).status,
    ).toBe(404);
  });
});

describe('folders', () => {
  it('POST /folders/list pages the company’s folders by date with document counts, by topic', async () => {
    const lib = await librarySkeleton(t.database);
    const topic = await createTopic(t.database, lib.sector.sector_uuid);
    const first = await createFolder(t.database, A(), {
      name: 'First',
      topic_uuid: topic.topic_uuid,
      created_at: '2026-01-01T00:00:00Z',
    });
    const second = await createFolder(t.database, A(), {
      name: 'Second',
      topic_uuid: topic.topic_uuid,
      created_at: '2026-01-02T00:00:00Z',
    });
    await createFolder(t.database, B(), { name: 'Theirs', topic_uuid: topic.topic_uuid });
    await createDocument(t.app, t.database, A(), { folder_uuid: second.folder_uuid });
    await createDocument(t.app, t.database, A(), { folder_uuid: second.folder_uuid });
    const asc = await call(t.app, 'POST', '/folders/list?date=ASC', {
      token: a.member.token,
      body: { filter_topic_uuid: topic.topic_uuid, page: 1, limit: 10 },
    });
    expect(asc.status).toBe(200);
    expect(
      asc.body.data.data.map((f: { folder_uuid: string; document_count: number }) => [
        f.folder_uuid,
        f.document_count,
      ]),
    ).toEqual([
      [first.folder_uuid, 0],
      [second.folder_uuid, 2],
    ]);
    const desc = await call(t.app, 'POST', '/folders/list?date=DESC', {
      token: a.member.token,
      body: { filter_topic_uuid: topic.topic_uuid, limit: 1 },
    });
    expect(desc.body.data).toMatchObject({ total: 2, total_page: 2 });
    expect(desc.body.data.data[0].folder_uuid).toBe(second.folder_uuid);
  });

  it('GET /folders/list?compliance_uuid= lists one compliance’s folders; another company’s compliance is not found', async () => {
    const c = await createCompliance(t.database, A());
    const folder = await createFolder(t.database, A(), {
      name: 'Evidence',
      compliance_uuid: c.compliance_uuid,
    });
    await createFolder(t.database, A(), { name: 'Elsewhere' });
    await createDocument(t.app, t.database, A(), { folder_uuid: folder.folder_uuid });
    const res = await call(t.app, 'GET', `/folders/list?compliance_uuid=${c.compliance_uuid}`, {
      token: a.member.token,
    });
    expect(res.body.data).toEqual({
      data: [
        expect.objectContaining({
          folder_uuid: folder.folder_uuid,
          compliance_uuid: c.compliance_uuid,
          document_count: 1,
        }),
      ],
      page: 1,
      limit: 20,
      total: 1,
      total_page: 1,
    });
    const theirs = await createCompliance(t.database, B());
    const notFound = await call(
      t.app,
      'GET',
      `/folders/list?compliance_uuid=${theirs.compliance_uuid}&lang=id`,
      { token: a.admin.token },
    );
    expect(notFound.status).toBe(404);
    expect(JSON.stringify(notFound.body)).not.toContain(theirs.compliance_uuid);
    const all = await call(t.app, 'GET', '/folders/list?limit=500', { token: a.admin.token });
    expect(
      all.body.data.data.every((f: { folder_uuid: string }) => typeof f.folder_uuid === 'string'),
    ).toBe(true);
    expect(all.body.data.data.map((f: { name: string }) => f.name)).not.toContain('Theirs');
  });

  it('GET /folders/list pages by name in SQL: page and limit honoured, total over every folder', async () => {
    const c = await createCompliance(t.database, A());
    for (const name of ['D', 'B', 'A', 'C', 'E'])
      await createFolder(t.database, A(), { name, compliance_uuid: c.compliance_uuid });
    const url = (q: string) => `/folders/list?compliance_uuid=${c.compliance_uuid}&${q}`;
    const second = (await call(t.app, 'GET', url('page=2&limit=2'), { token: a.member.token })).body
      .data;
    expect(second).toMatchObject({ page: 2, limit: 2, total: 5, total_page: 3 });
    expect(second.data.map((f: { name: string }) => f.name)).toEqual(['C', 'D']);
    const over = await call(t.app, 'GET', url('limit=501'), { token: a.member.token });
    expect([over.status, over.body.errors.limit]).toEqual([400, ['Data Too Long']]);
  });

  it('POST /folders/list?compliance_uuid= answers that compliance’s folders, not the topic folders; another company’s compliance is not found', async () => {
    const lib = await librarySkeleton(t.database);
    const topic = await createTopic(t.database, lib.sector.sector_uuid);
    await createFolder(t.database, A(), { name: 'Topic folder', topic_uuid: topic.topic_uuid });
    const c = await createCompliance(t.database, A());
    const older = await createFolder(t.database, A(), {
      name: 'Older',
      compliance_uuid: c.compliance_uuid,
      created_at: '2026-01-01T00:00:00Z',
    });
    const newer = await createFolder(t.database, A(), {
      name: 'Newer',
      compliance_uuid: c.compliance_uuid,
      created_at: '2026-01-02T00:00:00Z',
    });
    const res = await call(
      t.app,
      'POST',
      `/folders/list?compliance_uuid=${c.compliance_uuid}&date=ASC`,
      { token: a.member.token, body: { page: 1, limit: 10 } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 1, limit: 10, total: 2, total_page: 1 });
    expect(res.body.data.data.map((f: { folder_uuid: string }) => f.folder_uuid)).toEqual([
      older.folder_uuid,
      newer.folder_uuid,
    ]);
    const theirs = await createCompliance(t.database, B());
    await createFolder(t.database, B(), {
      name: 'Their evidence',
      compliance_uuid: theirs.compliance_uuid,
    });
    const foreign = await call(
      t.app,
      'POST',
      `/folders/list?compliance_uuid=${theirs.compliance_uuid}`,
      { token: a.admin.token, body: {} },
    );
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('Their evidence');
  });
});

describe('documents sync loader', () => {
  it('delivers the company’s document metadata with its relations, never another company’s, and a tombstone after delete', async () => {
    const c = await createCompliance(t.database, A());
    const d = await createDocument(t.app, t.database, A(), { file_name: 'Synced.pdf' });
    await call(t.app, 'POST', '/documents/map', {
      token: a.admin.token,
      body: { document_uuid: d.document_uuid, checklist_uuids: [c.items[0].checklist_uuid] },
    });
    const mine = (await syncedIds(a.member.token)).find((x) => x.id === d.document_uuid);
    expect(mine).toMatchObject({
      id: d.document_uuid,
      file_name: 'Synced.pdf',
      checklist_uuids: [c.items[0].checklist_uuid],
      compliance_uuids: [c.compliance_uuid],
      regulation_guids: [],
    });
    expect(mine).not.toHaveProperty('storage_key');
    expect((await syncedIds(b.admin.token)).map((x) => x.id)).not.toContain(d.document_uuid);

    await call(t.app, 'DELETE', '/documents/delete?type=hard', {
      token: a.admin.token,
      body: { document_uuids: [d.document_uuid] },
    });
    const after = (await syncedIds(a.member.token)).filter((x) => x.id === d.document_uuid);
    expect(after.at(-1)).toMatchObject({ id: d.document_uuid, _deleted: true });
  });
});

describe('concurrent writes on one document', () => {
  it('makes one relation of simultaneous maps of the same pair', async () => {
    const c = await createCompliance(t.database, A());
    const d = await createDocument(t.app, t.database, A());
    const body = { document_uuid: d.document_uuid, compliance_uuids: [c.compliance_uuid] };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t.app, 'POST', '/documents/map', { token: a.admin.token, body }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(
      await t.database.db
        .select()
        .from(documentRelations)
        .where(eq(documentRelations.document_uuid, d.document_uuid)),
    ).toHaveLength(1);
  });
});
