/**
 * The `sector.sync` job (POST /sectors/sync-dynamic-content-data): delivers the sector's
 * published versions not yet synced to every subscribed customer company (a company holding a
 * live compliance on an obligation of the sector), one transaction per company:
 * - added obligations: a `not_assigned` compliance with the template's checklist, unless the
 *   company already holds one on that obligation;
 * - changed obligations: the company's live compliances on an older version go to
 *   `need_confirmation` (the confirmation module shows their diffs from obligation_versions and
 *   opens the new version's compliance when the customer confirms);
 * - repealed obligations: the company's compliances on them are deactivated;
 * - one `company_obligation_updates` row per obligation the company holds (its update lists).
 * Each statement is one INSERT ... SELECT or UPDATE per company, idempotent by itself (NOT EXISTS
 * with the compliances' unique index behind it, ON CONFLICT DO NOTHING, state conditions), and
 * `sector_sync_progress` marks each company done in its own transaction: a run resumed after a
 * kill skips the companies done and creates nothing twice.
 * While it runs the affected companies' clients get socket `content-updating` {updating: true},
 * and {updating: false} at the end (also when it fails: a retry announces itself again).
 */
import { rooms, SOCKET_EVENTS } from '../../../contract/socket';
import type { Deps } from '../../deps';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobContext } from '../../jobs/runner';
import type { FeedEntry } from '../../lib/mutation';
import { txQuery } from '../compliance/tx-query';
import type { VersionSnapshot } from './sector-versions.service';

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

/** The changes of the versions, the later ones over the earlier ones. */
async function targetOf(deps: Deps, p: SectorSyncPayload): Promise<Target> {
  const rows = await deps.database.query<{ version_uuid: string; version: number; published_at: string; snapshot: VersionSnapshot }>(
    `SELECT version_uuid, version, published_at::text AS published_at, snapshot FROM sector_versions
      WHERE sector_uuid = $1 AND version_uuid = ANY($2::uuid[]) ORDER BY version, created_at`,
    [p.sector_uuid, [...new Set([...p.version_uuids, p.version_uuid])]],
  );
  const last = rows.find((r) => r.version_uuid === p.version_uuid);
  if (!last) throw new PermanentJobError(`sector version ${p.version_uuid} not found`);
  // An obligation added by one version and changed by a later one is in both: companies without
  // it get it, companies holding an older version confirm.
  const added = new Set<string>();
  const changed = new Set<string>();
  const repealed = new Set<string>();
  for (const r of rows) {
    const c = r.snapshot.changes ?? { added: [], changed: [], repealed: [] };
    for (const id of c.added) added.add(id);
    for (const id of c.changed) changed.add(id);
    for (const id of c.repealed) repealed.add(id);
  }
  const live = (set: Set<string>) => [...set].filter((id) => !repealed.has(id));
  return { version_uuid: last.version_uuid, version: last.version, published_at: last.published_at, added: live(added), changed: live(changed), repealed: [...repealed] };
}

/** The customer companies subscribed to the sector, each with its progress row (written once). */
async function companiesToDo(deps: Deps, sectorUuid: string, versionUuid: string) {
  await deps.database.query(
    `INSERT INTO sector_sync_progress (version_uuid, company_uuid)
     SELECT DISTINCT $2::uuid, c.company_uuid FROM compliances c
       JOIN obligations o ON o.obligation_uuid = c.obligation_uuid
       JOIN companies k ON k.company_uuid = c.company_uuid
      WHERE o.sector_uuid = $1 AND c.deleted_at IS NULL AND k.deleted_at IS NULL AND NOT k.is_provider
     ON CONFLICT DO NOTHING`,
    [sectorUuid, versionUuid],
  );
  return deps.database.query<{ company_uuid: string; done: boolean }>(
    `SELECT company_uuid, done_at IS NOT NULL AS done FROM sector_sync_progress WHERE version_uuid = $1 ORDER BY company_uuid`,
    [versionUuid],
  );
}

