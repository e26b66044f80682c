/**
 * The `sector.sync` job (POST /sectors/sync-dynamic-content-data): delivers the sector's
 * published versions not yet synced to every subscribed customer company (a company holding a
 * live compliance on an obligation of the sector), one transaction per group of companies (see
 * groupSize):
 * - added obligations: a `not_assigned` compliance with the template's checklist, unless the
 *   company already holds one on that obligation;
 * - changed obligations: the company's live compliances on an older version go to
 *   `need_confirmation` (the confirmation module shows their diffs from obligation_versions and
 *   opens the new version's compliance when the customer confirms);
 * - repealed obligations: the company's compliances on them are deactivated;
 * - one `company_obligation_updates` row per obligation the company holds (its update lists).
 * Each statement is one INSERT ... SELECT or UPDATE over the group, idempotent by itself (NOT
 * EXISTS with the compliances' unique index behind it, ON CONFLICT DO NOTHING, state conditions),
 * and `sector_sync_progress` marks each company of the group done in the transaction that wrote
 * its rows: a run resumed after a kill skips the companies done and creates nothing twice. Each
 * company still gets its own activity-log row, its own feed entries (so its own socket hint) and
 * its progress counts.
 * While it runs the affected companies' clients get socket `content-updating` {updating: true},
 * and {updating: false} at the end (also when it fails: a retry announces itself again).
 */
import { eq, sql } from 'drizzle-orm';
import { rooms, SOCKET_EVENTS } from '../../../contract/socket';
import { sectors } from '../../db/schema/library';
import type { Deps } from '../../deps';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobContext } from '../../jobs/runner';
import type { FeedEntry, MutationContext } from '../../lib/mutation';
import type { Rows, VersionSnapshot } from './sector-versions.service';

export const SECTOR_SYNC_JOB = 'sector.sync';

export interface SectorSyncPayload {
  sector_uuid: string;
  /** The version delivered (the sector's last one when the sync was asked for). */
  version_uuid: string;
  /** Every version since the last sync, oldest first: their changes are delivered together. */
  version_uuids: string[];
}

interface Target {
  version_uuid: string;
  version: number;
  published_at: string;
  added: string[];
  changed: string[];
  repealed: string[];
}

/** A uuid[] parameter: one bound array (a JS array in a template would spread into a list). */
const uuids = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;

/** The changes of the versions, the later ones over the earlier ones. */
async function targetOf(rows: Rows, p: SectorSyncPayload): Promise<Target> {
  const versions = await rows<{
    version_uuid: string;
    version: number;
    published_at: string;
    snapshot: VersionSnapshot;
  }>(
    sql`SELECT version_uuid, version, published_at::text AS published_at, snapshot FROM sector_versions
         WHERE sector_uuid = ${p.sector_uuid} AND version_uuid = ANY(${uuids([...new Set([...p.version_uuids, p.version_uuid])])})
         ORDER BY version, created_at`,
  );
  const last = versions.find((r) => r.version_uuid === p.version_uuid);
  if (!last) throw new PermanentJobError(`sector version ${p.version_uuid} not found`);
  // An obligation added by one version and changed by a later one is in both: companies without
  // it get it, companies holding an older version confirm.
  const added = new Set<string>();
  const changed = new Set<string>();
  const repealed = new Set<string>();
  for (const r of versions) {
    const c = r.snapshot.changes ?? { added: [], changed: [], repealed: [] };
    for (const id of c.added) added.add(id);
    for (const id of c.changed) changed.add(id);
    for (const id of c.repealed) repealed.add(id);
  }
  const live = (set: Set<string>) => [...set].filter((id) => !repealed.has(id));
  return {
    version_uuid: last.version_uuid,
    version: last.version,
    published_at: last.published_at,
    added: live(added),
    changed: live(changed),
    repealed: [...repealed],
  };
}

