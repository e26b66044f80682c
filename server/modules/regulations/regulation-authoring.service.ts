/**
 * The provider's regulation writes. Each runs in the request's mutation transaction and writes its
 * activity log and change-feed entries there:
 * - hierarchy links are stored both ways (INVERSE_RELATION): replacing a regulation's links also
 *   rewrites the inverse rows on every neighbour, old and new, and feeds each neighbour;
 * - deleting a regulation (soft) removes every reference to it in the same transaction: hierarchy
 *   links both ways, obligation links, bookmarks and document relations, with a feed entry for each
 *   synced row whose content changed, so no client keeps a dangling id.
 * The regulations an editor may write are those the regulation policy lets its company see.
 */
import { INVERSE_RELATION, type HierarchyRelation } from '../../../contract/enums';
import type {
  HierarchyLinkInput,
  RegulationCreateBody,
  RegulationDeleteAnswer,
  RegulationSaved,
  RegulationUpdateBody,
} from '../../../contract/api/regulation-authoring';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { obligations } from '../../db/schema/library';
import type { AuthUser } from '../../lib/auth-user';
import { callerOf } from '../../lib/caller';
import { errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { visibleObligations } from '../library';
import { visibleRegulations } from '../library';

const COLUMNS = [
  'title_en',
  'title_id',
  'number',
  'year',
  'type',
  'issuer_en',
  'issuer_id',
  'enacted_at',
  'effective_at',
  'legal_status',
  'abstract_en',
  'abstract_id',
  'full_text_en',
  'full_text_id',
] as const;
type Column = (typeof COLUMNS)[number];
/** The regulation's columns the synced obligations' mark repeats (obligations.sync.ts). */
const MARKED_COLUMNS = [
  'number',
  'year',
  'title_en',
  'title_id',
] as const satisfies readonly Column[];

type StoredRegulation = Omit<RegulationSaved, 'hierarchy' | 'obligation_uuids'>;

const selectRegulation = sql`SELECT r.regulation_guid, ${sql.join(
  COLUMNS.map((c) =>
    c.endsWith('_at')
      ? sql`r.${sql.identifier(c)}::text AS ${sql.identifier(c)}`
      : sql`r.${sql.identifier(c)}`,
  ),
  sql`, `,
)}, r.company_uuid
    FROM regulations r`;

/** The regulation as the caller's company may edit it, locked for the write; or 404. */
async function lockEditable(
  m: MutationContext,
  user: AuthUser,
  guid: string,
): Promise<StoredRegulation> {
  const [row] = await m.rows<StoredRegulation>(
    sql`${selectRegulation} WHERE r.regulation_guid = ${guid} AND ${visibleRegulations(user.company_uuid, 'r')} FOR UPDATE`,
  );
  if (!row) throw errors.notFound();
  return row;
}

/** The regulation with its links and obligations, as the create and update answer it. */
export async function savedRegulation(m: MutationContext, guid: string): Promise<RegulationSaved> {
  const [row] = await m.rows<StoredRegulation>(
    sql`${selectRegulation} WHERE r.regulation_guid = ${guid}`,
  );
  const hierarchy = await m.rows<{ relation: HierarchyRelation; regulation_guid: string }>(
    sql`SELECT h.relation, h.related_guid::text AS regulation_guid FROM regulation_hierarchy h
      WHERE h.regulation_guid = ${guid} ORDER BY h.relation, h.related_guid`,
  );
  const obligations = await m.rows<{ obligation_uuid: string }>(
    sql`SELECT obligation_uuid::text FROM obligation_regulations WHERE regulation_guid = ${guid} ORDER BY obligation_uuid`,
  );
  return { ...row, hierarchy, obligation_uuids: obligations.map((o) => o.obligation_uuid) };
}

function checkDates(enacted: string | null | undefined, effective: string | null | undefined) {
  if (enacted && effective && effective < enacted)
    throw errors.field('effective_at', 'regulation_dates_order');
}

/**
 * Validates the links: a link to the regulation itself is 400 naming it; a regulation the caller
 * may not see (unknown, deleted, another company's) is 404, as any id of the request; the same link
 * twice is kept once.
 */
async function checkLinks(
  m: MutationContext,
  user: AuthUser,
  guid: string,
  links: HierarchyLinkInput[],
) {
  const self = links.findIndex((l) => l.regulation_guid.toLowerCase() === guid);
  if (self >= 0)
    throw errors.validation({
      [`hierarchy.${self}.regulation_guid`]: ['hierarchy_self_link'],
      hierarchy: ['hierarchy_self_link'],
    });
  const ids = [...new Set(links.map((l) => l.regulation_guid.toLowerCase()))];
  const found = ids.length
    ? await m.rows<{ regulation_guid: string }>(
        sql`SELECT r.regulation_guid::text FROM regulations r WHERE r.regulation_guid = ANY(${sql.param(ids)}::uuid[]) AND ${visibleRegulations(user.company_uuid, 'r')}`,
      )
    : [];
  if (found.length !== ids.length) throw errors.notFound();
}

/** Removes every hierarchy link of a regulation, both ways; answers the neighbours of the removed rows. */
const unlinkAll = (m: MutationContext, guid: string) =>
  m.rows<{ guid: string }>(
    sql`DELETE FROM regulation_hierarchy WHERE regulation_guid = ${guid} OR related_guid = ${guid}
      RETURNING (CASE WHEN regulation_guid = ${guid} THEN related_guid ELSE regulation_guid END)::text AS guid`,
  );

/** Replaces a regulation's links (and their inverses); feeds every neighbour whose links changed. */
async function replaceLinks(
  m: MutationContext,
  user: AuthUser,
  guid: string,
  links: HierarchyLinkInput[],
) {
  await checkLinks(m, user, guid, links);
  const removed = await unlinkAll(m, guid);
  for (const l of links) {
    const other = l.regulation_guid.toLowerCase();
    await m.rows(
      sql`INSERT INTO regulation_hierarchy (regulation_guid, related_guid, relation)
       VALUES (${guid}, ${other}, ${l.relation}), (${other}, ${guid}, ${INVERSE_RELATION[l.relation]})
       ON CONFLICT DO NOTHING`,
    );
  }
  const neighbours = new Set([
    ...removed.map((r) => r.guid),
    ...links.map((l) => l.regulation_guid.toLowerCase()),
  ]);
  await feedRegulations(m, [...neighbours]);
}

/** Feeds regulations (as upserts) with their own company. */
async function feedRegulations(m: MutationContext, guids: string[]) {
  if (!guids.length) return;
  const rows = await m.rows<{ regulation_guid: string; company_uuid: string | null }>(
    sql`SELECT regulation_guid::text, company_uuid::text FROM regulations WHERE regulation_guid = ANY(${sql.param(guids)}::uuid[]) AND deleted_at IS NULL`,
  );
  await m.feed(
    ...rows.map((r) => ({
      collection: 'regulations' as const,
      row_id: r.regulation_guid,
      company_uuid: r.company_uuid,
      op: 'upsert' as const,
    })),
  );
}

/** Feeds obligations (their `regulation_guids` changed). */
async function feedObligations(m: MutationContext, ids: string[]) {
  if (!ids.length) return;
  const rows = await m.rows<{ obligation_uuid: string; company_uuid: string | null }>(
    sql`SELECT obligation_uuid::text, company_uuid::text FROM obligations WHERE obligation_uuid = ANY(${sql.param(ids)}::uuid[])`,
  );
  await m.feed(
    ...rows.map((r) => ({
      collection: 'obligations' as const,
      row_id: r.obligation_uuid,
      company_uuid: r.company_uuid,
      op: 'upsert' as const,
    })),
  );
}

/** The obligations among `ids` the caller may edit; 404 when one is not (as any id of the request). */
async function checkObligations(m: MutationContext, user: AuthUser, ids: string[]) {
  const unique = [...new Set(ids.map((i) => i.toLowerCase()))];
  const found = unique.length
    ? await m.rows<{ obligation_uuid: string }>(
        sql`SELECT o.obligation_uuid::text FROM obligations o
          WHERE o.obligation_uuid = ANY(${sql.param(unique)}::uuid[]) AND ${visibleObligations(callerOf(user), 'o')}`,
      )
    : [];
  if (found.length !== unique.length) throw errors.notFound();
  return unique;
}

/** Sets the obligations resting on a regulation to exactly `ids`; feeds those that changed. */
async function replaceObligations(m: MutationContext, user: AuthUser, guid: string, ids: string[]) {
  const wanted = await checkObligations(m, user, ids);
  const removed = await m.rows<{ obligation_uuid: string }>(
    sql`DELETE FROM obligation_regulations WHERE regulation_guid = ${guid} AND NOT (obligation_uuid = ANY(${sql.param(wanted)}::uuid[])) RETURNING obligation_uuid::text`,
  );
  const added = wanted.length
    ? await m.rows<{ obligation_uuid: string }>(
        sql`INSERT INTO obligation_regulations (obligation_uuid, regulation_guid) SELECT unnest(${sql.param(wanted)}::uuid[]), ${guid}
         ON CONFLICT DO NOTHING RETURNING obligation_uuid::text`,
      )
    : [];
  await feedObligations(
    m,
    [...removed, ...added].map((r) => r.obligation_uuid),
  );
}

const valuesOf = (body: Partial<Record<Column, unknown>>) =>
  COLUMNS.filter((c) => body[c] !== undefined);

export async function createRegulation(
  m: MutationContext,
  user: AuthUser,
  body: RegulationCreateBody,
): Promise<RegulationSaved> {
  checkDates(body.enacted_at, body.effective_at);
  const columns = valuesOf(body);
  // Master content when the provider writes it; a customer's own otherwise (not reachable: provider-only routes).
  const company = user.is_provider ? null : user.company_uuid;
  const [{ regulation_guid: guid }] = await m.rows<{ regulation_guid: string }>(
    sql`INSERT INTO regulations (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )}, company_uuid)
     VALUES (${sql.join(
       columns.map((c) => sql`${sql.param(body[c])}`),
       sql`, `,
     )}, ${company}) RETURNING regulation_guid::text`,
  );
  if (body.hierarchy?.length) await replaceLinks(m, user, guid, body.hierarchy);
  if (body.obligation_uuids?.length) await replaceObligations(m, user, guid, body.obligation_uuids);
  const saved = await savedRegulation(m, guid);
  await m.log({
    type: 'regulation',
    type_uuid: guid,
    action: 'create',
    after: saved,
    company_uuid: company,
  });
  await m.feed({ collection: 'regulations', row_id: guid, company_uuid: company, op: 'upsert' });
  return saved;
}

export async function updateRegulation(
  m: MutationContext,
  user: AuthUser,
  body: RegulationUpdateBody,
): Promise<RegulationSaved> {
  const guid = body.regulation_guid.toLowerCase();
  const current = await lockEditable(m, user, guid);
  const before = await savedRegulation(m, guid);
  checkDates(
    body.enacted_at === undefined ? current.enacted_at : body.enacted_at,
    body.effective_at === undefined ? current.effective_at : body.effective_at,
  );
  const columns = valuesOf(body);
  await m.rows(
    sql`UPDATE regulations SET ${sql.join(
      [
        ...columns.map((c) => sql`${sql.identifier(c)} = ${sql.param(body[c])}`),
        sql`updated_at = now()`,
      ],
      sql`, `,
    )} WHERE regulation_guid = ${guid}`,
  );
  if (body.hierarchy) await replaceLinks(m, user, guid, body.hierarchy);
  if (body.obligation_uuids) await replaceObligations(m, user, guid, body.obligation_uuids);
  if (body.legal_status !== undefined && body.legal_status !== current.legal_status)
    await flagObligations(m, guid, current.legal_status, body.legal_status);
  else if (MARKED_COLUMNS.some((c) => body[c] !== undefined)) await feedMarkedObligations(m, guid);
  const saved = await savedRegulation(m, guid);
  await m.log({
    type: 'regulation',
    type_uuid: guid,
    action: 'update',
    before,
    after: saved,
    company_uuid: current.company_uuid,
  });
  await m.feed({
    collection: 'regulations',
    row_id: guid,
    company_uuid: current.company_uuid,
    op: 'upsert',
  });
  return saved;
}

/**
 * A regulation's legal status changed: every obligation resting on it is flagged for the editors
 * (the authoring tree shows what changed) and for the customers (the synced obligation carries
 * the mark, so it is fed again) until the sector's next published version.
 */
async function flagObligations(m: MutationContext, guid: string, from: string | null, to: string) {
  const flagged = await m.rows<{ obligation_uuid: string; company_uuid: string | null }>(
    sql`UPDATE obligations SET regulation_changed = jsonb_build_object('regulation_guid', ${guid}::text, 'from', ${from}::text, 'to', ${to}::text, 'at', now())
      WHERE obligation_uuid IN (SELECT obligation_uuid FROM obligation_regulations WHERE regulation_guid = ${guid}) AND deleted_at IS NULL
      RETURNING obligation_uuid::text, company_uuid::text`,
  );
  await m.feed(
    ...flagged.map((r) => ({
      collection: 'obligations' as const,
      row_id: r.obligation_uuid,
      company_uuid: r.company_uuid,
      op: 'upsert' as const,
    })),
  );
}

/** The regulation's number or title changed: the obligations whose mark names it are fed again. */
async function feedMarkedObligations(m: MutationContext, guid: string) {
  const marked = await m.rows<{ obligation_uuid: string }>(
    sql`SELECT obligation_uuid::text FROM obligations WHERE regulation_changed->>'regulation_guid' = ${guid}::text AND deleted_at IS NULL`,
  );
  await feedObligations(
    m,
    marked.map((r) => r.obligation_uuid),
  );
}

export async function deleteRegulation(
  m: MutationContext,
  user: AuthUser,
  rawGuid: string,
): Promise<RegulationDeleteAnswer> {
  const guid = rawGuid.toLowerCase();
  const current = await lockEditable(m, user, guid);
  const before = await savedRegulation(m, guid);
  await m.rows(
    sql`UPDATE regulations SET deleted_at = now(), updated_at = now() WHERE regulation_guid = ${guid}`,
  );
  const links = await unlinkAll(m, guid);
  await feedRegulations(m, [...new Set(links.map((l) => l.guid))]);
  const obligations = await m.rows<{ obligation_uuid: string }>(
    sql`DELETE FROM obligation_regulations WHERE regulation_guid = ${guid} RETURNING obligation_uuid::text`,
  );
  await feedObligations(
    m,
    obligations.map((o) => o.obligation_uuid),
  );
  const marks = await m.rows<{ bookmark_uuid: string; company_uuid: string; user_uuid: string }>(
    sql`UPDATE bookmarks SET deleted_at = now() WHERE entity_type = 'regulation' AND entity_uuid = ${guid} AND deleted_at IS NULL
     RETURNING bookmark_uuid::text, company_uuid::text, user_uuid::text`,
  );
  await m.feed(
    ...marks.map((b) => ({
      collection: 'bookmarks' as const,
      row_id: b.bookmark_uuid,
      company_uuid: b.company_uuid,
      user_uuid: b.user_uuid,
      op: 'delete' as const,
    })),
  );
  const relations = await m.rows<{ document_uuid: string; company_uuid: string }>(
    sql`DELETE FROM document_relations WHERE regulation_guid = ${guid} RETURNING document_uuid::text, company_uuid::text`,
  );
  const docs = new Map(relations.map((r) => [r.document_uuid, r.company_uuid]));
  await m.feed(
    ...[...docs].map(([row_id, company_uuid]) => ({
      collection: 'documents' as const,
      row_id,
      company_uuid,
      op: 'upsert' as const,
    })),
  );
  await m.log({
    type: 'regulation',
    type_uuid: guid,
    action: 'delete',
    before,
    company_uuid: current.company_uuid,
  });
  await m.feed({
    collection: 'regulations',
    row_id: guid,
    company_uuid: current.company_uuid,
    op: 'delete',
  });
  return {
    regulation_guid: guid,
    hierarchy_links: links.length,
    obligation_links: obligations.length,
    bookmarks: marks.length,
    document_relations: relations.length,
  };
}

/** Adds links from one obligation to regulations (kept when already there); answers all of its links. */
export async function linkObligationRegulations(
  m: MutationContext,
  user: AuthUser,
  obligationUuid: string,
  guids: string[],
) {
  const [obligation] = await checkObligations(m, user, [obligationUuid]);
  // A customer links only its company's own obligations (issue 24); master content stays the provider's.
  if (!user.is_provider) {
    const [own] = await m.tx
      .select({ id: obligations.obligation_uuid })
      .from(obligations)
      .where(
        and(
          eq(obligations.obligation_uuid, obligation),
          eq(obligations.company_uuid, user.company_uuid),
          isNull(obligations.deleted_at),
        ),
      );
    if (!own) throw errors.notFound();
  }
  const wanted = [...new Set(guids.map((g) => g.toLowerCase()))];
  const found = await m.rows<{ regulation_guid: string }>(
    sql`SELECT r.regulation_guid::text FROM regulations r WHERE r.regulation_guid = ANY(${sql.param(wanted)}::uuid[]) AND ${visibleRegulations(user.company_uuid, 'r')}`,
  );
  if (found.length !== wanted.length) throw errors.notFound();
  const added = await m.rows<{ regulation_guid: string }>(
    sql`INSERT INTO obligation_regulations (obligation_uuid, regulation_guid) SELECT ${obligation}, unnest(${sql.param(wanted)}::uuid[])
     ON CONFLICT DO NOTHING RETURNING regulation_guid::text`,
  );
  const all = await m.rows<{ regulation_guid: string }>(
    sql`SELECT x.regulation_guid::text FROM obligation_regulations x JOIN regulations r ON r.regulation_guid = x.regulation_guid
      WHERE x.obligation_uuid = ${obligation} AND r.deleted_at IS NULL ORDER BY x.regulation_guid`,
  );
  if (added.length) {
    await m.log({
      type: 'obligation',
      type_uuid: obligation,
      action: 'link_regulations',
      after: { regulation_guids: added.map((a) => a.regulation_guid) },
    });
    await feedObligations(m, [obligation]);
  }
  return { obligation_uuid: obligation, regulation_guids: all.map((a) => a.regulation_guid) };
}

/** Sends a regulation and the obligations resting on it to every client again (their feed entries). */
export async function syncRegulation(m: MutationContext, user: AuthUser, rawGuid: string) {
  const guid = rawGuid.toLowerCase();
  const current = await lockEditable(m, user, guid);
  await m.rows(sql`UPDATE regulations SET updated_at = now() WHERE regulation_guid = ${guid}`);
  await m.feed({
    collection: 'regulations',
    row_id: guid,
    company_uuid: current.company_uuid,
    op: 'upsert',
  });
  const obligations = await m.rows<{ obligation_uuid: string }>(
    sql`SELECT obligation_uuid::text FROM obligation_regulations WHERE regulation_guid = ${guid}`,
  );
  await feedObligations(
    m,
    obligations.map((o) => o.obligation_uuid),
  );
  await m.log({
    type: 'regulation',
    type_uuid: guid,
    action: 'sync',
    company_uuid: current.company_uuid,
  });
  return {
    regulation_guid: guid,
    obligations: obligations.length,
    synced_at: new Date().toISOString(),
  };
}