/** Delivers the target to one company in one transaction; its progress row marks it done. */
async function syncCompany(deps: Deps, sectorUuid: string, t: Target, companyUuid: string) {
  return deps.mutations.system(async (m) => {
    const [progress] = await txQuery<{ done: boolean }>(
      m.tx,
      `SELECT done_at IS NOT NULL AS done FROM sector_sync_progress WHERE version_uuid = $1 AND company_uuid = $2 FOR UPDATE`,
      [t.version_uuid, companyUuid],
    );
    if (!progress || progress.done) return null;
    // A statement over an empty list is skipped: it would write nothing, and planning one on
    // compliances costs tens of milliseconds per company on a busy database.
    const created = !t.added.length ? [] : await txQuery<{ compliance_uuid: string; obligation_uuid: string }>(
      m.tx,
      `INSERT INTO compliances (company_uuid, obligation_uuid, version_code, process_status, priority)
       SELECT $1, o.obligation_uuid, o.version_code, 'not_assigned', o.priority FROM obligations o
        WHERE o.obligation_uuid = ANY($2::uuid[]) AND o.sector_uuid = $3 AND o.obligation_status = 1 AND o.is_active
          AND o.deleted_at IS NULL AND o.company_uuid IS NULL
          AND NOT EXISTS (SELECT 1 FROM compliances c WHERE c.company_uuid = $1 AND c.obligation_uuid = o.obligation_uuid)
       ON CONFLICT DO NOTHING
       RETURNING compliance_uuid, obligation_uuid`,
      [companyUuid, t.added, sectorUuid],
    );
    const items = created.length
      ? await txQuery<{ checklist_uuid: string }>(
          m.tx,
          `INSERT INTO checklists (company_uuid, compliance_uuid, title, sort)
           SELECT $1, c.compliance_uuid, i.item->>'title_en', (i.n - 1)::int
             FROM compliances c JOIN obligations o ON o.obligation_uuid = c.obligation_uuid
            CROSS JOIN LATERAL jsonb_array_elements(o.checklist_template) WITH ORDINALITY AS i(item, n)
            WHERE c.compliance_uuid = ANY($2::uuid[])
           RETURNING checklist_uuid`,
          [companyUuid, created.map((c) => c.compliance_uuid)],
        )
      : [];
    // The subqueries repeat the company and the obligations as constants so that PostgreSQL reads
    // the company's rows once and hashes them; correlated on the row alone, it probed an index per
    // compliance through every company's (and every dead) entry of the obligation (4x slower).
    const confirmations = !t.changed.length ? [] : await txQuery<{ compliance_uuid: string }>(
      m.tx,
      `UPDATE compliances c SET confirmation_status = 'need_confirmation', updated_at = now()
         FROM obligations o
        WHERE c.company_uuid = $1 AND c.obligation_uuid = ANY($2::uuid[]) AND o.obligation_uuid = c.obligation_uuid
          AND c.version_code < o.version_code AND c.is_active AND NOT c.is_duplicate AND c.deleted_at IS NULL
          AND c.confirmation_status IS NULL
          AND NOT EXISTS (SELECT 1 FROM compliances n WHERE n.company_uuid = $1 AND n.obligation_uuid = ANY($2::uuid[])
                             AND n.company_uuid = c.company_uuid AND n.obligation_uuid = c.obligation_uuid
                             AND n.cycle = c.cycle AND n.version_code > c.version_code AND n.deleted_at IS NULL)
       RETURNING c.compliance_uuid`,
      [companyUuid, t.changed],
    );
    const deactivated = !t.repealed.length ? [] : await txQuery<{ compliance_uuid: string }>(
      m.tx,
      `UPDATE compliances SET is_active = false, updated_at = now()
        WHERE company_uuid = $1 AND obligation_uuid = ANY($2::uuid[]) AND is_active AND deleted_at IS NULL
       RETURNING compliance_uuid`,
      [companyUuid, t.repealed],
    );
    // What the version did to this company: new to it (added), a newer version of one it held (changed), repealed.
    const fresh = new Set(created.map((c) => c.obligation_uuid));
    const kindOf = new Map<string, string>();
    for (const id of t.added) kindOf.set(id, 'added');
    for (const id of t.changed) if (!fresh.has(id)) kindOf.set(id, 'changed');
    for (const id of t.repealed) kindOf.set(id, 'repealed');
    const ids = [...kindOf.keys()];
    const kinds = [...kindOf.values()];
    if (ids.length) await txQuery(
      m.tx,
      `INSERT INTO company_obligation_updates (company_uuid, obligation_uuid, sector_uuid, version_uuid, version, published_on, kind, version_code)
       SELECT $1, x.id, $3, $4, $5, $6::date, x.kind, o.version_code
         FROM unnest($2::uuid[], $7::text[]) AS x(id, kind) JOIN obligations o ON o.obligation_uuid = x.id
        WHERE x.id IN (SELECT c.obligation_uuid FROM compliances c WHERE c.company_uuid = $1 AND c.obligation_uuid = ANY($2::uuid[]) AND c.deleted_at IS NULL)
       ON CONFLICT DO NOTHING`,
      [companyUuid, ids, sectorUuid, t.version_uuid, t.version, t.published_at, kinds],
    );
    const counts = { created: created.length, confirmations: confirmations.length, deactivated: deactivated.length };
    await txQuery(
      m.tx,
      `UPDATE sector_sync_progress SET done_at = now(), created = $3, confirmations = $4, deactivated = $5 WHERE version_uuid = $1 AND company_uuid = $2`,
      [t.version_uuid, companyUuid, counts.created, counts.confirmations, counts.deactivated],
    );
    await m.log({ type: 'sector', type_uuid: sectorUuid, action: 'sync', after: { version: t.version, ...counts }, company_uuid: companyUuid });
    const feed = (collection: 'compliances' | 'checklists', id: string): FeedEntry => ({ collection, row_id: id, company_uuid: companyUuid, op: 'upsert' });
    await m.feed(
      ...[...created, ...confirmations, ...deactivated].map((c) => feed('compliances', c.compliance_uuid)),
      ...items.map((i) => feed('checklists', i.checklist_uuid)),
    );
    return counts;
  });
}

