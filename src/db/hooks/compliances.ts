/**
 * Live reads of the local compliances collection: the list (filters, sort, one page and the
 * total, computed in memory from one shared subscription to the whole collection), one
 * compliance, and the counts of "My work". Filters are plain values (the list screen keeps them
 * in the URL).
 */
import { useEffect, useMemo, useState } from 'react';
import { map, shareReplay, type Observable } from 'rxjs';
import type {
  ConfirmationStatus,
  ObligationAction,
  ObligationType,
  Priority,
  ProcessStatus,
  Sanction,
} from '../../../contract/enums';
import { PRIORITIES, PROCESS_STATUSES } from '../../../contract/enums';
import type { SyncDocs } from '../../../contract/collections';
import type { AppDatabase } from '../database';
import { useDatabase } from './use-database';
import { useRx } from './use-rx';
import { usePlainOne } from './query-helpers';

export type ComplianceDoc = SyncDocs['compliances'];

export interface ComplianceFilter {
  status?: ProcessStatus;
  confirmation?: ConfirmationStatus;
  priority?: Priority;
  sanction?: Sanction;
  type?: ObligationType;
  sector?: string;
  topic?: string;
  /** A user who is the compliance's PIC or group PIC. */
  pic?: string;
  auditor?: string;
  overdue?: boolean;
  /** true: active only, false: inactive only, absent: both. */
  active?: boolean;
  /** Not yet comply (approved). */
  open?: boolean;
  bookmarked?: boolean;
  /** Deadline within [due_from, due_to] (YYYY-MM-DD, both inclusive). */
  due_from?: string;
  due_to?: string;
  /** Compliances on which the caller holds this obligation action. */
  can?: ObligationAction;
  q?: string;
  /** Comma list of groups (a dashboard division: a group and its sub-groups): a member in one of them. */
  group?: string;
}

import { COMPLIANCE_SORTS, type ComplianceSort } from '../../../contract/enums';

export { COMPLIANCE_SORTS, type ComplianceSort };
export type SortDir = 'asc' | 'desc';

/** The order of ranked enums (their stored strings do not sort in that order). */
const RANKS: Partial<
  Record<ComplianceSort, { field: 'priority' | 'process_status'; values: readonly string[] }>
> = {
  priority: { field: 'priority', values: [...PRIORITIES] },
  status: { field: 'process_status', values: [...PROCESS_STATUSES] },
};

/**
 * The test of `filter` on `today` (YYYY-MM-DD), for one compliance. `bookmarkedIds` are the
 * caller's compliance bookmarks (the bookmarks collection), needed only with `bookmarked`.
 */
export function complianceMatcher(
  filter: ComplianceFilter,
  today: string,
  bookmarkedIds: readonly string[] = [],
): (c: ComplianceDoc) => boolean {
  const tests: ((c: ComplianceDoc) => boolean)[] = [];
  const eq = <K extends keyof ComplianceDoc>(field: K, value: ComplianceDoc[K] | undefined) => {
    if (value !== undefined) tests.push((c) => c[field] === value);
  };
  eq('process_status', filter.status);
  eq('confirmation_status', filter.confirmation);
  eq('priority', filter.priority);
  eq('sanction', filter.sanction);
  eq('type', filter.type);
  eq('sector_uuid', filter.sector);
  eq('topic_uuid', filter.topic);
  eq('is_active', filter.active);
  const { pic, auditor, can, due_from, due_to } = filter;
  if (pic)
    tests.push((c) =>
      c.members.some(
        (m) => m.user_uuid === pic && (m.role_code === 'pic' || m.role_code === 'group_pic'),
      ),
    );
  if (auditor)
    tests.push((c) => c.members.some((m) => m.user_uuid === auditor && m.role_code === 'auditor'));
  if (filter.open) tests.push((c) => c.process_status !== 'approved');
  // contract/workflow.ts isOverdue
  if (filter.overdue)
    tests.push(
      (c) =>
        c.is_active && c.process_status !== 'approved' && c.deadline !== null && c.deadline < today,
    );
  if (due_from) tests.push((c) => c.deadline !== null && c.deadline >= due_from);
  if (due_to) tests.push((c) => c.deadline !== null && c.deadline <= due_to);
  if (can) tests.push((c) => c.actions.includes(can));
  if (filter.group) {
    const groups = new Set(filter.group.split(','));
    tests.push((c) => c.members.some((m) => m.group_uuid !== null && groups.has(m.group_uuid)));
  }
  if (filter.bookmarked) {
    const ids = new Set(bookmarkedIds);
    tests.push((c) => ids.has(c.id));
  }
  const needle = (filter.q ?? '').trim().toLowerCase();
  if (needle)
    tests.push((c) =>
      [c.comp_title_en, c.comp_title_id, c.note].some((v) => v?.toLowerCase().includes(needle)),
    );
  return (c) => tests.every((t) => t(c));
}

export interface PageRequest {
  sort: ComplianceSort;
  dir: SortDir;
  /** 1-based. */
  page: number;
  size: number;
  lang: 'en' | 'id';
}

