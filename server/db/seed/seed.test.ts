import { verify } from '@node-rs/argon2';
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
import { openDatabase, type Database } from '../client';
import { runMigrations } from '../migrate';
import { DEMO_LOGINS, DEMO_PASSWORD, countRows, isEmpty, seedDemo } from './index';
import { generateLibrary } from './library';
import { createRng } from './random';

let database: Database;
const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  database.query<T>(sql, params);
const values = async (sql: string) => (await q<{ v: string | number }>(sql)).map((r) => r.v);

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  expect(await isEmpty(database)).toBe(true);
  await seedDemo(database, { scale: 1 });
}, 120_000);

afterAll(async () => {
  await database?.close();
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
    const users = await q<{
      email: string;
      password_hash: string;
      state: string;
      roles: number;
      group_uuid: string | null;
    }>(
      `SELECT u.email, u.password_hash, u.state, u.group_uuid,
              (SELECT count(*)::int FROM user_roles r WHERE r.user_uuid = u.user_uuid) AS roles
       FROM users u WHERE u.email = ANY($1)`,
      [DEMO_LOGINS],
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

  it('names every regulation issuer in English and in Indonesian', async () => {
    expect(await values('SELECT count(*)::int AS v FROM regulations WHERE issuer_en IS NULL OR issuer_id IS NULL')).toEqual([0]);
    expect(await values(`SELECT DISTINCT issuer_id AS v FROM regulations WHERE type = 'law'`)).toEqual([
      'Dewan Perwakilan Rakyat dan Presiden Republik Indonesia',
    ]);
    // Only names that read the same in both languages could be equal; the demo has none.
    expect(await values('SELECT count(*)::int AS v FROM regulations WHERE issuer_en = issuer_id')).toEqual([0]);
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

  it('holds, for every compliance needing confirmation, an older version of its obligation that really differs', async () => {
    const rows = await q<{ n: number; differing: number; feed_checklists: number; feed_comments: number }>(
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
    expect([rows[0].feed_checklists, rows[0].feed_comments]).toEqual([counts.checklists, counts.comments]);
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

  it('does nothing when run again', async () => {
    const before = await countRows(database);
    await seedDemo(database, { scale: 2 });
    expect(await countRows(database)).toEqual(before);
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
