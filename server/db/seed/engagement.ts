/**
 * Demo rows around the work: folders, bookmarks, notifications, provider alert templates, static
 * pages, feedback and language requests. The documents and their files are documents.ts's.
 */
import type { folders } from '../schema/documents';
import type {
  alertMessages,
  bookmarks,
  feedback,
  notifications,
  staticPages,
  userRequests,
} from '../schema/engagement';
import type { topics } from '../schema/library';
import type { CompliancePlan } from './compliance';
import type { CompanyContext } from './identity';
import type { ObligationRow } from './library-plan';
import type { RegulationRow } from './library-regulations';
import { isoDaysFrom, type Rng } from './random';
import { ALERTS, NOTIFICATIONS, PAGES } from './engagement-data';

export interface EngagementPlan {
  folders: (typeof folders.$inferInsert)[];
  bookmarks: (typeof bookmarks.$inferInsert)[];
  notifications: (typeof notifications.$inferInsert)[];
  alertMessages: (typeof alertMessages.$inferInsert)[];
  staticPages: (typeof staticPages.$inferInsert)[];
  feedback: (typeof feedback.$inferInsert)[];
  userRequests: (typeof userRequests.$inferInsert)[];
}

export interface EngagementInput {
  customers: CompanyContext[];
  provider: CompanyContext;
  topics: (typeof topics.$inferInsert)[];
  obligations: ObligationRow[];
  regulations: RegulationRow[];
  compliances: CompliancePlan['compliances'];
  /** The sector of the demo's delivered version, named by the "content updated" notification. */
  updatedSector: { en: string; id: string };
}

export function generateEngagement(rng: Rng, now: Date, input: EngagementInput): EngagementPlan {
  const stamp = now.toISOString();
  const plan: EngagementPlan = {
    folders: [],
    bookmarks: [],
    notifications: [],
    alertMessages: [],
    staticPages: [],
    feedback: [],
    userRequests: [],
  };
  plan.alertMessages = ALERTS.map((a) => ({
    alert_uuid: rng.uuid(),
    ...a,
    created_at: stamp,
    updated_at: stamp,
  }));
  plan.staticPages = PAGES.map((p) => ({
    page_uuid: rng.uuid(),
    ...p,
    created_at: stamp,
    updated_at: stamp,
  }));

  const rootTopics = input.topics.filter((t) => !t.parent_uuid).slice(0, 20);
  const published = input.obligations.filter((o) => o.obligation_status === 1 && !o.company_uuid);
  for (const ctx of input.customers) {
    const id = ctx.def.language === 'id';
    const general = rng.uuid();
    plan.folders.push({
      folder_uuid: general,
      company_uuid: ctx.uuid,
      name: id ? 'Dokumen Umum' : 'General Documents',
      created_at: stamp,
      updated_at: stamp,
    });
    plan.folders.push({
      folder_uuid: rng.uuid(),
      company_uuid: ctx.uuid,
      parent_uuid: general,
      name: id ? 'Izin dan Sertifikat' : 'Permits and Certificates',
      created_at: stamp,
      updated_at: stamp,
    });
    for (const t of rootTopics) {
      plan.folders.push({
        folder_uuid: rng.uuid(),
        company_uuid: ctx.uuid,
        topic_uuid: t.topic_uuid,
        name: id ? t.title_id : t.title_en,
        created_at: stamp,
        updated_at: stamp,
      });
    }
    const own = input.compliances.filter((c) => c.company_uuid === ctx.uuid && c.is_active);
    for (const person of ctx.people) {
      const marks = [
        ...rng.sample(published, 4).map((o) => ['obligation', o.obligation_uuid] as const),
        ...rng.sample(input.regulations, 2).map((r) => ['regulation', r.regulation_guid] as const),
        ...rng.sample(own, 2).map((c) => ['compliance', c.compliance_uuid] as const),
      ];
      for (const [type, entity] of marks) {
        plan.bookmarks.push({
          bookmark_uuid: rng.uuid(),
          company_uuid: ctx.uuid,
          user_uuid: person.uuid,
          entity_type: type,
          entity_uuid: entity as string,
          created_at: isoDaysFrom(now, -rng.int(1, 90)),
        });
      }
    }
    plan.feedback.push({
      feedback_uuid: rng.uuid(),
      company_uuid: ctx.uuid,
      user_uuid: ctx.people[1].uuid,
      title: id ? 'Ekspor laporan dasbor' : 'Dashboard report export',
      content: id
        ? 'Mohon tambahkan filter per divisi pada ekspor laporan.'
        : 'Please add a per-division filter to the report export.',
      created_at: isoDaysFrom(now, -12),
    });
    plan.userRequests.push({
      request_uuid: rng.uuid(),
      company_uuid: ctx.uuid,
      user_uuid: ctx.people[0].uuid,
      type: 'language',
      content: id
        ? 'Mohon sediakan terjemahan bahasa Inggris untuk peraturan daerah.'
        : 'Please provide Indonesian translations of the new regional regulations.',
      status: 'open',
      created_at: isoDaysFrom(now, -5),
    });
  }

  for (const ctx of [input.provider, ...input.customers]) {
    for (const person of ctx.people) {
      NOTIFICATIONS.forEach((n, i) => {
        if (ctx.def.isProvider && n.type !== 'content_updated') return;
        plan.notifications.push({
          notification_uuid: rng.uuid(),
          company_uuid: ctx.uuid,
          user_uuid: person.uuid,
          ...n,
          body_en: n.body_en.replace('{sector}', input.updatedSector.en),
          body_id: n.body_id.replace('{sector}', input.updatedSector.id),
          // A customer reads the delivered version in its content updates; the provider has none.
          link: n.type === 'content_updated' && !ctx.def.isProvider ? '/updates' : n.link,
          read_at: i % 2 === 0 ? null : isoDaysFrom(now, -i),
          created_at: isoDaysFrom(now, -i * 2 - rng.next()),
        });
      });
    }
  }
  return plan;
}
