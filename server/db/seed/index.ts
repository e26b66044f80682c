/**
 * Demo data: the provider, two customer companies, eight log-in-able accounts, a bilingual
 * Indonesian regulatory library (x scale) and each customer's compliances. Generated from a
 * fixed pseudo-random seed, so the content is the same on every run (dates follow today).
 * Everything is written in one transaction under an advisory lock: two processes starting on
 * an empty database together seed it once, and a failure leaves nothing half-written.
 * The demo documents' files (documents.ts) are stored through the app's storage before that
 * transaction and removed again when it fails or another process seeded first.
 */
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import * as s from '../schema';
import { feedSeededRows } from './change-feed';
import { generateCompliances, type CompliancePlan } from './compliance';
import { deliverDemoVersion, demoSector } from './content-updates';
import { generateDocuments, removeFiles, storeDocumentFiles } from './documents';
import { generateEngagement } from './engagement';
import { generateIdentity } from './identity';
import { PROVIDER_CODE } from './identity-companies';
import { DEMO_PASSWORD } from './identity-data';
import { insertMany } from './insert';
import { generateLibrary } from './library';
import { generateOwnContent } from './own-content';
import { createRng } from './random';
import type { Storage } from '../../storage/storage';

export { DEMO_LOGINS } from './identity-companies';
export { DEMO_PASSWORD } from './identity-data';

const SEED_LOCK = 804_211_002;
const RANDOM_SEED = 20_260_101;
/** The documents draw from their own sequence: adding them changed none of the other content. */
const DOCUMENTS_SEED = 20_260_102;
/** The customers' own obligations draw from theirs too (issue 24). */
const OWN_CONTENT_SEED = 20_260_103;
/** Share of published obligations each customer tracks as compliances. */
const SHARE: Record<string, number> = { sejahtera: 0.7, nusantara: 0.4 };
/** At the benchmarks' scale every customer tracks every obligation, topped up with past cycles. */
const BENCH_SCALE = 50;
const MIN_COMPLIANCES_AT_BENCH_SCALE = 15_000;

export interface SeedOptions {
  /** Where the demo documents' files go: the app's storage (local disk or S3). */
  storage: Storage;
  scale?: number;
  log?: (msg: string) => void;
}

/** True when the schema is missing or no company exists yet. */
export async function isEmpty(database: Database): Promise<boolean> {
  const [reg] = await database.query<{ t: string | null }>(
    `SELECT to_regclass('public.companies')::text AS t`,
  );
  if (!reg?.t) return true;
  const rows = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
  return rows[0].n === 0;
}

async function providerExists(database: Database): Promise<boolean> {
  const rows = await database.query('SELECT 1 FROM companies WHERE code = $1', [PROVIDER_CODE]);
  return rows.length > 0;
}

