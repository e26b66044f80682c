/**
 * What every answer of the API must be, whatever was sent (../shared/docs/api.md): never a 5xx;
 * never a stack trace, SQL text or a file path; a failure is `{ message, code, errors? }` with
 * `errors` a map of field -> messages; every message is one of contract/messages.ts in the
 * request's language. Each check returns the broken rule, or null.
 */
import { MESSAGES } from '../../../contract/messages';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const messagesIn = (lang: 'en' | 'id') =>
  Object.values(MESSAGES).map(
    (m) => new RegExp(`^${escape(m[lang]).replace(/\\\{\\\{\w+\\\}\\\}/g, '.*')}$`),
  );
const KNOWN = { en: messagesIn('en'), id: messagesIn('id') };
export const isMessageIn = (lang: 'en' | 'id', text: unknown) =>
  typeof text === 'string' && KNOWN[lang].some((re) => re.test(text));

/** Traces of the server's insides. */
const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\bat (?:async )?[\w.<>]+ \(|\.(?:ts|js|mjs|cjs):\d+(?::\d+)?/],
  ['a file path', /(?:\/(?:work|home|usr|tmp|node_modules|server|src)\/|[A-Z]:\\)/],
  [
    'SQL text',
    /\b(?:select\b[\s\S]*\bfrom|insert into|update \w+ set|delete from)\b|\b(?:relation|column) "|syntax error|invalid input syntax|violates .* constraint|duplicate key/i,
  ],
  ['a framework error code', /\bFST_[A-Z_]+|\bERR_[A-Z_]+/],
];

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

export function brokenRule(answer: Answer, lang: 'en' | 'id', enveloped = true): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) {
    // Routes that declare `produces` (the OpenAPI document, the reference page) answer no envelope.
    if (!enveloped || !answer.contentType.includes('json')) return null;
    const json = JSON.parse(answer.body) as { message?: unknown };
    if (!isMessageIn(lang, json.message))
      return `success message ${JSON.stringify(json.message)} is not a message in ${lang}`;
    return null;
  }
  for (const [what, re] of LEAKS) if (re.test(answer.body)) return `the answer holds ${what}`;
  let json: { message?: unknown; code?: unknown; errors?: unknown };
  try {
    json = JSON.parse(answer.body);
  } catch {
    return 'the failure is not JSON';
  }
  if (typeof json.code !== 'string') return 'the failure has no code';
  if (!isMessageIn(lang, json.message))
    return `message ${JSON.stringify(json.message)} is not a message in ${lang}`;
  if (answer.status === 400 && json.code === 'validation' && json.errors === undefined)
    return 'a validation failure names no field';
  if (json.errors !== undefined) {
    if (json.errors === null || typeof json.errors !== 'object' || Array.isArray(json.errors))
      return 'errors is not a field map';
    for (const [field, list] of Object.entries(json.errors)) {
      if (!Array.isArray(list) || list.length === 0)
        return `errors.${field} is not a list of messages`;
      const stranger = list.find((m) => !isMessageIn(lang, m));
      if (stranger !== undefined)
        return `errors.${field} holds ${JSON.stringify(stranger)}, not a message in ${lang}`;
    }
  }
  return null;
}

/**
 * A request every schema accepts may still be refused for what it names (a wrong password, an
 * unknown e-mail): those refusals carry their own code, or "Please check this field" on a value
 * that is well-formed but does not match the stored data. Anything else with 400 means the
 * schema and the validation disagree.
 */
export function refusedByValidation(answer: Answer): boolean {
  if (answer.status !== 400) return false;
  const json = JSON.parse(answer.body) as { code?: string; errors?: Record<string, string[]> };
  if (json.code !== 'validation' && json.code !== 'invalid_json') return false;
  const checkField: string[] = [MESSAGES.check_field.en, MESSAGES.check_field.id];
  return !Object.values(json.errors ?? {})
    .flat()
    .every((m) => checkField.includes(m));
}
