/**
 * The sheets of every download: their columns (headers in both languages) and how a row is made.
 * The regframe layout (template and POST /export) keeps codes, not labels, for the enumerations
 * (type, sanction, priority) so an exported sector can be edited and read back; its "Values"
 * sheet lists the codes allowed with their labels.
 */
import {
  HIERARCHY_RELATIONS,
  LEGAL_STATUSES,
  OBLIGATION_TYPES,
  PRIORITIES,
  REGULATION_TYPES,
  SANCTIONS,
} from '../../../contract/enums';
import {
  HIERARCHY_RELATION_LABELS,
  LEGAL_STATUS_LABELS,
  OBLIGATION_TYPE_LABELS,
  PRIORITY_LABELS,
  REGULATION_TYPE_LABELS,
  SANCTION_LABELS,
  labelOf,
} from '../../../contract/labels';
import {
  REGFRAME_COLUMNS as REGFRAME_TEMPLATE_COLUMNS,
  REGFRAME_EXPORT_COLUMNS,
} from '../../../contract/api/regframe-import';
import type { ObligationRow, RegulationRow, SubscribedCompanyRow } from './spreadsheets.repository';
import type { Column, Lang, Sheet } from './xlsx';

const col = (en: string, id: string, width = 20): Column => ({ en, id, width });

/** The regframe layout (contract/api/regframe-import.ts: the import reads these columns back). */
export const REGFRAME_COLUMNS: readonly Column[] = REGFRAME_TEMPLATE_COLUMNS;

/** The export adds the obligation's state and id after the regframe columns. */
const EXPORT_EXTRA: readonly Column[] = REGFRAME_EXPORT_COLUMNS;

const STATUS_TEXT: Record<number, { en: string; id: string }> = {
  1: { en: 'publish', id: 'terbit' },
  0: { en: 'draft', id: 'draf' },
  [-2]: { en: 'repealed', id: 'dicabut' },
};

const checklistText = (items: ObligationRow['checklist'], key: 'title_en' | 'title_id') =>
  (Array.isArray(items) ? items : [])
    .map((i) => i[key] ?? '')
    .filter(Boolean)
    .join('\n');

function regframeCells(o: ObligationRow) {
  return [
    o.sector_code,
    o.topic_en,
    o.topic_id,
    o.subtopic_en,
    o.subtopic_id,
    o.comp_title_en,
    o.comp_title_id,
    o.description_en,
    o.description_id,
    o.penalty_en,
    o.penalty_id,
    o.type,
    o.sanction,
    o.priority,
    o.regulations,
    checklistText(o.checklist, 'title_en'),
    checklistText(o.checklist, 'title_id'),
  ];
}

/** The allowed codes of each enumeration with their labels (the template's second sheet). */
function valuesSheet(lang: Lang): Sheet {
  const rows: [string, string, string][] = [];
  const list = (
    field: string,
    codes: readonly string[],
    labels: Record<string, { en: string; id: string }>,
  ) => {
    for (const c of codes) rows.push([field, c, labelOf(labels, c, lang)]);
  };
  list(lang === 'id' ? 'Jenis' : 'Type', OBLIGATION_TYPES, OBLIGATION_TYPE_LABELS);
  list(lang === 'id' ? 'Jenis sanksi' : 'Sanction', SANCTIONS, SANCTION_LABELS);
  list(lang === 'id' ? 'Prioritas' : 'Priority', PRIORITIES, PRIORITY_LABELS);
  return {
    name: { en: 'Values', id: 'Nilai' },
    columns: [col('Column', 'Kolom'), col('Code', 'Kode'), col('Meaning', 'Arti', 40)],
    rows,
  };
}

export function regframeTemplate(lang: Lang): Sheet[] {
  return [
    { name: { en: 'Regframe', id: 'Regframe' }, columns: REGFRAME_COLUMNS, rows: [] },
    valuesSheet(lang),
  ];
}

