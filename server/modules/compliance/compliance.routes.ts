import type { FastifyInstance } from 'fastify';
import {
  complianceDashboard,
  complianceDetail,
  complianceFilterOptions,
  complianceIdParams,
  complianceListItem,
  complianceListQuery,
  complianceState,
} from '../../../contract/api/compliance';
import {
  bulkActivationBody,
  bulkDeleteBody,
  bulkResult,
  complianceBookmarkBody,
  complianceUpdateBody,
  duplicateBody,
  processUpdateBody,
  renewalBody,
  statusUpdateBody,
} from '../../../contract/api/compliance-writes';
import {
  complianceBookmarkExample,
  complianceBulkExample,
  complianceDashboardExample,
  complianceDetailExample,
  complianceFilterExample,
  complianceListExample,
  complianceStateExample,
} from '../../../contract/api/examples-compliance';
import { bookmarkToggleResult } from '../../../contract/api/obligations';
import { pageOf } from '../../../contract/envelope';
import type { Access } from '../../../contract/modules';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute, isUuid } from '../../lib/route';
import { BOOKMARK_TOGGLE } from '../bookmarks';
import { toggle } from '../bookmarks';
import { toPage } from '../../lib/page';
import { complianceDetailOf, dashboardOf, filterOptionsOf } from './compliance.reads';
import { presentListItem, todayUtc } from './compliance.presenter';
import { listCompliances } from './compliance-list.repository';
import { isVisibleCompliance } from './compliance.repository';
import {
  bulkActivation,
  bulkDelete,
  duplicate,
  processUpdate,
  renew,
  statusUpdate,
  updateDetails,
} from './compliance.service';

const VIEW = { module: 'compliance', action: 'view' } as const satisfies Access;
const UPDATE = { module: 'compliance', action: 'update' } as const satisfies Access;
/** The company compliance manager's privilege (compliance.policy isComplianceManager). */
const MANAGE = { module: 'compliance', action: 'delete' } as const satisfies Access;

/**
 * The compliance area's routes (spec section 7): thin, each a policy-checked read or one
 * mutation transaction. Another company's compliance, or one the caller may not see, is 404.
 */
