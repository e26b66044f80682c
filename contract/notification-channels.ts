/**
 * The channels a notification kind is delivered on, and the rule of a user's preferences. Every
 * kind shows in the app; a reminder and a subscription ending are also mailed; a reminder and a
 * claim waiting for audit are also pushed to the user's devices (Web Push). A user turns each
 * offered channel of each kind on or off; without a choice stored, every offered channel is on.
 * The server's notify(), the mails and the push jobs, and the preferences panel all read this.
 */
import type { NotificationKind } from './notification-kinds';

export const NOTIFICATION_CHANNELS = ['in_app', 'mail', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const KIND_CHANNELS: Record<NotificationKind, readonly NotificationChannel[]> = {
  assignment: ['in_app'],
  claim_audit: ['in_app', 'push'],
  approved: ['in_app'],
  rejected: ['in_app'],
  deadline_soon: ['in_app'],
  overdue: ['in_app'],
  reminder: ['in_app', 'mail', 'push'],
  comment: ['in_app'],
  content_updated: ['in_app'],
  subscription_expiring: ['in_app', 'mail'],
};

export const offersChannel = (kind: NotificationKind, channel: NotificationChannel) =>
  KIND_CHANNELS[kind].includes(channel);

/** A kind's channels as the user has them: null for a channel the kind does not offer. */
export type ChannelChoices = Record<NotificationChannel, boolean | null>;

/** The effective choices of one kind from the stored row (or none: the defaults). */
export function choicesOf(
  kind: NotificationKind,
  stored?: Partial<Record<NotificationChannel, boolean>> | null,
): ChannelChoices {
  const out = {} as ChannelChoices;
  for (const c of NOTIFICATION_CHANNELS)
    out[c] = offersChannel(kind, c) ? (stored?.[c] ?? true) : null;
  return out;
}
