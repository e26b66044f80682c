/**
 * Every spreadsheet download opens with exceljs and holds the expected headers and rows; drafts
 * never reach a customer's download; the provider's tools answer 403 to customers.
 */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachRegulation,
  createObligation,
  createRegulation,
  librarySkeleton,
  linkRegulations,
} from '../../test/content-fixtures';
import { providerCompany, twoCompanies } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { REGFRAME_COLUMNS } from './sheets';
import { safeCell, xlsxName } from './xlsx';

let t: TestApp;
let provider: Awaited<ReturnType<typeof providerCompany>>;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let content: {
  sector: { sector_uuid: string; code: string };
  published: { obligation_uuid: string; comp_title_en: string; comp_title_id: string };
  draft: { obligation_uuid: string; comp_title_en: string };
  regulation: { regulation_guid: string; number: string; title_en: string };
  other: { regulation_guid: string; number: string };
};

beforeAll(async () => {
  t = await createTestApp();
  provider = await providerCompany(t.app, t.database);
  ({ a } = await twoCompanies(t.app, t.database));
  const { sector, place } = await librarySkeleton(t.database);
  const published = await createObligation(t.database, place, {
    comp_title_en: '=HYPERLINK("x") published duty',
  });
  const draft = await createObligation(t.database, place, {
    obligation_status: 0,
    comp_title_en: 'Draft duty nobody sees',
  });
  const regulation = await createRegulation(t.database, {
    number: '77',
    year: 2021,
    title_en: 'Export Test Regulation',
  });
  const other = await createRegulation(t.database, { number: '78', year: 2022 });
  await linkRegulations(t.database, regulation.regulation_guid, 'amends', other.regulation_guid);
  await attachRegulation(t.database, published.obligation_uuid, regulation.regulation_guid);
  await attachRegulation(t.database, draft.obligation_uuid, regulation.regulation_guid);
  await t.database.rows(
    sql`INSERT INTO compliances (company_uuid, obligation_uuid, process_status) VALUES (${a.company.company_uuid}, ${published.obligation_uuid}, 'approved')`,
  );
  content = { sector, published, draft, regulation, other };
});
afterAll(() => t.close());

/** Calls a download and opens the answer as a workbook. */
async function open(method: 'GET' | 'POST', url: string, token: string, body?: unknown) {
  const res = await call(t.app, method, url, { token, body });
  expect([url, res.status]).toEqual([url, 200]);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="[^"]+\.xlsx"; filename\*=UTF-8''.+\.xlsx$/,
  );
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
  const sheet = (n = 1) => {
    const ws = wb.worksheets[n - 1];
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: ws.name, header: rows[0], rows: rows.slice(1) };
  };
  return { res, wb, sheet };
}

const provider_ = () => provider.admin.token;

describe('templates', () => {
  it('answers the regframe template: the header row in the request’s language, the allowed codes', async () => {
    const en = await open('GET', '/regframe/template', provider_());
    expect(en.sheet(1).header).toEqual(REGFRAME_COLUMNS.map((c) => c.en));
    expect(en.sheet(1).rows).toEqual([]);
    expect(en.sheet(2).rows.map((r) => r[1])).toEqual(
      expect.arrayContaining(['periodic', 'administrative', 'high']),
    );
    const id = await open('GET', '/regframe/template?lang=id', provider_());
    expect(id.sheet(1).header).toEqual(REGFRAME_COLUMNS.map((c) => c.id));
    expect(id.sheet(2).name).toBe('Nilai');
  });

  it('serves the named templates and nothing else (404)', async () => {
    const reg = await open('GET', '/documents/template/regulation-template.xlsx', provider_());
    expect(reg.sheet(1).header).toContain('Legal status');
    expect(reg.res.headers['content-disposition']).toContain('regulation-template.xlsx');
    for (const name of [
      'passwd',
      '..%2F..%2Fetc%2Fpasswd',
      'constructor',
      'regframe-template.xls',
    ]) {
      expect(
        (await call(t.app, 'GET', `/documents/template/${name}`, { token: provider_() })).status,
      ).toBe(404);
    }
    const uploaded = await open(
      'GET',
      '/documents/uploads/regframe-template/regframe-template.xlsx',
      provider_(),
    );
    expect(uploaded.sheet(1).header).toEqual(REGFRAME_COLUMNS.map((c) => c.en));
    expect(uploaded.res.headers['content-disposition']).toContain('regframe-template.xlsx');
    const regulation = await open(
      'GET',
      '/documents/uploads/regframe-template/regulation-template.xlsx',
      provider_(),
    );
    expect(regulation.sheet(1).header).toContain('Legal status');
    // Only a template is served there: any other name, an .xlsx one too, is not found.
    for (const name of [
      'Sector%20template.xlsx',
      'evil.exe',
      'a.xlsx',
      'constructor',
      '..%2Fregframe-template.xlsx',
    ]) {
      expect(
        (
          await call(t.app, 'GET', `/documents/uploads/regframe-template/${name}`, {
            token: provider_(),
          })
        ).status,
      ).toBe(404);
    }
  });
});