/** The template with one filled row: the reference's example of POST /upload. */
export function regframeExample(): Sheet[] {
  const [sheet, values] = regframeTemplate('en');
  const row = [
    'ENV',
    'Waste',
    'Limbah',
    'Hazardous waste',
    'Limbah B3',
    'Keep a hazardous waste logbook',
    'Menyimpan buku catatan limbah B3',
    null,
    null,
    null,
    null,
    'periodic',
    'administrative',
    'high',
    '22/2021',
    'Open the logbook\nSign each page',
    'Buka buku catatan\nTandatangani setiap halaman',
  ];
  return [{ ...sheet, rows: [row] }, values];
}

export function sectorExport(rows: ObligationRow[], lang: Lang): Sheet[] {
  return [
    {
      name: { en: 'Regframe', id: 'Regframe' },
      columns: [...REGFRAME_COLUMNS, ...EXPORT_EXTRA],
      rows: rows.map((o) => [
        ...regframeCells(o),
        STATUS_TEXT[o.obligation_status]?.[lang] ?? String(o.obligation_status),
        o.is_active,
        o.version_code,
        o.obligation_uuid,
      ]),
    },
    valuesSheet(lang),
  ];
}

/** The regulation layout (GET /documents/template/regulation-template.xlsx, GET /regulation/sync-on-export). */
export const REGULATION_COLUMNS = [
  col('Number', 'Nomor', 12),
  col('Year', 'Tahun', 8),
  col('Type', 'Jenis', 24),
  col('Title (EN)', 'Judul (EN)', 48),
  col('Title (ID)', 'Judul (ID)', 48),
  col('Issuer (EN)', 'Penerbit (EN)', 28),
  col('Issuer (ID)', 'Penerbit (ID)', 28),
  col('Enacted on', 'Diundangkan', 12),
  col('Effective from', 'Berlaku sejak', 12),
  col('Legal status', 'Status hukum', 24),
] as const;

export function regulationTemplate(lang: Lang): Sheet[] {
  const rows: [string, string, string][] = [];
  for (const c of REGULATION_TYPES)
    rows.push([lang === 'id' ? 'Jenis' : 'Type', c, labelOf(REGULATION_TYPE_LABELS, c, lang)]);
  for (const c of LEGAL_STATUSES)
    rows.push([
      lang === 'id' ? 'Status hukum' : 'Legal status',
      c,
      labelOf(LEGAL_STATUS_LABELS, c, lang),
    ]);
  for (const c of HIERARCHY_RELATIONS)
    rows.push([
      lang === 'id' ? 'Hubungan' : 'Relation',
      c,
      labelOf(HIERARCHY_RELATION_LABELS, c, lang),
    ]);
  return [
    { name: { en: 'Regulations', id: 'Peraturan' }, columns: REGULATION_COLUMNS, rows: [] },
    {
      name: { en: 'Values', id: 'Nilai' },
      columns: [col('Column', 'Kolom'), col('Code', 'Kode'), col('Meaning', 'Arti', 40)],
      rows,
    },
  ];
}

const regulationCells = (r: RegulationRow) => [
  r.number,
  r.year,
  r.type,
  r.title_en,
  r.title_id,
  r.issuer_en,
  r.issuer_id,
  r.enacted_at,
  r.effective_at,
  r.legal_status,
];

/** GET /regulation/sync-on-export: every regulation with its counts, and every hierarchy link. */
export function regulationLibrary(
  regs: RegulationRow[],
  links: {
    from_number: string;
    from_year: number;
    relation: string;
    to_number: string;
    to_year: number;
    from_guid: string;
    to_guid: string;
  }[],
  lang: Lang,
): Sheet[] {
  return [
    {
      name: { en: 'Regulations', id: 'Peraturan' },
      columns: [
        ...REGULATION_COLUMNS,
        col('Obligations', 'Kewajiban', 12),
        col('Documents', 'Dokumen', 10),
        col('Regulation id', 'Id peraturan', 38),
      ],
      rows: regs.map((r) => [...regulationCells(r), r.obligations, r.documents, r.regulation_guid]),
    },
    {
      name: { en: 'Hierarchy', id: 'Hierarki' },
      columns: [
        col('Regulation', 'Peraturan', 16),
        col('Relation', 'Hubungan', 18),
        col('Related regulation', 'Peraturan terkait', 18),
        col('Regulation id', 'Id peraturan', 38),
        col('Related id', 'Id terkait', 38),
      ],
      rows: links.map((l) => [
        `${l.from_number}/${l.from_year}`,
        labelOf(HIERARCHY_RELATION_LABELS, l.relation, lang),
        `${l.to_number}/${l.to_year}`,
        l.from_guid,
        l.to_guid,
      ]),
    },
  ];
}

