/**
 * Every message the server puts in an answer, in English and Indonesian, keyed by a stable code.
 * Texts marked (spec) are the specification's own wording and must not change.
 */
import { BASE_MESSAGES } from './messages-base';
import { CHECKLIST_MESSAGES } from './messages-checklist';
import { COMPLIANCE_MESSAGES } from './messages-compliance';
import { MEMBER_MESSAGES } from './messages-members';
import { ACCESS_MESSAGES } from './messages-access';
import { DIRECTORY_MESSAGES } from './messages-directory';
import { OPERATIONS_MESSAGES } from './messages-operations';
import { NOTIFICATION_MESSAGES } from './messages-notifications';
import { USER_MESSAGES } from './messages-users';
import { ACCOUNT_MESSAGES } from './messages-account';
import { FILE_MESSAGES } from './messages-files';
import { DOCUMENT_MESSAGES } from './messages-documents';
import { CUSTOMER_MESSAGES } from './messages-customers';
import { AUTHORING_MESSAGES } from './messages-authoring';
import { BACKUP_MESSAGES } from './messages-backups';
import { REGULATION_MESSAGES } from './messages-regulations';
import { IMPORT_MESSAGES } from './messages-import';
import { DOMAIN_MESSAGES } from './messages-domain';

/** Every area's own messages: on the client, loaded with the signed-in screens' texts (i18n-app-resources.ts). */
export const AREA_MESSAGES = {
  // domain rules shared by several areas, and the content library
  ...DOMAIN_MESSAGES,

  // compliance tracking: one file per part, so parallel work does not collide in this one
  ...COMPLIANCE_MESSAGES,
  ...MEMBER_MESSAGES,
  ...CHECKLIST_MESSAGES,

  // people and access: one file per part, likewise
  ...USER_MESSAGES,
  ...ACCESS_MESSAGES,
  ...DIRECTORY_MESSAGES,
  ...OPERATIONS_MESSAGES,
  ...ACCOUNT_MESSAGES,

  // documents and evidence: file uploads and downloads
  ...FILE_MESSAGES,
  ...DOCUMENT_MESSAGES,

  // notifications, reminders, alerts, static pages
  ...NOTIFICATION_MESSAGES,
  ...CUSTOMER_MESSAGES,

  // the provider's content authoring
  ...AUTHORING_MESSAGES,
  ...BACKUP_MESSAGES,
  ...REGULATION_MESSAGES,
  ...IMPORT_MESSAGES,
} as const satisfies Record<string, { en: string; id: string }>;

export const MESSAGES = { ...BASE_MESSAGES, ...AREA_MESSAGES };

export type MessageKey = keyof typeof MESSAGES;

/** A placeholder's value: plain, or a label in both languages (a state's name in a message). */
export type MessageVar = string | number | { en: string; id: string };

/** Renders a message in a language, filling {{placeholders}}. Unknown languages fall back to English. */
export function message(
  key: MessageKey,
  lang: string,
  vars: Record<string, MessageVar> = {},
): string {
  const entry = MESSAGES[key];
  const text = lang === 'id' ? entry.id : entry.en;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const v = vars[name];
    if (v === undefined) return '';
    return typeof v === 'object' ? (lang === 'id' ? v.id : v.en) : String(v);
  });
}
