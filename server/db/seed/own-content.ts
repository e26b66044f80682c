/**
 * Each demo customer's own obligations (issue 24): duties no provider library covers (its permits,
 * internal policies, contract clauses, group standards). Under the first provider sector each
 * customer gets a topic and a subtopic of its own (`company_uuid` = the customer, the spec's
 * `customerId`), holding published obligations with its `company_uuid`, bilingual texts,
 * checklist templates and a related regulation, and one compliance each in a different state.
 * The few "Company policy" obligations the library already gives the first customer in that
 * sector move into its subtopic. Fixed size: the scale multiplies the provider's library, not a
 * company's own duties. Draws from its own random sequence, so the rest of the demo is unchanged.
 */
import type { ProcessStatus } from '../../../contract/enums';
import type { obligationRegulations, topics } from '../schema/library';
import { addDetails, crewOf, type CompliancePlan } from './compliance';
import type { CompanyContext } from './identity';
import type { LibraryPlan, ObligationRow } from './library-plan';
import { dateDaysFrom, isoDaysFrom, type Rng } from './random';
import { OWN_OBLIGATIONS, OWN_SUBTOPIC, OWN_TOPIC } from './templates/own';

/** The states the own compliances take, one each, in this order: several states in every company. */
const STATES: ProcessStatus[] = ['not_assigned', 'not_comply', 'audit', 'approved', 'claim'];
/** Own obligations per company (new ones, at least two, after those moved in). */
const PER_COMPANY = 4;

export interface OwnContentPlan extends CompliancePlan {
  topics: (typeof topics.$inferInsert)[];
  obligations: ObligationRow[];
  obligationRegulations: (typeof obligationRegulations.$inferInsert)[];
}

export function generateOwnContent(
  rng: Rng,
  now: Date,
  customers: CompanyContext[],
  library: LibraryPlan,
): OwnContentPlan {
  const plan: OwnContentPlan = {
    topics: [],
    obligations: [],
    obligationRegulations: [],
    compliances: [],
    members: [],
    checklists: [],
    comments: [],
    reminders: [],
  };
  const sector = library.sectors[0];
  const sectorUuid = sector.sector_uuid as string;
  const rootTopics = library.topics.filter(
    (t) => t.sector_uuid === sectorUuid && !t.parent_uuid,
  ).length;
  // The regulations the sector's master obligations rest on: each own duty cites one of them.
  const sectorObligations = new Set(
    library.obligations
      .filter((o) => o.sector_uuid === sectorUuid && !o.company_uuid)
      .map((o) => o.obligation_uuid),
  );
  const regulations = [
    ...new Set(
      library.obligationRegulations
        .filter((l) => sectorObligations.has(l.obligation_uuid))
        .map((l) => l.regulation_guid),
    ),
  ];
  const stamp = now.toISOString();

  for (const ctx of customers) {
    const topicUuid = rng.uuid();
    const subUuid = rng.uuid();
    const topic = {
      sector_uuid: sectorUuid,
      is_published: true,
      company_uuid: ctx.uuid,
      created_at: isoDaysFrom(now, -120),
      updated_at: stamp,
    };
    plan.topics.push({
      ...topic,
      topic_uuid: topicUuid,
      parent_uuid: null,
      title_en: OWN_TOPIC.en,
      title_id: OWN_TOPIC.id,
      sort: rootTopics,
    });
    plan.topics.push({
      ...topic,
      topic_uuid: subUuid,
      parent_uuid: topicUuid,
      title_en: OWN_SUBTOPIC.en,
      title_id: OWN_SUBTOPIC.id,
      sort: 0,
    });

    // The library's "Company policy" obligations of this company in this sector join its own subtopic.
    const moved = library.obligations.filter(
      (o) => o.company_uuid === ctx.uuid && o.sector_uuid === sectorUuid,
    );
    moved.forEach((o, i) => Object.assign(o, { topic_uuid: subUuid, sort: i }));
    const crew = crewOf(ctx);
    const count = Math.max(2, PER_COMPANY - moved.length);
    for (let k = 0; k < count; k++) {
      const tpl = OWN_OBLIGATIONS[(k + (ctx === customers[0] ? 0 : 2)) % OWN_OBLIGATIONS.length];
      const published = -rng.int(30, 200);
      const row: ObligationRow = {
        obligation_uuid: rng.uuid(),
        topic_uuid: subUuid,
        sector_uuid: sectorUuid,
        comp_title_en: tpl.title.en,
        comp_title_id: tpl.title.id,
        regulation_obligation_description_en: tpl.description.en,
        regulation_obligation_description_id: tpl.description.id,
        sanction: 'none',
        priority: tpl.priority,
        type: tpl.type,
        checklist_template: tpl.checklist,
        version_code: 1,
        obligation_status: 1,
        is_active: true,
        master: false,
        company_uuid: ctx.uuid,
        sort: moved.length + k,
        published_at: isoDaysFrom(now, published),
        created_at: isoDaysFrom(now, published - 7),
        updated_at: isoDaysFrom(now, published),
      };
      plan.obligations.push(row);
      if (regulations.length) {
        plan.obligationRegulations.push({
          obligation_uuid: row.obligation_uuid as string,
          regulation_guid: rng.pick(regulations) as string,
        });
      }
      const status = STATES[k % STATES.length];
      const created = published + rng.int(1, 20);
      const claimed = ['claim', 'audit', 'approved'].includes(status);
      const compliance = {
        compliance_uuid: rng.uuid(),
        company_uuid: ctx.uuid,
        obligation_uuid: row.obligation_uuid as string,
        version_code: 1,
        process_status: status,
        priority: tpl.priority,
        deadline: status === 'not_assigned' ? null : dateDaysFrom(now, rng.int(10, 120)),
        is_active: true,
        cycle: 1,
        claimed_at: claimed ? isoDaysFrom(now, -rng.int(2, 9)) : null,
        approved_at: status === 'approved' ? isoDaysFrom(now, -1) : null,
        created_by: ctx.people[0].uuid,
        created_at: isoDaysFrom(now, created),
        updated_at: isoDaysFrom(now, -1),
      };
      plan.compliances.push(compliance);
      addDetails(rng, now, plan, ctx, compliance, tpl.checklist, crew);
    }
  }
  return plan;
}
