/**
 * Generates the content library: SECTOR_TEMPLATES x scale sector copies (codes ENV, ENV-02 ...),
 * each with 4 topics, 8 subtopics, 64 obligations (every type, sanction, priority, status) and
 * 22 regulations, plus a few obligations owned by one customer company.
 */
import { addObligation } from './library-obligations';
import type { LibraryPlan } from './library-plan';
import { generateRegulations } from './library-regulations';
import { dateDaysFrom, isoDaysFrom, type Rng } from './random';
import { OBLIGATION_TEMPLATES, SECTOR_TEMPLATES, type SectorTemplate } from './templates';

export interface LibraryOptions {
  scale: number;
  now: Date;
  /** Customer company that gets a few obligations of its own (master = false). */
  ownerCompany: string;
  editor: string;
}

export const OBLIGATIONS_PER_SUBTOPIC = 8;

export function generateLibrary(rng: Rng, opts: LibraryOptions): LibraryPlan {
  const plan: LibraryPlan = {
    sectors: [],
    sectorVersions: [],
    topics: [],
    obligations: [],
    obligationVersions: [],
    obligationRegulations: [],
    regulations: [],
    hierarchy: [],
  };
  for (let copy = 0; copy < opts.scale; copy++) {
    SECTOR_TEMPLATES.forEach((tpl, sIdx) => addSector(rng, plan, tpl, sIdx, copy, opts));
  }
  markRegulationChanged(plan, opts.now);
  return plan;
}

/**
 * The demo's "regulation changed" marks: the obligations resting on the first amended regulation
 * carry the mark its legal status change would have set two days ago (in effect to amended), so
 * the editor's tree and the customers' compliances show it. Uses no random draw: the rest of the
 * demo stays as it was.
 */
function markRegulationChanged(plan: LibraryPlan, now: Date) {
  const amended = plan.regulations.find((r) => r.legal_status === 'amended');
  if (!amended?.regulation_guid) return;
  const resting = new Set(
    plan.obligationRegulations
      .filter((l) => l.regulation_guid === amended.regulation_guid)
      .map((l) => l.obligation_uuid),
  );
  const at = isoDaysFrom(now, -2);
  for (const o of plan.obligations) {
    if (o.obligation_uuid && resting.has(o.obligation_uuid))
      o.regulation_changed = {
        regulation_guid: amended.regulation_guid,
        from: 'in_effect',
        to: 'amended',
        at,
      };
  }
}

function addSector(
  rng: Rng,
  plan: LibraryPlan,
  tpl: SectorTemplate,
  sIdx: number,
  copy: number,
  opts: LibraryOptions,
) {
  const { now } = opts;
  const stamp = now.toISOString();
  const suffix = copy === 0 ? '' : ` (${copy + 1})`;
  const sectorUuid = rng.uuid();
  const regs = generateRegulations(rng, tpl, now);
  plan.regulations.push(...regs.rows);
  plan.hierarchy.push(...regs.hierarchy);

  const versions = rng.int(1, 3);
  let day = -rng.int(5, 30) - 60 * versions;
  for (let v = 1; v <= versions; v++) {
    day += rng.int(20, 60);
    plan.sectorVersions.push({
      version_uuid: rng.uuid(),
      sector_uuid: sectorUuid,
      version: v,
      published_at: dateDaysFrom(now, day),
      published_by: opts.editor,
      snapshot: { version: v, note: `Demo publish ${v}` } as Record<string, unknown>,
      created_at: isoDaysFrom(now, day),
    });
  }
  plan.sectors.push({
    sector_uuid: sectorUuid,
    code: copy === 0 ? tpl.code : `${tpl.code}-${String(copy + 1).padStart(2, '0')}`,
    name_en: tpl.name.en + suffix,
    name_id: tpl.name.id + suffix,
    description_en: tpl.description.en,
    description_id: tpl.description.id,
    sort: copy * SECTOR_TEMPLATES.length + sIdx,
    version: versions,
    last_published_at: isoDaysFrom(now, day),
    last_synced_at: isoDaysFrom(now, day + 0.05),
    is_active: true,
    company_uuid: null,
    created_at: isoDaysFrom(now, -400),
    updated_at: stamp,
  });

  tpl.topics.forEach((topic, tIdx) => {
    const topicUuid = rng.uuid();
    plan.topics.push({
      topic_uuid: topicUuid,
      sector_uuid: sectorUuid,
      parent_uuid: null,
      title_en: topic.title.en,
      title_id: topic.title.id,
      sort: tIdx,
      company_uuid: null,
      created_at: stamp,
      updated_at: stamp,
    });
    topic.subtopics.forEach((sub, subIdx) => {
      const subUuid = rng.uuid();
      plan.topics.push({
        topic_uuid: subUuid,
        sector_uuid: sectorUuid,
        parent_uuid: topicUuid,
        title_en: sub.title.en,
        title_id: sub.title.id,
        sort: subIdx,
        company_uuid: null,
        created_at: stamp,
        updated_at: stamp,
      });
      const rotation = (sIdx * 8 + tIdx * 2 + subIdx) * OBLIGATIONS_PER_SUBTOPIC;
      for (let k = 0; k < OBLIGATIONS_PER_SUBTOPIC; k++) {
        addObligation(rng, plan, {
          tpl,
          sub,
          sectorUuid,
          topicUuid: subUuid,
          templateIdx: (rotation + k) % OBLIGATION_TEMPLATES.length,
          sort: k,
          regs: regs.refs,
          now,
        });
      }
      // A customer's own obligations: the first subtopic of each Environment copy gets three.
      if (sIdx === 0 && tIdx === 0 && subIdx === 0) {
        for (let k = 0; k < 3; k++) {
          addObligation(rng, plan, {
            tpl,
            sub,
            sectorUuid,
            topicUuid: subUuid,
            templateIdx: (k * 5 + 3) % OBLIGATION_TEMPLATES.length,
            sort: OBLIGATIONS_PER_SUBTOPIC + k,
            regs: regs.refs,
            now,
            owner: opts.ownerCompany,
          });
        }
      }
    });
  });
  // The last version lists each obligation as published, as a real publish's snapshot does: the
  // next publish (the demo's delivered version, content-updates.ts) compares against it.
  const last = plan.sectorVersions.at(-1);
  if (last) {
    last.snapshot = {
      ...(last.snapshot as object),
      obligations: Object.fromEntries(
        plan.obligations
          .filter(
            (o) => o.sector_uuid === sectorUuid && !o.company_uuid && o.obligation_status !== 0,
          )
          .map((o) => [
            o.obligation_uuid,
            { version_code: o.version_code, status: o.obligation_status },
          ]),
      ),
    };
  }
}
