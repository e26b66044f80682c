/**
 * The list's filter, sort and page run in memory over the caller's whole local set: at 15,000
 * compliances each must stay interactive (the bound is generous so a loaded CI machine passes;
 * the measured figures are printed), and its answers must be right.
 */
import { describe, expect, it } from 'vitest';
import { PRIORITIES, PROCESS_STATUSES } from '../../../contract/enums';
import {
  complianceMatcher,
  compliancePage,
  pageOfSorted,
  sortCompliances,
  type ComplianceSort,
  type PageRequest,
} from '../../db/hooks/compliances';
import { compliance, member, ME, OTHER } from '../../test/compliance-fixtures';

const N = 15_000;
const TODAY = '2026-06-15';
const BOUND_MS = 200;

const day = (i: number) =>
  new Date(Date.UTC(2026, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10);
const docs = Array.from({ length: N }, (_, i) =>
  compliance({
    process_status: PROCESS_STATUSES[i % PROCESS_STATUSES.length],
    priority: PRIORITIES[(i * 7) % PRIORITIES.length],
    // every 10th has no deadline
    deadline: i % 10 === 0 ? null : day(i * 13),
    is_active: i % 9 !== 0,
    comp_title_en: `Obligation ${(i * 7919) % N} ${i % 50 === 0 ? 'waste permit' : 'report'}`,
    members: [member(i % 3 === 0 ? ME : OTHER, 'pic')],
    updated_at: new Date(Date.UTC(2025, 0, 1) + ((i * 104_729) % N) * 60_000).toISOString(),
  }),
);

/**
 * Runs `run` three times and bounds the fastest by the process's own CPU time: on a shared
 * machine other processes only add waiting, which the wall clock counts and the CPU time does
 * not (both are printed).
 */
function timed<T>(label: string, run: () => T): T {
  let result!: T;
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < 3; i++) {
    const startWall = performance.now();
    // The whole process's CPU: in the client's thread pool that includes the other worker's, so
    // the figure can only overstate the cost, never hide it.
    const startCpu = process.cpuUsage();
    result = run();
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
    wall.push(performance.now() - startWall);
  }
  const best = Math.min(...cpu);
  console.log(
    `${label}: ${best.toFixed(1)} ms CPU, best of ${cpu.map((t) => t.toFixed(1)).join(' / ')} (wall ${wall.map((t) => t.toFixed(1)).join(' / ')}; bound ${BOUND_MS} ms, ${N} compliances)`,
  );
  expect(best).toBeLessThan(BOUND_MS);
  return result;
}

describe(`compliance list in memory at ${N} compliances`, () => {
  const req = (sort: ComplianceSort, page = 1, dir: PageRequest['dir'] = 'asc'): PageRequest => ({
    sort,
    dir,
    page,
    size: 20,
    lang: 'en',
  });

  it('filters, sorts and pages fast enough to be interactive, for every sort', () => {
    // Once untimed: the first run also compiles the functions (the app pays that once per load).
    compliancePage(docs, {}, req('title'), TODAY);
    for (const sort of ['deadline', 'priority', 'status', 'title', 'updated'] as const) {
      timed(`sort ${sort}, no filter, page 1`, () => compliancePage(docs, {}, req(sort), TODAY));
      timed(`sort ${sort} desc, open + mine, page 40`, () =>
        compliancePage(docs, { open: true, pic: ME }, req(sort, 40, 'desc'), TODAY),
      );
    }
    timed('text search "permit", sort title', () =>
      compliancePage(docs, { q: 'PERMIT' }, req('title'), TODAY),
    );
    timed('overdue, sort deadline, page 10', () =>
      compliancePage(docs, { overdue: true }, req('deadline', 10), TODAY),
    );
    // The screen keeps the sorted rows per filter and sort: a page change is a slice.
    const sorted = sortCompliances(docs, 'title', 'asc', 'en');
    timed('page change on the kept sorted rows (page 300)', () =>
      pageOfSorted(sorted, { page: 300, size: 20 }),
    );
  });

  it('answers the right rows: the total, the order, and pages that tile the whole result', () => {
    const filter = { status: 'claim' as const, active: true };
    const expected = docs.filter((d) => d.process_status === 'claim' && d.is_active);
    const first = compliancePage(docs, filter, req('deadline'), TODAY);
    expect(first.total).toBe(expected.length);
    expect(first.total).toBeGreaterThan(100);

    const pages = Math.ceil(first.total / 20);
    const tiled = Array.from(
      { length: pages },
      (_, p) => compliancePage(docs, filter, req('deadline', p + 1), TODAY).rows,
    ).flat();
    expect(tiled.map((d) => d.id)).toEqual(
      sortCompliances(expected, 'deadline', 'asc', 'en').map((d) => d.id),
    );
    expect(new Set(tiled.map((d) => d.id)).size).toBe(expected.length);
    // deadlines ascend, and the ones with none come last
    const deadlines = tiled.map((d) => d.deadline);
    const dated = deadlines.filter((d): d is string => d !== null);
    expect(dated).toEqual([...dated].sort());
    expect(deadlines.slice(dated.length).every((d) => d === null)).toBe(true);
    expect(compliancePage(docs, filter, req('deadline', pages + 1), TODAY).rows).toEqual([]);
  });

  it('orders a ranked sort by rank then deadline, and counts a text search', () => {
    const page = compliancePage(docs, {}, req('priority', 1, 'desc'), TODAY);
    expect(page.rows.every((r) => r.priority === PRIORITIES[PRIORITIES.length - 1])).toBe(true);
    const last = compliancePage(docs, {}, req('priority', Math.ceil(N / 20), 'desc'), TODAY);
    expect(last.rows.at(-1)?.priority).toBe(PRIORITIES[0]);
    expect(compliancePage(docs, { q: 'waste PERMIT' }, req('title'), TODAY).total).toBe(N / 50);
    expect(
      docs
        .filter(complianceMatcher({ overdue: true }, TODAY))
        .every((d) => d.deadline! < TODAY && d.is_active && d.process_status !== 'approved'),
    ).toBe(true);
  });
});
