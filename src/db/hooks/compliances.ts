/**
 * Live queries of the local compliances collection: the list (filters, sort, one page and the
 * total, each its own RxDB query so thousands of rows never cross into React), one compliance,
 * and the counts of "My work". Filters are plain values (the list screen keeps them in the URL).
 */
import { useEffect, useMemo, useState } from 'react';
import type { MangoQuerySelector, MangoQuerySortPart } from 'rxdb';
import type { ConfirmationStatus, ObligationAction, ObligationType, Priority, ProcessStatus, Sanction } from '../../../contract/enums';
import { PRIORITIES, PROCESS_STATUSES } from '../../../contract/enums';
import type { SyncDocs } from '../../../contract/collections';
import type { AppDatabase } from '../database';
import { useDatabase } from './use-database';
import { useRx } from './use-rx';
import { containsAny, usePlainOne } from './query-helpers';

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
}

export const COMPLIANCE_SORTS = ['deadline', 'priority', 'status', 'title', 'updated'] as const;
export type ComplianceSort = (typeof COMPLIANCE_SORTS)[number];
export type SortDir = 'asc' | 'desc';

/** The order of ranked enums (their stored strings do not sort in that order). */
const RANKS: Partial<Record<ComplianceSort, { field: 'priority' | 'process_status'; values: readonly string[] }>> = {
  priority: { field: 'priority', values: [...PRIORITIES] },
  status: { field: 'process_status', values: [...PROCESS_STATUSES] },
};

/**
 * The selector of `filter` on `today` (YYYY-MM-DD). `bookmarkedIds` are the caller's compliance
 * bookmarks (the bookmarks collection), needed only with `bookmarked`.
 */
export function complianceSelector(
  filter: ComplianceFilter,
  today: string,
  bookmarkedIds: readonly string[] = [],
): MangoQuerySelector<ComplianceDoc> {
  const parts: MangoQuerySelector<ComplianceDoc>[] = [];
  const eq = <K extends keyof ComplianceDoc>(field: K, value: ComplianceDoc[K] | undefined) => {
    if (value !== undefined) parts.push({ [field]: value } as MangoQuerySelector<ComplianceDoc>);
  };
  eq('process_status', filter.status);
  eq('confirmation_status', filter.confirmation);
  eq('priority', filter.priority);
  eq('sanction', filter.sanction);
  eq('type', filter.type);
  eq('sector_uuid', filter.sector);
  eq('topic_uuid', filter.topic);
  eq('is_active', filter.active);
  if (filter.pic)
    parts.push({ members: { $elemMatch: { user_uuid: filter.pic, role_code: { $in: ['pic', 'group_pic'] } } } });
  if (filter.auditor) parts.push({ members: { $elemMatch: { user_uuid: filter.auditor, role_code: 'auditor' } } });
  if (filter.open) parts.push({ process_status: { $ne: 'approved' } });
  if (filter.overdue)
    // contract/workflow.ts isOverdue, as a selector
    parts.push({ is_active: true, process_status: { $ne: 'approved' }, deadline: { $type: 'string', $lt: today } } as MangoQuerySelector<ComplianceDoc>);
  if (filter.due_from) parts.push({ deadline: { $type: 'string', $gte: filter.due_from } } as MangoQuerySelector<ComplianceDoc>);
  if (filter.due_to) parts.push({ deadline: { $type: 'string', $lte: filter.due_to } } as MangoQuerySelector<ComplianceDoc>);
  if (filter.can) parts.push({ actions: { $in: [filter.can] } } as MangoQuerySelector<ComplianceDoc>);
  if (filter.bookmarked) parts.push({ id: { $in: [...bookmarkedIds] } });
  const or = containsAny<ComplianceDoc>(['comp_title_en', 'comp_title_id', 'note'], filter.q ?? '');
  if (or) parts.push({ $or: or });
  return parts.length === 0 ? {} : parts.length === 1 ? parts[0] : { $and: parts };
}

export interface PageRequest {
  sort: ComplianceSort;
  dir: SortDir;
  /** 1-based. */
  page: number;
  size: number;
  lang: 'en' | 'id';
}

function plainSort(sort: ComplianceSort, dir: SortDir, lang: 'en' | 'id'): MangoQuerySortPart<ComplianceDoc>[] {
  const field = sort === 'deadline' ? 'deadline' : sort === 'title' ? (lang === 'id' ? 'comp_title_id' : 'comp_title_en') : 'updated_at';
  return [{ [field]: dir } as MangoQuerySortPart<ComplianceDoc>, { id: 'asc' }];
}

export interface CompliancePage {
  rows: ComplianceDoc[];
  total: number;
}

/**
 * One page of the compliances matching `selector`: a count, then the rows by skip/limit. A ranked
 * sort (priority, status) reads the page group by group, each value's rows by deadline.
 */
