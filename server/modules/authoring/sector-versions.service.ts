/**
 * A sector's versions (POST /sectors/dynamic-content-publish and its compare). Publishing stamps
 * a version not lower than the last one, at most one per sector per calendar day (the unique
 * (sector_uuid, published_at) of sector_versions holds it under concurrency too), and applies
 * every pending draft of the sector: obligations through the obligation publish
 * (obligations.service.ts: versions kept, customers told), then the topics' and the sector's own.
 *
 * The version's snapshot records each obligation's version_code and status as published, and
 * the uuids the version added, changed and repealed: the compare reads the last snapshot as its
 * "before", and the sync (sector-sync.job.ts) delivers the changes it lists.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { OBLIGATION_DRAFT_FIELDS } from '../../../contract/api/authoring';
import type { SectorCompareAnswer, sectorPublishBody } from '../../../contract/api/sector-versions';
import { OBLIGATION_STATUS } from '../../../contract/enums';
import { utcToday } from '../../db/utc-day';
import type { AuthUser } from '../../lib/auth-user';
import { AppError, errors } from '../../lib/errors';
import type { FeedEntry, MutationContext } from '../../lib/mutation';
import { tenant } from '../../lib/tenant';
import { withDraft } from './authoring.policy';
import { OBLIGATION_COLS, type ObligationRow } from './authoring.repository';
import { publishObligations } from './obligations.service';

/** Runs a bound `sql` template: on the pool (`Database.rows`) or a mutation's transaction (`m.rows`). */
export type Rows = <T = Record<string, unknown>>(query: SQL) => Promise<T[]>;

export interface VersionSnapshot {
  version?: number;
  obligations?: Record<string, { version_code: number; status: number }>;
  changes?: { added: string[]; changed: string[]; repealed: string[] };
}

type Fields = Record<string, unknown>;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const ref = (r: Fields & { obligation_uuid: string }, version_code: number) => ({
  obligation_uuid: r.obligation_uuid,
  comp_title_en: String(r.comp_title_en),
  comp_title_id: String(r.comp_title_id),
  version_code,
});

/** What publishing the sector now would change against its last version (read-only). */
export async function sectorChanges(q: Rows, companyUuid: string, sectorUuid: string) {
  const [sector] = await q<{ version: number; last_published_at: string | null }>(
    sql`SELECT s.version, s.last_published_at FROM sectors s WHERE s.sector_uuid = ${sectorUuid} AND ${tenant('s', companyUuid)}`,
  );
  if (!sector) throw errors.notFound();
  const [last] = await q<{ snapshot: VersionSnapshot }>(
    sql`SELECT snapshot FROM sector_versions WHERE sector_uuid = ${sectorUuid} ORDER BY version DESC, created_at DESC LIMIT 1`,
  );
  const published = last?.snapshot?.obligations;
  const since = sector.last_published_at;
  const rows = await q<ObligationRow & Fields & { touched: boolean }>(
    sql`SELECT ${OBLIGATION_COLS}, (${since}::timestamptz IS NULL OR o.updated_at > ${since}::timestamptz) AS touched
          FROM obligations o WHERE o.sector_uuid = ${sectorUuid} AND ${tenant('o', companyUuid)} ORDER BY o.sort, o.obligation_uuid`,
  );
  // The versions customers saw of obligations published one by one since the last sector version.
  const older = rows.filter(
    (r) =>
      published?.[r.obligation_uuid] && published[r.obligation_uuid].version_code < r.version_code,
  );
  const snapshots = older.length
    ? await q<{ obligation_uuid: string; snapshot: Fields }>(
        sql`SELECT v.obligation_uuid, v.snapshot
              FROM obligation_versions v
              JOIN unnest(${sql.param(older.map((r) => r.obligation_uuid))}::uuid[], ${sql.param(older.map((r) => published![r.obligation_uuid].version_code))}::int[]) AS x(id, code)
                ON v.obligation_uuid = x.id AND v.version_code = x.code`,
      )
    : [];
  const before = new Map(snapshots.map((s) => [s.obligation_uuid, s.snapshot]));

  const out: SectorCompareAnswer = {
    sector_uuid: sectorUuid,
    last_version: sector.version,
    added: [],
    changed: [],
    repealed: [],
  };
  for (const row of rows) {
    const was = published
      ? published[row.obligation_uuid]
      : row.obligation_status === OBLIGATION_STATUS.draft
        ? undefined
        : { version_code: row.version_code, status: row.obligation_status };
    if (row.obligation_status === OBLIGATION_STATUS.repealed) {
      const newly = was
        ? was.status !== OBLIGATION_STATUS.repealed
        : published === undefined && row.touched;
      if (newly) out.repealed.push(ref(row, row.version_code));
      continue;
    }
    if (!row.is_active) continue;
    const after: Fields = withDraft(row);
    if (!was || was.status === OBLIGATION_STATUS.draft) {
      out.added.push(
        ref(
          after as Fields & { obligation_uuid: string },
          row.obligation_status === OBLIGATION_STATUS.draft ? 1 : row.version_code,
        ),
      );
      continue;
    }
    const base: Fields =
      was.version_code < row.version_code
        ? { ...row, ...(before.get(row.obligation_uuid) ?? {}) }
        : row;
    const fields = OBLIGATION_DRAFT_FIELDS.filter((f) => !same(base[f], after[f])).map((f) => ({
      field: f,
      before: base[f] ?? null,
      after: after[f] ?? null,
    }));
    if (fields.length)
      out.changed.push({
        ...ref(
          after as Fields & { obligation_uuid: string },
          row.draft ? row.version_code + 1 : row.version_code,
        ),
        fields,
      });
  }
  return out;
}