export async function complianceRoutes(app: FastifyInstance, deps: Deps) {
  for (const url of ['/v2/compliance/list', '/compliance/list']) {
    defineRoute(app, {
      method: 'GET',
      url,
      access: VIEW,
      summary: 'A page of the compliances the caller may see, filtered and sorted',
      description:
        '`process_status` takes one status or a comma list; `is_active` is `1` (default), `0` or `all`; `is_bookmark=1` lists the caller’s bookmarked compliances; `sort_by` deadline|priority|status|title|updated with `sort_value` asc|desc.',
      query: complianceListQuery,
      response: pageOf(complianceListItem),
      example: complianceListExample,
      handler: async ({ query, user, lang }) => {
        const { rows, total } = await listCompliances(deps.database, user, query, lang, todayUtc());
        return toPage(
          rows.map((r) => presentListItem(r, lang)),
          total,
          query.page,
          query.limit,
        );
      },
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/v2/compliance/list-dashboard',
    access: VIEW,
    summary: 'The caller’s “my work” counts and the compliances per status',
    response: complianceDashboard,
    example: complianceDashboardExample,
    handler: async ({ user, lang }) => dashboardOf(deps.database, user, lang, new Date()),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v2/compliance/list-filter',
    access: VIEW,
    summary: 'The options of the compliance list’s filters, in the request language',
    response: complianceFilterOptions,
    example: complianceFilterExample,
    handler: async ({ user, lang }) => filterOptionsOf(deps.database, user, lang),
  });

  for (const url of ['/compliance/:id/', '/compliance/:id']) {
    defineRoute(app, {
      method: 'GET',
      url,
      access: VIEW,
      summary:
        'A compliance: obligation information, members, checklist, the caller’s actions and transitions',
      params: complianceIdParams,
      response: complianceDetail,
      message: 'compliance_loaded',
      example: complianceDetailExample,
      handler: async ({ params, user, lang }) => {
        const detail = isUuid(params.id)
          ? await complianceDetailOf(deps.database, user, params.id, lang, todayUtc())
          : null;
        if (!detail) throw errors.notFound();
        return detail;
      },
    });
  }

  defineRoute(app, {
    method: 'POST',
    url: '/compliance/bookmark',
    access: BOOKMARK_TOGGLE,
    summary: 'Bookmark a compliance, or remove its bookmark',
    body: complianceBookmarkBody,
    response: bookmarkToggleResult,
    message: 'bookmark_added',
    example: complianceBookmarkExample,
    errors: [404],
    handler: async ({ req, reply, body, user }) => {
      const id = body.compliance_uuid;
      // Checked before the transaction: PGlite's one connection is the transaction's meanwhile.
      if (!(await isVisibleCompliance(deps.database, user, id))) throw errors.notFound();
      return deps.mutations.forRequest(req, reply, (m) => toggle(m, user, 'compliance', id));
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/compliance/update',
    access: UPDATE,
    summary: 'Change a compliance’s deadline, priority or note (set_deadline)',
    description: 'Refused with 409 while the compliance is in audit or comply.',
    body: complianceUpdateBody,
    response: complianceState,
    message: 'compliance_updated',
    example: complianceStateExample,
    errors: [403, 404, 409],
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => updateDetails(m, user, body)),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/compliance/process/update',
    access: UPDATE,
    summary: 'Take one workflow step: start, claim, audit, approve or reject',
    description:
      'A step the current state does not allow answers 409 naming both states; `from_status` (the state the sender saw) makes a stale step a 409; reject needs `reason`; a claim with warnings needs `confirm: true` (409 `errors.warnings` lists them).',
    body: processUpdateBody,
    response: complianceState,
    message: 'compliance_updated',
    example: complianceStateExample,
    errors: [403, 404, 409],
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => processUpdate(m, user, body)),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/compliance/status/update',
    access: MANAGE,
    summary: 'Set a compliance’s process status directly (company compliance manager)',
    body: statusUpdateBody,
    response: complianceState,
    message: 'compliance_updated',
    example: complianceStateExample,
    errors: [404, 409],
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => statusUpdate(m, user, body)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/compliance/renewal',
    access: UPDATE,
    summary: 'Close this cycle and open the next from the obligation’s current version',
    body: renewalBody,
    response: complianceState,
    status: 201,
    message: 'compliance_renewed',
    example: complianceStateExample,
    errors: [403, 404, 409],
    handler: ({ req, reply, body, user, lang }) =>
      deps.mutations.forRequest(req, reply, (m) => renew(m, user, body, lang)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/compliance/duplicate',
    access: { module: 'compliance', action: 'create' },
    summary: 'Duplicate a compliance (a duplicate cannot be duplicated)',
    body: duplicateBody,
    response: complianceState,
    status: 201,
    message: 'compliance_duplicated',
    example: complianceStateExample,
    errors: [403, 404, 409],
    handler: ({ req, reply, body, user, lang }) =>
      deps.mutations.forRequest(req, reply, (m) => duplicate(m, user, body.compliance_uuid, lang)),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/compliance/bulk-activation',
    access: MANAGE,
    summary: 'Activate or deactivate compliances (company compliance manager)',
    description: 'Ids the caller cannot see are skipped with reason `not_found`.',
    body: bulkActivationBody,
    response: bulkResult,
    message: 'compliance_updated',
    example: complianceBulkExample,
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => bulkActivation(m, user, body)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v2/compliance/bulk-delete',
    access: MANAGE,
    summary: 'Delete compliances (company compliance manager)',
    description: 'Soft delete; ids the caller cannot see are skipped with reason `not_found`.',
    body: bulkDeleteBody,
    response: bulkResult,
    message: 'compliances_deleted',
    example: complianceBulkExample,
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => bulkDelete(m, user, body)),
  });
}
