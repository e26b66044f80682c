/**
 * Before/after of an updated obligation for a compliance still on an older version: "before" is
 * the compliance's version (the obligation_versions snapshot of its version_code), "after" the
 * obligation as it is now, each change-detail field of the specification in the request language.
 * A snapshot field an older version did not record reads as the current value (unchanged).
 */
import { sql } from 'drizzle-orm';
import type { DiffField, DiffGroup, DiffsAnswer } from '../../../../contract/api/checklists';
import { DIFF_GROUPS } from '../../../../contract/api/checklists';
import { labelOf, PRIORITY_LABELS, SANCTION_LABELS } from '../../../../contract/labels';
import type { Database } from '../../../db/client';
import type { ChecklistTemplateItem } from '../../../db/schema/library';
import type { GatedCompliance } from '../compliance-gate';

type Lang = 'en' | 'id';

/** The obligation fields a version holds (the obligations row, or a snapshot of it). */
interface VersionFields {
  comp_title_en: string;
  comp_title_id: string;
  regulation_obligation_description_en: string | null;
  regulation_obligation_description_id: string | null;
  regulation_penalty_description_en: string | null;
  regulation_penalty_description_id: string | null;
  sanction: string;
  priority: string;
  checklist_template: ChecklistTemplateItem[];
  topic_uuid: string;
  sector_uuid: string;
}

async function placeNames(db: Database, topicUuid: string, sectorUuid: string, lang: Lang) {
  const title = (alias: string) => sql`${sql.identifier(alias)}.${sql.identifier(`title_${lang}`)}`;
  const [row] = await db.rows<{
    subtopic: string | null;
    topic: string | null;
    sector: string | null;
  }>(
    sql`SELECT CASE WHEN t.parent_uuid IS NULL THEN NULL ELSE ${title('t')} END AS subtopic,
            coalesce(${title('p')}, ${title('t')}) AS topic,
            (SELECT s.${sql.identifier(`name_${lang}`)} FROM sectors s WHERE s.sector_uuid = ${sectorUuid}) AS sector
       FROM topics t LEFT JOIN topics p ON p.topic_uuid = t.parent_uuid WHERE t.topic_uuid = ${topicUuid}`,
  );
  return row ?? { subtopic: null, topic: null, sector: null };
}

async function fieldsOf(db: Database, v: VersionFields, lang: Lang) {
  const place = await placeNames(db, v.topic_uuid, v.sector_uuid, lang);
  return {
    comp_title: v[`comp_title_${lang}`],
    topic_title: place.topic,
    subtopic_title: place.subtopic,
    cat_name: place.sector,
    sanction: labelOf(SANCTION_LABELS, v.sanction, lang),
    priority: labelOf(PRIORITY_LABELS, v.priority, lang),
    checklist: v.checklist_template.map((i) => (lang === 'id' ? i.title_id : i.title_en)),
    regulation_obligation_description: v[`regulation_obligation_description_${lang}`],
    regulation_penalty_description: v[`regulation_penalty_description_${lang}`],
  } satisfies Record<string, DiffField['before']>;
}

const same = (a: DiffField['before'], b: DiffField['before']) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Every group of the diff of a compliance the caller may see (the route gated it). */
export async function complianceDiffs(
  db: Database,
  c: GatedCompliance,
  lang: Lang,
): Promise<DiffsAnswer> {
  const [current] = await db.rows<VersionFields & { version_code: number }>(
    sql`SELECT comp_title_en, comp_title_id, regulation_obligation_description_en, regulation_obligation_description_id,
            regulation_penalty_description_en, regulation_penalty_description_id, sanction, priority, checklist_template,
            topic_uuid, sector_uuid, version_code
       FROM obligations WHERE obligation_uuid = ${c.obligation_uuid}`,
  );
  const [version] = await db.rows<{ snapshot: Partial<VersionFields> }>(
    sql`SELECT snapshot FROM obligation_versions WHERE obligation_uuid = ${c.obligation_uuid} AND version_code = ${c.version_code}`,
  );
  // A compliance on the current version (or with no recorded older one) has nothing to compare.
  const older: VersionFields =
    c.version_code < current.version_code && version
      ? { ...current, ...version.snapshot }
      : current;
  const [before, after] = await Promise.all([
    fieldsOf(db, older, lang),
    fieldsOf(db, current, lang),
  ]);
  const group = (g: DiffGroup): DiffField[] =>
    DIFF_GROUPS[g].map((field) => ({
      field,
      before: before[field],
      after: after[field],
      changed: !same(before[field], after[field]),
    }));
  return {
    compliance_uuid: c.compliance_uuid,
    before_version: c.version_code,
    after_version: current.version_code,
    information: group('information'),
    checklist: group('checklist'),
    regulation: group('regulation'),
  };
}
