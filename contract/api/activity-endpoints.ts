/**
 * The activity log, declared once (contract/endpoint.ts): server/modules/activity implements it,
 * the compliance history panel of src/features/compliance reads through it.
 */
import { endpoint } from '../endpoint';
import { activityLogPage, activityLogQuery } from './activity';
import { activityLogExample } from './examples';

// The activity of the caller's own company only; a row of another company has none to show.
export const activityLogList = endpoint({
  method: 'GET',
  path: '/activity-logs',
  access: { authenticated: true },
  summary: 'The activity log of a kind of row (or of one row) in the caller’s company',
  description:
    'Needs the view right of the module behind `type` (compliance, bookmarks, documents, users, settings).',
  query: activityLogQuery,
  response: activityLogPage,
  example: activityLogExample,
});
