/**
 * POST /documents/upload and GET /documents/download/{id}, on both storage drivers: local disk,
 * and S3 against a real s3rver. What is stored is read back from the storage itself, so "no row,
 * no file" is checked where the bytes would be.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentRelations, documents, folders } from '../../db/schema/documents';
import { activityLogs } from '../../db/schema/platform';
import { twoCompanies } from '../../test/fixtures';
import { call, createTestApp, testConfig, type TestApp } from '../../test/harness';
import {
  EXE_BYTES,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  type FormFile,
} from '../../test/multipart';
import { startS3Server } from '../../test/s3-server';
import { complianceOnNewObligation } from '../compliance/compliance.fixtures';

type S3 = Awaited<ReturnType<typeof startS3Server>>;
let s3: S3;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.each(['local', 's3'] as const)('document files on %s storage', (driver) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
  let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
  const overrides = () => ({
    UPLOAD_MAX_MB: '1',
    ...(driver === 's3'
      ? Object.fromEntries(Object.entries(s3.settings).map(([k, v]) => [k, String(v)]))
      : {}),
  });
  beforeAll(async () => {
    t = await createTestApp(overrides());
    ({ a, b } = await twoCompanies(t.app, t.database));
  });
  afterAll(() => t.close());

  /** The keys stored under a company's prefix, in the storage itself. */
  async function storedUnder(companyUuid: string): Promise<string[]> {
    if (driver === 's3') return (await s3.objects()).filter((k) => k.startsWith(`${companyUuid}/`));
    const dir = join(testConfig().DATA_DIR, 'files', companyUuid);
    return (await readdir(dir).catch(() => [] as string[])).map((f) => `${companyUuid}/${f}`);
  }
  const rowsOf = (companyUuid: string) =>
    t.database.db.select().from(documents).where(eq(documents.company_uuid, companyUuid));

  const upload = (
    file: FormFile | undefined,
    fields: Record<string, string> = {},
    token = a.admin.token,
    headers: Record<string, string> = {},
  ) => {
    const form = multipartBody(fields, file);
    return call(t.app, 'POST', '/documents/upload', {
      token,
      body: form.payload,
      headers: { ...form.headers, ...headers },
    });
  };

  it(`stores on ${driver}`, () => {
    expect(t.app.deps.storage.kind).toBe(driver);
  });

  it('uploads a PDF as evidence of a checklist item: row, relation, the compliance’s folder, the hash, the log', async () => {
    const c = await complianceOnNewObligation(t.database, a.company.company_uuid, {}, [
      'Extinguisher tags',
    ]);
    const res = await upload(
      { name: 'Tag check – line 3.pdf', content: PDF_BYTES },
      { checklist_uuid: c.items[0].checklist_uuid, folder_uuid: '' },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('File uploaded');
    const doc = res.body.data;
    expect(doc).toMatchObject({
      file_name: 'Tag check – line 3.pdf',
      extension: 'pdf',
      mime_type: 'application/pdf',
      size_bytes: PDF_BYTES.length,
      sha256: sha(PDF_BYTES),
      uploaded_by: a.admin.user_uuid,
      compliance_uuid: c.compliance_uuid,
      checklist_uuid: c.items[0].checklist_uuid,
    });
    const [row] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.document_uuid, doc.document_uuid));
    expect(row.storage_key).toMatch(new RegExp(`^${a.company.company_uuid}/[0-9a-f-]{36}$`));
    expect(await t.app.deps.storage.stat(row.storage_key)).toEqual({ size: PDF_BYTES.length });
    const [folder] = await t.database.db
      .select()
      .from(folders)
      .where(eq(folders.folder_uuid, doc.folder_uuid));
    expect(folder).toMatchObject({
      company_uuid: a.company.company_uuid,
      compliance_uuid: c.compliance_uuid,
      name: c.obligation.comp_title_en,
    });
    const rels = await t.database.db
      .select()
      .from(documentRelations)
      .where(eq(documentRelations.document_uuid, doc.document_uuid));
    expect(rels).toHaveLength(1);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.type_uuid, doc.document_uuid), eq(activityLogs.action, 'upload')));
    expect(logs).toHaveLength(1);
    // The synced collection hears of it: one feed entry for the new document.
    const feed = await t.database.rows(
      sql`SELECT op FROM change_feed WHERE collection = 'documents' AND row_id = ${doc.document_uuid}`,
    );
    expect(feed).toEqual([{ op: 'upsert' }]);

    // A second document of the same compliance goes into the same folder.
    const again = await upload(
      { name: 'photo.png', content: PNG_BYTES },
      { compliance_uuid: c.compliance_uuid },
    );
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({
      folder_uuid: doc.folder_uuid,
      mime_type: 'image/png',
      checklist_uuid: null,
    });
  });

  it('makes one folder for a compliance whose first documents arrive at once', async () => {
    const c = await complianceOnNewObligation(t.database, a.company.company_uuid);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        upload(
          { name: `at-once-${i}.pdf`, content: PDF_BYTES },
          { compliance_uuid: c.compliance_uuid },
        ),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(
      await t.database.db
        .select()
        .from(folders)
        .where(eq(folders.compliance_uuid, c.compliance_uuid)),
    ).toHaveLength(1);
  });

  it('downloads the bytes with length, type, name, and ranges (206, 416)', async () => {
    const content = Buffer.from(Array.from({ length: 3000 }, (_, i) => `${i % 10}`).join(''));
    const res = await upload({ name: 'Laporan Ü 2026.csv', content });
    expect(res.status).toBe(201);
    const id = res.body.data.document_uuid;
    const whole = await call(t.app, 'GET', `/documents/download/${id}`, { token: a.member.token });
    expect(whole.status).toBe(200);
    expect(whole.raw.rawPayload.equals(content)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-length': String(content.length),
      'content-type': 'text/csv',
      'accept-ranges': 'bytes',
      'content-disposition': `attachment; filename="Laporan _ 2026.csv"; filename*=UTF-8''Laporan%20%C3%9C%202026.csv`,
    });
    const part = await call(t.app, 'GET', `/documents/download/${id}`, {
      token: a.member.token,
      headers: { range: 'bytes=100-1099' },
    });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${content.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.raw.rawPayload.equals(content.subarray(100, 1100))).toBe(true);
    const tail = await call(t.app, 'GET', `/documents/download/${id}`, {
      token: a.member.token,
      headers: { range: 'bytes=-10' },
    });
    expect([tail.status, tail.raw.payload]).toEqual([206, content.subarray(-10).toString()]);
    const outside = await call(t.app, 'GET', `/documents/download/${id}`, {
      token: a.member.token,
      headers: { range: `bytes=${content.length}-` },
    });
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${content.length}`);
    expect(outside.body.code).toBe('range_not_satisfiable');
  });

  it('serves another company’s document to no one: 404', async () => {
    const res = await upload({ name: 'a.pdf', content: PDF_BYTES });
    const id = res.body.data.document_uuid;
    for (const token of [b.admin.token, b.member.token]) {
      expect((await call(t.app, 'GET', `/documents/download/${id}`, { token })).status).toBe(404);
    }
    expect(
      (await call(t.app, 'GET', '/documents/download/not-a-uuid', { token: a.admin.token })).status,
    ).toBe(404);
  });

  it('refuses another company’s folder, compliance and checklist item (404) and keeps no file', async () => {
    const c = await complianceOnNewObligation(t.database, a.company.company_uuid, {}, ['Item']);
    const [folder] = await t.database.db
      .insert(folders)
      .values({ company_uuid: a.company.company_uuid, name: 'A only' })
      .returning();
    const named: Record<string, string>[] = [
      { folder_uuid: folder.folder_uuid },
      { compliance_uuid: c.compliance_uuid },
      { checklist_uuid: c.items[0].checklist_uuid },
    ];
    for (const fields of named) {
      const res = await upload({ name: 'b.pdf', content: PDF_BYTES }, fields, b.admin.token);
      expect(res.status, JSON.stringify(fields)).toBe(404);
    }
    expect(await rowsOf(b.company.company_uuid)).toEqual([]);
    expect(await storedUnder(b.company.company_uuid)).toEqual([]);
  });

  it('refuses a .pdf that is really an executable, a bare binary .txt, and no file at all (400), storing nothing', async () => {
    const before = await storedUnder(a.company.company_uuid);
    const exe = await upload({ name: 'invoice.pdf', content: EXE_BYTES, type: 'application/pdf' });
    expect(exe.status).toBe(400);
    expect(exe.body.errors.file).toEqual([
      'This file type is not allowed: upload a PDF, an image, an office document, a spreadsheet or a text file',
    ]);
    const binaryText = await upload(
      { name: 'notes.txt', content: Buffer.from([0x41, 0xff, 0xfe, 0x00, 0x42]) },
      {},
      a.admin.token,
      {},
    );
    expect(binaryText.status).toBe(400);
    const exeForm = multipartBody({}, { name: 'x.exe', content: EXE_BYTES });
    const idText = await call(t.app, 'POST', '/documents/upload?lang=id', {
      token: a.admin.token,
      body: exeForm.payload,
      headers: exeForm.headers,
    });
    expect([idText.status, idText.body.errors.file]).toEqual([
      400,
      [
        'Jenis berkas ini tidak diizinkan: unggah PDF, gambar, dokumen perkantoran, lembar kerja, atau berkas teks',
      ],
    ]);
    // A body whose boundary is not the one announced is malformed: 400, not a server error.
    const malformed = await call(t.app, 'POST', '/documents/upload', {
      token: a.admin.token,
      body: exeForm.payload,
      headers: multipartBody({}).headers,
    });
    expect(malformed.status).toBe(400);
    const none = await upload(undefined, { folder_uuid: '' });
    expect([none.status, none.body.errors.file]).toEqual([400, ['Choose a file to upload']]);
    const json = await call(t.app, 'POST', '/documents/upload', {
      token: a.admin.token,
      body: { file: 'x' },
    });
    expect([json.status, json.body.errors.file]).toEqual([400, ['Choose a file to upload']]);
    expect(await storedUnder(a.company.company_uuid)).toEqual(before);
  });

  it('names a file by its detected type and strips control and bidi characters from its name (issue 23)', async () => {
    const GIF = Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from([
        1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21, 0xf9, 4, 1, 0, 0, 0, 0, 0x2c, 0, 0,
        0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b,
      ]),
    ]);
    const cases: [string, Buffer, string][] = [
      ['poly.html', GIF, 'poly.gif'], // a GIF named .html: its type's extension replaces the name's
      ['scan', PNG_BYTES, 'scan.png'], // no extension: the type's is added
      ['Report.PDF', PDF_BYTES, 'Report.PDF'], // the type's own extension, in any case, stays
      ['invoice\u202Egnp.exe', PNG_BYTES, 'invoicegnp.png'], // right-to-left override: gone
      [
        'a\u0007b\u0085c\u2066d\u2069\u200e\u200f\u061c\u202a\u202b\u202c\u202d.png',
        PNG_BYTES,
        'abcd.png',
      ],
    ];
    for (const [name, content, stored] of cases) {
      const res = await upload({ name, content });
      expect([name, res.status]).toEqual([name, 201]);
      expect(res.body.data.file_name).toBe(stored);
      const [row] = await t.database.db
        .select()
        .from(documents)
        .where(eq(documents.document_uuid, res.body.data.document_uuid));
      expect([row.file_name, row.extension]).toEqual([
        stored,
        stored.slice(stored.lastIndexOf('.') + 1).toLowerCase(),
      ]);
      const got = await call(t.app, 'GET', `/documents/download/${row.document_uuid}`, {
        token: a.admin.token,
      });
      expect(got.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(stored)}`,
      );
    }
    // A name of nothing but such characters is no name.
    expect((await upload({ name: '\u202e\u200f', content: PNG_BYTES })).status).toBe(400);
    // A rename strips them too.
    const doc = (await upload({ name: 'plain.png', content: PNG_BYTES })).body.data.document_uuid;
    const renamed = await call(t.app, 'PUT', `/documents/update/${doc}`, {
      token: a.admin.token,
      body: { file_name: 'invoice\u202Egnp\u0007' },
    });
    expect(renamed.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.document_uuid, doc));
    expect(row.file_name).toBe('invoicegnp.png');
  });

  it('takes a 120-character name and refuses 121 with the message in both languages', async () => {
    const name = (n: number) => `${'a'.repeat(n - 4)}.pdf`;
    expect((await upload({ name: name(120), content: PDF_BYTES })).status).toBe(201);
    const before = await storedUnder(a.company.company_uuid);
    const long = await upload({ name: name(121), content: PDF_BYTES });
    expect([long.status, long.body.errors.file]).toEqual([
      400,
      ['The file name may be at most 120 characters'],
    ]);
    const form = multipartBody({}, { name: name(121), content: PDF_BYTES });
    const id = await call(t.app, 'POST', '/documents/upload?lang=id', {
      token: a.admin.token,
      body: form.payload,
      headers: form.headers,
    });
    expect(id.body.errors.file).toEqual(['Nama berkas paling banyak 120 karakter']);
    expect(await storedUnder(a.company.company_uuid)).toEqual(before);
  });

  it('refuses a file above UPLOAD_MAX_MB with 413, storing nothing', async () => {
    const rows = (await rowsOf(a.company.company_uuid)).length;
    const before = await storedUnder(a.company.company_uuid);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(1024 * 1024)]);
    const res = await upload({ name: 'huge.png', content: big });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'payload_too_large',
      message: 'The file is larger than 1 MB',
    });
    expect(await storedUnder(a.company.company_uuid)).toEqual(before);
    expect(await rowsOf(a.company.company_uuid)).toHaveLength(rows);
  });

  it('makes one row and keeps one file for two concurrent uploads with the same Idempotency-Key', async () => {
    const rows = (await rowsOf(a.company.company_uuid)).length;
    const before = await storedUnder(a.company.company_uuid);
    const key = `upload-${crypto.randomUUID()}`;
    const [one, two] = await Promise.all([
      upload({ name: 'same.pdf', content: PDF_BYTES }, {}, a.admin.token, {
        'idempotency-key': key,
      }),
      upload({ name: 'same.pdf', content: PDF_BYTES }, {}, a.admin.token, {
        'idempotency-key': key,
      }),
    ]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(one.body.data.document_uuid).toBe(two.body.data.document_uuid);
    expect(await rowsOf(a.company.company_uuid)).toHaveLength(rows + 1);
    expect((await storedUnder(a.company.company_uuid)).length).toBe(before.length + 1);
    // A later repeat answers the first upload without storing anything.
    const three = await upload({ name: 'same.pdf', content: PDF_BYTES }, {}, a.admin.token, {
      'idempotency-key': key,
    });
    expect([
      three.status,
      three.headers['idempotent-replayed'],
      three.body.data.document_uuid,
    ]).toEqual([201, 'true', one.body.data.document_uuid]);
    expect((await storedUnder(a.company.company_uuid)).length).toBe(before.length + 1);
  });

  it('takes a client-made document_uuid; the id in use answers 409 (another company’s: 404), storing nothing', async () => {
    const c = await complianceOnNewObligation(t.database, a.company.company_uuid, {}, [
      'Photo of the tag',
    ]);
    const id = crypto.randomUUID();
    const res = await upload(
      { name: 'tag.png', content: PNG_BYTES },
      { document_uuid: id, checklist_uuid: c.items[0].checklist_uuid },
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      document_uuid: id,
      checklist_uuid: c.items[0].checklist_uuid,
    });
    const feed = await t.database.rows(
      sql`SELECT op FROM change_feed WHERE collection = 'documents' AND row_id = ${id}`,
    );
    expect(feed).toEqual([{ op: 'upsert' }]);

    const rowsA = (await rowsOf(a.company.company_uuid)).length;
    const storedA = await storedUnder(a.company.company_uuid);
    const taken = await upload({ name: 'other.png', content: PNG_BYTES }, { document_uuid: id });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This id is already in use');
    expect(await rowsOf(a.company.company_uuid)).toHaveLength(rowsA);
    expect(await storedUnder(a.company.company_uuid)).toEqual(storedA);
    const [row] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.document_uuid, id));
    expect(row.file_name).toBe('tag.png'); // never overwritten

    // Another company naming that id learns nothing about it, and nothing is stored.
    const storedB = await storedUnder(b.company.company_uuid);
    const theirs = await upload(
      { name: 'x.png', content: PNG_BYTES },
      { document_uuid: id },
      b.admin.token,
    );
    expect(theirs.status).toBe(404);
    expect(await storedUnder(b.company.company_uuid)).toEqual(storedB);

    const bad = await upload(
      { name: 'x.png', content: PNG_BYTES },
      { document_uuid: 'not-a-uuid' },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toContain('document_uuid');
  });

  it('leaves no row and no file when the connection is cut halfway through the file', async () => {
    const rows = (await rowsOf(a.company.company_uuid)).length;
    const before = await storedUnder(a.company.company_uuid);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = t.app.server.address() as AddressInfo;
      expect(address).toContain(String(port));
      const form = multipartBody(
        {},
        { name: 'cut.png', content: Buffer.concat([PNG_BYTES, Buffer.alloc(600 * 1024, 3)]) },
      );
      const closed = new Promise<void>((resolve) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/documents/upload',
          headers: {
            ...form.headers,
            'content-length': String(form.payload.length),
            access_token: a.admin.token,
          },
        });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        req.write(form.payload.subarray(0, Math.floor(form.payload.length / 2)), () =>
          setTimeout(() => req.destroy(), 100),
        );
      });
      await closed;
      // Give the server the moment it takes to see the cut and clean up.
      await new Promise((r) => setTimeout(r, 500));
      expect(await rowsOf(a.company.company_uuid)).toHaveLength(rows);
      expect(await storedUnder(a.company.company_uuid)).toEqual(before);
      if (driver === 'local') {
        // A loaded machine may take longer than the moment above to finish the cleanup.
        await vi.waitFor(
          async () =>
            expect(
              await readdir(join(testConfig().DATA_DIR, 'files', '.tmp')).catch(() => []),
            ).toEqual([]),
          { timeout: 5000, interval: 50 },
        );
      }
    } finally {
      await t.app.server.close();
    }
  });
});
