/**
 * The provider's files on both storage drivers: regulation documents uploaded, served to the
 * customers who may read them (GET /regulation/document?download=1) and deleted with their
 * stored files; the generic POST /uploads and its GET /uploads/{name}.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regulationDocuments } from '../../db/schema/library';
import { activityLogs, changeFeed } from '../../db/schema/platform';
import { createRegulation } from '../../test/content-fixtures';
import { createRole, createUser, providerCompany, twoCompanies } from '../../test/fixtures';
import { call, createTestApp, loginAs, type TestApp } from '../../test/harness';
import {
  EXE_BYTES,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  type FormFile,
} from '../../test/multipart';
import { startS3Server } from '../../test/s3-server';

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.each(['local', 's3'] as const)('provider files on %s storage', (driver) => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof providerCompany>>;
  let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
  let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
  /** A's user who reads regulations but lacks the download_regulation module. */
  let reader: { token: string };
  beforeAll(async () => {
    t = await createTestApp(
      driver === 's3'
        ? Object.fromEntries(Object.entries(s3.settings).map(([k, v]) => [k, String(v)]))
        : {},
    );
    provider = await providerCompany(t.app, t.database);
    ({ a, b } = await twoCompanies(t.app, t.database));
    const role = await createRole(t.database, a.company.company_uuid, 'Reader', {
      regulation: ['view'],
    });
    const user = await createUser(t.database, a.company, { roles: [role.role_uuid] });
    reader = { token: await loginAs(t.app, user.email) };
  });
  afterAll(() => t.close());

  const uploadDoc = (
    regulationGuid: string,
    file: FormFile,
    fields: Record<string, string> = {},
    token = provider.admin.token,
  ) => {
    const form = multipartBody(fields, file);
    return call(t.app, 'POST', `/regulations/docs/upload?regulation_guid=${regulationGuid}`, {
      token,
      body: form.payload,
      headers: form.headers,
    });
  };
  const keyOf = async (docGuid: string) =>
    (
      await t.database.db
        .select()
        .from(regulationDocuments)
        .where(eq(regulationDocuments.doc_guid, docGuid))
    )[0]?.storage_key;

  it('uploads a regulation document: row with hash and type, the stored file, the log, the regulation’s feed entry', async () => {
    const reg = await createRegulation(t.database);
    const res = await uploadDoc(
      reg.regulation_guid,
      { name: 'PP 22 2021.pdf', content: PDF_BYTES },
      { alias_name: 'Official gazette' },
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      regulation_guid: reg.regulation_guid,
      alias_name: 'Official gazette',
      file_name: 'PP 22 2021.pdf',
      extension: 'pdf',
      mime_type: 'application/pdf',
      size_bytes: PDF_BYTES.length,
      sha256: sha(PDF_BYTES),
    });
    const key = await keyOf(res.body.data.doc_guid);
    expect(key).toMatch(new RegExp(`^regulations/${reg.regulation_guid}/`));
    expect(await t.app.deps.storage.stat(key!)).toEqual({ size: PDF_BYTES.length });
    expect(
      await t.database.db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.type_uuid, res.body.data.doc_guid)),
    ).toHaveLength(1);
    expect(
      (
        await t.database.db
          .select()
          .from(changeFeed)
          .where(eq(changeFeed.row_id, reg.regulation_guid))
      ).map((r) => r.collection),
    ).toContain('regulations');
    // Without an alias, the file's name without extension.
    const plain = await uploadDoc(reg.regulation_guid, {
      name: 'Lampiran.png',
      content: PNG_BYTES,
    });
    expect(plain.body.data).toMatchObject({ alias_name: 'Lampiran', mime_type: 'image/png' });
  });

  it('serves the file to a customer holding download_regulation, refuses one without it (403), keeps the metadata answer', async () => {
    const reg = await createRegulation(t.database);
    const content = Buffer.concat([PDF_BYTES, Buffer.alloc(5000, 0x20)]);
    const doc = (await uploadDoc(reg.regulation_guid, { name: 'Peraturan Menteri.pdf', content }))
      .body.data;
    const file = await call(
      t.app,
      'GET',
      `/regulation/document?doc_guid=${doc.doc_guid}&download=1`,
      { token: a.admin.token },
    );
    expect(file.status).toBe(200);
    expect(file.raw.rawPayload.equals(content)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(content.length),
      'accept-ranges': 'bytes',
    });
    expect(file.headers['content-disposition']).toContain(
      "filename*=UTF-8''Peraturan%20Menteri.pdf",
    );
    const part = await call(
      t.app,
      'GET',
      `/regulation/document?doc_guid=${doc.doc_guid}&download=1`,
      { token: a.admin.token, headers: { range: 'bytes=0-3' } },
    );
    expect([part.status, part.raw.payload]).toEqual([206, '%PDF']);
    const meta = await call(t.app, 'GET', `/regulation/document?doc_guid=${doc.doc_guid}`, {
      token: reader.token,
    });
    expect(meta.status).toBe(200);
    expect(meta.body.data).toMatchObject({
      doc_guid: doc.doc_guid,
      file_name: 'Peraturan Menteri.pdf',
      size_bytes: content.length,
    });
    const refused = await call(
      t.app,
      'GET',
      `/regulation/document?doc_guid=${doc.doc_guid}&download=1`,
      { token: reader.token },
    );
    expect([refused.status, refused.body.message]).toEqual([403, 'This document is unauthorized']);
  });

  it('keeps a company’s own regulation documents from the others: 404 “Regulation Document Not Found”', async () => {
    const own = await createRegulation(t.database, { company_uuid: a.company.company_uuid });
    // The provider cannot add documents to a customer's private regulation either.
    expect(
      (await uploadDoc(own.regulation_guid, { name: 'x.pdf', content: PDF_BYTES })).status,
    ).toBe(404);
    const [row] = await t.database.db
      .insert(regulationDocuments)
      .values({
        regulation_guid: own.regulation_guid,
        alias_name: 'Own',
        file_name: 'own.pdf',
        extension: 'pdf',
        storage_key: `${a.company.company_uuid}/own`,
      })
      .returning();
    await t.app.deps.storage.put(
      row.storage_key,
      (await import('node:stream')).Readable.from([PDF_BYTES]),
    );
    expect(
      (
        await call(t.app, 'GET', `/regulation/document?doc_guid=${row.doc_guid}&download=1`, {
          token: a.admin.token,
        })
      ).status,
    ).toBe(200);
    const other = await call(
      t.app,
      'GET',
      `/regulation/document?doc_guid=${row.doc_guid}&download=1`,
      { token: b.admin.token },
    );
    expect([other.status, other.body.message]).toEqual([404, 'Regulation Document Not Found']);
    await t.app.deps.storage.delete(row.storage_key);
  });

  it('refuses an unknown regulation (404), a disguised executable (400) and a customer (403), storing nothing', async () => {
    const reg = await createRegulation(t.database);
    expect(
      (await uploadDoc(crypto.randomUUID(), { name: 'a.pdf', content: PDF_BYTES })).status,
    ).toBe(404);
    const exe = await uploadDoc(reg.regulation_guid, { name: 'a.pdf', content: EXE_BYTES });
    expect(exe.status).toBe(400);
    expect(
      (
        await uploadDoc(
          reg.regulation_guid,
          { name: 'a.pdf', content: PDF_BYTES },
          {},
          a.admin.token,
        )
      ).status,
    ).toBe(403);
    expect(
      await t.database.db
        .select()
        .from(regulationDocuments)
        .where(eq(regulationDocuments.regulation_guid, reg.regulation_guid)),
    ).toEqual([]);
    if (driver === 's3')
      expect((await s3.objects()).filter((k) => k.includes(reg.regulation_guid))).toEqual([]);
  });

  it('deletes documents with their stored files; one unknown id deletes nothing (404)', async () => {
    const reg = await createRegulation(t.database);
    const one = (await uploadDoc(reg.regulation_guid, { name: 'one.pdf', content: PDF_BYTES })).body
      .data.doc_guid;
    const two = (await uploadDoc(reg.regulation_guid, { name: 'two.pdf', content: PDF_BYTES })).body
      .data.doc_guid;
    const keys = [await keyOf(one), await keyOf(two)];
    const refused = await call(t.app, 'DELETE', '/regulations/docs/delete', {
      token: provider.admin.token,
      body: { doc_guid: [one, crypto.randomUUID()] },
    });
    expect(refused.status).toBe(404);
    expect(await t.app.deps.storage.stat(keys[0]!)).not.toBeNull();
    const res = await call(t.app, 'DELETE', '/regulations/docs/delete', {
      token: provider.admin.token,
      body: { doc_guid: [one, two] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.deleted.sort()).toEqual([one, two].sort());
    expect(await keyOf(one)).toBeUndefined();
    for (const key of keys) expect(await t.app.deps.storage.stat(key!)).toBeNull();
    expect(
      (
        await call(t.app, 'DELETE', '/regulations/docs/delete', {
          token: a.admin.token,
          body: { doc_guid: [two] },
        })
      ).status,
    ).toBe(403);
  });

  it('POST /uploads stores a content file and answers the address every signed-in user can read it at', async () => {
    const form = multipartBody({}, { name: 'diagram.png', content: PNG_BYTES });
    const res = await call(t.app, 'POST', '/uploads', {
      token: provider.admin.token,
      body: form.payload,
      headers: form.headers,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      file_name: 'diagram.png',
      mime_type: 'image/png',
      size_bytes: PNG_BYTES.length,
      sha256: sha(PNG_BYTES),
    });
    expect(res.body.data.key).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(res.body.data.url).toBe(`/api/uploads/${res.body.data.key}`);
    const got = await call(t.app, 'GET', `/uploads/${res.body.data.key}`, {
      token: b.member.token,
    });
    expect([got.status, got.headers['content-type']]).toEqual([200, 'image/png']);
    expect(got.raw.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await call(t.app, 'GET', `/uploads/${res.body.data.key}`)).status).toBe(401);
    expect(
      (await call(t.app, 'GET', `/uploads/${crypto.randomUUID()}.png`, { token: b.member.token }))
        .status,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', '/uploads/..%2F..%2Fetc%2Fpasswd', { token: b.member.token }))
        .status,
    ).toBe(404);
    const customer = multipartBody({}, { name: 'x.png', content: PNG_BYTES });
    expect(
      (
        await call(t.app, 'POST', '/uploads', {
          token: a.admin.token,
          body: customer.payload,
          headers: customer.headers,
        })
      ).status,
    ).toBe(403);
  });
});
