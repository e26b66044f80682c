/**
 * Issue 10's hardening cases on every upload route (POST /documents/upload,
 * POST /regulations/docs/upload, POST /uploads) and on both storage drivers (local disk and a
 * real s3rver): an ELF or MZ executable named `.pdf`, a 121-character name in both languages,
 * the size limit (413), concurrent uploads under one Idempotency-Key, and uploads whose TCP
 * connection is cut at several points. "Nothing stored" is read from the storage itself.
 * Also: a hard delete removes the stored file on each driver, and a provider cannot delete the
 * document of a customer's private regulation.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documents } from '../../db/schema/documents';
import { activityLogs } from '../../db/schema/platform';
import { regulationDocuments } from '../../db/schema/library';
import { createRegulation } from '../../test/content-fixtures';
import { providerCompany, twoCompanies } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';
import {
  EXE_BYTES,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  type FormFile,
} from '../../test/multipart';
import { startS3Server } from '../../test/s3-server';

/** The start of a Linux executable: ELF magic, 64-bit, little endian, an executable's header. */
const ELF_BYTES = (() => {
  const b = Buffer.alloc(512);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(b, 0);
  b.writeUInt16LE(2, 16); // e_type: executable
  b.writeUInt16LE(0x3e, 18); // e_machine: x86-64
  b.writeUInt32LE(1, 20); // e_version
  return b;
})();

const TYPE_MESSAGE = {
  en: 'This file type is not allowed: upload a PDF, an image, an office document, a spreadsheet or a text file',
  id: 'Jenis berkas ini tidak diizinkan: unggah PDF, gambar, dokumen perkantoran, lembar kerja, atau berkas teks',
};
const NAME_MESSAGE = {
  en: 'The file name may be at most 120 characters',
  id: 'Nama berkas paling banyak 120 karakter',
};

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

