/**
 * Ours (not in the specification): a user's notification preferences per kind and channel
 * (`GET`/`PUT /notification/preferences`, rules in contract/notification-channels.ts) and the
 * Web Push subscription of a device (`GET /notification/push/key`, `POST`/`DELETE
 * /notification/push/subscribe`).
 */
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../notification-kinds';
import { isoTime } from './values';

export const preferenceItem = z.strictObject({
  kind: z.enum(NOTIFICATION_KINDS),
  /** null: the kind is not delivered on this channel. */
  in_app: z.boolean().nullable(),
  mail: z.boolean().nullable(),
  push: z.boolean().nullable(),
});
export type PreferenceItem = z.infer<typeof preferenceItem>;

export const preferencesAnswer = z.strictObject({ preferences: z.array(preferenceItem) });
export type PreferencesAnswer = z.infer<typeof preferencesAnswer>;

export const preferencesBody = z.object({
  preferences: z
    .array(
      z.object({
        kind: z.enum(NOTIFICATION_KINDS),
        in_app: z.boolean().optional(),
        mail: z.boolean().optional(),
        push: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(NOTIFICATION_KINDS.length),
});
export type PreferencesBody = z.infer<typeof preferencesBody>;

export const pushKeyAnswer = z.strictObject({
  /** The VAPID public key (base64url), the `applicationServerKey` of `pushManager.subscribe`. */
  public_key: z.string(),
});

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/);

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscribeBody = z.object({
  endpoint: z.string().min(1).max(1000),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBody>;

export const pushUnsubscribeBody = z.object({ endpoint: z.string().min(1).max(1000) });

export const pushSubscriptionAnswer = z.strictObject({
  subscription_uuid: z.string(),
  created_at: isoTime,
});
export const pushUnsubscribeAnswer = z.strictObject({ removed: z.literal(true) });