export async function sectorSyncJob({ job, deps, signal }: JobContext) {
  const p = job.payload as unknown as SectorSyncPayload;
  const target = await targetOf(deps, p);
  const companies = await companiesToDo(deps, p.sector_uuid, target.version_uuid);
  const todo = companies.filter((c) => !c.done);
  const announce = (updating: boolean) => {
    for (const c of todo) deps.realtime.emit(rooms.company(c.company_uuid), SOCKET_EVENTS.contentUpdating, { sector_uuid: p.sector_uuid, updating });
  };
  announce(true);
  const totals = { companies: companies.length, created: 0, confirmations: 0, deactivated: 0 };
  try {
    for (const c of todo) {
      if (signal.aborted) throw new Error('stopped');
      const counts = await syncCompany(deps, p.sector_uuid, target, c.company_uuid);
      if (counts) {
        totals.created += counts.created;
        totals.confirmations += counts.confirmations;
        totals.deactivated += counts.deactivated;
      }
    }
    await deps.mutations.system(async (m) => {
      const [s] = await txQuery<{ company_uuid: string | null }>(
        m.tx,
        `UPDATE sectors SET last_synced_at = now(), updated_at = now() WHERE sector_uuid = $1 RETURNING company_uuid`,
        [p.sector_uuid],
      );
      if (s) await m.feed({ collection: 'sectors', row_id: p.sector_uuid, company_uuid: s.company_uuid, op: 'upsert' });
    });
  } finally {
    announce(false);
  }
  return { version: target.version, ...totals };
}
