/**
 * Sector and topic writes of the provider's authoring: create (a draft), update (into the draft
 * once published), delete (only when empty). Each runs in the caller's mutation with its activity
 * row and change-feed entries, so the provider's other clients receive it through the synced
 * `sectors` and `topics` collections (customers' loaders leave drafts out).
 */
import type { z } from 'zod';
import type { sectorCreateBody, sectorUpdateBody, topicCreateBody, topicUpdateBody } from '../../../contract/api/authoring';
import { AppError, errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import type { AuthUser } from '../../lib/auth-user';
import { txQuery } from '../compliance/tx-query';
import { splitWrite } from './authoring.policy';
import { lockSector, lockTopic, presentSector, presentTopic, siblingTopics, writeOrder, type SectorRow, type TopicRow } from './authoring.repository';

type Out<S extends z.ZodType> = z.output<S>;

async function assertCodeFree(m: MutationContext, code: string, except?: string) {
  const [taken] = await txQuery(m.tx, `SELECT 1 FROM sectors WHERE lower(code) = lower($1) AND sector_uuid IS DISTINCT FROM $2::uuid`, [code, except ?? null]);
  if (taken) throw new AppError('conflict', 'sector_code_taken', { code: ['sector_code_taken'] });
}

export async function createSector(m: MutationContext, body: Out<typeof sectorCreateBody>) {
  await assertCodeFree(m, body.code);
  const [row] = await txQuery<SectorRow>(
    m.tx,
    `INSERT INTO sectors (code, name_en, name_id, description_en, description_id, sort, is_published)
     VALUES ($1, $2, $3, $4, $5, (SELECT coalesce(max(sort) + 1, 0) FROM sectors WHERE deleted_at IS NULL AND company_uuid IS NULL), false)
     RETURNING sector_uuid, code, name_en, name_id, description_en, description_id, sort, is_active, is_published, company_uuid, draft`,
    [body.code, body.name_en, body.name_id, body.description_en ?? null, body.description_id ?? null],
  );
  await m.log({ type: 'sector', type_uuid: row.sector_uuid, action: 'create', after: body, company_uuid: null });
  await m.feed({ collection: 'sectors', row_id: row.sector_uuid, company_uuid: null, op: 'upsert' });
  return presentSector(row);
}

export async function updateSector(m: MutationContext, user: AuthUser, body: Out<typeof sectorUpdateBody>) {
  const row = await lockSector(m.tx, user.company_uuid, body.sector_uuid);
  if (!row) throw errors.notFound();
  const { sector_uuid: _id, code, is_active, ...texts } = body;
  if (code !== undefined && code !== row.code) await assertCodeFree(m, code, row.sector_uuid);
  const { columns, draft } = splitWrite(row as never, row.is_published, texts);
  const next = { ...row, ...columns, draft, code: code ?? row.code, is_active: is_active ?? row.is_active };
  await txQuery(
    m.tx,
    `UPDATE sectors SET code = $2, name_en = $3, name_id = $4, description_en = $5, description_id = $6, is_active = $7,
            draft = $8::jsonb, updated_at = now() WHERE sector_uuid = $1`,
    [row.sector_uuid, next.code, next.name_en, next.name_id, next.description_en, next.description_id, next.is_active, draft === null ? null : JSON.stringify(draft)],
  );
  await m.log({ type: 'sector', type_uuid: row.sector_uuid, action: 'update', before: row, after: body, company_uuid: row.company_uuid });
  await m.feed({ collection: 'sectors', row_id: row.sector_uuid, company_uuid: row.company_uuid, op: 'upsert' });
  return presentSector(next);
}

export async function deleteSector(m: MutationContext, user: AuthUser, sectorUuid: string) {
  const row = await lockSector(m.tx, user.company_uuid, sectorUuid);
  if (!row) throw errors.notFound();
  const [busy] = await txQuery(m.tx, `SELECT 1 FROM topics t WHERE t.sector_uuid = $1 AND t.deleted_at IS NULL LIMIT 1`, [sectorUuid]);
  if (busy) throw new AppError('conflict', 'sector_not_empty');
  // The code is unique over every row: a deleted sector frees its code for a new one.
  await txQuery(m.tx, `UPDATE sectors SET deleted_at = now(), updated_at = now(), code = code || '~' || sector_uuid WHERE sector_uuid = $1`, [sectorUuid]);
  await m.log({ type: 'sector', type_uuid: sectorUuid, action: 'delete', before: row, company_uuid: row.company_uuid });
  await m.feed({ collection: 'sectors', row_id: sectorUuid, company_uuid: row.company_uuid, op: 'delete' });
  return null;
}

/** A topic's parent must be a top-level topic of the same sector (two levels: topic and subtopic). */
export async function assertParent(m: MutationContext, user: AuthUser, sectorUuid: string, parentUuid: string | null | undefined) {
  if (!parentUuid) return null;
  const parent = await lockTopic(m.tx, user.company_uuid, parentUuid);
  if (!parent) throw errors.field('parent_uuid', 'not_found');
  if (parent.parent_uuid !== null) throw errors.field('parent_uuid', 'topic_too_deep');
  if (parent.sector_uuid !== sectorUuid) throw errors.field('parent_uuid', 'topic_parent_other_sector');
  return parent;
}

export async function createTopic(m: MutationContext, user: AuthUser, body: Out<typeof topicCreateBody>) {
  const sector = await lockSector(m.tx, user.company_uuid, body.sector_uuid);
  if (!sector) throw errors.notFound();
  await assertParent(m, user, sector.sector_uuid, body.parent_uuid);
  const siblings = await siblingTopics(m.tx, user.company_uuid, sector.sector_uuid, body.parent_uuid ?? null);
  const [row] = await txQuery<TopicRow>(
    m.tx,
    `INSERT INTO topics (sector_uuid, parent_uuid, title_en, title_id, sort, company_uuid, is_published)
     VALUES ($1, $2, $3, $4, $5, $6, false)
     RETURNING topic_uuid, sector_uuid, parent_uuid, title_en, title_id, sort, is_published, company_uuid, draft`,
    [sector.sector_uuid, body.parent_uuid ?? null, body.title_en, body.title_id, siblings.length ? Math.max(...siblings.map((s) => s.sort)) + 1 : 0, sector.company_uuid],
  );
  await m.log({ type: 'topic', type_uuid: row.topic_uuid, action: 'create', after: body, company_uuid: row.company_uuid });
  await m.feed({ collection: 'topics', row_id: row.topic_uuid, company_uuid: row.company_uuid, op: 'upsert' });
  return presentTopic(row);
}

export async function updateTopic(m: MutationContext, user: AuthUser, body: Out<typeof topicUpdateBody>) {
  const row = await lockTopic(m.tx, user.company_uuid, body.topic_uuid);
  if (!row) throw errors.notFound();
  const { topic_uuid: _id, ...texts } = body;
  const { columns, draft } = splitWrite(row as never, row.is_published, texts);
  const next = { ...row, ...columns, draft };
  await txQuery(m.tx, `UPDATE topics SET title_en = $2, title_id = $3, draft = $4::jsonb, updated_at = now() WHERE topic_uuid = $1`, [
    row.topic_uuid, next.title_en, next.title_id, draft === null ? null : JSON.stringify(draft),
  ]);
  await m.log({ type: 'topic', type_uuid: row.topic_uuid, action: 'update', before: row, after: body, company_uuid: row.company_uuid });
  await m.feed({ collection: 'topics', row_id: row.topic_uuid, company_uuid: row.company_uuid, op: 'upsert' });
  return presentTopic(next);
}

/** Deletes an empty topic (no live subtopic or obligation) and closes the gap in its siblings' order. */
export async function deleteTopic(m: MutationContext, user: AuthUser, topicUuid: string, customerId: string | undefined) {
  const row = await lockTopic(m.tx, user.company_uuid, topicUuid);
  if (!row || (customerId !== undefined && row.company_uuid !== customerId)) throw errors.notFound();
  const [busy] = await txQuery(
    m.tx,
    `SELECT 1 FROM topics c WHERE c.parent_uuid = $1 AND c.deleted_at IS NULL
     UNION ALL SELECT 1 FROM obligations o WHERE o.topic_uuid = $1 AND o.deleted_at IS NULL LIMIT 1`,
    [topicUuid],
  );
  if (busy) throw new AppError('conflict', 'topic_not_empty');
  await txQuery(m.tx, `UPDATE topics SET deleted_at = now(), updated_at = now() WHERE topic_uuid = $1`, [topicUuid]);
  const rest = await siblingTopics(m.tx, user.company_uuid, row.sector_uuid, row.parent_uuid);
  const moved = await writeOrder(m.tx, 'topics', rest.map((r) => r.topic_uuid));
  await m.log({ type: 'topic', type_uuid: topicUuid, action: 'delete', before: row, company_uuid: row.company_uuid });
  await m.feed(
    { collection: 'topics', row_id: topicUuid, company_uuid: row.company_uuid, op: 'delete' },
    ...moved.map((id) => ({ collection: 'topics' as const, row_id: id, company_uuid: row.company_uuid, op: 'upsert' as const })),
  );
  return null;
}
