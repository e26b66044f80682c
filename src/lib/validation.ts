/**
 * Client-side validation with the contract's zod schemas. Each field gets the key of the server's
 * own message (contract/messages.ts), so a form shows the same text the server would answer, in
 * the current language, and re-translates on a language switch.
 */
import type { z } from 'zod';
import { issueMessageKey, valueAt } from '../../contract/issue-key';
import type { MessageKey } from '../../contract/messages';
import { i18n } from './i18n';

/** A refinement's own key is shown when the app has its text (the server's messages namespace). */
const known = (key: unknown): key is MessageKey =>
  typeof key === 'string' && i18n.exists(key, { ns: 'messages' });

/**
 * The first problem of each field, as a message key; empty when the values are valid. `within`
 * names the body's field that holds the form's fields (POST /users/create sends them in `data`):
 * a problem inside it is the form field's, not `data`'s.
 */
export function fieldErrors(
  schema: z.ZodType,
  values: unknown,
  within?: string,
): Record<string, MessageKey> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, MessageKey> = {};
  for (const issue of result.error.issues) {
    const path = within && issue.path[0] === within ? issue.path.slice(1) : issue.path;
    const field = String(path[0] ?? '_form');
    errors[field] ??= issueMessageKey(issue, valueAt(values, issue.path), known);
  }
  return errors;
}
