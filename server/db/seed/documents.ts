/**
 * Demo documents with real files: regulation documents (the provider's content) on regulations
 * of every type, and each customer's library: evidence on compliances in the claim, audit and
 * approved states (in the compliance's folder, related to the compliance and to checklist
 * items), documents in the topic folders, and a few bookmarks.
 *
 * `generateDocuments` only plans (rows and file contents, no I/O); `storeDocumentFiles` writes
 * the files through the Storage interface (local disk or S3) before the rows are inserted, and
 * fills in each row's size and SHA-256 from what storage counted. The number of files does not
 * grow with `--scale`: the demo needs a readable library, not a large one.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Storage } from '../../storage/storage';
import type { CompliancePlan } from './compliance';
import type { documentRelations, documents, folders } from '../schema/documents';
import type { bookmarks } from '../schema/engagement';
import type { regulationDocuments } from '../schema/library';
import type { CompanyContext } from './identity';
import type { ObligationRow } from './library-plan';
import type { RegulationRow } from './library-regulations';
import { makePdf, makePng, makeText } from './files';
import { isoDaysFrom, type Rng } from './random';

/** Compliances given evidence per customer and state (claim, audit, approved). */
export const EVIDENCE_PER_STATE = 6;
/** Regulation documents beyond the one per regulation type. */
const EXTRA_REGULATION_DOCS = 10;
/** Documents filed in topic folders per customer. */
const TOPIC_DOCS = 6;
export const EVIDENCE_STATES = ['claim', 'audit', 'approved'] as const;

export interface SeedFile {
  key: string;
  mime: string;
  bytes: Buffer;
}

type RegulationDocRow = typeof regulationDocuments.$inferInsert;
type DocumentRow = typeof documents.$inferInsert;

export interface DocumentPlan {
  files: SeedFile[];
  regulationDocuments: RegulationDocRow[];
  folders: (typeof folders.$inferInsert)[];
  documents: DocumentRow[];
  relations: (typeof documentRelations.$inferInsert)[];
  bookmarks: (typeof bookmarks.$inferInsert)[];
}

export interface DocumentInput {
  customers: CompanyContext[];
  regulations: RegulationRow[];
  obligations: ObligationRow[];
  work: CompliancePlan;
  /** The folders planned so far (the topic folders of each customer). */
  folders: readonly (typeof folders.$inferInsert)[];
}

const TEXTS = {
  en: {
    report: 'Monitoring report',
    photo: 'Site photo',
    note: 'Inspection note',
    receipt: 'Submission receipt',
    company: 'Company',
    compliance: 'Compliance',
    item: 'Checklist item',
    prepared: 'Prepared on',
    body: [
      'This report summarises the monitoring carried out for the period, the measurements taken',
      'on site and the follow-up actions agreed with the plant manager.',
      'All measured values are within the limits set by the permit. The signed original is kept',
      'by the HSE department.',
    ],
    topic: 'Internal procedure',
    procedureBody: [
      'Scope: every site and division of the company.',
      'Owner: the HSE department, reviewed every year.',
      'Records are kept for five years in the document library.',
    ],
    regulation: 'Official text',
    regulationBody: [
      'This is the official text of the regulation as published, provided by the content team.',
      'Consult the consolidated version for later amendments.',
    ],
  },
  id: {
    report: 'Laporan pemantauan',
    photo: 'Foto lapangan',
    note: 'Catatan inspeksi',
    receipt: 'Tanda terima penyampaian',
    company: 'Perusahaan',
    compliance: 'Kepatuhan',
    item: 'Item daftar periksa',
    prepared: 'Disusun pada',
    body: [
      'Laporan ini merangkum pemantauan yang dilakukan selama periode berjalan, pengukuran di',
      'lapangan, dan tindak lanjut yang disepakati dengan manajer pabrik.',
      'Seluruh hasil pengukuran berada dalam batas yang ditetapkan izin. Dokumen asli yang',
      'ditandatangani disimpan oleh departemen K3L.',
    ],
    topic: 'Prosedur internal',
    procedureBody: [
      'Cakupan: seluruh lokasi dan divisi perusahaan.',
      'Pemilik: departemen K3L, ditinjau setiap tahun.',
      'Catatan disimpan selama lima tahun di pustaka dokumen.',
    ],
    regulation: 'Naskah resmi',
    regulationBody: [
      'Ini adalah naskah resmi peraturan sebagaimana diundangkan, disediakan oleh tim konten.',
      'Lihat versi konsolidasi untuk perubahan selanjutnya.',
    ],
  },
} as const;

