/**
 * Turns zod issues into field errors carrying the specification's messages (section 5):
 * a missing or blank value is "This field is required", a bad e-mail "Email Is Invalid",
 * an over-long value "Data Too Long".
 */
import type { z } from 'zod';
import type { MessageKey } from '../../contract/messages';
import { errors, type FieldErrors } from './errors';

function keyFor(issue: z.core.$ZodIssue): MessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid_type';
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
    default:
      return 'invalid_value';
  }
}

/** Parses input with a schema or throws a 400 whose `errors` names every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    const key = keyFor(issue);
    const list = (fields[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  // A missing value is only "required": its format cannot be judged.
  for (const field of Object.keys(fields)) {
    if (fields[field].includes('required')) fields[field] = ['required'];
  }
  throw errors.validation(fields);
}