describe('exports', () => {
  it('exports a sector in the regframe layout for the editor, drafts included with their status; 404 for an unknown sector', async () => {
    const { sheet, res } = await open('POST', '/export', provider_(), {
      sector_uuid: content.sector.sector_uuid,
      filename: 'My sector',
    });
    expect(res.headers['content-disposition']).toContain('My%20sector.xlsx');
    const s = sheet(1);
    expect(s.header.slice(0, REGFRAME_COLUMNS.length)).toEqual(REGFRAME_COLUMNS.map((c) => c.en));
    const byId = new Map(s.rows.map((r) => [r.at(-1), r]));
    expect(byId.get(content.draft.obligation_uuid)?.[REGFRAME_COLUMNS.length]).toBe('draft');
    const published = byId.get(content.published.obligation_uuid)!;
    expect(published[0]).toBe(content.sector.code);
    expect(published[14]).toBe('77/2021');
    // Text that reads as a formula is kept as text.
    expect(published[5]).toBe(`'${content.published.comp_title_en}`);
    const missing = await call(t.app, 'POST', '/export', {
      token: provider_(),
      body: { sector_uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    const invalid = await call(t.app, 'POST', '/export?lang=id', { token: provider_(), body: {} });
    expect([invalid.status, invalid.body.errors.sector_uuid]).toEqual([
      400,
      ['Kolom ini wajib diisi'],
    ]);
  });

  it('gives a customer its library’s obligations without drafts (data-excel, updates, a regulation’s obligations)', async () => {
    const titles = (rows: unknown[][]) => rows.map((r) => String(r[3]));
    const data = await open('POST', '/export/data-excel', a.member.token, {
      sector_uuid: content.sector.sector_uuid,
    });
    expect(data.sheet(1).header).toEqual([
      'Sector',
      'Topic',
      'Subtopic',
      'Obligation',
      'Type',
      'Sanction',
      'Priority',
      'Regulations',
      'Version',
    ]);
    expect(titles(data.sheet(1).rows)).toEqual([`'${content.published.comp_title_en}`]);
    const updates = await open(
      'GET',
      `/obligations/download-updates?sector_uuid=${content.sector.sector_uuid}`,
      a.member.token,
    );
    expect(updates.sheet(1).header.at(-1)).toBe('Updated at');
    expect(titles(updates.sheet(1).rows)).toEqual([`'${content.published.comp_title_en}`]);
    const byReg = await open('POST', '/regulations/download-obligations', a.member.token, {
      regulation_guid: content.regulation.regulation_guid,
    });
    expect(titles(byReg.sheet(1).rows)).toEqual([`'${content.published.comp_title_en}`]);
    // The provider sees the draft in the same list.
    const mine = await open('POST', '/regulations/download-obligations', provider_(), {
      regulation_guid: content.regulation.regulation_guid,
    });
    expect(titles(mine.sheet(1).rows)).toContain(content.draft.comp_title_en);
    // Indonesian texts in Indonesian.
    const id = await open('POST', '/export/data-excel?lang=id', a.member.token, {
      sector_uuid: content.sector.sector_uuid,
    });
    expect(id.sheet(1).header[0]).toBe('Sektor');
    expect(titles(id.sheet(1).rows)).toEqual([content.published.comp_title_id]);
  });

  it('answers 404 to a customer asking about a draft obligation, and lists a published one’s regulations', async () => {
    const draft = await call(t.app, 'POST', '/obligations/download-regulations', {
      token: a.member.token,
      body: { obligation_uuid: content.draft.obligation_uuid },
    });
    expect(draft.status).toBe(404);
    const regs = await open('POST', '/obligations/download-regulations', a.member.token, {
      obligation_uuid: content.published.obligation_uuid,
    });
    expect(regs.sheet(1).header).toEqual([
      'Number',
      'Year',
      'Type',
      'Title',
      'Issuer',
      'Legal status',
    ]);
    expect(regs.sheet(1).rows).toEqual([
      ['77', 2021, 'Government Regulation', 'Export Test Regulation', 'Government', 'In effect'],
    ]);
  });

  it('lists the subscribed companies of an obligation and of a regulation for the provider', async () => {
    for (const [url, body] of [
      [
        '/obligations/download-subscribed-companies',
        { obligation_uuid: content.published.obligation_uuid },
      ],
      [
        '/regulations/download-subscribed-companies',
        { regulation_guid: content.regulation.regulation_guid },
      ],
    ] as const) {
      const { sheet } = await open('POST', url, provider_(), body);
      expect(sheet(1).header[0]).toBe('Company');
      expect(sheet(1).rows).toHaveLength(1);
      expect(sheet(1).rows[0].slice(0, 2)).toEqual([a.company.name, a.company.code]);
      expect(sheet(1).rows[0].slice(4, 6)).toEqual([1, 1]);
    }
  });

  it('exports the regulation library with both sides of every link', async () => {
    const { sheet } = await open('GET', '/regulation/sync-on-export', provider_());
    const regs = sheet(1);
    const row = regs.rows.find((r) => r.at(-1) === content.regulation.regulation_guid)!;
    expect(row.slice(0, 2)).toEqual(['77', 2021]);
    expect(row.at(-3)).toBe(2); // draft and published obligations, for the provider
    const links = sheet(2).rows.filter(
      (r) =>
        r[3] === content.regulation.regulation_guid || r[4] === content.regulation.regulation_guid,
    );
    expect(links.map((r) => [r[0], r[1], r[2]])).toEqual(
      expect.arrayContaining([
        ['77/2021', 'Amends', '78/2022'],
        ['78/2022', 'Amended by', '77/2021'],
      ]),
    );
  });

  it('refuses the provider’s tools to customers (403), their admin included', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/regframe/template', undefined],
      ['GET', '/documents/template/regframe-template.xlsx', undefined],
      ['GET', '/documents/uploads/regframe-template/regframe-template.xlsx', undefined],
      ['POST', '/export', { sector_uuid: content.sector.sector_uuid }],
      [
        'POST',
        '/obligations/download-subscribed-companies',
        { obligation_uuid: content.published.obligation_uuid },
      ],
      [
        'POST',
        '/regulations/download-subscribed-companies',
        { regulation_guid: content.regulation.regulation_guid },
      ],
      ['GET', '/regulation/sync-on-export', undefined],
    ];
    for (const token of [a.admin.token, a.member.token]) {
      for (const [method, url, body] of calls) {
        const res = await call(t.app, method as 'GET', url, { token, body });
        expect([url, res.status]).toEqual([url, 403]);
      }
    }
  });
});

describe('cells and names', () => {
  it('keeps formula-looking text as text and makes safe download names', () => {
    expect(safeCell('=1+1')).toBe("'=1+1");
    expect(safeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(safeCell('plain')).toBe('plain');
    expect(safeCell(5)).toBe(5);
    expect(xlsxName('../../etc/passwd', 'x')).toBe('etc-passwd.xlsx');
    expect(xlsxName(undefined, 'fallback')).toBe('fallback.xlsx');
    expect(xlsxName('Report.XLSX', 'x')).toBe('Report.xlsx');
  });
});
