/**
 * The kinds of notification and their texts in both languages. A notification is written once
 * with its header and body in English and Indonesian (server/modules/notifications/notify.ts), so
 * every reader sees it in their own language, and the list answers in the request's `lang`.
 * `{{name}}` placeholders are filled from the event's values when it is written.
 */
export const NOTIFICATION_KINDS = [
  'assignment',
  'claim_audit',
  'approved',
  'rejected',
  'deadline_soon',
  'overdue',
  'reminder',
  'comment',
  'content_updated',
  'subscription_expiring',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

type Bilingual = { en: string; id: string };

export const NOTIFICATION_TEXTS: Record<NotificationKind, { header: Bilingual; body: Bilingual }> =
  {
    assignment: {
      header: {
        en: 'You were assigned to a compliance',
        id: 'Anda ditugaskan pada sebuah kepatuhan',
      },
      body: { en: '{{title}}: you are now {{role}}.', id: '{{title}}: Anda sekarang {{role}}.' },
    },
    claim_audit: {
      header: { en: 'A claim waits for your audit', id: 'Sebuah klaim menunggu audit Anda' },
      body: { en: '{{title}} was claimed by {{actor}}.', id: '{{title}} diklaim oleh {{actor}}.' },
    },
    approved: {
      header: { en: 'Your claim was approved', id: 'Klaim Anda disetujui' },
      body: { en: '{{title}} is now compliant.', id: '{{title}} kini patuh.' },
    },
    rejected: {
      header: { en: 'Your claim was rejected', id: 'Klaim Anda ditolak' },
      body: { en: '{{title}}: {{reason}}', id: '{{title}}: {{reason}}' },
    },
    deadline_soon: {
      header: { en: 'A deadline is near', id: 'Tenggat waktu sudah dekat' },
      body: {
        en: '{{title}} is due in {{days}} days ({{deadline}}).',
        id: '{{title}} jatuh tempo dalam {{days}} hari ({{deadline}}).',
      },
    },
    overdue: {
      header: { en: 'A compliance is overdue', id: 'Sebuah kepatuhan melewati tenggat' },
      body: {
        en: '{{title}} was due on {{deadline}}.',
        id: '{{title}} jatuh tempo pada {{deadline}}.',
      },
    },
    reminder: {
      header: { en: 'Reminder', id: 'Pengingat' },
      body: { en: '{{title}}: {{message}}', id: '{{title}}: {{message}}' },
    },
    comment: {
      header: { en: 'New comment on your compliance', id: 'Komentar baru pada kepatuhan Anda' },
      body: { en: '{{actor}} on {{title}}: {{text}}', id: '{{actor}} pada {{title}}: {{text}}' },
    },
    content_updated: {
      header: { en: 'Content was updated', id: 'Konten telah diperbarui' },
      body: { en: '{{title}} has a new version.', id: '{{title}} memiliki versi baru.' },
    },
    subscription_expiring: {
      header: { en: 'Your subscription is expiring', id: 'Langganan Anda akan berakhir' },
      body: { en: 'It ends on {{date}}.', id: 'Berakhir pada {{date}}.' },
    },
  };

/** A value filled into a text: plain, or one per language (a title, a role's name). */
export type NotificationVar = string | number | Bilingual;

export function renderNotification(kind: NotificationKind, vars: Record<string, NotificationVar>) {
  const fill = (text: string, lang: 'en' | 'id') =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      const v = vars[name];
      if (v === undefined || v === null) return '';
      return typeof v === 'object' ? v[lang] : String(v);
    });
  const t = NOTIFICATION_TEXTS[kind];
  return {
    header_en: fill(t.header.en, 'en'),
    header_id: fill(t.header.id, 'id'),
    body_en: fill(t.body.en, 'en').slice(0, 1000),
    body_id: fill(t.body.id, 'id').slice(0, 1000),
  };
}
