import { verify } from '@node-rs/argon2';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEGAL_STATUSES,
  MEMBER_ROLES,
  OBLIGATION_TYPES,
  PRIORITIES,
  PROCESS_STATUSES,
  SANCTIONS,
  CONFIRMATION_STATUSES,
  HIERARCHY_RELATIONS,
} from '../../../contract/enums';
import { MODULES } from '../../../contract/modules';
import { localDiskStorage } from '../../storage/local-disk';
import type { Storage } from '../../storage/storage';
import { allowedType } from '../../storage/upload';
import { openDatabase, type Database } from '../client';
import { runMigrations } from '../migrate';
import { DEMO_LOGINS, DEMO_PASSWORD, countRows, isEmpty, seedDemo } from './index';
import { generateLibrary } from './library';
import { createRng } from './random';

let database: Database;
let root: string;
let storage: Storage;
/** Every finished file under the storage root (temporary files excluded). */
const storedFiles = async () =>
  (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && !join(e.parentPath, e.name).includes(`${root}/.tmp`))
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
    .sort();
const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  database.query<T>(text, params);
const values = async (text: string) => (await q<{ v: string | number }>(text)).map((r) => r.v);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'regcomply-seed-'));
  storage = localDiskStorage(root);
  database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  expect(await isEmpty(database)).toBe(true);
  await seedDemo(database, { storage, scale: 1 });
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('creates the provider and two customers with active subscriptions', async () => {
    expect(await isEmpty(database)).toBe(false);
    const rows = await q<{ code: string; is_provider: boolean; days: number | null }>(
      `SELECT code, is_provider, round(extract(epoch FROM expired_at - now()) / 86400)::int AS days
       FROM companies ORDER BY code`,
    );
    const byCode = Object.fromEntries(rows.map((r) => [r.code, r]));
    expect(rows).toHaveLength(3);
    expect(byCode.provider.is_provider).toBe(true);
    expect(byCode.sejahtera.is_provider).toBe(false);
    expect(byCode.sejahtera.days).toBeGreaterThanOrEqual(360);
    expect(byCode.nusantara.days).toBeGreaterThanOrEqual(19);
    expect(byCode.nusantara.days).toBeLessThanOrEqual(21);
    expect(
      await values(
        `SELECT name AS v FROM companies WHERE code IN ('sejahtera', 'nusantara') ORDER BY code`,
      ),
    ).toEqual(['PT Nusantara Energi', 'PT Sejahtera Abadi']);
  });

  it('makes the eight demo accounts log-in-able with an argon2id hash of Demo#2026', async () => {
    const users = await database.rows<{
      email: string;
      password_hash: string;
      state: string;
      roles: number;
      group_uuid: string | null;
    }>(
      sql`SELECT u.email, u.password_hash, u.state, u.group_uuid,
                 (SELECT count(*)::int FROM user_roles r WHERE r.user_uuid = u.user_uuid) AS roles
            FROM users u WHERE u.email = ANY(${sql.param(DEMO_LOGINS)}::text[])`,
    );
    expect(users.map((u) => u.email).sort()).toEqual([...DEMO_LOGINS].sort());
    for (const u of users) {
      expect(u.state).toBe('active');
      expect(u.roles).toBeGreaterThan(0);
      expect(u.group_uuid).not.toBeNull();
      expect(u.password_hash).toMatch(/^\$argon2id\$/);
    }
    expect(await verify(users[0].password_hash, DEMO_PASSWORD)).toBe(true);
    expect(await verify(users[0].password_hash, 'demo#2026')).toBe(false);
  });

  it('grants the built-in roles their module matrix', async () => {
    expect(await values('SELECT module_code AS v FROM modules ORDER BY sort')).toEqual([
      ...MODULES,
    ]);
    const grants = await q<{
      company: string;
      role: string;
      module: string;
      c: boolean;
      d: boolean;
      setting: number;
    }>(
      `SELECT co.code AS company, pr.role_name AS role, rm.module_code AS module, rm.can_create AS c,
              rm.can_delete AS d, pr.role_setting AS setting
       FROM role_modules rm JOIN privilege_roles pr USING (role_uuid) JOIN companies co USING (company_uuid)`,
    );
    const of = (company: string, role: string) =>
      grants.filter((g) => g.company === company && g.role === role);
    expect(grants.every((g) => g.setting === 1)).toBe(true);
    expect(
      of('provider', 'Super Admin')
        .map((g) => g.module)
        .sort(),
    ).toEqual([...MODULES].sort());
    expect(of('provider', 'Editor').find((g) => g.module === 'customers')).toMatchObject({
      c: false,
      d: false,
    });
    expect(of('provider', 'Editor').find((g) => g.module === 'content')).toMatchObject({
      c: true,
      d: true,
    });
    expect(of('sejahtera', 'PIC').find((g) => g.module === 'compliance')).toMatchObject({
      c: true,
      d: false,
    });
    expect(of('sejahtera', 'Member').some((g) => g.module === 'users')).toBe(false);
    expect(of('nusantara', 'Admin').some((g) => g.module === 'customers')).toBe(false);
    const memberRoles = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM member_roles GROUP BY company_uuid`,
    );
    expect(memberRoles.map((r) => r.n)).toEqual([MEMBER_ROLES.length, MEMBER_ROLES.length]);
  });

  it('builds a library of the required size', async () => {
    const c = await countRows(database);
    expect(c.sectors).toBeGreaterThanOrEqual(5);
    expect(c.topics).toBeGreaterThanOrEqual(40);
    expect(c.obligations).toBeGreaterThanOrEqual(300);
    expect(c.regulations).toBeGreaterThanOrEqual(100);
    expect(c.obligation_regulations).toBeGreaterThanOrEqual(c.obligations);
    const [subtopics] = await values(
      'SELECT count(*)::int AS v FROM topics WHERE parent_uuid IS NOT NULL',
    );
    expect(subtopics).toBeGreaterThanOrEqual(20);
    const [orphans] = await values(
      `SELECT count(*)::int AS v FROM obligations o LEFT JOIN obligation_regulations r USING (obligation_uuid)
       WHERE r.regulation_guid IS NULL`,
    );
    expect(orphans).toBe(0);
  });

  it('covers every obligation type, sanction, priority and status', async () => {
    expect(
      (await values('SELECT DISTINCT type AS v FROM obligations WHERE type IS NOT NULL')).sort(),
    ).toEqual([...OBLIGATION_TYPES].sort());
    expect((await values('SELECT DISTINCT sanction AS v FROM obligations')).sort()).toEqual(
      [...SANCTIONS].sort(),
    );
    expect((await values('SELECT DISTINCT priority AS v FROM obligations')).sort()).toEqual(
      [...PRIORITIES].sort(),
    );
    const byStatus = Object.fromEntries(
      (
        await q<{ s: number; n: number }>(
          'SELECT obligation_status AS s, count(*)::int AS n FROM obligations GROUP BY 1',
        )
      ).map((r) => [r.s, r.n]),
    );
    expect(byStatus[1]).toBeGreaterThan((byStatus[0] ?? 0) + (byStatus[-2] ?? 0));
    expect(byStatus[0]).toBeGreaterThan(0);
    expect(byStatus[-2]).toBeGreaterThan(0);
    const [ownObligations] = await values(
      `SELECT count(*)::int AS v FROM obligations WHERE company_uuid IS NOT NULL AND master = false`,
    );
    expect(ownObligations).toBeGreaterThan(0);
  });

  it('covers every legal status and links regulations both ways', async () => {
    expect((await values('SELECT DISTINCT legal_status AS v FROM regulations')).sort()).toEqual(
      [...LEGAL_STATUSES].sort(),
    );
    expect(
      (await values('SELECT DISTINCT relation AS v FROM regulation_hierarchy')).sort(),
    ).toEqual([...HIERARCHY_RELATIONS].sort());
    const [unpaired] = await values(
      `SELECT count(*)::int AS v FROM regulation_hierarchy h WHERE h.relation IN ('amends', 'implements', 'revokes')
       AND NOT EXISTS (SELECT 1 FROM regulation_hierarchy b WHERE b.regulation_guid = h.related_guid
         AND b.related_guid = h.regulation_guid
         AND b.relation = CASE h.relation WHEN 'amends' THEN 'amended_by'
           WHEN 'implements' THEN 'implemented_by' ELSE 'revoked_by' END)`,
    );
    expect(unpaired).toBe(0);
  });

  it('marks the obligations resting on an amended regulation as changed, as a legal status change would', async () => {
    const marked = await values(
      `SELECT DISTINCT r.legal_status AS v FROM obligations o
         JOIN obligation_regulations x ON x.obligation_uuid = o.obligation_uuid AND x.regulation_guid = (o.regulation_changed->>'regulation_guid')::uuid
         JOIN regulations r ON r.regulation_guid = x.regulation_guid
        WHERE o.regulation_changed->>'to' = 'amended'`,
    );
    expect(marked).toEqual(['amended']);
  });

  it('names every regulation issuer in English and in Indonesian', async () => {
    expect(
      await values(
        'SELECT count(*)::int AS v FROM regulations WHERE issuer_en IS NULL OR issuer_id IS NULL',
      ),
    ).toEqual([0]);
    expect(
      await values(`SELECT DISTINCT issuer_id AS v FROM regulations WHERE type = 'law'`),
    ).toEqual(['Dewan Perwakilan Rakyat dan Presiden Republik Indonesia']);
    // Only names that read the same in both languages could be equal; the demo has none.
    expect(
      await values('SELECT count(*)::int AS v FROM regulations WHERE issuer_en = issuer_id'),
    ).toEqual([0]);
  });

  it('gives each customer compliances in every process status, with members and checklists', async () => {
    const rows = await q<{ code: string; status: string; n: number }>(
      `SELECT co.code, c.process_status AS status, count(*)::int AS n FROM compliances c
       JOIN companies co USING (company_uuid) GROUP BY 1, 2`,
    );
    for (const code of ['sejahtera', 'nusantara']) {
      expect(
        rows
          .filter((r) => r.code === code)
          .map((r) => r.status)
          .sort(),
      ).toEqual([...PROCESS_STATUSES].sort());
    }
    expect(
      (
        await values(
          'SELECT DISTINCT confirmation_status AS v FROM compliances WHERE confirmation_status IS NOT NULL',
        )
      ).sort(),
    ).toEqual([...CONFIRMATION_STATUSES].sort());
    const [unstaffed] = await values(
      `SELECT count(*)::int AS v FROM compliances c WHERE c.process_status <> 'not_assigned'
       AND NOT EXISTS (SELECT 1 FROM compliance_members m WHERE m.compliance_uuid = c.compliance_uuid AND m.role_code = 'pic')`,
    );
    expect(unstaffed).toBe(0);
    const [crossTenant] = await values(
      `SELECT count(*)::int AS v FROM compliance_members m JOIN compliances c USING (compliance_uuid)
       JOIN users u ON u.user_uuid = m.user_uuid
       WHERE m.company_uuid <> c.company_uuid OR u.company_uuid <> c.company_uuid OR u.group_uuid IS NULL`,
    );
    expect(crossTenant).toBe(0);
    const c = await countRows(database);
    expect(c.checklists).toBeGreaterThan(c.compliances);
    expect(c.comments).toBeGreaterThan(0);
    expect(
      await values(`SELECT count(*)::int AS v FROM compliances WHERE renewal_of IS NOT NULL`),
    ).not.toEqual([0]);
    expect(
      await values(`SELECT count(*)::int AS v FROM compliances WHERE is_duplicate`),
    ).not.toEqual([0]);
  });

  it("keeps the duties apart: no PIC audits their own compliance, and every claim is its PIC's, never its auditor's", async () => {
    const [both] = await values(
      `SELECT count(*)::int AS v FROM compliance_members p JOIN compliance_members a
         ON a.compliance_uuid = p.compliance_uuid AND a.user_uuid = p.user_uuid
       WHERE p.role_code = 'pic' AND a.role_code = 'auditor'`,
    );
    expect(both).toBe(0);
    const [unclaimed] = await values(
      `SELECT count(*)::int AS v FROM compliances WHERE claimed_at IS NOT NULL AND claimed_by IS NULL`,
    );
    expect(unclaimed).toBe(0);
    const [selfAudited] = await values(
      `SELECT count(*)::int AS v FROM compliances c JOIN compliance_members a
         ON a.compliance_uuid = c.compliance_uuid AND a.role_code = 'auditor' AND a.user_uuid = c.claimed_by`,
    );
    expect(selfAudited).toBe(0);
    const [claimedByPic] = await values(
      `SELECT count(*)::int AS v FROM compliances c WHERE c.claimed_by IS NOT NULL AND NOT EXISTS
         (SELECT 1 FROM compliance_members p WHERE p.compliance_uuid = c.compliance_uuid AND p.role_code = 'pic' AND p.user_uuid = c.claimed_by)`,
    );
    expect(claimedByPic).toBe(0);
  });

  it('holds, for every compliance needing confirmation, an older version of its obligation that really differs', async () => {
    const rows = await q<{
      n: number;
      differing: number;
      feed_checklists: number;
      feed_comments: number;
    }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE v.snapshot->>'regulation_penalty_description_en' IS DISTINCT FROM o.regulation_penalty_description_en
                                 AND jsonb_array_length(v.snapshot->'checklist_template') < jsonb_array_length(o.checklist_template))::int AS differing,
              (SELECT count(*)::int FROM change_feed WHERE collection = 'checklists') AS feed_checklists,
              (SELECT count(*)::int FROM change_feed WHERE collection = 'comments') AS feed_comments
         FROM compliances c JOIN obligations o USING (obligation_uuid)
         LEFT JOIN obligation_versions v ON v.obligation_uuid = c.obligation_uuid AND v.version_code = c.version_code
        WHERE c.confirmation_status = 'need_confirmation'`,
    );
    expect(rows[0].n).toBeGreaterThan(0);
    expect(rows[0].differing).toBe(rows[0].n);
    const counts = await countRows(database);
    // The checklists and comments collections' first pull reads the seeded rows from the feed.
    expect([rows[0].feed_checklists, rows[0].feed_comments]).toEqual([
      counts.checklists,
      counts.comments,
    ]);
  });

  it('finds obligations by Indonesian words through the full-text index expression', async () => {
    for (const word of ['limbah', 'izin', 'keselamatan']) {
      const [n] = await values(
        `SELECT count(*)::int AS v FROM obligations WHERE to_tsvector('indonesian'::regconfig,
           coalesce(comp_title_id, '') || ' ' || coalesce(regulation_obligation_description_id, ''))
           @@ websearch_to_tsquery('indonesian', '${word}')`,
      );
      expect(n, word).toBeGreaterThan(0);
    }
  });

  it('does nothing when run again, not even store a file', async () => {
    const before = await countRows(database);
    const files = await storedFiles();
    await seedDemo(database, { storage, scale: 2 });
    expect(await countRows(database)).toEqual(before);
    expect(await storedFiles()).toEqual(files);
  });

  it('generates the same content from the same seed', () => {
    const opts = {
      scale: 1,
      now: new Date('2026-01-01T00:00:00Z'),
      ownerCompany: 'c',
      editor: 'e',
    };
    expect(generateLibrary(createRng(7), opts)).toEqual(generateLibrary(createRng(7), opts));
  });
});

