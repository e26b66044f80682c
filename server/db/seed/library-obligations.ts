/** One obligation row from a phrase template, with its regulation links and earlier versions. */
import type { ObligationType, Priority, Sanction } from '../../../contract/enums';
import type { LibraryPlan, ObligationRow } from './library-plan';
import type { RegulationRef } from './library-regulations';
import { isoDaysFrom, type Rng } from './random';
import {
  CHECKLISTS,
  OBLIGATION_TEMPLATES,
  PENALTIES,
  PERIODS,
  fill,
  type SectorTemplate,
  type SubtopicTemplate,
} from './templates';

const SANCTION_WEIGHTS: [Sanction, number][] = [
  ['administrative', 45],
  ['administrative_and_criminal', 20],
  ['criminal', 10],
  ['none', 25],
];
const PRIORITY_WEIGHTS: [Priority, number][] = [
  ['low', 25],
  ['medium', 45],
  ['high', 30],
];
const STATUS_WEIGHTS: [number, number][] = [
  [1, 85],
  [0, 10],
  [-2, 5],
];

export interface ObligationInput {
  tpl: SectorTemplate;
  sub: SubtopicTemplate;
  sectorUuid: string;
  topicUuid: string;
  templateIdx: number;
  sort: number;
  regs: RegulationRef[];
  now: Date;
  owner?: string;
}

export function addObligation(rng: Rng, plan: LibraryPlan, o: ObligationInput) {
  const template = OBLIGATION_TEMPLATES[o.templateIdx];
  const period = rng.pick(PERIODS);
  const values = (lang: 'en' | 'id') => ({
    object: o.sub.object[lang],
    authority: o.tpl.authority[lang],
    permit: o.tpl.permit[lang],
    period: period[lang],
  });
  const status = o.owner ? 1 : rng.weighted(STATUS_WEIGHTS);
  const sanction = rng.weighted(SANCTION_WEIGHTS);
  const priority = rng.weighted(PRIORITY_WEIGHTS);
  const type: ObligationType | null = status === 0 && rng.chance(0.3) ? null : template.type;
  const linked = rng.sample(o.regs, rng.int(1, 3));
  const article = rng.int(12, 110);
  const years = String(rng.int(1, 10));
  const fine = String(rng.pick([1, 2, 3, 5, 10]));
  // Older versions cite an earlier article under their own sanction, so a compliance still on an
  // older version has a real difference to confirm (GET /compliance/{id}/diffs/regulation).
  const penalty = (lang: 'en' | 'id', articleNo = article, bySanction = sanction) =>
    fill(PENALTIES[bySanction][lang], {
      ref:
        lang === 'en'
          ? `Article ${articleNo} of ${linked[0].short.en}`
          : `Pasal ${articleNo} ${linked[0].short.id}`,
      years,
      fine,
    });
  const pool = CHECKLISTS[template.type];
  const checklist = pool.slice(0, rng.int(2, pool.length));
  const versionCode = o.owner
    ? 1
    : rng.weighted([
        [1, 70],
        [2, 22],
        [3, 8],
      ] as const);
  const publishedDay = -rng.int(10, 900);
  const uuid = rng.uuid();
  const title = {
    en: fill(template.title.en, values('en')),
    id: fill(template.title.id, values('id')),
  };
  const description = {
    en: fill(template.description.en, values('en')),
    id: fill(template.description.id, values('id')),
  };
  const prefix = o.owner
    ? { en: 'Company policy: ', id: 'Kebijakan perusahaan: ' }
    : { en: '', id: '' };
  const row: ObligationRow = {
    obligation_uuid: uuid,
    topic_uuid: o.topicUuid,
    sector_uuid: o.sectorUuid,
    comp_title_en: prefix.en + title.en.charAt(0).toUpperCase() + title.en.slice(1),
    comp_title_id: prefix.id + title.id.charAt(0).toUpperCase() + title.id.slice(1),
    regulation_obligation_description_en: description.en,
    regulation_obligation_description_id: description.id,
    regulation_penalty_description_en: penalty('en'),
    regulation_penalty_description_id: penalty('id'),
    sanction,
    priority,
    type,
    checklist_template: checklist,
    version_code: versionCode,
    obligation_status: status,
    is_active: status !== -2,
    master: !o.owner,
    company_uuid: o.owner ?? null,
    sort: o.sort,
    has_notif: versionCode > 1 && status === 1 && rng.chance(0.5),
    published_at: status === 0 ? null : isoDaysFrom(o.now, publishedDay),
    created_at: isoDaysFrom(o.now, publishedDay - 30),
    updated_at: isoDaysFrom(o.now, status === 0 ? -rng.int(1, 20) : publishedDay),
  };
  plan.obligations.push(row);
  for (const reg of linked)
    plan.obligationRegulations.push({ obligation_uuid: uuid, regulation_guid: reg.guid });
  for (let v = 1; v < versionCode; v++) {
    const olderSanction = v === 1 ? rng.weighted(SANCTION_WEIGHTS) : sanction;
    const olderArticle = article - (versionCode - v);
    plan.obligationVersions.push({
      obligation_version_uuid: rng.uuid(),
      obligation_uuid: uuid,
      version_code: v,
      snapshot: {
        comp_title_en: row.comp_title_en,
        comp_title_id: row.comp_title_id,
        regulation_obligation_description_en: row.regulation_obligation_description_en,
        regulation_obligation_description_id: row.regulation_obligation_description_id,
        regulation_penalty_description_en: penalty('en', olderArticle, olderSanction),
        regulation_penalty_description_id: penalty('id', olderArticle, olderSanction),
        topic_uuid: row.topic_uuid,
        sector_uuid: row.sector_uuid,
        sanction: olderSanction,
        priority: v === 1 ? rng.weighted(PRIORITY_WEIGHTS) : priority,
        type,
        checklist_template: checklist.slice(0, Math.max(1, checklist.length - (versionCode - v))),
        regulation_guids: linked.slice(0, 1).map((r) => r.guid),
      },
      created_at: isoDaysFrom(o.now, publishedDay - 60 * (versionCode - v)),
    });
  }
}
