/**
 * The provider's alert messages (spec section 7: GET /alert-message/list with total_page, PUT
 * /alert-message/update, GET /alert-message/sync, GET /alert-message/template). A message has a
 * code and a title and body per language; `sync` pushes the current messages to every signed-in
 * client (socket `alert`), which shows them as a banner.
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { numberPageQuery } from './library';
import { isoTime } from './values';

export const alertListQuery = numberPageQuery({ limit: 20, max: 100 }).extend({
  search: z.string().trim().max(200).optional(),
});

export const alertItem = z.strictObject({
  alert_uuid: z.string(),
  code: z.string(),
  title: z.string(),
  body: z.string(),
  title_en: z.string(),
  title_id: z.string(),
  body_en: z.string(),
  body_id: z.string(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type AlertItem = z.infer<typeof alertItem>;
export const alertListAnswer = pageOf(alertItem);

const text = (max: number) => z.string().trim().min(1).max(max);
/** PUT /alert-message/update: the messages to write, matched by code (a new code adds one). */
export const alertUpdateBody = z.object({
  data: z
    .array(
      z.object({
        code: z
          .string()
          .trim()
          .min(1)
          .max(60)
          .regex(/^[a-z0-9_.-]+$/),
        title_en: text(200),
        title_id: text(200),
        body_en: text(2000),
        body_id: text(2000),
      }),
    )
    .min(1)
    .max(200),
});
export type AlertUpdateBody = z.input<typeof alertUpdateBody>;
export const alertUpdateAnswer = z.array(alertItem);
export const alertSyncAnswer = z.strictObject({ sent: z.number().int().min(0) });

/** The socket `alert` payload: the current messages in both languages. */
export interface AlertEvent {
  alerts: { code: string; title_en: string; title_id: string; body_en: string; body_id: string }[];
}