/** POST /obligations/download-regulations: the regulations of one obligation, labelled. */
export function regulationList(regs: RegulationRow[], lang: Lang): Sheet[] {
  return [
    {
      name: { en: 'Regulations', id: 'Peraturan' },
      columns: [
        col('Number', 'Nomor', 12),
        col('Year', 'Tahun', 8),
        col('Type', 'Jenis', 28),
        col('Title', 'Judul', 60),
        col('Issuer', 'Penerbit', 28),
        col('Legal status', 'Status hukum', 24),
      ],
      rows: regs.map((r) => [
        r.number,
        r.year,
        labelOf(REGULATION_TYPE_LABELS, r.type, lang),
        lang === 'id' ? r.title_id : r.title_en,
        (lang === 'id' ? r.issuer_id : r.issuer_en) ?? r.issuer_en ?? r.issuer_id,
        labelOf(LEGAL_STATUS_LABELS, r.legal_status, lang),
      ]),
    },
  ];
}

/** The obligations lists (POST /export/data-excel, GET /obligations/download-updates, POST /regulations/download-obligations). */
export function obligationList(rows: ObligationRow[], lang: Lang, withUpdate = false): Sheet[] {
  const pick = (en: string | null, id: string | null) => (lang === 'id' ? id : en) ?? en ?? id;
  return [
    {
      name: { en: 'Obligations', id: 'Kewajiban' },
      columns: [
        col('Sector', 'Sektor', 24),
        col('Topic', 'Topik', 28),
        col('Subtopic', 'Subtopik', 28),
        col('Obligation', 'Kewajiban', 48),
        col('Type', 'Jenis', 14),
        col('Sanction', 'Sanksi', 26),
        col('Priority', 'Prioritas', 10),
        col('Regulations', 'Peraturan', 30),
        col('Version', 'Versi', 8),
        ...(withUpdate ? [col('Updated at', 'Diperbarui', 22)] : []),
      ],
      rows: rows.map((o) => [
        o.sector_name,
        pick(o.topic_en, o.topic_id),
        pick(o.subtopic_en, o.subtopic_id),
        pick(o.comp_title_en, o.comp_title_id),
        o.type ? labelOf(OBLIGATION_TYPE_LABELS, o.type, lang) : null,
        labelOf(SANCTION_LABELS, o.sanction, lang),
        labelOf(PRIORITY_LABELS, o.priority, lang),
        o.regulations,
        o.version_code,
        ...(withUpdate ? [new Date(o.updated_at).toISOString()] : []),
      ]),
    },
  ];
}

/** The subscribed companies of an obligation or a regulation (provider only). */
export function companyList(rows: SubscribedCompanyRow[]): Sheet[] {
  return [
    {
      name: { en: 'Companies', id: 'Perusahaan' },
      columns: [
        col('Company', 'Perusahaan', 36),
        col('Code', 'Kode', 14),
        col('State', 'Keadaan', 12),
        col('Subscription ends', 'Langganan berakhir', 22),
        col('Compliances', 'Kepatuhan', 12),
        col('Comply', 'Patuh', 10),
        col('Need confirmation', 'Perlu konfirmasi', 16),
      ],
      rows: rows.map((c) => [
        c.name,
        c.code,
        c.state,
        c.expired_at ? new Date(c.expired_at).toISOString() : null,
        c.compliances,
        c.approved,
        c.need_confirmation,
      ]),
    },
  ];
}