/** Colours of the demo photos: extinguisher red, safety green, steel blue, hazard amber. */
const PHOTO_COLOURS: [number[], number[]][] = [
  [
    [150, 20, 20],
    [240, 90, 60],
  ],
  [
    [10, 90, 40],
    [120, 200, 120],
  ],
  [
    [20, 50, 110],
    [120, 170, 220],
  ],
  [
    [140, 90, 0],
    [250, 200, 60],
  ],
];

/** A file name within the 120-character rule: `<prefix> - <title>.<ext>`, the title cut to fit. */
export function fileName(prefix: string, title: string, ext: string): string {
  const clean = title
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const room = 100 - prefix.length;
  const cut = clean.length > room ? `${clean.slice(0, room - 1).trimEnd()}…` : clean;
  return `${prefix} - ${cut}.${ext}`;
}

export function generateDocuments(rng: Rng, now: Date, input: DocumentInput): DocumentPlan {
  const plan: DocumentPlan = {
    files: [],
    regulationDocuments: [],
    folders: [],
    documents: [],
    relations: [],
    bookmarks: [],
  };
  const day = (n: number) => isoDaysFrom(now, n);

  // Regulation documents: one on a regulation of every type present, then a few more.
  const byType = new Map<string, RegulationRow>();
  // Shared regulations first: every customer subscribed to the regulation sees its document.
  const ordered = [
    ...input.regulations.filter((r) => !r.company_uuid),
    ...input.regulations.filter((r) => r.company_uuid),
  ];
  for (const r of ordered)
    if (!r.deleted_at && !byType.has(r.type as string)) byType.set(r.type as string, r);
  const chosen = [...byType.values()];
  const rest = input.regulations.filter((r) => !chosen.includes(r) && !r.deleted_at);
  chosen.push(...rng.sample(rest, EXTRA_REGULATION_DOCS));
  chosen.forEach((reg, i) => {
    const text = i % 4 === 3;
    const t = TEXTS[i % 2 === 0 ? 'en' : 'id'];
    const title = (i % 2 === 0 ? reg.title_en : reg.title_id) ?? reg.title_en ?? 'Regulation';
    const key = `regulations/${reg.regulation_guid}/${randomUUID()}`;
    const bytes = text
      ? makeText([title, '', ...t.regulationBody, '', `${reg.number ?? ''}/${reg.year ?? ''}`])
      : makePdf(title, [
          `${t.regulation}`,
          '',
          ...t.regulationBody,
          '',
          `${reg.issuer_en ?? ''}`,
          `${reg.number ?? ''}/${reg.year ?? ''}`,
        ]);
    const ext = text ? 'txt' : 'pdf';
    const mime = text ? 'text/plain' : 'application/pdf';
    plan.files.push({ key, mime, bytes });
    plan.regulationDocuments.push({
      doc_guid: rng.uuid(),
      regulation_guid: reg.regulation_guid as string,
      alias_name: title.slice(0, 200),
      file_name: fileName(t.regulation, title, ext),
      extension: ext,
      mime_type: mime,
      size_bytes: bytes.length,
      storage_key: key,
      sha256: null,
      created_at: day(-rng.int(30, 400)),
    });
  });

  const titles = new Map(input.obligations.map((o) => [o.obligation_uuid as string, o]));
  // Indexed once: at the benchmarks' scale there are tens of thousands of members and items.
  const pics = new Map<string, string>();
  for (const m of input.work.members)
    if (m.role_code === 'pic' && !pics.has(m.compliance_uuid))
      pics.set(m.compliance_uuid, m.user_uuid);
  const itemsOf = new Map<string, typeof input.work.checklists>();
  for (const ch of input.work.checklists) {
    const list = itemsOf.get(ch.compliance_uuid) ?? [];
    if (list.length < 2) itemsOf.set(ch.compliance_uuid, [...list, ch]);
  }
  for (const ctx of input.customers) {
    const lang = ctx.def.language === 'id' ? 'id' : 'en';
    const t = TEXTS[lang];
    const people = ctx.people;
    const addDoc = (
      row: Omit<DocumentRow, 'storage_key' | 'size_bytes' | 'document_uuid'> & { bytes: Buffer },
    ) => {
      const { bytes, ...rest } = row;
      const key = `${ctx.uuid}/${randomUUID()}`;
      plan.files.push({ key, mime: row.mime_type as string, bytes });
      const doc: DocumentRow = {
        ...rest,
        document_uuid: rng.uuid(),
        storage_key: key,
        size_bytes: bytes.length,
        sha256: null,
      };
      plan.documents.push(doc);
      return doc.document_uuid as string;
    };

    // Evidence: compliances in the claim, audit and approved states, in the compliance's folder.
    for (const state of EVIDENCE_STATES) {
      const picked = rng.sample(
        input.work.compliances.filter(
          (c) => c.company_uuid === ctx.uuid && c.is_active && c.process_status === state,
        ),
        EVIDENCE_PER_STATE,
      );
      for (const c of picked) {
        const cUuid = c.compliance_uuid as string;
        const ob = titles.get(c.obligation_uuid);
        const title =
          (lang === 'id' ? ob?.comp_title_id : ob?.comp_title_en) ??
          ob?.comp_title_en ??
          t.compliance;
        const folder = rng.uuid();
        const created = (c.claimed_at as string | null) ?? day(-10);
        plan.folders.push({
          folder_uuid: folder,
          company_uuid: ctx.uuid,
          compliance_uuid: cUuid,
          name: title.slice(0, 100),
          created_at: created,
          updated_at: created,
        });
        const pic = pics.get(cUuid) ?? people[0].uuid;
        const items = itemsOf.get(cUuid) ?? [];
        const relate = (document_uuid: string, checklist_uuid: string | null) =>
          plan.relations.push({
            relation_uuid: rng.uuid(),
            company_uuid: ctx.uuid,
            document_uuid,
            compliance_uuid: cUuid,
            checklist_uuid,
            created_at: created,
          });
        const base = {
          company_uuid: ctx.uuid,
          folder_uuid: folder,
          uploaded_by: pic,
          created_at: created,
          updated_at: created,
        };
        // The report, related to the compliance itself.
        const report = addDoc({
          ...base,
          file_name: fileName(t.report, title, 'pdf'),
          extension: 'pdf',
          mime_type: 'application/pdf',
          bytes: makePdf(`${t.report}: ${title}`, [
            `${t.company}: ${ctx.def.name}`,
            `${t.compliance}: ${title}`,
            `${t.prepared}: ${created.slice(0, 10)}`,
            '',
            ...t.body,
          ]),
        });
        relate(report, null);
        // Evidence of the first checklist items: a photo, then a note.
        items.slice(0, 2).forEach((item, i) => {
          const colours = PHOTO_COLOURS[rng.int(0, PHOTO_COLOURS.length - 1)];
          const photo = i === 0;
          const doc = addDoc({
            ...base,
            file_name: fileName(
              photo ? t.photo : t.note,
              item.title as string,
              photo ? 'png' : 'txt',
            ),
            extension: photo ? 'png' : 'txt',
            mime_type: photo ? 'image/png' : 'text/plain',
            bytes: photo
              ? makePng(rng.int(48, 96), rng.int(36, 72), colours[0], colours[1])
              : makeText([
                  `${t.note}: ${item.title as string}`,
                  `${t.compliance}: ${title}`,
                  `${t.prepared}: ${created.slice(0, 10)}`,
                  '',
                  ...t.body,
                ]),
          });
          relate(doc, item.checklist_uuid as string);
        });
      }
    }

    // Documents filed by topic: an internal procedure in each of the first topic folders.
    const topicFolders = input.folders
      .filter((f) => f.company_uuid === ctx.uuid && f.topic_uuid)
      .slice(0, TOPIC_DOCS);
    const shared = input.regulations.filter((r) => !r.company_uuid && !r.deleted_at);
    topicFolders.forEach((f, i) => {
      const created = day(-rng.int(20, 200));
      const doc = addDoc({
        company_uuid: ctx.uuid,
        folder_uuid: f.folder_uuid,
        uploaded_by: people[i % people.length].uuid,
        file_name: fileName(t.topic, f.name, i % 3 === 2 ? 'txt' : 'pdf'),
        extension: i % 3 === 2 ? 'txt' : 'pdf',
        mime_type: i % 3 === 2 ? 'text/plain' : 'application/pdf',
        bytes:
          i % 3 === 2
            ? makeText([`${t.topic}: ${f.name}`, '', ...t.procedureBody])
            : makePdf(`${t.topic}: ${f.name}`, [
                `${t.company}: ${ctx.def.name}`,
                '',
                ...t.procedureBody,
              ]),
        created_at: created,
        updated_at: created,
      });
      // Related to a regulation of the shared library, as a company does for its procedures.
      const reg = rng.pick(shared);
      plan.relations.push({
        relation_uuid: rng.uuid(),
        company_uuid: ctx.uuid,
        document_uuid: doc,
        regulation_guid: reg.regulation_guid as string,
        created_at: created,
      });
    });

    // A few bookmarks: each person marks two of the company's documents.
    const own = plan.documents.filter((d) => d.company_uuid === ctx.uuid);
    for (const person of people.slice(0, 4)) {
      for (const d of rng.sample(own, 2)) {
        plan.bookmarks.push({
          bookmark_uuid: rng.uuid(),
          company_uuid: ctx.uuid,
          user_uuid: person.uuid,
          entity_type: 'document',
          entity_uuid: d.document_uuid as string,
          created_at: day(-rng.int(1, 30)),
        });
      }
    }
  }
  return plan;
}

