/**
 * POST /upload, the regframe import: a valid workbook makes draft obligations (topics made, the
 * regulations linked, the checklist read); a workbook with errors reports each row and column in
 * the request's language and writes nothing, unless the valid rows are asked for; an export read
 * back changes its obligations; files that are not workbooks, too big, zip bombs, lying parts,
 * formula cells and huge sheets are refused cleanly; customers get 403.
 */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGFRAME_COLUMNS,
  REGFRAME_MAX_ROWS,
  REGFRAME_MAX_TEXTS,
} from '../../../contract/api/regframe-import';
import { createObligation, createRegulation, librarySkeleton } from '../../test/content-fixtures';
import { providerCompany, twoCompanies } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { sharedStringsBomb, smuggleEntry } from '../../test/hostile-files';
import { multipartBody } from '../../test/multipart';

let t: TestApp;
let provider: Awaited<ReturnType<typeof providerCompany>>;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let sk: Awaited<ReturnType<typeof librarySkeleton>>;
let regulation: { regulation_guid: string; number: string; year: number };

beforeAll(async () => {
  t = await createTestApp();
  provider = await providerCompany(t.app, t.database);
  ({ a } = await twoCompanies(t.app, t.database));
  sk = await librarySkeleton(t.database);
  regulation = await createRegulation(t.database, { number: 'PM 5/MEN', year: 2023 });
});
afterAll(() => t.close());

type Cells = Partial<Record<(typeof REGFRAME_COLUMNS)[number]['key'] | 'obligation_uuid', unknown>>;