describe.each(['local', 's3'] as const)('upload hardening on %s storage', (driver) => {
  let t: TestApp;
  let dataDir: string;
  let port: number;
  let provider: Awaited<ReturnType<typeof providerCompany>>;
  let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
  let b: Awaited<ReturnType<typeof twoCompanies>>['b'];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'regcomply-hardening-'));
    const s3Settings =
      driver === 's3'
        ? Object.fromEntries(Object.entries(s3.settings).map(([k, v]) => [k, String(v)]))
        : {};
    t = await createTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_MB: '1', ...s3Settings });
    provider = await providerCompany(t.app, t.database);
    ({ a, b } = await twoCompanies(t.app, t.database));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Every stored key under a prefix, read from the storage itself. */
  async function stored(prefix: string): Promise<string[]> {
    if (driver === 's3')
      return (await s3.objects()).filter((k) => k.startsWith(`${prefix}/`)).sort();
    const root = join(dataDir, 'files');
    const entries = await readdir(join(root, prefix), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    return entries
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
      .sort();
  }
  /** Half-written files of the local driver (its temporary folder); S3 multipart leftovers show as no object. */
  const temporary = async () =>
    driver === 'local' ? await readdir(join(dataDir, 'files', '.tmp')).catch(() => []) : [];

  /** The three upload routes: where each stores, how many rows it has written for the test's target. */
  async function routes() {
    const reg = await createRegulation(t.database);
    return [
      {
        name: 'POST /documents/upload',
        url: '/documents/upload',
        token: a.admin.token,
        prefix: a.company.company_uuid,
        rows: async () =>
          (
            await t.database.db
              .select()
              .from(documents)
              .where(eq(documents.company_uuid, a.company.company_uuid))
          ).length,
      },
      {
        name: 'POST /regulations/docs/upload',
        url: `/regulations/docs/upload?regulation_guid=${reg.regulation_guid}`,
        token: provider.admin.token,
        prefix: `regulations/${reg.regulation_guid}`,
        rows: async () =>
          (
            await t.database.db
              .select()
              .from(regulationDocuments)
              .where(eq(regulationDocuments.regulation_guid, reg.regulation_guid))
          ).length,
      },
      {
        name: 'POST /uploads',
        url: '/uploads',
        token: provider.admin.token,
        prefix: 'uploads',
        // No row of its own: the upload's activity log entry is what it writes.
        rows: async () =>
          (
            await t.database.db
              .select()
              .from(activityLogs)
              .where(eq(activityLogs.user_uuid, provider.admin.user_uuid))
          ).filter((l) => l.type === 'upload').length,
      },
    ];
  }

  const send = (
    url: string,
    token: string,
    file: FormFile | undefined,
    headers: Record<string, string> = {},
    lang?: 'id',
  ) => {
    const form = multipartBody({}, file);
    const sep = url.includes('?') ? '&' : '?';
    return call(t.app, 'POST', lang ? `${url}${sep}lang=${lang}` : url, {
      token,
      body: form.payload,
      headers: { ...form.headers, ...headers },
    });
  };

  it(`stores on ${driver}`, () => {
    expect(t.app.deps.storage.kind).toBe(driver);
  });

  it('refuses an ELF or MZ executable named .pdf on every upload route, in both languages, storing nothing', async () => {
    for (const r of await routes()) {
      const before = [await stored(r.prefix), await r.rows()];
      for (const [kind, content] of [
        ['ELF', ELF_BYTES],
        ['MZ', EXE_BYTES],
      ] as const) {
        const en = await send(r.url, r.token, {
          name: 'invoice.pdf',
          content,
          type: 'application/pdf',
        });
        expect([r.name, kind, en.status, en.body.errors?.file]).toEqual([
          r.name,
          kind,
          400,
          [TYPE_MESSAGE.en],
        ]);
        const id = await send(
          r.url,
          r.token,
          { name: 'tagihan.pdf', content, type: 'application/pdf' },
          {},
          'id',
        );
        expect([r.name, kind, id.status, id.body.errors?.file]).toEqual([
          r.name,
          kind,
          400,
          [TYPE_MESSAGE.id],
        ]);
      }
      expect([r.name, await stored(r.prefix), await r.rows()]).toEqual([r.name, ...before]);
    }
    expect(await temporary()).toEqual([]);
  });

  it('takes a 120-character name and refuses 121 on every upload route, with the message in both languages', async () => {
    const name = (n: number) => `${'n'.repeat(n - 4)}.pdf`;
    for (const r of await routes()) {
      const ok = await send(r.url, r.token, { name: name(120), content: PDF_BYTES });
      expect([r.name, ok.status]).toEqual([r.name, 201]);
      expect(ok.body.data.file_name).toBe(name(120));
      const before = [await stored(r.prefix), await r.rows()] as const;
      const en = await send(r.url, r.token, { name: name(121), content: PDF_BYTES });
      expect([r.name, en.status, en.body.errors?.file]).toEqual([r.name, 400, [NAME_MESSAGE.en]]);
      const id = await send(r.url, r.token, { name: name(121), content: PDF_BYTES }, {}, 'id');
      expect([r.name, id.status, id.body.errors?.file]).toEqual([r.name, 400, [NAME_MESSAGE.id]]);
      // Characters, not bytes: 120 two-byte letters pass.
      const wide = await send(r.url, r.token, {
        name: `${'é'.repeat(116)}.pdf`,
        content: PDF_BYTES,
      });
      expect([r.name, wide.status]).toEqual([r.name, 201]);
      expect([r.name, (await stored(r.prefix)).length, await r.rows()]).toEqual([
        r.name,
        before[0].length + 1,
        before[1] + 1,
      ]);
    }
  });

  it('answers 413 above UPLOAD_MAX_MB on every upload route, in both languages, storing nothing', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(1024 * 1024)]);
    for (const r of await routes()) {
      const before = [await stored(r.prefix), await r.rows()];
      const en = await send(r.url, r.token, { name: 'huge.png', content: big });
      expect([r.name, en.status, en.body.code, en.body.message]).toEqual([
        r.name,
        413,
        'payload_too_large',
        'The file is larger than 1 MB',
      ]);
      const id = await send(r.url, r.token, { name: 'besar.png', content: big }, {}, 'id');
      expect([r.name, id.status]).toEqual([r.name, 413]);
      expect(id.body.message).not.toBe(en.body.message);
      expect([r.name, await stored(r.prefix), await r.rows()]).toEqual([r.name, ...before]);
      // Exactly the limit is accepted.
      const edge = await send(r.url, r.token, {
        name: 'edge.png',
        content: Buffer.concat([PNG_BYTES, Buffer.alloc(1024 * 1024 - PNG_BYTES.length)]),
      });
      expect([r.name, edge.status]).toEqual([r.name, 201]);
    }
    expect(await temporary()).toEqual([]);
  });

  it('makes one row and keeps one file for concurrent uploads under one Idempotency-Key, on every upload route', async () => {
    for (const r of await routes()) {
      const before = [await stored(r.prefix), await r.rows()] as const;
      const key = `hardening-${crypto.randomUUID()}`;
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          send(
            r.url,
            r.token,
            { name: 'same.pdf', content: PDF_BYTES },
            { 'idempotency-key': key },
          ),
        ),
      );
      expect([r.name, answers.map((x) => x.status)]).toEqual([r.name, [201, 201, 201]]);
      // The same answer for all (a replayed answer keeps its fields, in the stored JSON's order).
      expect([r.name, ...answers.map((x) => x.body.data)]).toEqual([
        r.name,
        ...answers.map(() => answers[0].body.data),
      ]);
      expect([r.name, await r.rows()]).toEqual([r.name, before[1] + 1]);
      const after = await stored(r.prefix);
      expect([r.name, after.length]).toEqual([r.name, before[0].length + 1]);
      // The one file kept is the one the row names.
      const data = answers[0].body.data as {
        document_uuid?: string;
        doc_guid?: string;
        key?: string;
      };
      const keyOfRow = data.document_uuid
        ? (
            await t.database.db
              .select()
              .from(documents)
              .where(eq(documents.document_uuid, data.document_uuid))
          )[0].storage_key
        : data.doc_guid
          ? (
              await t.database.db
                .select()
                .from(regulationDocuments)
                .where(eq(regulationDocuments.doc_guid, data.doc_guid))
            )[0].storage_key
          : `uploads/${data.key}`;
      expect(after.filter((k) => !before[0].includes(k))).toEqual([keyOfRow]);
    }
  });

  /**
   * Sends the form over a real TCP socket and cuts the connection after `cut` bytes of the body,
   * then gives the server a moment to see the cut and clean up.
   */
  async function cutUpload(
    url: string,
    token: string,
    payload: Buffer,
    headers: Record<string, string>,
    cut: number,
  ) {
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api${url}`,
        headers: { ...headers, 'content-length': String(payload.length), access_token: token },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.flushHeaders();
      const write =
        cut > 0
          ? (done: () => void) => req.write(payload.subarray(0, cut), done)
          : (done: () => void) => setImmediate(done);
      write(() => setTimeout(() => req.destroy(), 150));
    });
    await new Promise((r) => setTimeout(r, 400));
  }

  it('leaves no row and no stored file when the connection is cut at any point, on every upload route', async () => {
    const content = Buffer.concat([PNG_BYTES, Buffer.alloc(700 * 1024, 7)]);
    for (const r of await routes()) {
      const before = [await stored(r.prefix), await r.rows()];
      const form = multipartBody({}, { name: 'cut.png', content });
      const fileStart = form.payload.indexOf(content.subarray(0, 16));
      const cuts = {
        'before the body': 0,
        'inside the part headers': fileStart - 20,
        'inside the first 64 KB': fileStart + 1000,
        halfway: Math.floor(form.payload.length / 2),
        'after the file, before the closing boundary': form.payload.length - 10,
      };
      for (const [where, cut] of Object.entries(cuts)) {
        await cutUpload(r.url, r.token, form.payload, form.headers, cut);
        expect([r.name, where, await r.rows()]).toEqual([r.name, where, before[1]]);
        expect([r.name, where, await stored(r.prefix)]).toEqual([r.name, where, before[0]]);
        // A loaded machine may take longer than the moment above to finish the cleanup.
        await vi.waitFor(
          async () => expect([r.name, where, await temporary()]).toEqual([r.name, where, []]),
          { timeout: 5000, interval: 50 },
        );
      }
      // The same body sent whole is stored: the cuts, not the body, left nothing.
      const whole = await send(r.url, r.token, { name: 'cut.png', content });
      expect([r.name, whole.status]).toEqual([r.name, 201]);
    }
  }, 60_000);

  it('shows no row and no file while an upload is still arriving, and both once it is complete', async () => {
    const content = Buffer.concat([PDF_BYTES, Buffer.alloc(500 * 1024, 0x20)]);
    const form = multipartBody({}, { name: 'slow.pdf', content });
    const before = [
      await stored(a.company.company_uuid),
      (await call(t.app, 'GET', '/documents/list?limit=100', { token: a.admin.token })).body.data
        .total,
    ];
    let answer = '';
    let status = 0;
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
    const done = new Promise<void>((resolve, reject) => {
      req.on('response', (res) => {
        status = res.statusCode ?? 0;
        res.on('data', (c: Buffer) => (answer += c.toString()));
        res.on('end', () => resolve());
      });
      req.on('error', reject);
    });
    await new Promise<void>((resolve) =>
      req.write(form.payload.subarray(0, form.payload.length - 1000), () => resolve()),
    );
    await new Promise((r) => setTimeout(r, 300));
    // Most of the file has arrived: still no row anyone can list, and nothing under the company's keys.
    expect(
      (await call(t.app, 'GET', '/documents/list?limit=100', { token: a.admin.token })).body.data
        .total,
    ).toBe(before[1]);
    expect(await stored(a.company.company_uuid)).toEqual(before[0]);
    req.end(form.payload.subarray(form.payload.length - 1000));
    await done;
    expect(status).toBe(201);
    const doc = (JSON.parse(answer) as { data: { document_uuid: string; size_bytes: number } })
      .data;
    expect(doc.size_bytes).toBe(content.length);
    expect(
      (await call(t.app, 'GET', '/documents/list?limit=100', { token: a.admin.token })).body.data
        .total,
    ).toBe(Number(before[1]) + 1);
    expect((await stored(a.company.company_uuid)).length).toBe((before[0] as string[]).length + 1);
  });

  it('removes the stored file with a hard delete, and another company’s delete removes nothing', async () => {
    const up = await send('/documents/upload', a.admin.token, {
      name: 'doomed.pdf',
      content: PDF_BYTES,
    });
    const id = up.body.data.document_uuid as string;
    const [row] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.document_uuid, id));
    expect(await t.app.deps.storage.stat(row.storage_key)).toEqual({ size: PDF_BYTES.length });
    const foreign = await call(t.app, 'DELETE', '/documents/delete?type=hard', {
      token: b.admin.token,
      body: { document_uuids: [id] },
    });
    expect(foreign.status).toBe(404);
    expect(await t.app.deps.storage.stat(row.storage_key)).not.toBeNull();
    const download = await call(t.app, 'GET', `/documents/download/${id}`, {
      token: b.admin.token,
    });
    expect(download.status).toBe(404);
    const res = await call(t.app, 'DELETE', '/documents/delete?type=hard', {
      token: a.admin.token,
      body: { document_uuids: [id] },
    });
    expect(res.status).toBe(200);
    expect(await t.app.deps.storage.stat(row.storage_key)).toBeNull();
    expect(await stored(a.company.company_uuid)).not.toContain(row.storage_key);
    expect(
      (await call(t.app, 'GET', `/documents/download/${id}`, { token: a.admin.token })).status,
    ).toBe(404);
  });

  it('keeps the document of a customer’s private regulation from the provider’s delete (404), file and row intact', async () => {
    const own = await createRegulation(t.database, { company_uuid: a.company.company_uuid });
    const key = `regulations/${own.regulation_guid}/${crypto.randomUUID()}`;
    await t.app.deps.storage.put(key, Readable.from([PDF_BYTES]));
    const [doc] = await t.database.db
      .insert(regulationDocuments)
      .values({
        regulation_guid: own.regulation_guid,
        alias_name: 'Private',
        file_name: 'private.pdf',
        extension: 'pdf',
        storage_key: key,
      })
      .returning();
    const res = await call(t.app, 'DELETE', '/regulations/docs/delete', {
      token: provider.admin.token,
      body: { doc_guid: [doc.doc_guid] },
    });
    expect([res.status, res.body.message]).toEqual([404, expect.any(String)]);
    expect(
      await t.database.db
        .select()
        .from(regulationDocuments)
        .where(eq(regulationDocuments.doc_guid, doc.doc_guid)),
    ).toHaveLength(1);
    expect(await t.app.deps.storage.stat(key)).toEqual({ size: PDF_BYTES.length });
    await t.app.deps.storage.delete(key);
  });
});
