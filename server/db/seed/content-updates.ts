/**
 * The demo's delivered sector version (issue 24): on the first provider sector the provider's
 * editor adds an obligation, changes some that the customers track and repeals others, publishes
 * the sector's next version and delivers it, through the same functions the routes and the
 * `sector.sync` job call (obligations.service, sector-versions.service, sector-sync.*), on the
 * seed's transaction. What it leaves is what a real publish and sync leave: the version and its
 * snapshot, obligation versions, `company_obligation_updates` (added, changed, repealed) for every
 * customer, `sector_sync_progress` done, new `not_assigned` compliances, `need_confirmation` on the
 * changed ones, deactivated repealed ones, the members' "content updated" notifications, the
 * activity log and the finished sync job.
 * The change feed is left to feedSeededRows, which names every seeded row once afterwards.
 * Fixed size (one sector, a few obligations, the demo customers): the scale does not change it.
 */
import { eq, sql } from 'drizzle-orm';
import { obligationCreateBody, obligationUpdateBody } from '../../../contract/api/authoring';
import { sectorPublishBody } from '../../../contract/api/sector-versions';
import { OBLIGATION_STATUS } from '../../../contract/enums';
import type { AuthUser } from '../../lib/auth-user';
import { logActivity, type MutationContext } from '../../lib/mutation';
import { createObligation, updateObligation } from '../../modules/authoring/obligations.service';
import {
  deliverInTransaction,
  type SectorSyncPayload,
} from '../../modules/authoring/sector-sync.job';
import { requestSync } from '../../modules/authoring/sector-sync.service';
import { publishSectorVersion } from '../../modules/authoring/sector-versions.service';
import { linkObligationRegulations } from '../../modules/regulations/regulation-authoring.service';
import type { Database, Tx } from '../client';
import { jobs } from '../schema/platform';
import type { CompliancePlan } from './compliance';
import type { CompanyContext } from './identity';
import type { LibraryPlan, ObligationRow } from './library-plan';
import { ADDED, ADDED_ANY, CHANGE } from './templates/updates';

/**
 * The sector the demo publishes: the first one whose obligations carry no "regulation changed"
 * mark (a version resolves the marks of its sector, and the demo keeps its marks to show).
 */
export function demoSector(library: LibraryPlan) {
  const marked = new Set(
    library.obligations.filter((o) => o.regulation_changed).map((o) => o.sector_uuid),
  );
  return library.sectors.find((x) => !marked.has(x.sector_uuid as string)) ?? library.sectors[0];
}

export interface DemoUpdatesInput {
  provider: CompanyContext;
  customers: CompanyContext[];
  library: LibraryPlan;
  compliances: CompliancePlan['compliances'];
}

/**
 * The obligations to change and to repeal: published master obligations of the sector, each
 * customer holding at least one of each kind on a live compliance of the current version (so the
 * change asks it to confirm), those held by more customers first.
 */
export function pickChanges(sectorUuid: string, input: DemoUpdatesInput) {
  const held = new Map<string, Set<string>>();
  for (const c of input.compliances) {
    if (!c.is_active || c.is_duplicate || c.confirmation_status) continue;
    const set = held.get(c.obligation_uuid) ?? new Set<string>();
    set.add(`${c.company_uuid}|${c.version_code}`);
    held.set(c.obligation_uuid, set);
  }
  const holders = (o: ObligationRow) =>
    input.customers.filter((k) =>
      held.get(o.obligation_uuid as string)?.has(`${k.uuid}|${o.version_code}`),
    );
  const candidates = input.library.obligations
    .filter(
      (o) =>
        o.sector_uuid === sectorUuid &&
        !o.company_uuid &&
        o.obligation_status === OBLIGATION_STATUS.publish &&
        o.is_active &&
        o.type,
    )
    .map((o) => ({ o, by: holders(o) }))
    .filter((x) => x.by.length > 0)
    .sort((a, b) => b.by.length - a.by.length);
  const taken = new Set<ObligationRow>();
  const pick = (n: number) => {
    const out: ObligationRow[] = [];
    const take = (o: ObligationRow) => {
      taken.add(o);
      out.push(o);
    };
    for (const k of input.customers) {
      if (out.some((o) => holders(o).includes(k))) continue;
      const next = candidates.find((x) => !taken.has(x.o) && x.by.includes(k));
      if (next) take(next.o);
    }
    for (const x of candidates) if (out.length < n && !taken.has(x.o)) take(x.o);
    return out;
  };
  return { changed: pick(2), repealed: pick(1) };
}

