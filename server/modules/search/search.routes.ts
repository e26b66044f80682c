/**
 * Global search (spec section 7): GET /search/suggestions, GET /search, POST /search-filter.
 * The routes only need a signed-in caller; what each type needs is checked here, as in
 * sync.routes.ts: the library view right for sectors and topics, obligation for obligations,
 * regulation for regulations. Suggestions leave out the kinds the caller may not view.
 */
import type { FastifyInstance } from 'fastify';
import {
  SEARCH_FILTER_TYPES,
  SUGGESTION_LIMIT,
  SUGGESTION_MIN_CHARS,
  type SearchFilterType,
  type SearchSuggestion,
  type SearchType,
} from '../../../contract/api/search';
import {
  searchFilter,
  searchResults,
  searchSuggestions,
} from '../../../contract/api/search-endpoints';
import type { ModuleCode } from '../../../contract/modules';
import type { Deps } from '../../deps';
import { can } from '../../lib/auth-user';
import { errors } from '../../lib/errors';
import { implement } from '../../lib/route';
import { callerOf } from '../../lib/caller';
import { toPage } from '../../lib/page';
import { presentFilterAnswer, presentHit } from './search.presenter';
import { suggestions } from './search.repository';
import { filterKinds, filteredHits, hitSources, searchByType } from './search-results.repository';

const TYPE_MODULE: Record<SearchType | SearchFilterType, ModuleCode> = {
  sector: 'library',
  topics: 'library',
  regulations: 'regulation',
  regulations_hierarchy: 'regulation',
  obligations: 'obligation',
};

export async function searchRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, searchSuggestions, {
    handler: async ({ query, user, lang }) => {
      let data: SearchSuggestion[] = [];
      if (query.q.length >= SUGGESTION_MIN_CHARS) {
        const kinds = {
          sector: can(user, 'library', 'view'),
          topic: can(user, 'library', 'view'),
          obligation: can(user, 'obligation', 'view'),
          regulation: can(user, 'regulation', 'view'),
        };
        const rows = await suggestions(
          deps.database,
          callerOf(user),
          query.q,
          kinds,
          lang,
          SUGGESTION_LIMIT,
        );
        data = rows.map((r) => ({
          type: r.type as SearchSuggestion['type'],
          id: r.id,
          title: r.title,
          ...(r.sector_id ? { sector_id: r.sector_id } : {}),
        }));
      }
      return data;
    },
  });

  implement(app, searchResults, {
    handler: async ({ query, user, lang }) => {
      if (!can(user, TYPE_MODULE[query.type], 'view')) throw errors.forbidden();
      const { rows, total } = await searchByType(deps.database, callerOf(user), query, lang);
      const data = rows.map((r) =>
        presentHit(query.type, r as unknown as Record<string, unknown> & { score: number }),
      );
      return toPage(data, total, query.page, query.limit);
    },
  });

  implement(app, searchFilter, {
    handler: async ({ body, user, lang }) => {
      const wanted = body.type ? [body.type] : [...SEARCH_FILTER_TYPES];
      const allowed = wanted.filter((k) => can(user, TYPE_MODULE[k], 'view'));
      if (allowed.length === 0) throw errors.forbidden();
      const caller = callerOf(user);
      const { rows, total } = await filteredHits(
        deps.database,
        caller,
        body,
        filterKinds(allowed, body.filters),
      );
      const ids = (type: SearchFilterType) => rows.filter((r) => r.type === type).map((r) => r.id);
      const sources = await hitSources(deps.database, lang, ids('obligations'), ids('regulations'));
      return presentFilterAnswer(total, rows, sources);
    },
  });
}