export interface CompliancePage {
  rows: ComplianceDoc[];
  total: number;
}

const NO_DEADLINE = '\uffff';

/**
 * A new array of `docs` in the list's order; ties by id so paging is stable. A ranked sort
 * (priority, status) orders by the enum's rank ("desc": high priority, furthest status first),
 * each value's rows by deadline; no deadline sorts after every deadline in both directions (it is
 * the least urgent). Each row gets one text key, computed once, and the keys are sorted by the
 * engine's own string sort without a comparator: 15,000 rows in a few tens of ms.
 */
export function sortCompliances(
  docs: readonly ComplianceDoc[],
  sort: ComplianceSort,
  dir: SortDir,
  lang: 'en' | 'id',
): ComplianceDoc[] {
  const desc = dir === 'desc';
  const rank = RANKS[sort];
  const titleField = lang === 'id' ? 'comp_title_id' : 'comp_title_en';
  let keyOf: (d: ComplianceDoc) => string;
  // Rows without a deadline, kept apart on a deadline sort so a descending one still ends with them.
  const undated: ComplianceDoc[] = [];
  let rows: readonly ComplianceDoc[] = docs;
  if (rank) {
    const last = rank.values.length - 1;
    const index = new Map(
      rank.values.map((v, i) => [v, String.fromCharCode(65 + (desc ? last - i : i))]),
    );
    keyOf = (d) => (index.get(d[rank.field]) ?? 'Z') + (d.deadline ?? NO_DEADLINE);
  } else if (sort === 'deadline') {
    rows = docs.filter((d) => d.deadline !== null || (undated.push(d), false));
    keyOf = (d) => d.deadline!;
  } else if (sort === 'title') {
    keyOf = (d) => d[titleField].toLocaleLowerCase(lang);
  } else {
    keyOf = (d) => d.updated_at;
  }
  const keys = rows.map((d, i) => `${keyOf(d)}\u0000${d.id}\u0000${i}`);
  keys.sort();
  const sorted = keys.map((k) => rows[Number(k.slice(k.lastIndexOf('\u0000') + 1))]);
  if (desc && !rank) sorted.reverse();
  if (undated.length > 0)
    sorted.push(...undated.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
  return sorted;
}

/** Page `req.page` (1-based) of the sorted rows. */
export function pageOfSorted(
  sorted: readonly ComplianceDoc[],
  req: Pick<PageRequest, 'page' | 'size'>,
): CompliancePage {
  const skip = (Math.max(1, req.page) - 1) * req.size;
  return { total: sorted.length, rows: sorted.slice(skip, skip + req.size) };
}

/** Filter, sort and page in one go (the hooks keep each step memoised apart). */
export function compliancePage(
  docs: readonly ComplianceDoc[],
  filter: ComplianceFilter,
  req: PageRequest,
  today: string,
  bookmarkedIds: readonly string[] = [],
): CompliancePage {
  return pageOfSorted(
    sortCompliances(
      docs.filter(complianceMatcher(filter, today, bookmarkedIds)),
      req.sort,
      req.dir,
      req.lang,
    ),
    req,
  );
}

/** The plain JSON of each document, kept per document object: an unchanged document is not copied again. */
const plainOf = new WeakMap<object, ComplianceDoc>();

/**
 * All the caller's local compliances as plain JSON, live: one query of the whole collection per
 * database, shared by every screen that reads it (the list, My work). Filtering, sorting and
 * paging thousands of rows in memory takes milliseconds, where an RxDB query per page with
 * skip/limit on a sort no index covers took seconds.
 */
const shared = new WeakMap<AppDatabase, Observable<ComplianceDoc[]>>();
function allCompliances$(db: AppDatabase): Observable<ComplianceDoc[]> {
  let stream = shared.get(db);
  if (!stream) {
    stream = db.compliances.find().$.pipe(
      map((docs) =>
        docs.map((d) => {
          let json = plainOf.get(d);
          if (!json) {
            json = d.toJSON() as ComplianceDoc;
            plainOf.set(d, json);
          }
          return json;
        }),
      ),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
    shared.set(db, stream);
  }
  return stream;
}

/** The caller's local compliances in memory (null until the first read answered). */
export function useAllCompliances(): { docs: ComplianceDoc[] | null; error: unknown } {
  const db = useDatabase();
  const [state, setState] = useState<{
    db: AppDatabase | null;
    docs: ComplianceDoc[] | null;
    error: unknown;
  }>({ db: null, docs: null, error: null });
  useEffect(() => {
    if (!db) return;
    const sub = allCompliances$(db).subscribe({
      next: (docs) => setState({ db, docs, error: null }),
      error: (error: unknown) => setState({ db, docs: null, error }),
    });
    return () => sub.unsubscribe();
  }, [db]);
  return state.db === db ? { docs: state.docs, error: state.error } : { docs: null, error: null };
}

/** The caller's compliance bookmarks (ids), for the bookmarked filter. */
export function useComplianceBookmarkIds(): string[] {
  const db = useDatabase();
  const { data } = useRx(db?.bookmarks.find({ selector: { entity_type: 'compliance' } }));
  return useMemo(() => (data ?? []).map((d) => d.entity_uuid as string), [data]);
}

export interface PageResult extends CompliancePage {
  loading: boolean;
  error: unknown;
}

/**
 * The page of the list, live: follows every change of the collection. The filtered rows are
 * kept per filter and the sorted rows per sort, so a page change is only a slice.
 */
export function useCompliancePage(
  filter: ComplianceFilter,
  req: PageRequest,
  today: string,
): PageResult {
  const { docs, error } = useAllCompliances();
  const bookmarks = useComplianceBookmarkIds();
  const filterKey = JSON.stringify(filter);
  const filtered = useMemo(
    () => (docs ? docs.filter(complianceMatcher(filter, today, bookmarks)) : null),
    // the key holds the filter
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [docs, filterKey, today, bookmarks],
  );
  const sorted = useMemo(
    () => (filtered ? sortCompliances(filtered, req.sort, req.dir, req.lang) : null),
    [filtered, req.sort, req.dir, req.lang],
  );
  const page = useMemo(() => (sorted ? pageOfSorted(sorted, req) : null), [sorted, req]);
  return {
    rows: page?.rows ?? [],
    total: page?.total ?? 0,
    loading: page === null && !error,
    error,
  };
}

export function useCompliance(id: string) {
  const db = useDatabase();
  return usePlainOne<ComplianceDoc>(useRx(db?.compliances.findOne(id)), db !== null);
}

/** Counts of several filters at once, live (My work), from the same in-memory set as the list. */
export function useComplianceCounts<K extends string>(
  filters: Record<K, ComplianceFilter>,
  today: string,
): { counts: Record<K, number> | null } {
  const { docs } = useAllCompliances();
  const key = JSON.stringify(filters);
  const counts = useMemo(() => {
    if (!docs) return null;
    const entries = Object.entries(filters) as [K, ComplianceFilter][];
    return Object.fromEntries(
      entries.map(([k, f]) => [k, docs.filter(complianceMatcher(f, today)).length]),
    ) as Record<K, number>;
    // the key holds the filters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [docs, key, today]);
  return { counts };
}

export interface FilterUser {
  user_uuid: string;
  name: string;
}

export interface ComplianceFilterOptions {
  sectors: { value: string; label_en: string; label_id: string }[];
  topics: { value: string; label_en: string; label_id: string }[];
  pics: FilterUser[];
  auditors: FilterUser[];
}

/**
 * The choices of the sector, topic, PIC and auditor filters: those the local compliances hold
 * (from the in-memory set), named from the library.
 */
export function useComplianceFilterOptions(): ComplianceFilterOptions | null {
  const db = useDatabase();
  const { docs } = useAllCompliances();
  const [options, setOptions] = useState<ComplianceFilterOptions | null>(null);
  useEffect(() => {
    if (!db || !docs) return;
    let live = true;
    void (async () => {
      const sectorIds = new Set<string>();
      const topicIds = new Set<string>();
      const pics = new Map<string, string>();
      const auditors = new Map<string, string>();
      for (const d of docs) {
        sectorIds.add(d.sector_uuid);
        topicIds.add(d.topic_uuid);
        for (const m of d.members) {
          if (m.role_code === 'pic' || m.role_code === 'group_pic') pics.set(m.user_uuid, m.name);
          if (m.role_code === 'auditor') auditors.set(m.user_uuid, m.name);
        }
      }
      const [sectors, topics] = await Promise.all([
        db.sectors.find({ selector: { id: { $in: [...sectorIds] } } }).exec(),
        db.topics.find({ selector: { id: { $in: [...topicIds] } } }).exec(),
      ]);
      const users = (m: Map<string, string>) =>
        [...m]
          .map(([user_uuid, name]) => ({ user_uuid, name }))
          .sort((a, b) => a.name.localeCompare(b.name));
      if (!live) return;
      setOptions({
        sectors: sectors.map((s) => ({ value: s.id, label_en: s.name_en, label_id: s.name_id })),
        topics: topics.map((t) => ({ value: t.id, label_en: t.title_en, label_id: t.title_id })),
        pics: users(pics),
        auditors: users(auditors),
      });
    })();
    return () => {
      live = false;
    };
  }, [db, docs]);
  return options;
}

/**
 * The compliance of `c`'s obligation at `version` (another document than `c`), once it is in the
 * local database (its id): after a confirmation the server makes it and the sync brings it.
 */
export function useNewerCompliance(
  c: Pick<ComplianceDoc, 'id' | 'obligation_uuid'>,
  version: number | null,
): string | null {
  const db = useDatabase();
  const query =
    db && version !== null
      ? db.compliances.findOne({
          selector: {
            obligation_uuid: c.obligation_uuid,
            version_code: version,
            id: { $ne: c.id },
          },
        })
      : undefined;
  const { data } = useRx(query);
  return data ? data.id : null;
}
