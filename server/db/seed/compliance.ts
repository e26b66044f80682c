/**
 * Builds each customer's compliances over the library: a share of the published obligations in
 * every process status, with members, checklist items from the obligation's template, comments,
 * reminders, a few renewals (cycle 2), duplicates, confirmations of updated obligations, and
 * inactive compliances of repealed obligations.
 */
import type { ChecklistTemplateItem } from '../schema/library';
import type {
  ProcessStatus,
  Priority,
  ConfirmationStatus,
  MemberRole,
} from '../../../contract/enums';
import type {
  checklists,
  comments,
  complianceMembers,
  compliances,
  reminders,
} from '../schema/compliance';
import type { CompanyContext, Person } from './identity';
import type { ObligationRow } from './library-plan';
import { dateDaysFrom, isoDaysFrom, type Rng } from './random';

export interface CompliancePlan {
  compliances: (typeof compliances.$inferInsert)[];
  members: (typeof complianceMembers.$inferInsert)[];
  checklists: (typeof checklists.$inferInsert)[];
  comments: (typeof comments.$inferInsert)[];
  reminders: (typeof reminders.$inferInsert)[];
}

const STATUS_WEIGHTS: [ProcessStatus, number][] = [
  ['not_assigned', 25],
  ['assigned', 15],
  ['not_comply', 25],
  ['claim', 12],
  ['audit', 8],
  ['approved', 15],
];
const CONFIRM_WEIGHTS: [ConfirmationStatus, number][] = [
  ['need_confirmation', 60],
  ['waiting_confirmation', 25],
  ['confirmed', 15],
];
const PRIORITIES: Priority[] = ['low', 'medium', 'high'];

const COMMENTS = {
  en: [
    'Please upload the latest monitoring report.',
    'Report submitted to the ministry; waiting for the receipt.',
    'Deadline moved after coordination with the plant manager.',
    'Evidence uploaded, ready for audit.',
    'The permit renewal is being processed in OSS.',
    'Checked on site, all items are in order.',
  ],
  id: [
    'Mohon unggah laporan pemantauan terbaru.',
    'Laporan sudah disampaikan ke kementerian; menunggu tanda terima.',
    'Tenggat waktu diundur setelah koordinasi dengan manajer pabrik.',
    'Bukti sudah diunggah, siap untuk diaudit.',
    'Perpanjangan izin sedang diproses di OSS.',
    'Sudah dicek di lapangan, semua item sesuai.',
  ],
};
const REJECT = {
  en: 'Evidence incomplete: please upload the signed report and the receipt.',
  id: 'Bukti belum lengkap: mohon unggah laporan yang sudah ditandatangani beserta tanda terimanya.',
};
const REMINDER = {
  en: 'Deadline in one week: check the evidence.',
  id: 'Tenggat satu minggu lagi: periksa bukti.',
};

const ACTIVE_STATES: ProcessStatus[] = ['not_comply', 'claim', 'audit', 'approved'];

/**
 * `minCount` (the benchmark's scale): when the obligations alone give the company fewer
 * compliances, earlier cycles are added until it has that many: closed, approved cycles of
 * compliances still running, the history a company accumulates over the years.
 */
