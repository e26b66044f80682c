/**
 * Order and place of the library's rows: PUT /topic/sort, PUT /obligation/sort and
 * PUT /move/regframe. A sort names every sibling exactly once and they get the sorts 0..n-1; a
 * move closes the gap where the row was and opens one where it goes, so the orders under every
 * parent stay 0..n-1 without holes or ties. A topic moving to another sector takes its subtopics
 * and every obligation under them along.
 */
import type { z } from 'zod';
import type { moveBody, obligationSortBody, topicSortBody } from '../../../contract/api/authoring';
import type { AuthUser } from '../../lib/auth-user';
import { AppError, errors } from '../../lib/errors';
import type { FeedEntry, MutationContext } from '../../lib/mutation';
import { sql } from 'drizzle-orm';
import { isPublishedObligation, ownerOf } from './authoring.policy';
import {
  lockObligations,
  lockPlaceSector,
  lockSector,
  lockTopic,
  siblingObligations,
  siblingTopics,
  writeOrder,
} from './authoring.repository';
import { assertParent } from './sectors.service';

type Out<S extends z.ZodType> = z.output<S>;

function assertSameSet(given: string[], current: string[], field: string) {
  const want = new Set(current);
  if (
    given.length !== want.size ||
    new Set(given).size !== given.length ||
    given.some((id) => !want.has(id))
  ) {
    throw errors.field(field, 'sort_mismatch');
  }
}

const feedOf =
  (collection: 'topics' | 'obligations', company: string | null) =>
  (id: string): FeedEntry => ({ collection, row_id: id, company_uuid: company, op: 'upsert' });

export async function sortTopics(
  m: MutationContext,
  user: AuthUser,
  body: Out<typeof topicSortBody>,
) {
  // A customer orders its own topics, also those under a master sector it sees.
  const sector = await lockPlaceSector(m.tx, user, body.sector_uuid);
  if (!sector) throw errors.notFound();
  const siblings = await siblingTopics(m.tx, user, sector.sector_uuid, body.parent_uuid ?? null);
  assertSameSet(
    body.topic_uuids,
    siblings.map((s) => s.topic_uuid),
    'topic_uuids',
  );
  const changed = await writeOrder(m.tx, 'topics', body.topic_uuids);
  const owner = ownerOf(user, sector);
  await m.log({
    type: 'sector',
    type_uuid: sector.sector_uuid,
    action: 'sort_topics',
    after: body.topic_uuids,
    company_uuid: owner,
  });
  await m.feed(...changed.map(feedOf('topics', owner)));
  return { sorted: changed.length };
}

export async function sortObligations(
  m: MutationContext,
  user: AuthUser,
  body: Out<typeof obligationSortBody>,
) {
  const topic = await lockTopic(m.tx, user, body.topic_uuid);
  if (!topic) throw errors.notFound();
  const siblings = await siblingObligations(m.tx, user, topic.topic_uuid);
  assertSameSet(
    body.obligation_uuids,
    siblings.map((s) => s.obligation_uuid),
    'obligation_uuids',
  );
  const changed = await writeOrder(m.tx, 'obligations', body.obligation_uuids);
  await m.log({
    type: 'topic',
    type_uuid: topic.topic_uuid,
    action: 'sort_obligations',
    after: body.obligation_uuids,
    company_uuid: topic.company_uuid,
  });
  await m.feed(...changed.map(feedOf('obligations', topic.company_uuid)));
  return { sorted: changed.length };
}

