/**
 * A company's own obligation takes effect in its company at once (issue 24): the company
 * publishes it itself, so there is no sector version to deliver and no sync job. Publishing it
 * the first time opens its compliance (not assigned, the checklist template as its items, in the
 * publisher's language) exactly as the sector sync opens a master one; publishing a change moves
 * the company's live compliances to the new version (the company made the change, there is
 * nothing to confirm); repealing it deactivates them, as a repealed master obligation's are.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { checklists, compliances } from '../../db/schema/compliance';
import type { AuthUser } from '../../lib/auth-user';
import type { FeedEntry, MutationContext } from '../../lib/mutation';
import type { ObligationRow } from './authoring.repository';

type Own = Pick<
  ObligationRow,
  'obligation_uuid' | 'company_uuid' | 'version_code' | 'priority' | 'checklist_template'
>;

/** Only a customer company's own rows: master content (and the provider's own) goes through sector versions. */
export const isCustomersOwn = (user: AuthUser, row: { company_uuid: string | null }) =>
  !user.is_provider && row.company_uuid === user.company_uuid;

const entry = (
  collection: 'compliances' | 'checklists',
  row_id: string,
  company_uuid: string,
): FeedEntry => ({ collection, row_id, company_uuid, op: 'upsert' });

/** After a publish of an own obligation: opens its compliance, or moves the open ones to the new version. */
export async function applyOwnPublish(m: MutationContext, user: AuthUser, row: Own): Promise<void> {
  const company = user.company_uuid;
  const live = and(
    eq(compliances.company_uuid, company),
    eq(compliances.obligation_uuid, row.obligation_uuid),
    isNull(compliances.deleted_at),
  );
  const moved = await m.tx
    .update(compliances)
    .set({ version_code: row.version_code, updated_at: sql`now()` })
    .where(
      and(
        live,
        eq(compliances.is_active, true),
        sql`${compliances.version_code} <> ${row.version_code}`,
      ),
    )
    .returning({ id: compliances.compliance_uuid });
  const [existing] = await m.tx
    .select({ id: compliances.compliance_uuid })
    .from(compliances)
    .where(live)
    .limit(1);
  if (existing) {
    await m.feed(...moved.map((c) => entry('compliances', c.id, company)));
    return;
  }
  const [opened] = await m.tx
    .insert(compliances)
    .values({
      company_uuid: company,
      obligation_uuid: row.obligation_uuid,
      version_code: row.version_code,
      process_status: 'not_assigned',
      priority: row.priority,
      created_by: user.user_uuid,
    })
    .returning({ id: compliances.compliance_uuid });
  const lang = user.language === 'id' ? 'id' : 'en';
  const titles = row.checklist_template.map((t) =>
    lang === 'id' ? t.title_id || t.title_en : t.title_en || t.title_id,
  );
  const items = titles.length
    ? await m.tx
        .insert(checklists)
        .values(
          titles.map((title, sort) => ({
            company_uuid: company,
            compliance_uuid: opened.id,
            title,
            sort,
          })),
        )
        .returning({ id: checklists.checklist_uuid })
    : [];
  await m.log({
    type: 'compliance',
    type_uuid: opened.id,
    action: 'create',
    after: { obligation_uuid: row.obligation_uuid, own: true },
    company_uuid: company,
  });
  await m.feed(
    entry('compliances', opened.id, company),
    ...items.map((i) => entry('checklists', i.id, company)),
  );
}

/** After an own obligation is repealed: its compliances leave the company's work, as a repealed master one's do. */
export async function applyOwnRepeal(
  m: MutationContext,
  user: AuthUser,
  obligationUuid: string,
): Promise<void> {
  const off = await m.tx
    .update(compliances)
    .set({ is_active: false, updated_at: sql`now()` })
    .where(
      and(
        eq(compliances.company_uuid, user.company_uuid),
        inArray(compliances.obligation_uuid, [obligationUuid]),
        eq(compliances.is_active, true),
        isNull(compliances.deleted_at),
      ),
    )
    .returning({ id: compliances.compliance_uuid });
  await m.feed(...off.map((c) => entry('compliances', c.id, user.company_uuid)));
}