export function generateCompliances(
  rng: Rng,
  now: Date,
  ctx: CompanyContext,
  obligations: ObligationRow[],
  share: number,
  minCount = 0,
): CompliancePlan {
  const plan: CompliancePlan = {
    compliances: [],
    members: [],
    checklists: [],
    comments: [],
    reminders: [],
  };
  const lang = ctx.def.language;
  const admin = ctx.people[0];
  const { pics, auditors, others } = crewOf(ctx);

  for (const ob of obligations) {
    const own = ob.company_uuid === ctx.uuid;
    if (ob.company_uuid && !own) continue;
    const repealed = ob.obligation_status === -2;
    if (ob.obligation_status === 0) continue;
    if (!own && !rng.chance(repealed ? share / 2 : share)) continue;

    const status: ProcessStatus = repealed
      ? rng.pick(['not_comply', 'approved'] as const)
      : rng.weighted(STATUS_WEIGHTS);
    const updated = ob.has_notif && (ob.version_code ?? 1) > 1 && !repealed;
    const created = -rng.int(5, 300);
    const row = {
      compliance_uuid: rng.uuid(),
      company_uuid: ctx.uuid,
      obligation_uuid: ob.obligation_uuid as string,
      version_code: updated ? (ob.version_code ?? 1) - 1 : (ob.version_code ?? 1),
      process_status: status,
      confirmation_status: updated ? rng.weighted(CONFIRM_WEIGHTS) : null,
      priority: rng.chance(0.1) ? rng.pick(PRIORITIES) : (ob.priority as Priority),
      deadline: (status === 'not_assigned' ? rng.chance(0.3) : rng.chance(0.85))
        ? dateDaysFrom(now, rng.int(-45, 240))
        : null,
      is_active: !repealed,
      cycle: 1,
      claimed_at: ['claim', 'audit', 'approved'].includes(status)
        ? isoDaysFrom(now, created / 3)
        : null,
      approved_at: status === 'approved' ? isoDaysFrom(now, created / 6) : null,
      reject_reason: status === 'claim' && rng.chance(0.2) ? REJECT[lang] : null,
      created_by: admin.uuid,
      created_at: isoDaysFrom(now, created),
      updated_at: isoDaysFrom(now, created / 6),
    };
    plan.compliances.push(row);
    addDetails(rng, now, plan, ctx, row, ob.checklist_template ?? [], {
      pics,
      auditors,
      others,
      lang,
    });

    // Renewal: a periodic obligation approved last cycle, reopened as cycle 2.
    if (status === 'approved' && !repealed && ob.type === 'periodic' && rng.chance(0.3)) {
      row.is_active = false;
      const next = {
        ...row,
        compliance_uuid: rng.uuid(),
        cycle: 2,
        renewal_of: row.compliance_uuid,
        is_active: true,
        process_status: 'not_comply' as ProcessStatus,
        claimed_at: null,
        approved_at: null,
        confirmation_status: null,
        reject_reason: null,
        deadline: dateDaysFrom(now, rng.int(30, 300)),
        created_at: row.updated_at,
      };
      plan.compliances.push(next);
      addDetails(rng, now, plan, ctx, next, ob.checklist_template ?? [], {
        pics,
        auditors,
        others,
        lang,
      });
    } else if (status === 'not_comply' && !repealed && rng.chance(0.04)) {
      const dup = {
        ...row,
        compliance_uuid: rng.uuid(),
        is_duplicate: true,
        duplicated_from: row.compliance_uuid,
        process_status: 'assigned' as ProcessStatus,
        confirmation_status: null,
        created_at: row.updated_at,
      };
      plan.compliances.push(dup);
      addDetails(rng, now, plan, ctx, dup, ob.checklist_template ?? [], {
        pics,
        auditors,
        others,
        lang,
      });
    }
  }
  addPastCycles(rng, now, plan, ctx, obligations, minCount, { pics, auditors, others, lang });
  plan.compliances = referencedFirst(plan.compliances);
  return plan;
}

/**
 * Orders the rows so each comes after the rows it names (renewal_of, duplicated_from): the seed
 * inserts in batches, and a foreign key is checked at the end of each batch's statement.
 */
function referencedFirst(rows: ComplianceRow[]): ComplianceRow[] {
  const byId = new Map(rows.map((r) => [r.compliance_uuid as string, r]));
  const placed = new Set<string>();
  const out: ComplianceRow[] = [];
  const place = (r: ComplianceRow) => {
    const id = r.compliance_uuid as string;
    if (placed.has(id)) return;
    placed.add(id);
    for (const ref of [r.renewal_of, r.duplicated_from]) {
      const target = ref ? byId.get(ref) : undefined;
      if (target) place(target);
    }
    out.push(r);
  };
  rows.forEach(place);
  return out;
}

/**
 * Tops the plan up to `minCount` with past cycles: a running compliance of cycle n becomes
 * cycle n + 1, renewing a new closed cycle n that was approved (inactive, with its own members
 * and checklist), so the uniqueness of (obligation, version, cycle) holds.
 */
function addPastCycles(
  rng: Rng,
  now: Date,
  plan: CompliancePlan,
  ctx: CompanyContext,
  obligations: ObligationRow[],
  minCount: number,
  crew: Crew,
) {
  const running = plan.compliances.filter((c) => c.is_active && !c.is_duplicate);
  if (running.length === 0) return;
  const templates = new Map(
    obligations.map((o) => [o.obligation_uuid as string, o.checklist_template ?? []]),
  );
  while (plan.compliances.length < minCount) {
    const current = rng.pick(running);
    const cycle = current.cycle ?? 1;
    const closedAt = isoDaysFrom(now, -rng.int(200, 900));
    const past = {
      ...current,
      compliance_uuid: rng.uuid(),
      cycle,
      renewal_of: current.renewal_of ?? null,
      is_active: false,
      process_status: 'approved' as ProcessStatus,
      confirmation_status: null,
      reject_reason: null,
      deadline: closedAt.slice(0, 10),
      claimed_at: closedAt,
      approved_at: closedAt,
      created_at: isoDaysFrom(now, -rng.int(901, 1500)),
      updated_at: closedAt,
    };
    current.cycle = cycle + 1;
    current.renewal_of = past.compliance_uuid;
    plan.compliances.push(past);
    addDetails(rng, now, plan, ctx, past, templates.get(past.obligation_uuid) ?? [], crew);
  }
}

