/**
 * Obligation writes of the provider's authoring. A new obligation is a draft (status 0); editing
 * a published one stores the changes in its draft; publishing (POST /obligation/publish, the
 * master v2 call, or the update call with status 1 for a company's own) checks the type, keeps
 * the published version in `obligation_versions`, applies the draft, sets status 1 and publishes
 * the path to it (its topics and sector). A customer's own obligation (issue 24) publishes with
 * status 1 on the update call, and its later changes publish at once; its compliance follows in
 * the same transaction (own-compliance.ts). Status -2 repeals: the row stays for history and leaves
 * every customer list (obligations.policy.ts). Only drafts that were never published are deleted.
 */
import type { z } from 'zod';
import {
  OBLIGATION_DRAFT_FIELDS,
  type bulkActivationBody,
  type obligationCreateBody,
  type obligationPublishV2Body,
  type obligationUpdateBody,
} from '../../../contract/api/authoring';
import { OBLIGATION_STATUS } from '../../../contract/enums';
import type { AuthUser } from '../../lib/auth-user';
import { AppError, errors } from '../../lib/errors';
import type { FeedEntry, MutationContext } from '../../lib/mutation';
import { sql } from 'drizzle-orm';
import { notifyContentUpdated } from '../notifications';
import {
  assertCanPublish,
  assertOwnCompany,
  isPublishedObligation,
  splitWrite,
  withDraft,
} from './authoring.policy';
import { applyOwnPublish, applyOwnRepeal, isCustomersOwn } from './own-compliance';
import {
  lockObligations,
  lockTopic,
  OBLIGATION_COLS,
  presentObligation,
  siblingObligations,
  writeOrder,
  type ObligationRow,
} from './authoring.repository';

type Out<S extends z.ZodType> = z.output<S>;
type Fields = Partial<Record<(typeof OBLIGATION_DRAFT_FIELDS)[number], unknown>>;

const feed = (
  row: { obligation_uuid: string; company_uuid: string | null },
  op: 'upsert' | 'delete' = 'upsert',
): FeedEntry => ({
  collection: 'obligations',
  row_id: row.obligation_uuid,
  company_uuid: row.company_uuid,
  op,
});

async function lockOne(m: MutationContext, user: AuthUser, uuid: string) {
  const [row] = await lockObligations(m.tx, user, [uuid]);
  if (!row) throw errors.notFound();
  return row;
}

const fieldsOf = (body: Fields): Fields =>
  Object.fromEntries(
    OBLIGATION_DRAFT_FIELDS.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]),
  );

/** Writes the editor's columns and the draft of one row. */
async function writeRow(
  m: MutationContext,
  uuid: string,
  columns: Fields,
  draft: Record<string, unknown> | null,
  extra: Record<string, unknown> = {},
) {
  const set = [
    sql`draft = ${draft === null ? null : JSON.stringify(draft)}::jsonb`,
    sql`updated_at = now()`,
  ];
  // The keys are the editor's fields (OBLIGATION_DRAFT_FIELDS) and this module's own columns.
  for (const [k, v] of Object.entries({ ...columns, ...extra }))
    set.push(
      k === 'checklist_template'
        ? sql`${sql.identifier(k)} = ${JSON.stringify(v)}::jsonb`
        : sql`${sql.identifier(k)} = ${sql.param(v)}`,
    );
  const [row] = await m.rows<ObligationRow>(
    sql`UPDATE obligations o SET ${sql.join(set, sql`, `)} WHERE o.obligation_uuid = ${uuid} RETURNING ${OBLIGATION_COLS}`,
  );
  return row;
}

export async function createObligation(
  m: MutationContext,
  user: AuthUser,
  body: Out<typeof obligationCreateBody>,
) {
  assertOwnCompany(user, body.company_uuid);
  const topic = await lockTopic(m.tx, user, body.topic_uuid);
  if (!topic) throw errors.notFound();
  const siblings = await siblingObligations(m.tx, user, topic.topic_uuid);
  const sort = siblings.length ? Math.max(...siblings.map((s) => s.sort)) + 1 : 0;
  const [row] = await m.rows<ObligationRow>(
    sql`INSERT INTO obligations AS o (topic_uuid, sector_uuid, comp_title_en, comp_title_id, regulation_obligation_description_en,
       regulation_obligation_description_id, regulation_penalty_description_en, regulation_penalty_description_id,
       type, sanction, priority, checklist_template, obligation_status, is_active, master, company_uuid, sort)
     VALUES (${topic.topic_uuid}, ${topic.sector_uuid}, ${sql.param(body.comp_title_en)}, ${sql.param(body.comp_title_id)},
       ${body.regulation_obligation_description_en ?? null}, ${body.regulation_obligation_description_id ?? null},
       ${body.regulation_penalty_description_en ?? null}, ${body.regulation_penalty_description_id ?? null},
       ${body.type ?? null}, ${body.sanction ?? 'none'}, ${body.priority ?? 'medium'},
       ${JSON.stringify(body.checklist_template ?? [])}::jsonb, 0, true, ${topic.company_uuid === null}, ${topic.company_uuid}, ${sort})
     RETURNING ${OBLIGATION_COLS}`,
  );
  await m.log({
    type: 'obligation',
    type_uuid: row.obligation_uuid,
    action: 'create',
    after: body,
    company_uuid: row.company_uuid,
  });
  await m.feed(feed(row));
  return presentObligation(row);
}