/** `ids` without `id`, with `id` put at `position` (last when absent or past the end). */
const placed = (ids: string[], id: string, position: number | undefined) => {
  const rest = ids.filter((x) => x !== id);
  const at = position === undefined ? rest.length : Math.min(position, rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
};

export async function move(m: MutationContext, user: AuthUser, body: Out<typeof moveBody>) {
  return body.type === 'topic' ? moveTopic(m, user, body) : moveObligation(m, user, body);
}

async function moveTopic(
  m: MutationContext,
  user: AuthUser,
  body: Extract<Out<typeof moveBody>, { type: 'topic' }>,
) {
  const topic = await lockTopic(m.tx, user, body.topic_uuid);
  const sector = await lockSector(m.tx, user, body.target_sector_uuid);
  if (!topic || !sector) throw errors.notFound();
  const parentUuid = body.target_parent_uuid ?? null;
  if (parentUuid === topic.topic_uuid) throw errors.field('target_parent_uuid', 'move_into_itself');
  const parent = await assertParent(m, user, sector.sector_uuid, parentUuid);
  const children = await siblingTopics(m.tx, user, topic.sector_uuid, topic.topic_uuid);
  // Two levels only: a topic with subtopics stays a topic.
  if (parent && children.length > 0) throw errors.field('target_parent_uuid', 'topic_too_deep');
  if (topic.is_published && (!sector.is_published || (parent && !parent.is_published)))
    throw new AppError('conflict', 'move_into_draft');

  const target = await siblingTopics(m.tx, user, sector.sector_uuid, parentUuid);
  const order = placed(
    target.map((t) => t.topic_uuid),
    topic.topic_uuid,
    body.position,
  );
  await m.rows(
    sql`UPDATE topics SET sector_uuid = ${sector.sector_uuid}, parent_uuid = ${parentUuid}, updated_at = now() WHERE topic_uuid = ${topic.topic_uuid}`,
  );
  const family = [topic.topic_uuid, ...children.map((c) => c.topic_uuid)];
  let obligationIds: string[] = [];
  if (sector.sector_uuid !== topic.sector_uuid) {
    await m.rows(
      sql`UPDATE topics SET sector_uuid = ${sector.sector_uuid}, updated_at = now() WHERE parent_uuid = ${topic.topic_uuid} AND deleted_at IS NULL`,
    );
    obligationIds = (
      await m.rows<{ id: string }>(
        sql`UPDATE obligations SET sector_uuid = ${sector.sector_uuid}, updated_at = now()
          WHERE topic_uuid = ANY(${sql.param(family)}::uuid[]) AND deleted_at IS NULL RETURNING obligation_uuid AS id`,
      )
    ).map((r) => r.id);
  }
  const changed = new Set([...family, ...(await writeOrder(m.tx, 'topics', order))]);
  if (sector.sector_uuid !== topic.sector_uuid || parentUuid !== topic.parent_uuid) {
    const left = await siblingTopics(m.tx, user, topic.sector_uuid, topic.parent_uuid);
    for (const id of await writeOrder(
      m.tx,
      'topics',
      left.map((t) => t.topic_uuid),
    ))
      changed.add(id);
  }
  await m.log({
    type: 'topic',
    type_uuid: topic.topic_uuid,
    action: 'move',
    before: { sector_uuid: topic.sector_uuid, parent_uuid: topic.parent_uuid },
    after: body,
    company_uuid: topic.company_uuid,
  });
  await m.feed(
    ...[...changed].map(feedOf('topics', topic.company_uuid)),
    ...obligationIds.map(feedOf('obligations', topic.company_uuid)),
  );
  return {
    type: 'topic' as const,
    uuid: topic.topic_uuid,
    sector_uuid: sector.sector_uuid,
    parent_uuid: parentUuid,
    sort: order.indexOf(topic.topic_uuid),
  };
}

async function moveObligation(
  m: MutationContext,
  user: AuthUser,
  body: Extract<Out<typeof moveBody>, { type: 'obligation' }>,
) {
  const [obligation] = await lockObligations(m.tx, user, [body.obligation_uuid]);
  const topic = await lockTopic(m.tx, user, body.target_topic_uuid);
  if (!obligation || !topic) throw errors.notFound();
  if (isPublishedObligation(obligation.obligation_status) && !topic.is_published)
    throw new AppError('conflict', 'move_into_draft');
  const target = await siblingObligations(m.tx, user, topic.topic_uuid);
  const order = placed(
    target.map((o) => o.obligation_uuid),
    obligation.obligation_uuid,
    body.position,
  );
  await m.rows(
    sql`UPDATE obligations SET topic_uuid = ${topic.topic_uuid}, sector_uuid = ${topic.sector_uuid}, updated_at = now()
      WHERE obligation_uuid = ${obligation.obligation_uuid}`,
  );
  const changed = new Set([
    obligation.obligation_uuid,
    ...(await writeOrder(m.tx, 'obligations', order)),
  ]);
  if (topic.topic_uuid !== obligation.topic_uuid) {
    const left = await siblingObligations(m.tx, user, obligation.topic_uuid);
    for (const id of await writeOrder(
      m.tx,
      'obligations',
      left.map((o) => o.obligation_uuid),
    ))
      changed.add(id);
  }
  await m.log({
    type: 'obligation',
    type_uuid: obligation.obligation_uuid,
    action: 'move',
    before: { topic_uuid: obligation.topic_uuid },
    after: body,
    company_uuid: obligation.company_uuid,
  });
  await m.feed(...[...changed].map(feedOf('obligations', obligation.company_uuid)));
  return {
    type: 'obligation' as const,
    uuid: obligation.obligation_uuid,
    sector_uuid: topic.sector_uuid,
    parent_uuid: topic.topic_uuid,
    sort: order.indexOf(obligation.obligation_uuid),
  };
}
