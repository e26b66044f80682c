/**
 * The endpoints bench:api drives, each with its goal and its direct-SQL operation: the same
 * repository calls the route makes, on the same PostgreSQL, without HTTP, auth or JSON.
 */
import { eq } from 'drizzle-orm';
import { complianceListQuery } from '../../contract/api/compliance';
import type { SearchFilterBody, SearchQuery } from '../../contract/api/search';
import { LIMITS } from '../../contract/limits';
import type { Database } from '../../server/db/client';
import { companies } from '../../server/db/schema/identity';
import type { AuthUser } from '../../server/lib/auth-user';
import { findSessionUser } from '../../server/modules/auth/session.repository';
import { listCompliances } from '../../server/modules/compliance/compliance-list.repository';
import { callerOf } from '../../server/lib/caller';
import {
  countUnpublished,
  lastSync,
  listSectors,
} from '../../server/modules/library/sectors.repository';
import { listObligations } from '../../server/modules/obligations/obligations.repository';
import { listRegulations } from '../../server/modules/regulations/regulations.repository';
import {
  filterKinds,
  filteredHits,
  hitSources,
  searchByType,
} from '../../server/modules/search/search-results.repository';
import type { LoadResult } from './direct';

export interface Goal {
  text: string;
  met(r: LoadResult): boolean;
}
/** List reads: the database's speed over HTTP. */
const LIST_GOAL: Goal = {
  text: '>= 2000 req/s, p99 < 50 ms',
  met: (r) => r.perSecond >= 2000 && r.p99Ms < 50,
};
/** Issue 8: the compliance list (20 rows, a status filter) over 15,000 compliances of the company. */
const COMPLIANCE_LIST_GOAL: Goal = {
  text: '>= 1500 req/s, p99 < 50 ms',
  met: (r) => r.perSecond >= 1500 && r.p99Ms < 50,
};
/** Interactive search: what a person typing waits for. */
const SEARCH_GOAL: Goal = { text: 'p95 < 150 ms', met: (r) => r.p95Ms < 150 };

export interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  paths: string[];
  bodies: string[];
  /** autocannon connections (and direct-SQL loops). */
  connections: number;
  goal: Goal | null;
  direct: () => Promise<unknown>;
}

/**
 * Search queries taken in turn: the examples of the specification and frequent words and
 * prefixes of the seeded titles, English and Indonesian, so one cached plan or answer cannot
 * stand for all of them.
 */
export const SEARCH_TERMS = [
  'limbah',
  'izin',
  'keselamatan',
  'waste',
  'permit',
  'lingkungan',
  'environmental',
  'emisi',
  'water',
  'perizinan',
  'hazardous',
  'lapor',
  'safety',
  'amdal',
  'kesehatan',
  'report',
];

export interface Context {
  database: Database;
  sessionUuid: string;
  user: AuthUser;
  /** A sector with obligations the user may list (for the obligation list's filter). */
  sectorUuid: string;
}

/** Search runs at 4 connections: it is typed by people, not polled; latency is its goal. */
const SEARCH_CONNECTIONS = 4;
const LIST_CONNECTIONS = 20;

export function endpoints(c: Context): Endpoint[] {
  const caller = callerOf(c.user);
  let turn = 0;
  const nextTerm = () => SEARCH_TERMS[turn++ % SEARCH_TERMS.length];
  const searchQuery = (q: string): SearchQuery => ({
    q,
    type: 'regulations',
    page: 1,
    limit: LIMITS.pageSize,
  });
  const filterBody = (q: string): SearchFilterBody => ({
    q,
    page: 1,
    limit: LIMITS.pageSize,
    filters: {},
  });
  const get = (
    name: string,
    path: string,
    goal: Goal | null,
    direct: () => Promise<unknown>,
  ): Endpoint => ({
    name: `GET ${name}`,
    method: 'GET',
    paths: [path],
    bodies: [],
    connections: LIST_CONNECTIONS,
    goal,
    direct,
  });
  const obligationQuery = `sector_uuid=${c.sectorUuid}&page=1&limit=20`;
  return [
    // The floor of the HTTP side: no auth, one trivial round trip to the database.
    get('/api/health (floor: no auth, SELECT 1)', '/api/health', null, () =>
      c.database.query('SELECT 1'),
    ),
    get('/api/users/profile (reference)', '/api/users/profile', null, async () => {
      const u = await findSessionUser(c.database, c.sessionUuid);
      if (!u) throw new Error('session lookup returned no user');
      await c.database.db
        .select({ name: companies.name, subscription_start: companies.subscription_start })
        .from(companies)
        .where(eq(companies.company_uuid, u.company_uuid));
    }),
    get('/api/v2/sectors?page=2&limit=20', '/api/v2/sectors?page=2&limit=20', LIST_GOAL, () =>
      Promise.all([
        listSectors(c.database, {
          companyUuid: caller.companyUuid,
          isProvider: caller.isProvider,
          lang: 'en',
          page: 2,
          limit: 20,
        }),
        caller.isProvider ? countUnpublished(c.database) : Promise.resolve(undefined),
        lastSync(c.database, caller.companyUuid),
      ]),
    ),
    get(
      `/api/obligation/list?sector_uuid=…&limit=20`,
      `/api/obligation/list?${obligationQuery}`,
      LIST_GOAL,
      () =>
        listObligations(
          c.database,
          caller,
          { sector_uuid: c.sectorUuid, page: 1, limit: 20 },
          'en',
        ),
    ),
    get(
      '/api/v2/compliance/list?process_status=claim&limit=20',
      '/api/v2/compliance/list?process_status=claim&limit=20',
      COMPLIANCE_LIST_GOAL,
      () =>
        listCompliances(
          c.database,
          c.user,
          complianceListQuery.parse({ process_status: 'claim', limit: '20' }),
          'en',
          new Date().toISOString().slice(0, 10),
        ),
    ),
    get('/api/regulations/list', '/api/regulations/list', LIST_GOAL, () =>
      listRegulations(c.database, caller, { page: 1, limit: LIMITS.pageSize }, 'en'),
    ),
    {
      name: 'GET /api/search?type=regulations',
      method: 'GET',
      paths: SEARCH_TERMS.map((q) => `/api/search?type=regulations&q=${encodeURIComponent(q)}`),
      bodies: [],
      connections: SEARCH_CONNECTIONS,
      goal: SEARCH_GOAL,
      direct: () => searchByType(c.database, caller, searchQuery(nextTerm()), 'en'),
    },
    {
      name: 'POST /api/search-filter',
      method: 'POST',
      paths: SEARCH_TERMS.map(() => '/api/search-filter'),
      bodies: SEARCH_TERMS.map((q) => JSON.stringify({ q })),
      connections: SEARCH_CONNECTIONS,
      goal: SEARCH_GOAL,
      direct: async () => {
        const body = filterBody(nextTerm());
        const { rows } = await filteredHits(
          c.database,
          caller,
          body,
          filterKinds(['obligations', 'regulations'], body.filters),
        );
        const ids = (type: string) => rows.filter((r) => r.type === type).map((r) => r.id);
        await hitSources(c.database, 'en', ids('obligations'), ids('regulations'));
      },
    },
  ];
}

/** The auth hook's session lookup alone (every authenticated request pays it once). */
export const sessionLookup = (c: Context) => async () => {
  if (!(await findSessionUser(c.database, c.sessionUuid)))
    throw new Error('session lookup returned no user');
};