/** A mutation context on the seed's transaction, acting as `user`; the feed is feedSeededRows'. */
function seedMutation(database: Database, tx: Tx, user: AuthUser): MutationContext {
  return {
    tx,
    user,
    rows: (query) => database.rows(query, { tx }),
    log: (e) => logActivity(tx, user, e),
    feed: async () => {},
    afterCommit: () => {},
  };
}

const editorOf = (provider: CompanyContext): AuthUser => {
  const editor = provider.people.find((p) => p.role === 'Editor') ?? provider.people[0];
  return {
    session_uuid: '00000000-0000-0000-0000-000000000000',
    user_uuid: editor.uuid,
    email: editor.email,
    name: editor.email,
    language: 'en',
    group_uuid: null,
    company_uuid: provider.uuid,
    company_name: provider.def.name,
    is_provider: true,
    subscription_start: null,
    expired_at: null,
    roles: [],
    privileges: {},
  };
};

/**
 * Publishes and delivers the demo version on `tx`. Call it once the library (without the sector's
 * pending drafts: the version would publish them) and the customers' compliances and members are
 * written. Answers the version and what the delivery did.
 */
export async function deliverDemoVersion(database: Database, tx: Tx, input: DemoUpdatesInput) {
  const sector = demoSector(input.library);
  const sectorUuid = sector.sector_uuid as string;
  const editor = editorOf(input.provider);
  const m = seedMutation(database, tx, editor);
  const { changed, repealed } = pickChanges(sectorUuid, input);
  // A subtopic without pending drafts: the new obligation takes the place after its siblings.
  const drafted = new Set(
    input.library.obligations
      .filter((o) => o.obligation_status === OBLIGATION_STATUS.draft)
      .map((o) => o.topic_uuid),
  );
  const subtopic = input.library.topics.find(
    (t) =>
      t.sector_uuid === sectorUuid &&
      t.parent_uuid &&
      !t.company_uuid &&
      !drafted.has(t.topic_uuid as string),
  );
  if (!subtopic || changed.length === 0 || repealed.length === 0)
    throw new Error('demo updates: the first sector has nothing to change');

  const added = await createObligation(
    m,
    editor,
    obligationCreateBody.parse({
      ...(ADDED[sector.code as string] ?? ADDED_ANY),
      topic_uuid: subtopic.topic_uuid as string,
    }),
  );
  // It rests on the regulation its neighbours in the subtopic rest on first.
  const neighbours = new Set(
    input.library.obligations
      .filter((o) => o.topic_uuid === subtopic.topic_uuid)
      .map((o) => o.obligation_uuid),
  );
  const regulation = input.library.obligationRegulations.find((l) =>
    neighbours.has(l.obligation_uuid),
  );
  if (regulation)
    await linkObligationRegulations(m, editor, added.obligation_uuid, [regulation.regulation_guid]);
  for (const o of changed) {
    await updateObligation(
      m,
      editor,
      obligationUpdateBody.parse({
        obligation_uuid: o.obligation_uuid,
        regulation_obligation_description_en:
          `${o.regulation_obligation_description_en ?? ''}${CHANGE.en}`.trim(),
        regulation_obligation_description_id:
          `${o.regulation_obligation_description_id ?? ''}${CHANGE.id}`.trim(),
        regulation_penalty_description_en:
          `${o.regulation_penalty_description_en ?? ''}${CHANGE.penalty_en}`.trim(),
        regulation_penalty_description_id:
          `${o.regulation_penalty_description_id ?? ''}${CHANGE.penalty_id}`.trim(),
        checklist_template: [...(o.checklist_template ?? []), CHANGE.item],
      }),
    );
  }
  for (const o of repealed)
    await updateObligation(
      m,
      editor,
      obligationUpdateBody.parse({
        obligation_uuid: o.obligation_uuid,
        obligation_status: OBLIGATION_STATUS.repealed,
      }),
    );

  const version = await publishSectorVersion(
    m,
    editor,
    sectorPublishBody.parse({ sector_uuid: sectorUuid, version: (sector.version ?? 0) + 1 }),
  );
  const asked = await requestSync(m, editor, sectorUuid);
  const [job] = await tx
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.job_uuid, asked.job_uuid as string));
  const result = await deliverInTransaction(m, job.payload as unknown as SectorSyncPayload);
  // The job ran here: it is finished as the runner finishes one (a start's runner finds nothing to do).
  await tx
    .update(jobs)
    .set({ state: 'done', attempts: 1, done_at: sql`now()`, result })
    .where(eq(jobs.job_uuid, asked.job_uuid as string));
  return { version, result, changed: changed.length, repealed: repealed.length };
}