/**
 * Writes the plan's files through storage, a few at a time, and sets each row's SHA-256 (and
 * size) from what storage counted. Returns the keys written, for removal when the rows are not.
 */
export async function storeDocumentFiles(storage: Storage, plan: DocumentPlan): Promise<string[]> {
  const written: string[] = [];
  const results = new Map<string, { size: number; sha256: string }>();
  try {
    for (let i = 0; i < plan.files.length; i += 8) {
      await Promise.all(
        plan.files.slice(i, i + 8).map(async (f) => {
          const put = await storage.put(f.key, Readable.from([f.bytes]), { contentType: f.mime });
          written.push(f.key);
          results.set(f.key, put);
        }),
      );
    }
  } catch (err) {
    await removeFiles(storage, written);
    throw err;
  }
  for (const row of [...plan.regulationDocuments, ...plan.documents]) {
    const put = results.get(row.storage_key);
    if (!put) throw new Error(`seed: file ${row.storage_key} was not stored`);
    row.size_bytes = put.size;
    row.sha256 = put.sha256;
  }
  return written;
}

/** Removes stored files (after a failed or lost seed); absent keys are no error. */
export async function removeFiles(storage: Storage, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 8) {
    await Promise.all(keys.slice(i, i + 8).map((k) => storage.delete(k).catch(() => undefined)));
  }
}
