/**
 * Static pages (spec section 7: GET /content/list, /content/detail, POST /content/add,
 * PUT /content/update/{id}, DELETE /content/delete/{id}). A page has a slug, a title and a body
 * per language; bodies are rich text, sanitised by the server (no script, no event handler).
 * Customers read published pages; the provider (static_pages module) reads and edits them all.
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { numberPageQuery, uuidString } from './library';
import { isoTime } from './values';

export const CONTENT_LIMITS = { slug: 80, title: 200, body: 100_000 } as const;

export const contentListQuery = numberPageQuery({ limit: 20, max: 100 }).extend({
  search: z.string().trim().max(200).optional(),
});

export const contentItem = z.strictObject({
  page_uuid: z.string(),
  slug: z.string(),
  /** In the request's language. */
  title: z.string(),
  body: z.string(),
  title_en: z.string(),
  title_id: z.string(),
  body_en: z.string(),
  body_id: z.string(),
  is_published: z.boolean(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type ContentItem = z.infer<typeof contentItem>;

export const contentListAnswer = pageOf(contentItem);
export type ContentListAnswer = z.infer<typeof contentListAnswer>;

/** GET /content/detail: by slug (the users' link) or by id (the editor). */
export const contentDetailQuery = z
  .object({
    slug: z.string().trim().max(CONTENT_LIMITS.slug).optional(),
    page_uuid: uuidString().optional(),
  })
  .refine((q) => q.slug || q.page_uuid, { path: ['slug'], params: { key: 'required' } });

const slug = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(CONTENT_LIMITS.slug)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const title = () => z.string().trim().min(1).max(CONTENT_LIMITS.title);
const body = () => z.string().max(CONTENT_LIMITS.body);

export const contentAddBody = z.object({
  slug: slug(),
  title_en: title(),
  title_id: title(),
  body_en: body().default(''),
  body_id: body().default(''),
  is_published: z.boolean().default(false),
});
export type ContentAddBody = z.input<typeof contentAddBody>;

/** PUT /content/update/{id}: each field optional; a form changing nothing is refused as a whole. */
export const contentUpdateBody = z
  .object({
    slug: slug().optional(),
    title_en: title().optional(),
    title_id: title().optional(),
    body_en: body().optional(),
    body_id: body().optional(),
    is_published: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    if (Object.values(b).some((v) => v !== undefined)) return;
    ctx.addIssue({ code: 'custom', path: ['_'], params: { key: 'form_empty', whole: true } });
  });
export type ContentUpdateBody = z.input<typeof contentUpdateBody>;

export const contentIdParams = z.object({ id: uuidString() });
export const contentDeleted = z.strictObject({ page_uuid: z.string() });
