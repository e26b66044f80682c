/**
 * The static pages calls, declared once (contract/endpoint.ts): server/modules/content
 * implements them, src/features/content reads and writes through them. The access rules live
 * here (server/modules/content/content.policy.ts re-exports them).
 */
import { endpoint } from '../endpoint';
import type { Access } from '../modules';
import {
  contentAddBody,
  contentDeleted,
  contentDetailQuery,
  contentIdParams,
  contentItem,
  contentListAnswer,
  contentListQuery,
  contentUpdateBody,
} from './content';
import { contentExample } from './examples-content';

/** Any signed-in user reads the published pages; the provider's editors hold `static_pages`. */
export const PAGES_READ = { authenticated: true } as const satisfies Access;
export const PAGES_CREATE = { module: 'static_pages', action: 'create' } as const satisfies Access;
export const PAGES_UPDATE = { module: 'static_pages', action: 'update' } as const satisfies Access;
export const PAGES_DELETE = { module: 'static_pages', action: 'delete' } as const satisfies Access;

export const contentList = endpoint({
  method: 'GET',
  path: '/content/list',
  access: PAGES_READ,
  summary: 'Static pages: published ones for users, every page for the provider’s editors',
  query: contentListQuery,
  response: contentListAnswer,
  message: 'content_loaded',
  example: { data: [contentExample], page: 1, limit: 20, total: 1, total_page: 1 },
});

export const contentDetail = endpoint({
  method: 'GET',
  path: '/content/detail',
  access: PAGES_READ,
  summary: 'One static page by slug or page_uuid (a draft only for the provider’s editors)',
  query: contentDetailQuery,
  response: contentItem,
  example: contentExample,
  errors: [404],
});

export const contentAdd = endpoint({
  method: 'POST',
  path: '/content/add',
  access: PAGES_CREATE,
  summary: 'Add a static page (bodies sanitised: no script, no event handler)',
  body: contentAddBody,
  response: contentItem,
  status: 201,
  message: 'content_created',
  example: contentExample,
  errors: [409],
});

export const contentUpdate = endpoint({
  method: 'PUT',
  path: '/content/update/:id',
  access: PAGES_UPDATE,
  summary: 'Change a static page (any of its fields; bodies sanitised)',
  params: contentIdParams,
  body: contentUpdateBody,
  response: contentItem,
  message: 'content_updated',
  example: contentExample,
  errors: [404, 409],
});

export const contentDelete = endpoint({
  method: 'DELETE',
  path: '/content/delete/:id',
  access: PAGES_DELETE,
  summary: 'Delete a static page',
  params: contentIdParams,
  response: contentDeleted,
  message: 'content_deleted',
  example: { page_uuid: contentExample.page_uuid },
  errors: [404],
});