/** The customer companies subscribed to the sector, each with its progress row (written once). */
async function companiesToDo(rows: Rows, sectorUuid: string, versionUuid: string) {
  // Subscribed through master obligations only: a company's own obligations in a master sector
  // (issue 24) are its own business and do not enrol it in the provider's deliveries.
  await rows(sql`
    INSERT INTO sector_sync_progress (version_uuid, company_uuid)
    SELECT DISTINCT ${versionUuid}::uuid, c.company_uuid FROM compliances c
      JOIN obligations o ON o.obligation_uuid = c.obligation_uuid
      JOIN companies k ON k.company_uuid = c.company_uuid
     WHERE o.sector_uuid = ${sectorUuid} AND o.company_uuid IS NULL AND c.deleted_at IS NULL AND k.deleted_at IS NULL AND NOT k.is_provider
    ON CONFLICT DO NOTHING`);
  return rows<{ company_uuid: string; done: boolean }>(
    sql`SELECT company_uuid, done_at IS NOT NULL AS done FROM sector_sync_progress WHERE version_uuid = ${versionUuid} ORDER BY company_uuid`,
  );
}

/**
 * How many companies one transaction delivers to: as many as keep it near GROUP_ROWS changed
 * obligations in all (20 for a version changing 300), at most MAX_GROUP, so that a transaction
 * (and the customers' writes waiting on its row locks) stays around a second. One set of
 * statements over 20 companies read and wrote their rows in about half the time of 20 sets of
 * per-company statements (planning, round trips, each company's index scans started afresh).
 */
const GROUP_ROWS = 6000;
const MAX_GROUP = 25;
const groupSize = (t: Target) =>
  Math.max(
    1,
    Math.min(
      MAX_GROUP,
      Math.floor(GROUP_ROWS / Math.max(1, t.added.length + t.changed.length + t.repealed.length)),
    ),
  );

const FEED_SLICE = 10_000;

interface Counts {
  created: number;
  confirmations: number;
  deactivated: number;
}

type ByCompany = { company_uuid: string };
const byCompany = <T extends ByCompany>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const r of rows) {
    const list = map.get(r.company_uuid);
    if (list) list.push(r);
    else map.set(r.company_uuid, [r]);
  }
  return (company: string) => map.get(company) ?? [];
};

/** What the version did to one company: new to it (added), a newer version of one it held (changed), repealed. */
function kindsFor(t: Target, fresh: Set<string>) {
  const kindOf = new Map<string, string>();
  for (const id of t.added) kindOf.set(id, 'added');
  for (const id of t.changed) if (!fresh.has(id)) kindOf.set(id, 'changed');
  for (const id of t.repealed) kindOf.set(id, 'repealed');
  return kindOf;
}

/**
 * Delivers the target to a group of companies in one transaction; their progress rows, locked
 * first, are marked done in it (a company already done is left out). Each statement covers the
 * group, and its rows are told apart by company for the counts, the logs and the feed.
 */
async function syncGroup(
  deps: Deps,
  sectorUuid: string,
  t: Target,
  group: string[],
): Promise<Counts | null> {
  return deps.mutations.system((m) => deliverToGroup(m, sectorUuid, t, group));
}