export interface Crew {
  pics: Person[];
  auditors: Person[];
  others: Person[];
  lang: 'en' | 'id';
}

/** Who a company's compliances are given to: its PICs, its auditors (the admin when none), the rest. */
export function crewOf(ctx: CompanyContext): Crew {
  const byRole = (role: string) => ctx.people.filter((p) => p.role === role);
  return {
    pics: byRole('PIC'),
    auditors: byRole('Auditor').length > 0 ? byRole('Auditor') : [ctx.people[0]],
    others: ctx.people.filter((p) => p.role === 'Member' || p.role === 'PIC'),
    lang: ctx.def.language,
  };
}

export type ComplianceRow = CompliancePlan['compliances'][number];

/** A compliance's members (by its state), checklist items from the template, comments, reminders. */
export function addDetails(
  rng: Rng,
  now: Date,
  plan: CompliancePlan,
  ctx: CompanyContext,
  c: ComplianceRow,
  template: ChecklistTemplateItem[],
  crew: Crew,
) {
  const status = c.process_status as ProcessStatus;
  const base = {
    company_uuid: ctx.uuid,
    compliance_uuid: c.compliance_uuid as string,
    created_at: c.created_at,
  };
  const member = (p: Person, code: MemberRole) =>
    plan.members.push({
      ...base,
      member_uuid: rng.uuid(),
      user_uuid: p.uuid,
      member_role_uuid: ctx.memberRoles[code],
      role_code: code,
    });
  const involved: Person[] = [];
  // Separation of duties: the PIC claimed it (never its auditor, who is another person).
  c.claimed_by = null;
  if (status !== 'not_assigned') {
    const pic = rng.pick(crew.pics);
    member(pic, 'pic');
    involved.push(pic);
    if (c.claimed_at) c.claimed_by = pic.uuid;
    if (rng.chance(0.3))
      member(rng.pick(crew.pics.filter((p) => p !== pic).concat(pic)), 'group_pic');
    if (['claim', 'audit', 'approved'].includes(status)) {
      const auditor = rng.pick(crew.auditors);
      member(auditor, 'auditor');
      involved.push(auditor);
    }
    const rest = crew.others.filter((p) => !involved.includes(p));
    const picked = rng.sample(rest, rng.int(1, 2));
    picked.forEach((p, i) => member(p, i === 0 && rng.chance(0.4) ? 'contributor' : 'member'));
    involved.push(...picked);
  }

  const claimedAll = ['claim', 'audit', 'approved'].includes(status);
  template.forEach((item, i) => {
    plan.checklists.push({
      ...base,
      checklist_uuid: rng.uuid(),
      title: crew.lang === 'id' ? item.title_id : item.title_en,
      due_date: c.deadline && rng.chance(0.7) ? c.deadline : null,
      is_claim_checklist: claimedAll || (status === 'not_comply' && rng.chance(0.5)),
      sort: i,
      updated_at: c.updated_at,
    });
  });

  if (ACTIVE_STATES.includes(status) && involved.length > 0 && rng.chance(0.35)) {
    const n = rng.int(1, 3);
    for (let i = 0; i < n; i++) {
      const at = isoDaysFrom(now, -rng.int(1, 60));
      plan.comments.push({
        ...base,
        comment_uuid: rng.uuid(),
        user_uuid: rng.pick(involved).uuid,
        body: rng.pick(COMMENTS[crew.lang]),
        created_at: at,
        updated_at: at,
      });
    }
  }

  if (c.is_active && c.deadline && involved.length > 0 && rng.chance(0.06)) {
    const remindAt = new Date(`${c.deadline}T02:00:00.000Z`);
    remindAt.setUTCDate(remindAt.getUTCDate() - 7);
    plan.reminders.push({
      ...base,
      reminder_uuid: rng.uuid(),
      user_uuid: involved[0].uuid,
      remind_at: remindAt.toISOString(),
      message: REMINDER[crew.lang],
      sent_at: remindAt < now ? remindAt.toISOString() : null,
    });
  }
}