describe('demo documents', () => {
  const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  /** The stored file of a row: present, of the row's size and hash, of the row's type by its content. */
  async function checkStored(row: {
    storage_key: string;
    size_bytes: number;
    sha256: string | null;
    mime_type: string;
    extension: string;
  }) {
    const got = await storage.get(row.storage_key);
    expect(got, row.storage_key).not.toBeNull();
    const bytes = await buffer(got!.stream);
    expect(bytes.length).toBe(Number(row.size_bytes));
    expect(sha256(bytes)).toBe(row.sha256);
    expect((await allowedType(bytes.subarray(0, 65536), row.extension))?.mime).toBe(row.mime_type);
  }

  it('stores a real file for a document on a regulation of every type, hash and size matching', async () => {
    const docs = await q<{
      type: string;
      storage_key: string;
      size_bytes: number;
      sha256: string;
      mime_type: string;
      extension: string;
      file_name: string;
    }>(
      `SELECT r.type, d.storage_key, d.size_bytes, d.sha256, d.mime_type, d.extension, d.file_name
         FROM regulation_documents d JOIN regulations r USING (regulation_guid)`,
    );
    const types = await values(
      'SELECT DISTINCT type AS v FROM regulations WHERE deleted_at IS NULL ORDER BY 1',
    );
    expect(types.length).toBeGreaterThanOrEqual(3);
    expect([...new Set(docs.map((d) => d.type))].sort()).toEqual(types);
    expect(new Set(docs.map((d) => d.mime_type))).toEqual(
      new Set(['application/pdf', 'text/plain']),
    );
    for (const d of docs) {
      expect(d.storage_key).toMatch(/^regulations\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
      expect([...d.file_name].length).toBeLessThanOrEqual(120);
      await checkStored(d);
    }
  });

  it('stores every company document with its hash, under its company, and no file without a row', async () => {
    const docs = await q<{
      company_uuid: string;
      storage_key: string;
      size_bytes: number;
      sha256: string;
      mime_type: string;
      extension: string;
      file_name: string;
    }>(
      'SELECT company_uuid, storage_key, size_bytes, sha256, mime_type, extension, file_name FROM documents',
    );
    expect(new Set(docs.map((d) => d.mime_type))).toEqual(
      new Set(['application/pdf', 'image/png', 'text/plain']),
    );
    for (const d of docs) {
      expect(d.storage_key.startsWith(`${d.company_uuid}/`)).toBe(true);
      expect([...d.file_name].length).toBeLessThanOrEqual(120);
      await checkStored(d);
    }
    const regulationKeys = await values('SELECT storage_key AS v FROM regulation_documents');
    expect(await storedFiles()).toEqual(
      [...docs.map((d) => d.storage_key), ...regulationKeys].map(String).sort(),
    );
  });

  it('gives each customer evidence in the claim, audit and approved states, on the compliance and its checklist items', async () => {
    const rows = await q<{
      code: string;
      status: string;
      compliances: number;
      items: number;
      in_own_folder: number;
    }>(
      `SELECT co.code, c.process_status AS status, count(DISTINCT c.compliance_uuid)::int AS compliances,
              count(DISTINCT r.checklist_uuid)::int AS items,
              count(*) FILTER (WHERE f.compliance_uuid = c.compliance_uuid)::int AS in_own_folder
         FROM document_relations r JOIN documents d ON d.document_uuid = r.document_uuid AND d.company_uuid = r.company_uuid
         JOIN compliances c ON c.compliance_uuid = r.compliance_uuid AND c.company_uuid = r.company_uuid
         JOIN companies co ON co.company_uuid = c.company_uuid
         LEFT JOIN folders f ON f.folder_uuid = d.folder_uuid AND f.company_uuid = d.company_uuid
        GROUP BY 1, 2`,
    );
    for (const code of ['sejahtera', 'nusantara']) {
      for (const status of ['claim', 'audit', 'approved']) {
        const row = rows.find((r) => r.code === code && r.status === status);
        expect(row?.compliances, `${code} ${status}`).toBeGreaterThan(0);
        expect(row?.items, `${code} ${status}`).toBeGreaterThan(0);
        expect(row?.in_own_folder, `${code} ${status}`).toBeGreaterThan(0);
      }
    }
    expect(rows.every((r) => ['claim', 'audit', 'approved'].includes(r.status))).toBe(true);
    // Every relation stays inside its company: the checklist item is the compliance's, the regulation visible.
    const [crossed] = await values(
      `SELECT count(*)::int AS v FROM document_relations r JOIN documents d USING (document_uuid)
         LEFT JOIN checklists ch ON ch.checklist_uuid = r.checklist_uuid
         LEFT JOIN regulations g ON g.regulation_guid = r.regulation_guid
        WHERE d.company_uuid <> r.company_uuid
           OR (r.checklist_uuid IS NOT NULL AND (ch.compliance_uuid <> r.compliance_uuid OR ch.company_uuid <> r.company_uuid))
           OR (r.regulation_guid IS NOT NULL AND g.company_uuid IS NOT NULL AND g.company_uuid <> r.company_uuid)`,
    );
    expect(crossed).toBe(0);
    expect(
      await values(
        `SELECT count(*)::int AS v FROM document_relations WHERE regulation_guid IS NOT NULL`,
      ),
    ).not.toEqual([0]);
  });

  it('files documents in folders by topic and by compliance, bookmarks some, and feeds the documents collection', async () => {
    const folders = await q<{
      code: string;
      by_topic: number;
      by_compliance: number;
      bookmarks: number;
    }>(
      `SELECT co.code,
              (SELECT count(DISTINCT d.folder_uuid)::int FROM documents d JOIN folders f USING (folder_uuid)
                WHERE d.company_uuid = co.company_uuid AND f.topic_uuid IS NOT NULL) AS by_topic,
              (SELECT count(DISTINCT d.folder_uuid)::int FROM documents d JOIN folders f USING (folder_uuid)
                WHERE d.company_uuid = co.company_uuid AND f.compliance_uuid IS NOT NULL) AS by_compliance,
              (SELECT count(*)::int FROM bookmarks b JOIN documents d ON d.document_uuid = b.entity_uuid AND d.company_uuid = b.company_uuid
                WHERE b.company_uuid = co.company_uuid AND b.entity_type = 'document') AS bookmarks
         FROM companies co WHERE NOT co.is_provider ORDER BY co.code`,
    );
    expect(folders).toHaveLength(2);
    for (const f of folders) {
      expect(f.by_topic).toBeGreaterThan(0);
      expect(f.by_compliance).toBeGreaterThan(0);
      expect(f.bookmarks).toBeGreaterThan(0);
    }
    const [orphanMarks] = await values(
      `SELECT count(*)::int AS v FROM bookmarks b WHERE b.entity_type = 'document'
         AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.document_uuid = b.entity_uuid AND d.company_uuid = b.company_uuid)`,
    );
    expect(orphanMarks).toBe(0);
    const [fed] = await values(
      `SELECT count(*)::int AS v FROM documents d JOIN change_feed f ON f.collection = 'documents'
         AND f.row_id = d.document_uuid::text AND f.company_uuid = d.company_uuid`,
    );
    expect(fed).toBe((await countRows(database)).documents);
  });

  it('removes the files it stored when the rows cannot be written', async () => {
    const otherRoot = await mkdtemp(join(tmpdir(), 'regcomply-seed-fail-'));
    const other = await openDatabase({ dataDir: 'memory://' });
    try {
      await runMigrations(other);
      const broken = new Proxy(other, {
        get: (target, prop, receiver) =>
          prop === 'db'
            ? { transaction: () => Promise.reject(new Error('write failed')) }
            : (Reflect.get(target, prop, receiver) as unknown),
      });
      let puts = 0;
      const local = localDiskStorage(otherRoot);
      const counting: Storage = { ...local, put: (...args) => (puts++, local.put(...args)) };
      await expect(seedDemo(broken, { storage: counting, scale: 1 })).rejects.toThrow(
        'write failed',
      );
      expect(puts).toBeGreaterThan(50);
      const left = (await readdir(otherRoot, { recursive: true, withFileTypes: true })).filter(
        (e) => e.isFile(),
      );
      expect(left).toEqual([]);
    } finally {
      await other.close();
      await rm(otherRoot, { recursive: true, force: true });
    }
  }, 120_000);
});