/** The statements of one group's delivery, on the mutation's transaction. */
async function deliverToGroup(
  m: MutationContext,
  sectorUuid: string,
  t: Target,
  group: string[],
): Promise<Counts | null> {
  const open = (
    await m.rows<ByCompany>(
      sql`SELECT company_uuid FROM sector_sync_progress
         WHERE version_uuid = ${t.version_uuid} AND company_uuid = ANY(${uuids(group)}) AND done_at IS NULL ORDER BY company_uuid FOR UPDATE`,
    )
  ).map((r) => r.company_uuid);
  if (!open.length) return null;
  // A statement over an empty list is skipped: it would write nothing, and planning one on
  // compliances costs tens of milliseconds on a busy database. The subqueries repeat the
  // companies and the obligations as constants so that PostgreSQL reads the group's rows once
  // and hashes them; correlated on the row alone, it probed an index per compliance through
  // every company's (and every dead) entry of the obligation (4x slower).
  type Row = ByCompany & { compliance_uuid: string };
  const companies = uuids(open);
  const created = !t.added.length
    ? []
    : await m.rows<Row & { obligation_uuid: string }>(
        sql`INSERT INTO compliances (company_uuid, obligation_uuid, version_code, process_status, priority)
        SELECT k.company_uuid, o.obligation_uuid, o.version_code, 'not_assigned', o.priority
          FROM unnest(${companies}) AS k(company_uuid) CROSS JOIN obligations o
         WHERE o.obligation_uuid = ANY(${uuids(t.added)}) AND o.sector_uuid = ${sectorUuid} AND o.obligation_status = 1 AND o.is_active
           AND o.deleted_at IS NULL AND o.company_uuid IS NULL
           AND NOT EXISTS (SELECT 1 FROM compliances c WHERE c.company_uuid = ANY(${companies}) AND c.obligation_uuid = ANY(${uuids(t.added)})
                              AND c.company_uuid = k.company_uuid AND c.obligation_uuid = o.obligation_uuid)
        ON CONFLICT DO NOTHING
        RETURNING compliance_uuid, obligation_uuid, company_uuid`,
      );
  const items = created.length
    ? await m.rows<ByCompany & { checklist_uuid: string }>(
        sql`INSERT INTO checklists (company_uuid, compliance_uuid, title, sort)
            SELECT c.company_uuid, c.compliance_uuid, i.item->>'title_en', (i.n - 1)::int
              FROM compliances c JOIN obligations o ON o.obligation_uuid = c.obligation_uuid
             CROSS JOIN LATERAL jsonb_array_elements(o.checklist_template) WITH ORDINALITY AS i(item, n)
             WHERE c.compliance_uuid = ANY(${uuids(created.map((c) => c.compliance_uuid))})
            RETURNING checklist_uuid, company_uuid`,
      )
    : [];
  const confirmations = !t.changed.length
    ? []
    : await m.rows<Row>(
        sql`UPDATE compliances c SET confirmation_status = 'need_confirmation', updated_at = now()
          FROM obligations o
         WHERE c.company_uuid = ANY(${companies}) AND c.obligation_uuid = ANY(${uuids(t.changed)}) AND o.obligation_uuid = c.obligation_uuid
           AND c.version_code < o.version_code AND c.is_active AND NOT c.is_duplicate AND c.deleted_at IS NULL
           AND c.confirmation_status IS NULL
           AND NOT EXISTS (SELECT 1 FROM compliances n WHERE n.company_uuid = ANY(${companies}) AND n.obligation_uuid = ANY(${uuids(t.changed)})
                              AND n.company_uuid = c.company_uuid AND n.obligation_uuid = c.obligation_uuid
                              AND n.cycle = c.cycle AND n.version_code > c.version_code AND n.deleted_at IS NULL)
        RETURNING c.compliance_uuid, c.company_uuid`,
      );
  const deactivated = !t.repealed.length
    ? []
    : await m.rows<Row>(
        sql`UPDATE compliances SET is_active = false, updated_at = now()
         WHERE company_uuid = ANY(${companies}) AND obligation_uuid = ANY(${uuids(t.repealed)}) AND is_active AND deleted_at IS NULL
        RETURNING compliance_uuid, company_uuid`,
      );
  const createdOf = byCompany(created);
  const itemsOf = byCompany(items);
  const confirmationsOf = byCompany(confirmations);
  const deactivatedOf = byCompany(deactivated);
  // One update-list row per obligation each company holds: its kind depends on the company (an
  // obligation both added and changed is new to a company that did not hold it).
  const list = { companies: [] as string[], ids: [] as string[], kinds: [] as string[] };
  for (const company of open) {
    for (const [id, kind] of kindsFor(
      t,
      new Set(createdOf(company).map((c) => c.obligation_uuid)),
    )) {
      list.companies.push(company);
      list.ids.push(id);
      list.kinds.push(kind);
    }
  }
  if (list.ids.length)
    await m.rows(
      sql`INSERT INTO company_obligation_updates (company_uuid, obligation_uuid, sector_uuid, version_uuid, version, published_on, kind, version_code)
        SELECT x.company_uuid, x.id, ${sectorUuid}, ${t.version_uuid}, ${t.version}, ${t.published_at}::date, x.kind, o.version_code
          FROM unnest(${uuids(list.companies)}, ${uuids(list.ids)}, ${sql.param(list.kinds)}::text[]) AS x(company_uuid, id, kind)
          JOIN obligations o ON o.obligation_uuid = x.id
         WHERE (x.company_uuid, x.id) IN (SELECT c.company_uuid, c.obligation_uuid FROM compliances c
                                           WHERE c.company_uuid = ANY(${companies}) AND c.obligation_uuid = ANY(${uuids([...new Set(list.ids)])})
                                             AND c.deleted_at IS NULL)
        ON CONFLICT DO NOTHING`,
    );
  const counts = open.map((company) => ({
    company,
    created: createdOf(company).length,
    confirmations: confirmationsOf(company).length,
    deactivated: deactivatedOf(company).length,
  }));
  const ints = (pick: (c: (typeof counts)[number]) => number) =>
    sql`${sql.param(counts.map(pick))}::int[]`;
  await m.rows(
    sql`UPDATE sector_sync_progress p SET done_at = now(), created = x.created, confirmations = x.confirmations, deactivated = x.deactivated
          FROM unnest(${companies}, ${ints((c) => c.created)}, ${ints((c) => c.confirmations)}, ${ints((c) => c.deactivated)})
               AS x(company_uuid, created, confirmations, deactivated)
         WHERE p.version_uuid = ${t.version_uuid} AND p.company_uuid = x.company_uuid`,
  );
  const feed: FeedEntry[] = [];
  for (const { company, ...n } of counts) {
    await m.log({
      type: 'sector',
      type_uuid: sectorUuid,
      action: 'sync',
      after: { version: t.version, ...n },
      company_uuid: company,
    });
    const entry = (collection: 'compliances' | 'checklists', id: string): FeedEntry => ({
      collection,
      row_id: id,
      company_uuid: company,
      op: 'upsert',
    });
    feed.push(
      ...[...createdOf(company), ...confirmationsOf(company), ...deactivatedOf(company)].map((c) =>
        entry('compliances', c.compliance_uuid),
      ),
      ...itemsOf(company).map((i) => entry('checklists', i.checklist_uuid)),
    );
  }
  // In slices: a spread of tens of thousands of arguments could overflow the stack.
  for (let i = 0; i < feed.length; i += FEED_SLICE) await m.feed(...feed.slice(i, i + FEED_SLICE));
  return {
    created: created.length,
    confirmations: confirmations.length,
    deactivated: deactivated.length,
  };
}

