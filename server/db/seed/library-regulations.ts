/**
 * Generates one sector copy's regulations and the hierarchy links between them: every lower
 * regulation implements the sector law (or a government regulation), amended ones have an
 * amending regulation, repealed ones a revoking one; each link is written in both directions.
 */
import { INVERSE_RELATION, LEGAL_STATUSES, type LegalStatus } from '../../../contract/enums';
import type { regulationHierarchy, regulations } from '../schema/library';
import { type Rng } from './random';
import {
  PROVINCES,
  REGULATION_TYPE_TEMPLATES,
  regulationAbstract,
  regulationFullText,
  regulationTitle,
  type Bi,
  type SectorTemplate,
} from './templates';

export type RegulationRow = typeof regulations.$inferInsert;
export type HierarchyRow = typeof regulationHierarchy.$inferInsert;

/** What obligations need to cite a regulation. */
export interface RegulationRef {
  guid: string;
  short: Bi;
  status: LegalStatus;
}

export const REGULATIONS_PER_SECTOR = 22;

const STATUS_WEIGHTS: [LegalStatus, number][] = [
  ['in_effect', 55],
  ['amended', 12],
  ['amended_partially_repealed', 6],
  ['amended_or_repealed', 5],
  ['repealed', 12],
  ['partially_repealed', 10],
];

const pad = (n: number) => String(n).padStart(2, '0');

export function generateRegulations(rng: Rng, sector: SectorTemplate, now: Date) {
  const rows: RegulationRow[] = [];
  const refs: RegulationRef[] = [];
  const stamp = now.toISOString();
  for (let i = 0; i < REGULATIONS_PER_SECTOR; i++) {
    const tpl =
      i === 0
        ? REGULATION_TYPE_TEMPLATES[0]
        : rng.weighted(REGULATION_TYPE_TEMPLATES.map((t) => [t, t.weight] as const));
    const province = rng.pick(PROVINCES);
    const prefix = tpl.prefix(sector, province);
    const subject = i < sector.subjects.length ? sector.subjects[i] : rng.pick(sector.subjects);
    const year = rng.int(tpl.years[0], tpl.years[1]);
    const number = rng.int(1, tpl.maxNumber);
    const title = regulationTitle(prefix, number, year, subject);
    const status: LegalStatus =
      i < LEGAL_STATUSES.length ? LEGAL_STATUSES[i] : rng.weighted(STATUS_WEIGHTS);
    const enacted = `${year}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
    const effective = rng.chance(0.7)
      ? enacted
      : `${Math.min(year + 1, now.getUTCFullYear())}${enacted.slice(4)}`;
    const abstract = regulationAbstract(sector, subject);
    const full = regulationFullText(title, subject, rng.int(40, 120));
    const issuer = tpl.issuer(sector, province);
    const guid = rng.uuid();
    rows.push({
      regulation_guid: guid,
      title_en: title.en,
      title_id: title.id,
      number: String(number),
      year,
      type: tpl.type,
      issuer_en: issuer.en,
      issuer_id: issuer.id,
      enacted_at: enacted,
      effective_at: effective,
      legal_status: status,
      abstract_en: abstract.en,
      abstract_id: abstract.id,
      full_text_en: full.en,
      full_text_id: full.id,
      company_uuid: null,
      created_at: stamp,
      updated_at: stamp,
    });
    refs.push({
      guid,
      status,
      short: {
        en: `${prefix.en} No. ${number} of ${year}`,
        id: `${prefix.id} Nomor ${number} Tahun ${year}`,
      },
    });
  }
  return { rows, refs, hierarchy: linkRegulations(rng, rows) };
}

function linkRegulations(rng: Rng, rows: RegulationRow[]): HierarchyRow[] {
  const out: HierarchyRow[] = [];
  const seen = new Set<string>();
  const add = (from: string, to: string, rel: 'amends' | 'implements' | 'revokes') => {
    if (from === to || seen.has(`${from}|${to}|${rel}`)) return;
    seen.add(`${from}|${to}|${rel}`);
    out.push({
      hierarchy_uuid: rng.uuid(),
      regulation_guid: from,
      related_guid: to,
      relation: rel,
    });
    out.push({
      hierarchy_uuid: rng.uuid(),
      regulation_guid: to,
      related_guid: from,
      relation: INVERSE_RELATION[rel],
    });
  };
  const guid = (r: RegulationRow) => r.regulation_guid as string;
  const law = rows[0];
  const govRegs = rows.filter((r) => r.type === 'government_regulation');
  const other = (i: number) => {
    const j = (i + rng.int(1, rows.length - 1)) % rows.length;
    return rows[j];
  };
  rows.forEach((row, i) => {
    if (i > 0 && row.type !== 'law') {
      const parent =
        row.type === 'ministerial_regulation' && govRegs.length > 0 && rng.chance(0.5)
          ? rng.pick(govRegs)
          : law;
      add(guid(row), guid(parent), 'implements');
    }
    const status = row.legal_status as LegalStatus;
    if (status.startsWith('amended')) add(guid(other(i)), guid(row), 'amends');
    if (status !== 'in_effect' && status !== 'amended') add(guid(other(i)), guid(row), 'revokes');
  });
  return out;
}