/** Publishes one locked obligation as its working copy stands (the draft applied). */
async function publishRow(m: MutationContext, user: AuthUser, row: ObligationRow) {
  const working = withDraft(row);
  assertCanPublish(working);
  const wasPublished = row.obligation_status === OBLIGATION_STATUS.publish;
  if (wasPublished && row.draft === null) return row;
  let version = row.version_code;
  if (wasPublished) {
    // Keep the version customers saw, for compare and confirmation of updates.
    await m.rows(
      sql`INSERT INTO obligation_versions (obligation_uuid, version_code, snapshot)
          VALUES (${row.obligation_uuid}, ${row.version_code}, ${JSON.stringify(presentObligation({ ...row, draft: null }))}::jsonb)
          ON CONFLICT DO NOTHING`,
    );
    version += 1;
  }
  // A company's own obligation is reviewed by the company itself: what it publishes resolves the
  // mark of a changed regulation (the provider's sector version resolves only the master rows').
  const reviewed = isCustomersOwn(user, row) ? { regulation_changed: null } : {};
  const published = await writeRow(m, row.obligation_uuid, fieldsOf(working), null, {
    obligation_status: OBLIGATION_STATUS.publish,
    version_code: version,
    published_at: new Date().toISOString(),
    ...reviewed,
  });
  await publishPath(m, row);
  await m.log({
    type: 'obligation',
    type_uuid: row.obligation_uuid,
    action: 'publish',
    before: row,
    after: published,
    company_uuid: row.company_uuid,
  });
  await m.feed(feed(published));
  if (isCustomersOwn(user, row)) await applyOwnPublish(m, user, published);
  // A new version of what customers already track: their compliances' members are told.
  if (wasPublished)
    await notifyContentUpdated(
      m,
      row.obligation_uuid,
      { en: published.comp_title_en, id: published.comp_title_id },
      null,
    );
  return published;
}

/** The topics and sector above a published obligation become published too (their drafts applied). */
async function publishPath(m: MutationContext, row: ObligationRow) {
  const topics = await m.rows<{ topic_uuid: string; company_uuid: string | null }>(
    sql`UPDATE topics t SET is_published = true, title_en = coalesce(t.draft->>'title_en', t.title_en), title_id = coalesce(t.draft->>'title_id', t.title_id),
            draft = NULL, updated_at = now()
      WHERE t.topic_uuid IN (SELECT x.topic_uuid FROM topics x WHERE x.topic_uuid = ${row.topic_uuid}
                             UNION SELECT x.parent_uuid FROM topics x WHERE x.topic_uuid = ${row.topic_uuid})
        AND (NOT t.is_published OR t.draft IS NOT NULL)
      RETURNING t.topic_uuid, t.company_uuid`,
  );
  const sectors = await m.rows<{ sector_uuid: string; company_uuid: string | null }>(
    sql`UPDATE sectors s SET is_published = true, name_en = coalesce(s.draft->>'name_en', s.name_en), name_id = coalesce(s.draft->>'name_id', s.name_id),
            description_en = CASE WHEN s.draft ? 'description_en' THEN s.draft->>'description_en' ELSE s.description_en END,
            description_id = CASE WHEN s.draft ? 'description_id' THEN s.draft->>'description_id' ELSE s.description_id END,
            draft = NULL, updated_at = now()
      WHERE s.sector_uuid = ${row.sector_uuid} AND (NOT s.is_published OR s.draft IS NOT NULL)
      RETURNING s.sector_uuid, s.company_uuid`,
  );
  await m.feed(
    ...topics.map((t): FeedEntry => ({
      collection: 'topics',
      row_id: t.topic_uuid,
      company_uuid: t.company_uuid,
      op: 'upsert',
    })),
    ...sectors.map((s): FeedEntry => ({
      collection: 'sectors',
      row_id: s.sector_uuid,
      company_uuid: s.company_uuid,
      op: 'upsert',
    })),
  );
}

/** Saves the editor's fields: into the columns of a draft, into the draft of a published obligation. */
async function saveFields(m: MutationContext, row: ObligationRow, fields: Fields) {
  if (row.obligation_status === OBLIGATION_STATUS.repealed && Object.keys(fields).length)
    throw new AppError('conflict', 'obligation_repealed_locked');
  const { columns, draft } = splitWrite(
    row as never,
    isPublishedObligation(row.obligation_status),
    fields,
  );
  return writeRow(m, row.obligation_uuid, columns, draft);
}

