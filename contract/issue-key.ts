/**
 * The message key of a zod issue, the one rule both sides use: the server answers it for a field
 * (server/lib/validate.ts) and a form shows it before sending (src/lib/validation.ts), so both
 * refuse the same value in the same words. `raw` is the value as sent, before coercion; `known`
 * says whether a refinement's own `params.key` is a message.
 */
import type { z } from 'zod';
import type { MessageKey } from './messages';

/** Where the specification allows it, `~` means "no limit" (sectors). */
export const NO_LIMIT = '~';

export function issueMessageKey(
  issue: z.core.$ZodIssue,
  raw: unknown,
  known: (key: unknown) => key is MessageKey,
): MessageKey {
  const wantsNumber =
    (issue.code === 'invalid_type' && issue.expected === 'number') || issue.code === 'custom';
  if (raw === NO_LIMIT && wantsNumber) return 'no_limit_not_allowed';
  // Whatever the field should have been (text, a number, one of a list), nothing is "required".
  if ((raw === undefined || raw === null) && issue.code !== 'custom') return 'required';
  switch (issue.code) {
    case 'invalid_type':
      return 'invalid_type';
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return 'required';
      if (issue.origin === 'array' && Number(issue.minimum) <= 1) return 'empty';
      return 'too_short';
    case 'too_big':
      return 'too_long';
    case 'invalid_format':
      return issue.format === 'email' ? 'email_invalid' : 'invalid_value';
    case 'unrecognized_keys':
      return 'unknown_field';
    case 'custom':
      return known(issue.params?.key) ? issue.params.key : 'invalid_value';
    default:
      return 'invalid_value';
  }
}

/** The raw value at a path of the input (before coercion), or undefined. */
export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const part of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part))
      return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}
