/**
 * The compliance calls (spec section 7), declared once (contract/endpoint.ts):
 * server/modules/compliance implements them, the writes of src/features/compliance send them.
 * Its checklist, comments, members, reminders and confirmation have their own files beside.
 */
import { endpoint } from '../endpoint';
import { pageOf } from '../envelope';
import { BOOKMARK_TOGGLE } from './bookmark-endpoints';
import {
  complianceDashboard,
  complianceDetail,
  complianceFilterOptions,
  complianceIdParams,
  complianceListItem,
  complianceListQuery,
  complianceState,
} from './compliance';
import { COMPLIANCE_MANAGE, COMPLIANCE_UPDATE, COMPLIANCE_VIEW } from './compliance-access';
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
} from './compliance-writes';
import {
  complianceBookmarkExample,
  complianceBulkExample,
  complianceDashboardExample,
  complianceDetailExample,
  complianceFilterExample,
  complianceListExample,
  complianceStateExample,
} from './examples-compliance';
import { bookmarkToggleResult } from './obligations';

/** The list answers at two paths (the specification's v2 and the older one), alike. */
const listCall = (path: string) =>
  endpoint({
    method: 'GET',
    path,
    access: COMPLIANCE_VIEW,
    summary: 'A page of the compliances the caller may see, filtered and sorted',
    description:
      '`process_status` takes one status or a comma list; `is_active` is `1` (default), `0` or `all`; `is_bookmark=1` lists the caller’s bookmarked compliances; `sort_by` deadline|priority|status|title|updated with `sort_value` asc|desc.',
    query: complianceListQuery,
    response: pageOf(complianceListItem),
    example: complianceListExample,
  });
export const complianceListV2 = listCall('/v2/compliance/list');
export const complianceList = listCall('/compliance/list');

export const complianceListDashboard = endpoint({
  method: 'GET',
  path: '/v2/compliance/list-dashboard',
  access: COMPLIANCE_VIEW,
  summary: 'The caller’s “my work” counts and the compliances per status',
  response: complianceDashboard,
  example: complianceDashboardExample,
});

export const complianceListFilter = endpoint({
  method: 'GET',
  path: '/v2/compliance/list-filter',
  access: COMPLIANCE_VIEW,
  summary: 'The options of the compliance list’s filters, in the request language',
  response: complianceFilterOptions,
  example: complianceFilterExample,
});

/** One compliance answers with and without the trailing slash, alike. */
const getCall = (path: string) =>
  endpoint({
    method: 'GET',
    path,
    access: COMPLIANCE_VIEW,
    summary:
      'A compliance: obligation information, members, checklist, the caller’s actions and transitions',
    params: complianceIdParams,
    response: complianceDetail,
    message: 'compliance_loaded',
    example: complianceDetailExample,
  });
export const complianceGetSlash = getCall('/compliance/:id/');
export const complianceGet = getCall('/compliance/:id');

export const complianceBookmark = endpoint({
  method: 'POST',
  path: '/compliance/bookmark',
  access: BOOKMARK_TOGGLE,
  summary: 'Bookmark a compliance, or remove its bookmark',
  body: complianceBookmarkBody,
  response: bookmarkToggleResult,
  message: 'bookmark_added',
  example: complianceBookmarkExample,
  errors: [404],
});

export const complianceUpdate = endpoint({
  method: 'PUT',
  path: '/compliance/update',
  access: COMPLIANCE_UPDATE,
  summary: 'Change a compliance’s deadline, priority or note (set_deadline)',
  description: 'Refused with 409 while the compliance is in audit or comply.',
  body: complianceUpdateBody,
  response: complianceState,
  message: 'compliance_updated',
  example: complianceStateExample,
  errors: [403, 404, 409],
});

export const complianceProcessUpdate = endpoint({
  method: 'PUT',
  path: '/compliance/process/update',
  access: COMPLIANCE_UPDATE,
  summary: 'Take one workflow step: start, claim, audit, approve or reject',
  description:
    'A step the current state does not allow answers 409 naming both states; `from_status` (the state the sender saw) makes a stale step a 409; reject needs `reason`; a claim with warnings needs `confirm: true` (409 `errors.warnings` lists them).',
  body: processUpdateBody,
  response: complianceState,
  message: 'compliance_updated',
  example: complianceStateExample,
  errors: [403, 404, 409],
});

export const complianceStatusUpdate = endpoint({
  method: 'PUT',
  path: '/compliance/status/update',
  access: COMPLIANCE_MANAGE,
  summary: 'Set a compliance’s process status directly (company compliance manager)',
  body: statusUpdateBody,
  response: complianceState,
  message: 'compliance_updated',
  example: complianceStateExample,
  errors: [404, 409],
});

export const complianceRenewal = endpoint({
  method: 'POST',
  path: '/compliance/renewal',
  access: COMPLIANCE_UPDATE,
  summary: 'Close this cycle and open the next from the obligation’s current version',
  body: renewalBody,
  response: complianceState,
  status: 201,
  message: 'compliance_renewed',
  example: complianceStateExample,
  errors: [403, 404, 409],
});

export const complianceDuplicate = endpoint({
  method: 'POST',
  path: '/compliance/duplicate',
  access: { module: 'compliance', action: 'create' },
  summary: 'Duplicate a compliance (a duplicate cannot be duplicated)',
  body: duplicateBody,
  response: complianceState,
  status: 201,
  message: 'compliance_duplicated',
  example: complianceStateExample,
  errors: [403, 404, 409],
});

export const complianceBulkActivation = endpoint({
  method: 'PUT',
  path: '/compliance/bulk-activation',
  access: COMPLIANCE_MANAGE,
  summary: 'Activate or deactivate compliances (company compliance manager)',
  description: 'Ids the caller cannot see are skipped with reason `not_found`.',
  body: bulkActivationBody,
  response: bulkResult,
  message: 'compliance_updated',
  example: complianceBulkExample,
});

export const complianceBulkDelete = endpoint({
  method: 'POST',
  path: '/v2/compliance/bulk-delete',
  access: COMPLIANCE_MANAGE,
  summary: 'Delete compliances (company compliance manager)',
  description: 'Soft delete; ids the caller cannot see are skipped with reason `not_found`.',
  body: bulkDeleteBody,
  response: bulkResult,
  message: 'compliances_deleted',
  example: complianceBulkExample,
});