export async function seedDemo(database: Database, opts: SeedOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const scale = Math.max(1, Math.floor(opts.scale ?? 1));
  if (await providerExists(database)) {
    log('seed: provider company exists, nothing to do');
    return;
  }
  const started = Date.now();
  const now = new Date();
  const rng = createRng(RANDOM_SEED);
  const passwordHash = await hash(DEMO_PASSWORD); // argon2id by default; hashed once for every demo user
  const identity = generateIdentity(rng, now, passwordHash);
  const [provider, ...customers] = identity.contexts;
  const editor = provider.people[1].uuid;
  const library = generateLibrary(rng, { scale, now, ownerCompany: customers[0].uuid, editor });
  const work: CompliancePlan = {
    compliances: [],
    members: [],
    checklists: [],
    comments: [],
    reminders: [],
  };
  for (const ctx of customers) {
    const plan = generateCompliances(
      rng,
      now,
      ctx,
      library.obligations,
      scale >= BENCH_SCALE ? 1 : (SHARE[ctx.def.code] ?? 0.5),
      scale >= BENCH_SCALE ? MIN_COMPLIANCES_AT_BENCH_SCALE : 0,
    );
    // One row at a time: a spread of a big customer's rows (scale 200) overflows the call stack.
    for (const key of Object.keys(work) as (keyof CompliancePlan)[])
      for (const row of plan[key]) (work[key] as unknown[]).push(row);
  }
  const extra = generateEngagement(rng, now, {
    customers,
    provider,
    topics: library.topics,
    obligations: library.obligations,
    regulations: library.regulations,
    compliances: work.compliances,
    updatedSector: { en: demoSector(library).name_en, id: demoSector(library).name_id },
  });
  const docs = generateDocuments(createRng(DOCUMENTS_SEED), now, {
    customers,
    regulations: library.regulations,
    obligations: library.obligations,
    work,
    folders: extra.folders,
  });
  const own = generateOwnContent(createRng(OWN_CONTENT_SEED), now, customers, library);
  // The drafts pending in the sector the demo publishes wait until its version is delivered: the
  // publish would apply them (content-updates.ts); an editor wrote them after it.
  const later = new Set(
    library.obligations
      .filter((o) => o.sector_uuid === demoSector(library).sector_uuid && o.obligation_status === 0)
      .map((o) => o.obligation_uuid),
  );
  const beforeVersion = <T extends { obligation_uuid?: string }>(rows: T[]) =>
    rows.filter((r) => !later.has(r.obligation_uuid));
  const afterVersion = <T extends { obligation_uuid?: string }>(rows: T[]) =>
    rows.filter((r) => later.has(r.obligation_uuid));
  log(`seed: generated scale ${scale} in ${Date.now() - started} ms, writing`);
  const stored = await storeDocumentFiles(opts.storage, docs);
  log(`seed: ${stored.length} files stored (${opts.storage.kind}, ${Date.now() - started} ms)`);

  const topicsParentsFirst = [...library.topics].sort(
    (a, b) => Number(!!a.parent_uuid) - Number(!!b.parent_uuid),
  );
  let written = false;
  try {
    written = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
      const again = await tx
        .select({ id: s.companies.company_uuid })
        .from(s.companies)
        .where(eq(s.companies.code, PROVIDER_CODE));
      if (again.length > 0) return false;
      const id = identity.plan;
      await insertMany(tx, s.products, id.products);
      await insertMany(tx, s.companies, id.companies);
      await insertMany(tx, s.modules, id.modules);
      await insertMany(tx, s.privilegeRoles, id.privilegeRoles);
      await insertMany(tx, s.roleModules, id.roleModules);
      await insertMany(tx, s.groupLabels, id.groupLabels);
      await insertMany(tx, s.userGroups, id.userGroups);
      await insertMany(tx, s.users, id.users);
      await insertMany(tx, s.userRoles, id.userRoles);
      await insertMany(tx, s.settings, id.settings);
      await insertMany(tx, s.memberRoles, id.memberRoles);
      await insertMany(tx, s.sectors, library.sectors);
      await insertMany(tx, s.sectorVersions, library.sectorVersions);
      await insertMany(tx, s.topics, [...topicsParentsFirst, ...own.topics]);
      await insertMany(tx, s.regulations, library.regulations);
      await insertMany(tx, s.regulationHierarchy, library.hierarchy);
      await insertMany(tx, s.obligations, [
        ...beforeVersion(library.obligations),
        ...own.obligations,
      ]);
      await insertMany(tx, s.obligationVersions, beforeVersion(library.obligationVersions));
      await insertMany(tx, s.obligationRegulations, [
        ...beforeVersion(library.obligationRegulations),
        ...own.obligationRegulations,
      ]);
      log(`seed: library written (${Date.now() - started} ms)`);
      await insertMany(tx, s.compliances, [...work.compliances, ...own.compliances]);
      await insertMany(tx, s.complianceMembers, [...work.members, ...own.members]);
      await insertMany(tx, s.checklists, [...work.checklists, ...own.checklists]);
      await insertMany(tx, s.comments, [...work.comments, ...own.comments]);
      await insertMany(tx, s.reminders, [...work.reminders, ...own.reminders]);
      const delivered = await deliverDemoVersion(database, tx, {
        provider,
        customers,
        library,
        compliances: work.compliances,
      });
      log(
        `seed: version ${delivered.version.version} of ${demoSector(library).code} delivered (${JSON.stringify(delivered.result)}, ${Date.now() - started} ms)`,
      );
      await insertMany(tx, s.obligations, afterVersion(library.obligations));
      await insertMany(tx, s.obligationVersions, afterVersion(library.obligationVersions));
      await insertMany(tx, s.obligationRegulations, afterVersion(library.obligationRegulations));
      await insertMany(tx, s.folders, extra.folders);
      await insertMany(tx, s.bookmarks, extra.bookmarks);
      await insertMany(tx, s.notifications, extra.notifications);
      await insertMany(tx, s.alertMessages, extra.alertMessages);
      await insertMany(tx, s.staticPages, extra.staticPages);
      await insertMany(tx, s.feedback, extra.feedback);
      await insertMany(tx, s.userRequests, extra.userRequests);
      await insertMany(tx, s.regulationDocuments, docs.regulationDocuments);
      await insertMany(tx, s.folders, docs.folders);
      await insertMany(tx, s.documents, docs.documents);
      await insertMany(tx, s.documentRelations, docs.relations);
      await insertMany(tx, s.bookmarks, docs.bookmarks);
      await feedSeededRows(tx);
      return true;
    });
  } finally {
    // A failed write or a lost race: the rows are not there, so neither may their files be.
    if (!written) await removeFiles(opts.storage, stored);
  }
  // Fresh statistics: without them the planner misjudges the bulk-loaded tables (search ignored
  // its indexes until autovacuum came by).
  if (written) await database.exec('ANALYZE');
  log(written ? `seed: done in ${Date.now() - started} ms` : 'seed: another process seeded first');
}

export const SEEDED_TABLES = [
  'companies',
  'users',
  'privilege_roles',
  'role_modules',
  'modules',
  'user_groups',
  'member_roles',
  'sectors',
  'sector_versions',
  'topics',
  'obligations',
  'obligation_versions',
  'regulations',
  'regulation_hierarchy',
  'obligation_regulations',
  'compliances',
  'compliance_members',
  'checklists',
  'comments',
  'reminders',
  'folders',
  'bookmarks',
  'notifications',
  'alert_messages',
  'static_pages',
  'feedback',
  'user_requests',
  'regulation_documents',
  'documents',
  'document_relations',
  'change_feed',
] as const;

/** Row counts of the seeded tables (for the CLI report and tests). */
export async function countRows(database: Database): Promise<Record<string, number>> {
  const union = SEEDED_TABLES.map((t) => `SELECT '${t}' AS t, count(*)::int AS n FROM ${t}`).join(
    ' UNION ALL ',
  );
  const rows = await database.query<{ t: string; n: number }>(union);
  return Object.fromEntries(rows.map((r) => [r.t, r.n]));
}