export async function queryCompliancePage(
  db: AppDatabase,
  selector: MangoQuerySelector<ComplianceDoc>,
  req: PageRequest,
): Promise<CompliancePage> {
  const skip = (Math.max(1, req.page) - 1) * req.size;
  const rank = RANKS[req.sort];
  if (!rank) {
    const [total, docs] = await Promise.all([
      db.compliances.count({ selector }).exec(),
      db.compliances.find({ selector, sort: plainSort(req.sort, req.dir, req.lang), skip, limit: req.size }).exec(),
    ]);
    return { total, rows: docs.map((d) => d.toJSON() as ComplianceDoc) };
  }
  // High priority first and the furthest status first read "desc" as the natural order.
  const values = req.dir === 'desc' ? [...rank.values].reverse() : rank.values;
  const groups = values.map((value) => ({ $and: [selector, { [rank.field]: value }] }) as MangoQuerySelector<ComplianceDoc>);
  const counts = await Promise.all(groups.map((g) => db.compliances.count({ selector: g }).exec()));
  const rows: ComplianceDoc[] = [];
  let offset = skip;
  for (let i = 0; i < groups.length && rows.length < req.size; i++) {
    if (offset >= counts[i]) {
      offset -= counts[i];
      continue;
    }
    const docs = await db.compliances
      .find({ selector: groups[i], sort: [{ deadline: 'asc' }, { id: 'asc' }], skip: offset, limit: req.size - rows.length })
      .exec();
    rows.push(...docs.map((d) => d.toJSON() as ComplianceDoc));
    offset = 0;
  }
  return { total: counts.reduce((a, b) => a + b, 0), rows };
}

/** Re-runs `load` whenever the compliances collection changes (a pull, a local write). */
function useCollectionVersion(db: AppDatabase | null): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!db) return;
    const sub = db.compliances.$.subscribe(() => setVersion((v) => v + 1));
    return () => sub.unsubscribe();
  }, [db]);
  return version;
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

/** The page of the list, live: follows every change of the collection. */
export function useCompliancePage(filter: ComplianceFilter, req: PageRequest, today: string): PageResult {
  const db = useDatabase();
  const bookmarks = useComplianceBookmarkIds();
  const version = useCollectionVersion(db);
  const selector = useMemo(() => complianceSelector(filter, today, bookmarks), [filter, today, bookmarks]);
  const key = JSON.stringify([selector, req]);
  const [state, setState] = useState<{ key: string; page: CompliancePage | null; error: unknown }>({ key: '', page: null, error: null });
  useEffect(() => {
    if (!db) return;
    let live = true;
    queryCompliancePage(db, selector, req).then(
      (page) => live && setState({ key, page, error: null }),
      (error: unknown) => live && setState({ key, page: null, error }),
    );
    return () => {
      live = false;
    };
    // the key holds the selector and the request
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, key, version]);
  const current = state.key === key;
  // While the next page loads the previous one stays (no flicker on every keystroke).
  return {
    rows: state.page?.rows ?? [],
    total: state.page?.total ?? 0,
    loading: db === null || !current || (state.page === null && state.error === null),
    error: current ? state.error : null,
  };
}

export function useCompliance(id: string) {
  const db = useDatabase();
  return usePlainOne<ComplianceDoc>(useRx(db?.compliances.findOne(id)), db !== null);
}

/** Counts of several filters at once, live (My work). */
export function useComplianceCounts<K extends string>(filters: Record<K, ComplianceFilter>, today: string): { counts: Record<K, number> | null } {
  const db = useDatabase();
  const version = useCollectionVersion(db);
  const key = JSON.stringify([filters, today]);
  const [counts, setCounts] = useState<{ key: string; value: Record<K, number> } | null>(null);
  useEffect(() => {
    if (!db) return;
    let live = true;
    const entries = Object.entries(filters) as [K, ComplianceFilter][];
    Promise.all(entries.map(([, f]) => db.compliances.count({ selector: complianceSelector(f, today) }).exec())).then(
      (values) => live && setCounts({ key, value: Object.fromEntries(entries.map(([k], i) => [k, values[i]])) as Record<K, number> }),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, key, version]);
  return { counts: counts?.key === key ? counts.value : null };
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
 * (a scan of the collection, so only the open filter panel asks for it), named from the library.
 */
export function useComplianceFilterOptions(): ComplianceFilterOptions | null {
  const db = useDatabase();
  const version = useCollectionVersion(db);
  const [options, setOptions] = useState<ComplianceFilterOptions | null>(null);
  useEffect(() => {
    if (!db) return;
    let live = true;
    void (async () => {
      const docs = await db.compliances.find().exec();
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
        [...m].map(([user_uuid, name]) => ({ user_uuid, name })).sort((a, b) => a.name.localeCompare(b.name));
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
  }, [db, version]);
  return options;
}

/**
 * The compliance of `c`'s obligation at `version` (another document than `c`), once it is in the
 * local database (its id): after a confirmation the server makes it and the sync brings it.
 */
export function useNewerCompliance(c: Pick<ComplianceDoc, 'id' | 'obligation_uuid'>, version: number | null): string | null {
  const db = useDatabase();
  const query = db && version !== null ? db.compliances.findOne({ selector: { obligation_uuid: c.obligation_uuid, version_code: version, id: { $ne: c.id } } }) : undefined;
  const { data } = useRx(query);
  return data ? data.id : null;
}
