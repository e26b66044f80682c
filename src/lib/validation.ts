/**
 * Client-side validation with the contract's zod schemas. Each field gets the key of the server's
 * own message (contract/messages.ts), so a form shows the same text the server would answer, in
 * the current language, and re-translates on a language switch.
 */
import type { z } from 'zod';
import type { MessageKey } from '../../contract/messages';

type Issue = z.core.$ZodIssue;

function keyOf(issue: Issue): MessageKey {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1 ? 'required' : 'too_short';
    case 'too_big':
      return 'too_long';
    case 'invalid_format':
      return issue.format === 'email' ? 'email_invalid' : 'invalid_value';
    case 'invalid_type':
      return 'required';
    default:
      return 'invalid_value';
  }
}

/** The first problem of each field, as a message key; empty when the values are valid. */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, MessageKey> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, MessageKey> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_form');
    errors[field] ??= keyOf(issue);
  }
  return errors;
}