/** The sector's delivery stamp (what "synced" means to the editor's tree), fed to the clients. */
async function markSynced(m: MutationContext, sectorUuid: string) {
  const [s] = await m.tx
    .update(sectors)
    .set({ last_synced_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(sectors.sector_uuid, sectorUuid))
    .returning({ company_uuid: sectors.company_uuid });
  if (s)
    await m.feed({
      collection: 'sectors',
      row_id: sectorUuid,
      company_uuid: s.company_uuid,
      op: 'upsert',
    });
}

export async function sectorSyncJob({ job, deps, signal }: JobContext) {
  const p = job.payload as unknown as SectorSyncPayload;
  const pool: Rows = (query) => deps.database.rows(query);
  const target = await targetOf(pool, p);
  const companies = await companiesToDo(pool, p.sector_uuid, target.version_uuid);
  const todo = companies.filter((c) => !c.done);
  const announce = (updating: boolean) => {
    for (const c of todo)
      deps.realtime.emit(rooms.company(c.company_uuid), SOCKET_EVENTS.contentUpdating, {
        sector_uuid: p.sector_uuid,
        updating,
      });
  };
  announce(true);
  const totals = { companies: companies.length, created: 0, confirmations: 0, deactivated: 0 };
  try {
    const size = groupSize(target);
    for (let i = 0; i < todo.length; i += size) {
      if (signal.aborted) throw new Error('stopped');
      const counts = await syncGroup(
        deps,
        p.sector_uuid,
        target,
        todo.slice(i, i + size).map((c) => c.company_uuid),
      );
      if (counts) {
        totals.created += counts.created;
        totals.confirmations += counts.confirmations;
        totals.deactivated += counts.deactivated;
      }
    }
    await deps.mutations.system((m) => markSynced(m, p.sector_uuid));
  } finally {
    announce(false);
  }
  return { version: target.version, ...totals };
}

/**
 * The job's delivery on one transaction the caller holds, with the same statements: the demo seed
 * delivers its version this way inside the seed's single transaction (a handful of companies, no
 * socket to tell, nothing to resume). Answers what the job answers.
 */
export async function deliverInTransaction(m: MutationContext, p: SectorSyncPayload) {
  const target = await targetOf(m.rows, p);
  const companies = await companiesToDo(m.rows, p.sector_uuid, target.version_uuid);
  const todo = companies.filter((c) => !c.done).map((c) => c.company_uuid);
  const counts = todo.length ? await deliverToGroup(m, p.sector_uuid, target, todo) : null;
  await markSynced(m, p.sector_uuid);
  return {
    version: target.version,
    companies: companies.length,
    created: 0,
    confirmations: 0,
    deactivated: 0,
    ...counts,
  };
}
