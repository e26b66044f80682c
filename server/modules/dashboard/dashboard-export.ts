/**
 * GET /dashboard/report/export: the dashboard as a spreadsheet (exceljs), the same figures as
 * GET /dashboard/list and the statistics, with the filters applied written at the top, in the
 * request language. One sheet, sections one under the other, so a reader sees the screen's order.
 * Every row goes through `safeCell`: names and titles the users wrote that a spreadsheet would read
 * as a formula are written quoted, as every export's (spreadsheets/xlsx.ts).
 */
import ExcelJS from 'exceljs';
import type { DashboardAnswer, DashboardStatisticsAnswer } from '../../../contract/api/dashboard';
import { PROCESS_STATUSES } from '../../../contract/enums';
import { labelOf, PROCESS_STATUS_LABELS } from '../../../contract/labels';
import { safeCell, type Cell } from '../spreadsheets';

type Lang = 'en' | 'id';

const TEXT = {
  title: { en: 'Compliance dashboard', id: 'Dasbor kepatuhan' },
  filters: { en: 'Filters applied', id: 'Filter yang diterapkan' },
  sector: { en: 'Sector', id: 'Sektor' },
  group: { en: 'Group', id: 'Grup' },
  deadlineFrom: { en: 'Deadline from', id: 'Tenggat dari' },
  deadlineTo: { en: 'Deadline to', id: 'Tenggat sampai' },
  all: { en: 'All', id: 'Semua' },
  generated: { en: 'Generated at', id: 'Dibuat pada' },
  summary: { en: 'Summary', id: 'Ringkasan' },
  rate: { en: 'Compliance rate (%)', id: 'Tingkat kepatuhan (%)' },
  active: { en: 'Active compliances', id: 'Kepatuhan aktif' },
  comply: { en: 'Comply', id: 'Patuh' },
  notComply: { en: 'Not comply', id: 'Tidak patuh' },
  status: { en: 'Status', id: 'Status' },
  count: { en: 'Count', id: 'Jumlah' },
  topComply: { en: 'Top comply topics', id: 'Topik paling patuh' },
  topNotComply: { en: 'Top not-comply topics', id: 'Topik paling tidak patuh' },
  topic: { en: 'Topic', id: 'Topik' },
  divisions: { en: 'Divisions', id: 'Divisi' },
  statistics: { en: 'Statistics over time', id: 'Statistik dari waktu ke waktu' },
  month: { en: 'Month', id: 'Bulan' },
  none: { en: 'No data', id: 'Tidak ada data' },
} as const;

/** Row labels the test reads back (the first column of each figure's row). */
export const exportLabel = (key: keyof typeof TEXT, lang: Lang) => TEXT[key][lang];

export async function dashboardWorkbook(
  d: DashboardAnswer,
  stats: DashboardStatisticsAnswer,
  lang: Lang,
): Promise<Buffer> {
  const t = (k: keyof typeof TEXT) => TEXT[k][lang];
  const wb = new ExcelJS.Workbook();
  wb.created = new Date(d.generated_at);
  const sheet = wb.addWorksheet(t('title'));
  const ws = { addRow: (cells: Cell[]) => sheet.addRow(cells.map(safeCell)) };
  sheet.columns = [{ width: 36 }, { width: 14 }, { width: 14 }, { width: 14 }, { width: 16 }];
  const heading = (text: string) => {
    const row = ws.addRow([text]);
    row.font = { bold: true };
  };
  const blank = () => ws.addRow([]);

  const title = ws.addRow([t('title')]);
  title.font = { bold: true, size: 14 };
  heading(t('filters'));
  ws.addRow([t('sector'), d.filters.sector_title ?? t('all')]);
  ws.addRow([t('group'), d.filters.group_name ?? t('all')]);
  ws.addRow([t('deadlineFrom'), d.filters.deadline_from ?? '']);
  ws.addRow([t('deadlineTo'), d.filters.deadline_to ?? '']);
  ws.addRow([t('generated'), d.generated_at]);
  blank();

  heading(t('summary'));
  ws.addRow([t('rate'), d.rate]);
  ws.addRow([t('active'), d.active]);
  ws.addRow([t('comply'), d.comply]);
  ws.addRow([t('notComply'), d.not_comply]);
  blank();

  heading(t('status'));
  for (const s of PROCESS_STATUSES)
    ws.addRow([labelOf(PROCESS_STATUS_LABELS, s, lang), d.by_status[s]]);
  blank();

  for (const [key, list] of [
    ['topComply', d.top_comply],
    ['topNotComply', d.top_not_comply],
  ] as const) {
    heading(t(key));
    ws.addRow([t('topic'), t('count')]).font = { italic: true };
    if (!list.length) ws.addRow([t('none')]);
    for (const item of list) ws.addRow([item.title, item.count]);
    blank();
  }

  heading(t('divisions'));
  ws.addRow([t('group'), t('active'), t('comply'), t('notComply'), t('rate')]).font = {
    italic: true,
  };
  for (const g of d.divisions) ws.addRow([g.name, g.active, g.comply, g.not_comply, g.rate]);
  blank();

  heading(t('statistics'));
  ws.addRow([t('month'), t('active'), t('comply'), t('notComply'), t('rate')]).font = {
    italic: true,
  };
  for (const m of stats.months) ws.addRow([m.month, m.active, m.comply, m.not_comply, m.rate]);

  return Buffer.from(await wb.xlsx.writeBuffer());
}

export { xlsxAnswer } from '../spreadsheets';