/** A workbook of the template's columns (headers in `lang`) and the given rows. */
async function workbook(rows: Cells[], lang: 'en' | 'id' = 'en', extra: string[] = []) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Regframe');
  const keys = [...REGFRAME_COLUMNS.map((c) => c.key), ...extra] as (keyof Cells)[];
  ws.addRow([
    ...REGFRAME_COLUMNS.map((c) => c[lang]),
    ...extra.map((e) => (e === 'obligation_uuid' ? 'Obligation id' : e)),
  ]);
  for (const r of rows) ws.addRow(keys.map((k) => r[k] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function row(over: Cells = {}): Cells {
  return {
    sector_code: sk.sector.code,
    topic_en: 'Imported topic',
    topic_id: 'Topik impor',
    title_en: 'Keep a waste logbook',
    title_id: 'Simpan buku catatan limbah',
    type: 'periodic',
    sanction: 'administrative',
    priority: 'high',
    ...over,
  };
}

async function upload(
  content: Buffer,
  fields: Record<string, string> = {},
  token = provider.admin.token,
  name = 'regframe.xlsx',
) {
  const form = multipartBody(fields, {
    name,
    content,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  return call(t.app, 'POST', '/upload', { token, body: form.payload, headers: form.headers });
}

/** Rows of the test's own sector: on PostgreSQL other test files write to the same tables meanwhile. */
const count = async (table: 'obligations' | 'topics') =>
  Number(
    (
      await t.database.rows<{ n: string }>(
        sql`SELECT count(*)::text AS n FROM ${sql.identifier(table)} WHERE sector_uuid = ${sk.sector.sector_uuid}`,
      )
    )[0].n,
  );

describe('POST /upload (regframe import)', () => {
  it('makes draft obligations from a valid workbook: topics made, regulation linked, checklist read', async () => {
    const file = await workbook([
      row({
        subtopic_en: 'Logbooks',
        subtopic_id: 'Buku catatan',
        regulations: `${regulation.number}/${regulation.year}`,
        checklist_en: 'Open the logbook\nSign each page',
        checklist_id: 'Buka buku catatan\nTandatangani setiap halaman',
        description_en: "'=not a formula",
      }),
      row({
        title_en: 'Report quarterly',
        title_id: 'Lapor triwulanan',
        type: null,
        sanction: null,
        priority: null,
      }),
    ]);
    const res = await upload(file);
    expect(res.status).toBe(201);
    const data = res.body.data;
    expect(data).toMatchObject({
      rows: 2,
      created: 2,
      updated: 0,
      topics_created: 2,
      skipped: 0,
      problems: [],
    });
    const [first, second] = data.obligation_uuids as string[];
    const rows = await t.database.rows<{
      obligation_uuid: string;
      obligation_status: number;
      type: string | null;
      priority: string;
      checklist_template: unknown;
      description: string;
      sub: string;
      top: string;
    }>(sql`SELECT o.obligation_uuid::text, o.obligation_status, o.type, o.priority, o.checklist_template, o.regulation_obligation_description_en AS description,
              t.title_en AS sub, p.title_en AS top
         FROM obligations o JOIN topics t ON t.topic_uuid = o.topic_uuid LEFT JOIN topics p ON p.topic_uuid = t.parent_uuid
        WHERE o.obligation_uuid = ANY(${sql.param([first, second])}::uuid[]) ORDER BY o.comp_title_en`);
    const byId = new Map(rows.map((r) => [r.obligation_uuid, r]));
    expect(byId.get(first)).toMatchObject({
      obligation_status: 0,
      type: 'periodic',
      priority: 'high',
      sub: 'Logbooks',
      top: 'Imported topic',
      description: '=not a formula',
    });
    expect(byId.get(first)?.checklist_template).toEqual([
      { title_en: 'Open the logbook', title_id: 'Buka buku catatan' },
      { title_en: 'Sign each page', title_id: 'Tandatangani setiap halaman' },
    ]);
    // The second row lands in the topic the first one made (matched by its title), not a new one.
    expect(byId.get(second)).toMatchObject({
      obligation_status: 0,
      type: null,
      priority: 'medium',
      sub: 'Imported topic',
      top: null,
    });
    const links = await t.database.rows(
      sql`SELECT 1 FROM obligation_regulations WHERE obligation_uuid = ${first} AND regulation_guid = ${regulation.regulation_guid}`,
    );
    expect(links).toHaveLength(1);
    // Drafts: a customer's list does not show them.
    const list = await call(
      t.app,
      'GET',
      `/obligation/list?sector_uuid=${sk.sector.sector_uuid}&limit=100`,
      { token: a.admin.token },
    );
    expect(JSON.stringify(list.body)).not.toContain('Keep a waste logbook');
  });

  it('reads Indonesian headers', async () => {
    const res = await upload(
      await workbook(
        [row({ title_en: 'Indonesian header row', title_id: 'Baris judul Indonesia' })],
        'id',
      ),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.created).toBe(1);
  });

  const faulty = async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Regframe');
    const keys = REGFRAME_COLUMNS.map((c) => c.key);
    ws.addRow(REGFRAME_COLUMNS.map((c) => c.en));
    const put = (r: Cells) => ws.addRow(keys.map((k) => r[k] ?? null));
    put(row({ title_en: 'Valid row among faulty ones', title_id: 'Baris valid' })); // line 2
    put(row({ sector_code: 'NO-SUCH-SECTOR' })); // line 3
    put(row({ type: 'weekly', checklist_en: 'One\nTwo', checklist_id: 'Satu' })); // line 4
    put(row({ regulations: '999/1999; no year' })); // line 5
    put(row({ regulations: '999/1999' })); // line 6
    put(row({ title_id: null })); // line 7
    const formula = put(row({ title_en: 'Formula row', title_id: 'Baris rumus' })); // line 8
    formula.getCell(REGFRAME_COLUMNS.findIndex((c) => c.key === 'description_en') + 1).value = {
      formula: 'HYPERLINK("http://evil.example","x")',
      result: 'x',
    } as ExcelJS.CellFormulaValue;
    return Buffer.from(await wb.xlsx.writeBuffer());
  };

  it('reports every row and column in error, in the request language, and writes nothing', async () => {
    const before = [await count('obligations'), await count('topics')];
    const res = await upload(await faulty(), { lang: 'id' });
    expect(res.status).toBe(422);
    const body = res.body;
    expect(body.message).toContain('kesalahan');
    expect(Object.keys(body.errors).sort()).toEqual(
      [
        '3.sector_code',
        '4.type',
        '4.checklist_id',
        '5.regulations',
        '6.regulations',
        '7.title_id',
        '8.description_en',
      ].sort(),
    );
    expect(body.errors['3.sector_code']).toEqual(['Tidak ada sektor dengan kode ini']);
    expect(body.errors['8.description_en'][0]).toContain('rumus');
    expect([await count('obligations'), await count('topics')]).toEqual(before);

    const en = await upload(await faulty(), { lang: 'en' });
    expect(en.body.errors['6.regulations']).toEqual([
      'A regulation named here is not in the library (write number/year, separated by ;)',
    ]);
  });

  it('writes only the valid rows when asked, and lists the skipped ones', async () => {
    const before = await count('obligations');
    const res = await upload(await faulty(), { import_valid: 'true', lang: 'en' });
    expect(res.status).toBe(201);
    const data = res.body.data;
    expect(data).toMatchObject({ rows: 7, created: 1, skipped: 6 });
    expect(data.problems.map((p: { line: number }) => p.line)).toEqual([3, 4, 4, 5, 6, 7, 8]);
    expect(data.problems[0]).toEqual({
      line: 3,
      column: 'sector_code',
      messages: ['No sector has this code'],
    });
    expect(await count('obligations')).toBe(before + 1);
  });

  it('reads an export back: the named obligation changes, a published one in its draft; the rest, repealed ones too, are left alone', async () => {
    const published = await createObligation(t.database, sk.place, {
      comp_title_en: 'Published before import',
      comp_title_id: 'Terbit sebelum impor',
    });
    const repealed = await createObligation(t.database, sk.place, {
      comp_title_en: 'Repealed before import',
      obligation_status: -2,
    });
    const exported = await call(t.app, 'POST', '/export', {
      token: provider.admin.token,
      body: { sector_uuid: sk.sector.sector_uuid, filename: 'sector' },
    });
    expect(exported.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.raw.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).map(String);
    const idCol = header.indexOf('Obligation id');
    const titleCol = header.indexOf('Obligation (EN)');
    let changed = 0;
    ws.eachRow((r, n) => {
      if (n > 1 && r.getCell(idCol).value === published.obligation_uuid) {
        r.getCell(titleCol).value = 'Published, renamed by import';
        changed++;
      }
    });
    expect(changed).toBe(1);
    const res = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      rows: ws.rowCount - 1,
      created: 0,
      updated: 1,
      unchanged: ws.rowCount - 2,
      skipped: 0,
    });
    expect(res.body.data.obligation_uuids).toContain(repealed.obligation_uuid);
    // Nothing else got a pending change.
    const drafts = await t.database.rows<{ obligation_uuid: string }>(
      sql`SELECT obligation_uuid::text FROM obligations WHERE sector_uuid = ${sk.sector.sector_uuid} AND draft IS NOT NULL`,
    );
    expect(drafts.map((d) => d.obligation_uuid)).toEqual([published.obligation_uuid]);
    const [o] = await t.database.rows<{
      comp_title_en: string;
      draft: Record<string, unknown> | null;
    }>(
      sql`SELECT comp_title_en, draft FROM obligations WHERE obligation_uuid = ${published.obligation_uuid}`,
    );
    expect(o.comp_title_en).toBe('Published before import');
    expect(o.draft?.comp_title_en).toBe('Published, renamed by import');
  });

  it('refuses an exported row moved to another topic, an unknown id and an id twice', async () => {
    const o = await createObligation(t.database, sk.place, { comp_title_en: 'Stays put' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const file = await workbook(
      [
        row({
          obligation_uuid: o.obligation_uuid,
          topic_en: 'Elsewhere',
          topic_id: 'Di tempat lain',
        }),
        row({ obligation_uuid: unknown }),
        row({ obligation_uuid: o.obligation_uuid }),
      ],
      'en',
      ['obligation_uuid'],
    );
    const res = await upload(file);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      ['2.topic_en', '3.obligation_uuid', '4.obligation_uuid', '4.topic_en'].sort(),
    );
  });

  it('refuses a header with unknown or missing columns, and an empty sheet', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('x').addRow(['Sector code', 'Shoe size']);
    const res = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(
      expect.arrayContaining(['1.Shoe size', '1.topic_en', '1.title_en']),
    );
    const empty = await upload(await workbook([]));
    expect(empty.status).toBe(422);
    expect(empty.body.errors.file).toEqual(['The file has no rows under its header']);
  });

  it('refuses files that are not workbooks, and a sheet with too many rows', async () => {
    const text = await upload(
      Buffer.from('sector,topic\nA,B\n'),
      {},
      provider.admin.token,
      'fake.xlsx',
    );
    expect(text.status).toBe(400);
    const pdf = await upload(
      Buffer.from('%PDF-1.4\n%\xff\xff\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
      {},
      provider.admin.token,
      'x.xlsx',
    );
    expect(pdf.status).toBe(400);
    const many = await workbook(
      Array.from({ length: REGFRAME_MAX_ROWS + 1 }, (_, i) => row({ title_en: `Row ${i}` })),
    );
    const res = await upload(many);
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toContain(String(REGFRAME_MAX_ROWS));
  });

  it('refuses a zip bomb and a part lying about its size before reading them', async () => {
    // A real workbook with one more part that unpacks to 31 MB of zeros (a few kB packed).
    const zip = await JSZip.loadAsync(await workbook([row()]));
    zip.file('xl/media/padding.bin', Buffer.alloc(31 * 1024 * 1024));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(bomb);
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toContain('not a plain spreadsheet');

    // The sheet's declared size cut to 10 bytes in the central directory: it inflates past it.
    const good = await workbook([row()]);
    const lying = Buffer.from(good);
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    for (
      let at = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
      at >= 0;
      at = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)
    ) {
      const n = lying.readUInt16LE(at + 28);
      if (lying.subarray(at + 46, at + 46 + n).equals(name)) lying.writeUInt32LE(10, at + 24);
    }
    const lied = await upload(lying);
    expect(lied.status).toBe(422);
    expect(lied.body.errors.file[0]).toContain('not a plain spreadsheet');
  });

  it('refuses, quickly and unread, a local entry the central directory does not list (issue 23)', async () => {
    // A plain workbook, and first in the stream a smuggled xl/sharedStrings.xml of 64 MB unpacked.
    const bomb = await sharedStringsBomb(64);
    const smuggled = smuggleEntry(
      await workbook([row()]),
      'xl/sharedStrings.xml',
      bomb.packed,
      bomb.unpacked,
    );
    const before = await count('obligations');
    const started = Date.now();
    const res = await upload(smuggled);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect([res.status, res.body.errors]).toEqual([
      422,
      { file: [expect.stringContaining('not a plain spreadsheet')] },
    ]);
    const id = await upload(smuggled, { lang: 'id' });
    expect(id.body.errors.file).toEqual([expect.stringContaining('bukan lembar kerja biasa')]);
    expect(await count('obligations')).toBe(before);

    // Bytes between the last entry and the directory are refused too.
    const good = await workbook([row()]);
    const eocd = good.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const dir = good.readUInt32LE(eocd + 16);
    const gap = Buffer.concat([good.subarray(0, dir), Buffer.alloc(16, 7), good.subarray(dir)]);
    gap.writeUInt32LE(dir + 16, eocd + 16 + 16);
    expect((await upload(gap)).body.errors?.file).toEqual([
      expect.stringContaining('not a plain spreadsheet'),
    ]);
  });

  it('reads a workbook whose parts carry data descriptors (as LibreOffice writes them)', async () => {
    const zip = await JSZip.loadAsync(
      await workbook([row({ title_en: 'Streamed zip obligation' })]),
    );
    const streamed = await zip.generateAsync({
      type: 'nodebuffer',
      compression: 'DEFLATE',
      streamFiles: true,
    });
    expect(streamed.readUInt16LE(6) & 0x8).toBe(0x8);
    const res = await upload(streamed);
    expect(res.status).toBe(201);
    expect(res.body.data.created).toBe(1);
  });

  it('refuses a workbook with more shared strings than the cap, in both languages', async () => {
    const zip = await JSZip.loadAsync(await workbook([row()]));
    const strings = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${'<si><t>x</t></si>'.repeat(REGFRAME_MAX_TEXTS + 1)}</sst>`;
    zip.file('xl/sharedStrings.xml', strings);
    const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const res = await upload(file);
    expect([res.status, res.body.errors]).toEqual([
      422,
      {
        file: [
          `This workbook holds more than ${REGFRAME_MAX_TEXTS} different texts or 20 MB of text and was not read: split it into smaller files`,
        ],
      },
    ]);
    const id = await upload(file, { lang: 'id' });
    expect(id.body.errors.file).toEqual([
      expect.stringMatching(/^Buku kerja ini berisi lebih dari 100000 teks berbeda/),
    ]);
  });

  it('answers 403 to a customer and writes nothing', async () => {
    const before = await count('obligations');
    const res = await upload(await workbook([row()]), {}, a.admin.token);
    expect(res.status).toBe(403);
    expect(await count('obligations')).toBe(before);
  });
});
