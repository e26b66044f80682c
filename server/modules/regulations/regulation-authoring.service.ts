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
import { and, eq, isNull } from 'drizzle-orm';
import { obligations } from '../../db/schema/library';
import type { AuthUser } from '../../lib/auth-user';
import { errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { txQuery } from '../../db/tx-query';
import { visibleObligationSql } from '../obligations/obligations.policy';
import { visibleRegulationSql } from './regulations.policy';

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

const selectRegulation = `SELECT r.regulation_guid, ${COLUMNS.map((c) => (c.endsWith('_at') ? `r.${c}::text AS ${c}` : `r.${c}`)).join(', ')}, r.company_uuid
    FROM regulations r`;

/** The regulation as the caller's company may edit it, locked for the write; or 404. */
async function lockEditable(
  m: MutationContext,
  user: AuthUser,
  guid: string,
): Promise<StoredRegulation> {
  const [row] = await txQuery<StoredRegulation>(
    m.tx,
    `${selectRegulation} WHERE r.regulation_guid = $1 AND ${visibleRegulationSql('r', '$2')} FOR UPDATE`,
    [guid, user.company_uuid],
  );
  if (!row) throw errors.notFound();
  return row;
}

/** The regulation with its links and obligations, as the create and update answer it. */
export async function savedRegulation(m: MutationContext, guid: string): Promise<RegulationSaved> {
  const [row] = await txQuery<StoredRegulation>(
    m.tx,
    `${selectRegulation} WHERE r.regulation_guid = $1`,
    [guid],
  );
  const hierarchy = await txQuery<{ relation: HierarchyRelation; regulation_guid: string }>(
    m.tx,
    `SELECT h.relation, h.related_guid::text AS regulation_guid FROM regulation_hierarchy h
      WHERE h.regulation_guid = $1 ORDER BY h.relation, h.related_guid`,
    [guid],
  );
  const obligations = await txQuery<{ obligation_uuid: string }>(
    m.tx,
    `SELECT obligation_uuid::text FROM obligation_regulations WHERE regulation_guid = $1 ORDER BY obligation_uuid`,
    [guid],
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
    ? await txQuery<{ regulation_guid: string }>(
        m.tx,
        `SELECT r.regulation_guid::text FROM regulations r WHERE r.regulation_guid = ANY($1::uuid[]) AND ${visibleRegulationSql('r', '$2')}`,
        [ids, user.company_uuid],
      )
    : [];
  if (found.length !== ids.length) throw errors.notFound();
}

/** Replaces a regulation's links (and their inverses); feeds every neighbour whose links changed. */
async function replaceLinks(
  m: MutationContext,
  user: AuthUser,
  guid: string,
  links: HierarchyLinkInput[],
) {
  await checkLinks(m, user, guid, links);
  const removed = await txQuery<{ guid: string }>(
    m.tx,
    `DELETE FROM regulation_hierarchy WHERE regulation_guid = $1 OR related_guid = $1
      RETURNING (CASE WHEN regulation_guid = $1 THEN related_guid ELSE regulation_guid END)::text AS guid`,
    [guid],
  );
  for (const l of links) {
    const other = l.regulation_guid.toLowerCase();
    await txQuery(
      m.tx,
      `INSERT INTO regulation_hierarchy (regulation_guid, related_guid, relation) VALUES ($1, $2, $3), ($2, $1, $4)
       ON CONFLICT DO NOTHING`,
      [guid, other, l.relation, INVERSE_RELATION[l.relation]],
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
  const rows = await txQuery<{ regulation_guid: string; company_uuid: string | null }>(
    m.tx,
    `SELECT regulation_guid::text, company_uuid::text FROM regulations WHERE regulation_guid = ANY($1::uuid[]) AND deleted_at IS NULL`,
    [guids],
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
  const rows = await txQuery<{ obligation_uuid: string; company_uuid: string | null }>(
    m.tx,
    `SELECT obligation_uuid::text, company_uuid::text FROM obligations WHERE obligation_uuid = ANY($1::uuid[])`,
    [ids],
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
    ? await txQuery<{ obligation_uuid: string }>(
        m.tx,
        `SELECT o.obligation_uuid::text FROM obligations o
          WHERE o.obligation_uuid = ANY($1::uuid[]) AND ${visibleObligationSql('o', '$2', user.is_provider)}`,
        [unique, user.company_uuid],
      )
    : [];
  if (found.length !== unique.length) throw errors.notFound();
  return unique;
}

/** Sets the obligations resting on a regulation to exactly `ids`; feeds those that changed. */
async function replaceObligations(m: MutationContext, user: AuthUser, guid: string, ids: string[]) {
  const wanted = await checkObligations(m, user, ids);
  const removed = await txQuery<{ obligation_uuid: string }>(
    m.tx,
    `DELETE FROM obligation_regulations WHERE regulation_guid = $1 AND NOT (obligation_uuid = ANY($2::uuid[])) RETURNING obligation_uuid::text`,
    [guid, wanted],
  );
  const added = wanted.length
    ? await txQuery<{ obligation_uuid: string }>(
        m.tx,
        `INSERT INTO obligation_regulations (obligation_uuid, regulation_guid) SELECT unnest($1::uuid[]), $2
         ON CONFLICT DO NOTHING RETURNING obligation_uuid::text`,
        [wanted, guid],
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
  const [{ regulation_guid: guid }] = await txQuery<{ regulation_guid: string }>(
    m.tx,
    `INSERT INTO regulations (${columns.join(', ')}, company_uuid)
     VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}, $${columns.length + 1}) RETURNING regulation_guid::text`,
    [...columns.map((c) => body[c]), company],
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
  await txQuery(
    m.tx,
    `UPDATE regulations SET ${[...columns.map((c, i) => `${c} = $${i + 2}`), 'updated_at = now()'].join(', ')} WHERE regulation_guid = $1`,
    [guid, ...columns.map((c) => body[c])],
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
  const flagged = await txQuery<{ obligation_uuid: string; company_uuid: string | null }>(
    m.tx,
    `UPDATE obligations SET regulation_changed = jsonb_build_object('regulation_guid', $1::text, 'from', $2::text, 'to', $3::text, 'at', now())
      WHERE obligation_uuid IN (SELECT obligation_uuid FROM obligation_regulations WHERE regulation_guid = $1) AND deleted_at IS NULL
      RETURNING obligation_uuid::text, company_uuid::text`,
    [guid, from, to],
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
  const marked = await txQuery<{ obligation_uuid: string }>(
    m.tx,
    `SELECT obligation_uuid::text FROM obligations WHERE regulation_changed->>'regulation_guid' = $1::text AND deleted_at IS NULL`,
    [guid],
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
  await txQuery(
    m.tx,
    `UPDATE regulations SET deleted_at = now(), updated_at = now() WHERE regulation_guid = $1`,
    [guid],
  );
  const links = await txQuery<{ guid: string }>(
    m.tx,
    `DELETE FROM regulation_hierarchy WHERE regulation_guid = $1 OR related_guid = $1
      RETURNING (CASE WHEN regulation_guid = $1 THEN related_guid ELSE regulation_guid END)::text AS guid`,
    [guid],
  );
  await feedRegulations(m, [...new Set(links.map((l) => l.guid))]);
  const obligations = await txQuery<{ obligation_uuid: string }>(
    m.tx,
    `DELETE FROM obligation_regulations WHERE regulation_guid = $1 RETURNING obligation_uuid::text`,
    [guid],
  );
  await feedObligations(
    m,
    obligations.map((o) => o.obligation_uuid),
  );
  const marks = await txQuery<{ bookmark_uuid: string; company_uuid: string; user_uuid: string }>(
    m.tx,
    `UPDATE bookmarks SET deleted_at = now() WHERE entity_type = 'regulation' AND entity_uuid = $1 AND deleted_at IS NULL
     RETURNING bookmark_uuid::text, company_uuid::text, user_uuid::text`,
    [guid],
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
  const relations = await txQuery<{ document_uuid: string; company_uuid: string }>(
    m.tx,
    `DELETE FROM document_relations WHERE regulation_guid = $1 RETURNING document_uuid::text, company_uuid::text`,
    [guid],
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
  const found = await txQuery<{ regulation_guid: string }>(
    m.tx,
    `SELECT r.regulation_guid::text FROM regulations r WHERE r.regulation_guid = ANY($1::uuid[]) AND ${visibleRegulationSql('r', '$2')}`,
    [wanted, user.company_uuid],
  );
  if (found.length !== wanted.length) throw errors.notFound();
  const added = await txQuery<{ regulation_guid: string }>(
    m.tx,
    `INSERT INTO obligation_regulations (obligation_uuid, regulation_guid) SELECT $1, unnest($2::uuid[])
     ON CONFLICT DO NOTHING RETURNING regulation_guid::text`,
    [obligation, wanted],
  );
  const all = await txQuery<{ regulation_guid: string }>(
    m.tx,
    `SELECT x.regulation_guid::text FROM obligation_regulations x JOIN regulations r ON r.regulation_guid = x.regulation_guid
      WHERE x.obligation_uuid = $1 AND r.deleted_at IS NULL ORDER BY x.regulation_guid`,
    [obligation],
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
  await txQuery(m.tx, `UPDATE regulations SET updated_at = now() WHERE regulation_guid = $1`, [
    guid,
  ]);
  await m.feed({
    collection: 'regulations',
    row_id: guid,
    company_uuid: current.company_uuid,
    op: 'upsert',
  });
  const obligations = await txQuery<{ obligation_uuid: string }>(
    m.tx,
    `SELECT obligation_uuid::text FROM obligation_regulations WHERE regulation_guid = $1`,
    [guid],
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