/** Stamps the sector's next version and publishes every pending draft in it. */
export async function publishSectorVersion(
  m: MutationContext,
  user: AuthUser,
  body: z.output<typeof sectorPublishBody>,
) {
  const company = user.company_uuid;
  const [sector] = await m.rows<{
    sector_uuid: string;
    version: number;
    company_uuid: string | null;
  }>(
    sql`SELECT s.sector_uuid, s.version, s.company_uuid FROM sectors s WHERE s.sector_uuid = ${body.sector_uuid} AND ${tenant('s', company)} FOR UPDATE`,
  );
  if (!sector) throw errors.notFound();
  if (body.version < sector.version) throw errors.field('version', 'sector_version_lower');
  const sameDay = async () =>
    (
      await m.rows(
        sql`SELECT 1 FROM sector_versions WHERE sector_uuid = ${sector.sector_uuid} AND published_at = ${utcToday}`,
      )
    ).length > 0;
  if (await sameDay()) throw new AppError('conflict', 'sector_version_daily');

  const changes = await sectorChanges(m.rows, company, sector.sector_uuid);
  const pending = await m.rows<{ obligation_uuid: string }>(
    sql`SELECT o.obligation_uuid FROM obligations o WHERE o.sector_uuid = ${sector.sector_uuid} AND ${tenant('o', company)}
           AND (o.obligation_status = 0 OR (o.obligation_status = 1 AND o.draft IS NOT NULL))`,
  );
  if (pending.length)
    await publishObligations(
      m,
      user,
      pending.map((p) => p.obligation_uuid),
    );

  const topics = await m.rows<{ topic_uuid: string; company_uuid: string | null }>(
    sql`UPDATE topics t SET title_en = coalesce(t.draft->>'title_en', t.title_en), title_id = coalesce(t.draft->>'title_id', t.title_id), draft = NULL, updated_at = now()
         WHERE t.sector_uuid = ${sector.sector_uuid} AND t.is_published AND t.draft IS NOT NULL AND ${tenant('t', company)}
         RETURNING t.topic_uuid, t.company_uuid`,
  );
  await m.rows(
    sql`UPDATE sectors s SET is_published = true, version = ${body.version}, last_published_at = now(), updated_at = now(),
               name_en = coalesce(s.draft->>'name_en', s.name_en), name_id = coalesce(s.draft->>'name_id', s.name_id),
               description_en = CASE WHEN s.draft ? 'description_en' THEN s.draft->>'description_en' ELSE s.description_en END,
               description_id = CASE WHEN s.draft ? 'description_id' THEN s.draft->>'description_id' ELSE s.description_id END,
               draft = NULL
         WHERE s.sector_uuid = ${sector.sector_uuid}`,
  );
  // The version is the editors' review of the sector: flags of changed regulations on the
  // publisher's rows are resolved, and the customers' synced obligations lose the mark (fed again
  // below). A company's own obligations in the sector keep theirs: the version is not their review.
  const resolved = await m.rows<{ obligation_uuid: string; company_uuid: string | null }>(
    sql`UPDATE obligations o SET regulation_changed = NULL
         WHERE o.sector_uuid = ${sector.sector_uuid} AND o.regulation_changed IS NOT NULL AND ${tenant('o', company)}
         RETURNING o.obligation_uuid::text, o.company_uuid::text`,
  );
  const states = await m.rows<{
    obligation_uuid: string;
    version_code: number;
    obligation_status: number;
  }>(
    sql`SELECT o.obligation_uuid, o.version_code, o.obligation_status FROM obligations o
         WHERE o.sector_uuid = ${sector.sector_uuid} AND o.obligation_status <> 0 AND ${tenant('o', company)}`,
  );
  const snapshot: VersionSnapshot = {
    version: body.version,
    obligations: Object.fromEntries(
      states.map((s) => [
        s.obligation_uuid,
        { version_code: s.version_code, status: s.obligation_status },
      ]),
    ),
    changes: {
      added: changes.added.map((x) => x.obligation_uuid),
      changed: changes.changed.map((x) => x.obligation_uuid),
      repealed: changes.repealed.map((x) => x.obligation_uuid),
    },
  };
  const [version] = await m.rows<{ version_uuid: string; published_at: string }>(
    sql`INSERT INTO sector_versions (sector_uuid, version, published_at, published_by, snapshot)
        VALUES (${sector.sector_uuid}, ${body.version}, ${utcToday}, ${user.user_uuid}, ${JSON.stringify(snapshot)}::jsonb)
        ON CONFLICT DO NOTHING RETURNING version_uuid, published_at::text AS published_at`,
  );
  // Another publish of the same day committed first: the unique index refused this one.
  if (!version) throw new AppError('conflict', 'sector_version_daily');
  const result = {
    version_uuid: version.version_uuid,
    sector_uuid: sector.sector_uuid,
    version: body.version,
    published_at: version.published_at,
    added: changes.added.length,
    changed: changes.changed.length,
    repealed: changes.repealed.length,
  };
  await m.log({
    type: 'sector',
    type_uuid: sector.sector_uuid,
    action: 'publish_version',
    before: { version: sector.version },
    after: result,
    company_uuid: sector.company_uuid,
  });
  await m.feed(
    {
      collection: 'sectors',
      row_id: sector.sector_uuid,
      company_uuid: sector.company_uuid,
      op: 'upsert',
    },
    ...topics.map((t): FeedEntry => ({
      collection: 'topics',
      row_id: t.topic_uuid,
      company_uuid: t.company_uuid,
      op: 'upsert',
    })),
    ...resolved.map((o): FeedEntry => ({
      collection: 'obligations',
      row_id: o.obligation_uuid,
      company_uuid: o.company_uuid,
      op: 'upsert',
    })),
  );
  return result;
}
