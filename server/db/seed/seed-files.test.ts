/**
 * The demo seed on both storage drivers, through the real app: the files the seed stores are
 * served by GET /documents/download/{id} and GET /regulation/document?download=1 byte for byte,
 * only to the owning company, and the first pull of the documents collection brings them.
 * Each driver seeds its own in-memory database (the demo data would disturb the shared test
 * database of a PostgreSQL run).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, pullSync, type TestApp } from '../../test/harness';
import { startS3Server } from '../../test/s3-server';
import { openDatabase, type Database } from '../client';
import { runMigrations } from '../migrate';
import { DEMO_PASSWORD, seedDemo } from './index';

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.each(['local', 's3'] as const)('demo files on %s storage', (driver) => {
  let t: TestApp;
  let database: Database;
  let dataDir: string;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'regcomply-seed-files-'));
    database = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(database);
    const s3Settings =
      driver === 's3'
        ? Object.fromEntries(Object.entries(s3.settings).map(([k, v]) => [k, String(v)]))
        : {};
    t = await createTestApp({ DATA_DIR: dataDir, ...s3Settings }, database);
    expect(t.app.deps.storage.kind).toBe(driver);
    await seedDemo(database, { storage: t.app.deps.storage, scale: 1 });
    for (const who of ['admin@sejahtera.test', 'admin@nusantara.test'])
      tokens[who] = await loginAs(t.app, who, DEMO_PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const companyDocs = (code: string) =>
    database.rows<{
      document_uuid: string;
      file_name: string;
      mime_type: string;
      size_bytes: number;
      sha256: string;
    }>(
      sql`SELECT d.document_uuid, d.file_name, d.mime_type, d.size_bytes::int AS size_bytes, d.sha256
            FROM documents d JOIN companies c USING (company_uuid) WHERE c.code = ${code} ORDER BY d.document_uuid`,
    );

  it('downloads every seeded document of the company byte for byte, and none of another company', async () => {
    const own = await companyDocs('sejahtera');
    expect(own.length).toBeGreaterThan(20);
    for (const d of own) {
      const res = await call(t.app, 'GET', `/documents/download/${d.document_uuid}`, {
        token: tokens['admin@sejahtera.test'],
      });
      expect(res.status, d.file_name).toBe(200);
      expect(res.headers['content-type']).toContain(d.mime_type);
      expect(res.headers['content-length']).toBe(String(d.size_bytes));
      expect(sha(res.raw.rawPayload)).toBe(d.sha256);
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(d.file_name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
      );
      const other = await call(t.app, 'GET', `/documents/download/${d.document_uuid}`, {
        token: tokens['admin@nusantara.test'],
      });
      expect(other.status).toBe(404);
    }
    const list = await call(t.app, 'GET', '/documents/list?limit=100', {
      token: tokens['admin@sejahtera.test'],
    });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(own.length);
    const marked = await call(t.app, 'GET', '/documents/list?is_bookmark=1', {
      token: tokens['admin@sejahtera.test'],
    });
    expect(marked.body.data.total).toBeGreaterThan(0);
  });

  it('serves the seeded regulation documents a customer subscribes to, byte for byte, on regulations of several types', async () => {
    const docs = await database.query<{
      doc_guid: string;
      sha256: string;
      size_bytes: number;
      type: string;
    }>(
      `SELECT d.doc_guid, d.sha256, d.size_bytes, r.type FROM regulation_documents d JOIN regulations r USING (regulation_guid)`,
    );
    const served = new Set<string>();
    for (const d of docs) {
      for (const token of Object.values(tokens)) {
        const meta = await call(t.app, 'GET', `/regulation/document?doc_guid=${d.doc_guid}`, {
          token,
        });
        if (meta.status === 404) continue;
        expect(meta.status).toBe(200);
        const file = await call(
          t.app,
          'GET',
          `/regulation/document?doc_guid=${d.doc_guid}&download=1`,
          { token },
        );
        expect(file.status).toBe(200);
        expect(file.headers['content-length']).toBe(String(d.size_bytes));
        expect(sha(file.raw.rawPayload)).toBe(d.sha256);
        served.add(d.type);
      }
    }
    expect(served.size).toBeGreaterThanOrEqual(3);
  });

  it('brings the seeded documents, with their relations, in the first pull of the documents collection', async () => {
    const own = await companyDocs('sejahtera');
    const pulled: { id: string; checklist_uuids: string[]; compliance_uuids: string[] }[] = [];
    for (let q = '?limit=500'; ;) {
      const page = await pullSync(t.app, `/sync/documents${q}`, tokens['admin@sejahtera.test']);
      expect(page.status).toBe(200);
      if (page.body.data.documents.length === 0) break;
      pulled.push(...page.body.data.documents);
      q = `?limit=500&updated_at=${page.body.data.checkpoint.updated_at}&id=${page.body.data.checkpoint.id}`;
    }
    expect(pulled.map((d) => d.id).sort()).toEqual(own.map((d) => d.document_uuid).sort());
    expect(pulled.some((d) => d.checklist_uuids.length > 0)).toBe(true);
    expect(
      pulled.some((d) => d.compliance_uuids.length > 0 && d.checklist_uuids.length === 0),
    ).toBe(true);
  });
});
