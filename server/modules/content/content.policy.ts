/**
 * Who sees which static pages: the provider's editors (a provider user holding static_pages
 * view) see every page, drafts included; everyone else only published pages. Pages are the
 * provider's, shared by every company (no company column).
 */
import { sql, type SQL } from 'drizzle-orm';
import { grants } from '../../../contract/modules';
import type { AuthUser } from '../../lib/auth-user';

export const CONTENT_READ = { authenticated: true } as const;
export const CONTENT_CREATE = { module: 'static_pages', action: 'create' } as const;
export const CONTENT_UPDATE = { module: 'static_pages', action: 'update' } as const;
export const CONTENT_DELETE = { module: 'static_pages', action: 'delete' } as const;

export const seesDrafts = (user: AuthUser) =>
  user.is_provider && grants(user.privileges, 'static_pages', 'view');

/** The bound condition of the pages `user` may read (alias `p`). */
export const readable = (user: AuthUser): SQL =>
  seesDrafts(user) ? sql`TRUE` : sql`p.is_published`;
