/**
 * Sector and topic writes of the authoring (the provider's master library, a customer's own): create (a draft), update (into the draft
 * once published), delete (only when empty). Each runs in the caller's mutation with its activity
 * row and change-feed entries, so the provider's other clients receive it through the synced
 * `sectors` and `topics` collections (customers' loaders leave drafts out).
 */
import type { z } from 'zod';
import type {
  sectorCreateBody,
  sectorUpdateBody,
  topicCreateBody,
  topicUpdateBody,
} from '../../../contract/api/authoring';
import { AppError, errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import type { AuthUser } from '../../lib/auth-user';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { sectors } from '../../db/schema/library';
import { assertOwnCompany, ownerOf, splitWrite, type Author } from './authoring.policy';
import {
  lockPlaceSector,
  lockSector,
  lockTopic,
  presentSector,
  SECTOR_ROW,
  presentTopic,
  siblingTopics,
  writeOrder,
  type TopicRow,
} from './authoring.repository';

type Out<S extends z.ZodType> = z.output<S>;

/** A code is unique within the author's tenant: master codes, and a company's own beside the master ones it sees (migration 0021). */
async function assertCodeFree(m: MutationContext, author: Author, code: string, except?: string) {
  const [taken] = await m.tx
    .select({ id: sectors.sector_uuid })
    .from(sectors)
    .where(
      and(
        sql`lower(${sectors.code}) = lower(${code})`,
        or(isNull(sectors.company_uuid), eq(sectors.company_uuid, author.company_uuid)),
        except ? ne(sectors.sector_uuid, except) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new AppError('conflict', 'sector_code_taken', { code: ['sector_code_taken'] });
}

/** A new sector: the provider's is master content, a customer's is its company's own. Both start unpublished. */
export async function createSector(
  m: MutationContext,
  user: Author,
  body: Out<typeof sectorCreateBody>,
) {
  await assertCodeFree(m, user, body.code);
  const owner = user.is_provider ? null : user.company_uuid;
  const [row] = await m.tx
    .insert(sectors)
    .values({
      code: body.code,
      name_en: body.name_en,
      name_id: body.name_id,
      description_en: body.description_en ?? null,
      description_id: body.description_id ?? null,
      company_uuid: owner,
      is_published: false,
      sort: sql`(SELECT coalesce(max(s.sort) + 1, 0) FROM sectors s WHERE s.deleted_at IS NULL AND s.company_uuid IS NOT DISTINCT FROM ${owner}::uuid)`,
    })
    .returning(SECTOR_ROW);
  await m.log({
    type: 'sector',
    type_uuid: row.sector_uuid,
    action: 'create',
    after: body,
    company_uuid: owner,
  });
  await m.feed({
    collection: 'sectors',
    row_id: row.sector_uuid,
    company_uuid: owner,
    op: 'upsert',
  });
  return presentSector(row);
}

export async function updateSector(
  m: MutationContext,
  user: AuthUser,
  body: Out<typeof sectorUpdateBody>,
) {
  const row = await lockSector(m.tx, user, body.sector_uuid);
  if (!row) throw errors.notFound();
  const { sector_uuid: _id, code, is_active, ...texts } = body;
  if (code !== undefined && code !== row.code) await assertCodeFree(m, user, code, row.sector_uuid);
  // Drafts are the provider's: a company's own changes take effect at once.
  const { columns, draft } = splitWrite(row as never, row.is_published && user.is_provider, texts);
  const next = {
    ...row,
    ...columns,
    draft,
    code: code ?? row.code,
    is_active: is_active ?? row.is_active,
  };
  await m.rows(
    sql`UPDATE sectors SET code = ${sql.param(next.code)}, name_en = ${sql.param(next.name_en)}, name_id = ${sql.param(next.name_id)},
            description_en = ${sql.param(next.description_en)}, description_id = ${sql.param(next.description_id)},
            is_active = ${sql.param(next.is_active)}, draft = ${draft === null ? null : JSON.stringify(draft)}::jsonb, updated_at = now()
      WHERE sector_uuid = ${row.sector_uuid}`,
  );
  await m.log({
    type: 'sector',
    type_uuid: row.sector_uuid,
    action: 'update',
    before: row,
    after: body,
    company_uuid: row.company_uuid,
  });
  await m.feed({
    collection: 'sectors',
    row_id: row.sector_uuid,
    company_uuid: row.company_uuid,
    op: 'upsert',
  });
  return presentSector(next);
}

export async function deleteSector(m: MutationContext, user: AuthUser, sectorUuid: string) {
  const row = await lockSector(m.tx, user, sectorUuid);
  if (!row) throw errors.notFound();
  const [busy] = await m.rows(
    sql`SELECT 1 FROM topics t WHERE t.sector_uuid = ${sectorUuid} AND t.deleted_at IS NULL LIMIT 1`,
  );
  if (busy) throw new AppError('conflict', 'sector_not_empty');
  // The code is unique over every row: a deleted sector frees its code for a new one.
  await m.rows(
    sql`UPDATE sectors SET deleted_at = now(), updated_at = now(), code = code || '~' || sector_uuid WHERE sector_uuid = ${sectorUuid}`,
  );
  await m.log({
    type: 'sector',
    type_uuid: sectorUuid,
    action: 'delete',
    before: row,
    company_uuid: row.company_uuid,
  });
  await m.feed({
    collection: 'sectors',
    row_id: sectorUuid,
    company_uuid: row.company_uuid,
    op: 'delete',
  });
  return null;
}

/** A topic's parent must be a top-level topic of the same sector (two levels: topic and subtopic). */
export async function assertParent(
  m: MutationContext,
  user: AuthUser,
  sectorUuid: string,
  parentUuid: string | null | undefined,
) {
  if (!parentUuid) return null;
  const parent = await lockTopic(m.tx, user, parentUuid);
  if (!parent) throw errors.field('parent_uuid', 'not_found');
  if (parent.parent_uuid !== null) throw errors.field('parent_uuid', 'topic_too_deep');
  if (parent.sector_uuid !== sectorUuid)
    throw errors.field('parent_uuid', 'topic_parent_other_sector');
  return parent;
}

export async function createTopic(
  m: MutationContext,
  user: AuthUser,
  body: Out<typeof topicCreateBody>,
) {
  assertOwnCompany(user, body.customerId);
  const sector = await lockPlaceSector(m.tx, user, body.sector_uuid);
  if (!sector) throw errors.notFound();
  await assertParent(m, user, sector.sector_uuid, body.parent_uuid);
  const siblings = await siblingTopics(m.tx, user, sector.sector_uuid, body.parent_uuid ?? null);
  const sort = siblings.length ? Math.max(...siblings.map((s) => s.sort)) + 1 : 0;
  const [row] = await m.rows<TopicRow>(
    sql`INSERT INTO topics (sector_uuid, parent_uuid, title_en, title_id, sort, company_uuid, is_published)
     VALUES (${sector.sector_uuid}, ${body.parent_uuid ?? null}, ${sql.param(body.title_en)}, ${sql.param(body.title_id)}, ${sort},
             ${ownerOf(user, sector)}, false)
     RETURNING topic_uuid, sector_uuid, parent_uuid, title_en, title_id, sort, is_published, company_uuid, draft`,
  );
  await m.log({
    type: 'topic',
    type_uuid: row.topic_uuid,
    action: 'create',
    after: body,
    company_uuid: row.company_uuid,
  });
  await m.feed({
    collection: 'topics',
    row_id: row.topic_uuid,
    company_uuid: row.company_uuid,
    op: 'upsert',
  });
  return presentTopic(row);
}

export async function updateTopic(
  m: MutationContext,
  user: AuthUser,
  body: Out<typeof topicUpdateBody>,
) {
  const row = await lockTopic(m.tx, user, body.topic_uuid);
  if (!row) throw errors.notFound();
  const { topic_uuid: _id, ...texts } = body;
  const { columns, draft } = splitWrite(row as never, row.is_published && user.is_provider, texts);
  const next = { ...row, ...columns, draft };
  await m.rows(
    sql`UPDATE topics SET title_en = ${sql.param(next.title_en)}, title_id = ${sql.param(next.title_id)},
            draft = ${draft === null ? null : JSON.stringify(draft)}::jsonb, updated_at = now()
      WHERE topic_uuid = ${row.topic_uuid}`,
  );
  await m.log({
    type: 'topic',
    type_uuid: row.topic_uuid,
    action: 'update',
    before: row,
    after: body,
    company_uuid: row.company_uuid,
  });
  await m.feed({
    collection: 'topics',
    row_id: row.topic_uuid,
    company_uuid: row.company_uuid,
    op: 'upsert',
  });
  return presentTopic(next);
}

/** Deletes an empty topic (no live subtopic or obligation) and closes the gap in its siblings' order. */
export async function deleteTopic(
  m: MutationContext,
  user: AuthUser,
  topicUuid: string,
  customerId: string | undefined,
) {
  const row = await lockTopic(m.tx, user, topicUuid);
  if (!row || (customerId !== undefined && row.company_uuid !== customerId))
    throw errors.notFound();
  const [busy] = await m.rows(
    sql`SELECT 1 FROM topics c WHERE c.parent_uuid = ${topicUuid} AND c.deleted_at IS NULL
     UNION ALL SELECT 1 FROM obligations o WHERE o.topic_uuid = ${topicUuid} AND o.deleted_at IS NULL LIMIT 1`,
  );
  if (busy) throw new AppError('conflict', 'topic_not_empty');
  await m.rows(
    sql`UPDATE topics SET deleted_at = now(), updated_at = now() WHERE topic_uuid = ${topicUuid}`,
  );
  const rest = await siblingTopics(m.tx, user, row.sector_uuid, row.parent_uuid);
  const moved = await writeOrder(
    m.tx,
    'topics',
    rest.map((r) => r.topic_uuid),
  );
  await m.log({
    type: 'topic',
    type_uuid: topicUuid,
    action: 'delete',
    before: row,
    company_uuid: row.company_uuid,
  });
  await m.feed(
    { collection: 'topics', row_id: topicUuid, company_uuid: row.company_uuid, op: 'delete' },
    ...moved.map((id) => ({
      collection: 'topics' as const,
      row_id: id,
      company_uuid: row.company_uuid,
      op: 'upsert' as const,
    })),
  );
  return null;
}
