/**
 * Static page writes, each in one mutation with its activity-log row (provider content: no
 * company). Bodies are sanitised here, before they are stored (server/lib/sanitize-html.ts), so
 * whatever reads them later (the users' viewer, another client) gets clean rich text. A slug is
 * unique: 409 `content_slug_taken`.
 */
import type { ContentAddBody, ContentUpdateBody } from '../../../contract/api/content';
import { answer } from '../../lib/answer';
import { AppError, errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { sanitizeHtml } from '../../lib/sanitize-html';
import {
  deleteContent,
  insertContent,
  lockContent,
  slugTaken,
  updateContent,
} from './content.repository';

const taken = () =>
  new AppError('conflict', 'content_slug_taken', { slug: ['content_slug_taken'] });

export async function addContent(m: MutationContext, body: Required<ContentAddBody>) {
  if (await slugTaken(m.tx, body.slug, null)) throw taken();
  const row = await insertContent(m.tx, {
    ...body,
    body_en: sanitizeHtml(body.body_en),
    body_id: sanitizeHtml(body.body_id),
  });
  await m.log({
    type: 'static_page',
    type_uuid: row.page_uuid,
    action: 'create',
    after: row,
    company_uuid: null,
  });
  return row;
}

export async function editContent(m: MutationContext, id: string, body: ContentUpdateBody) {
  const before = await lockContent(m.tx, id);
  if (!before) throw errors.notFound();
  if (body.slug && body.slug !== before.slug && (await slugTaken(m.tx, body.slug, id)))
    throw taken();
  const next = {
    slug: body.slug ?? before.slug,
    title_en: body.title_en ?? before.title_en,
    title_id: body.title_id ?? before.title_id,
    body_en: body.body_en === undefined ? before.body_en : sanitizeHtml(body.body_en),
    body_id: body.body_id === undefined ? before.body_id : sanitizeHtml(body.body_id),
    is_published: body.is_published ?? before.is_published,
  };
  const after = await updateContent(m.tx, id, next);
  await m.log({
    type: 'static_page',
    type_uuid: id,
    action: 'update',
    before,
    after,
    company_uuid: null,
  });
  return after;
}

export async function removeContent(m: MutationContext, id: string) {
  const before = await lockContent(m.tx, id);
  if (!before) throw errors.notFound();
  await deleteContent(m.tx, id);
  await m.log({ type: 'static_page', type_uuid: id, action: 'delete', before, company_uuid: null });
  return answer({ page_uuid: id }, 'content_deleted');
}
