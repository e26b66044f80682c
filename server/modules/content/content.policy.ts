/**
 * Who sees which static pages: the provider's editors (a provider user holding static_pages
 * view) see every page, drafts included; everyone else only published pages. Pages are the
 * provider's, shared by every company (no company column).
 */
import { sql, type SQL } from 'drizzle-orm';
import { grants } from '../../../contract/modules';
import type { AuthUser } from '../../lib/auth-user';

export {
  PAGES_CREATE as CONTENT_CREATE,
  PAGES_DELETE as CONTENT_DELETE,
  PAGES_READ as CONTENT_READ,
  PAGES_UPDATE as CONTENT_UPDATE,
} from '../../../contract/api/content-endpoints';

export const seesDrafts = (user: AuthUser) =>
  user.is_provider && grants(user.privileges, 'static_pages', 'view');

/** The bound condition of the pages `user` may read (alias `p`). */
export const readable = (user: AuthUser): SQL =>
  seesDrafts(user) ? sql`TRUE` : sql`p.is_published`;