export async function updateObligation(
  m: MutationContext,
  user: AuthUser,
  body: Out<typeof obligationUpdateBody>,
) {
  const row = await lockOne(m, user, body.obligation_uuid);
  const status = body.obligation_status;
  if (status === OBLIGATION_STATUS.publish && row.master)
    throw errors.field('obligation_status', 'obligation_master_publish_v2');
  if (status === OBLIGATION_STATUS.draft && isPublishedObligation(row.obligation_status))
    throw new AppError('conflict', 'obligation_back_to_draft');
  const fields = fieldsOf(body);
  let saved = await saveFields(m, row, fields);
  await m.log({
    type: 'obligation',
    type_uuid: row.obligation_uuid,
    action: 'update',
    before: row,
    after: body,
    company_uuid: row.company_uuid,
  });
  // A company publishes its own obligations itself: a change to a published one takes effect at
  // once (a new version), it never waits in a draft nobody else would publish.
  const ownChange =
    isCustomersOwn(user, row) &&
    row.obligation_status === OBLIGATION_STATUS.publish &&
    Object.keys(fields).length > 0 &&
    status === undefined;
  if (status === OBLIGATION_STATUS.publish || ownChange) saved = await publishRow(m, user, saved);
  if (
    status === OBLIGATION_STATUS.repealed &&
    row.obligation_status !== OBLIGATION_STATUS.repealed
  ) {
    saved = await writeRow(m, row.obligation_uuid, {}, saved.draft, {
      obligation_status: OBLIGATION_STATUS.repealed,
    });
    await m.log({
      type: 'obligation',
      type_uuid: row.obligation_uuid,
      action: 'repeal',
      company_uuid: row.company_uuid,
    });
    if (isCustomersOwn(user, row)) await applyOwnRepeal(m, user, row.obligation_uuid);
  }
  await m.feed(feed(saved));
  return presentObligation(saved);
}

export async function publishObligations(m: MutationContext, user: AuthUser, uuids: string[]) {
  const unique = [...new Set(uuids)];
  const rows = await lockObligations(m.tx, user, unique);
  if (rows.length !== unique.length) throw errors.notFound();
  const published: ObligationRow[] = [];
  for (const row of rows) published.push(await publishRow(m, user, row));
  return { published: published.map(presentObligation) };
}

/** The master editor's save-and-publish: the payload without a status, then the publish. */
export async function publishMaster(
  m: MutationContext,
  user: AuthUser,
  body: Out<typeof obligationPublishV2Body>,
) {
  const row = await lockOne(m, user, body.obligation_uuid);
  if (!row.master) throw errors.field('obligation_uuid', 'obligation_master_publish_v2');
  const saved = await saveFields(m, row, fieldsOf(body));
  return presentObligation(await publishRow(m, user, saved));
}

export async function deleteObligation(
  m: MutationContext,
  user: AuthUser,
  topicUuid: string,
  obligationUuid: string,
) {
  const row = await lockOne(m, user, obligationUuid);
  if (row.topic_uuid !== topicUuid) throw errors.notFound();
  if (row.obligation_status !== OBLIGATION_STATUS.draft)
    throw new AppError('conflict', 'obligation_delete_published');
  await m.rows(
    sql`UPDATE obligations SET deleted_at = now(), updated_at = now() WHERE obligation_uuid = ${obligationUuid}`,
  );
  const rest = await siblingObligations(m.tx, user, topicUuid);
  const moved = await writeOrder(
    m.tx,
    'obligations',
    rest.map((r) => r.obligation_uuid),
  );
  await m.log({
    type: 'obligation',
    type_uuid: obligationUuid,
    action: 'delete',
    before: row,
    company_uuid: row.company_uuid,
  });
  await m.feed(
    feed(row, 'delete'),
    ...moved.map((id) => feed({ obligation_uuid: id, company_uuid: row.company_uuid })),
  );
  return null;
}

export async function bulkActivation(
  m: MutationContext,
  user: AuthUser,
  body: Out<typeof bulkActivationBody>,
) {
  const unique = [...new Set(body.obligation_uuid)];
  const rows = await lockObligations(m.tx, user, unique);
  if (rows.length !== unique.length) throw errors.notFound();
  const changed = rows.filter((r) => r.is_active !== body.is_active);
  await m.rows(
    sql`UPDATE obligations SET is_active = ${sql.param(body.is_active)}, updated_at = now()
      WHERE obligation_uuid = ANY(${sql.param(changed.map((r) => r.obligation_uuid))}::uuid[])`,
  );
  for (const r of changed)
    await m.log({
      type: 'obligation',
      type_uuid: r.obligation_uuid,
      action: body.is_active ? 'activate' : 'deactivate',
      company_uuid: r.company_uuid,
    });
  await m.feed(...changed.map((r) => feed(r)));
  return { updated: changed.length, is_active: body.is_active };
}
