/**
 * Turns zod issues into field errors carrying the specification's messages (section 5):
 * a missing or blank value is "This field is required", a bad e-mail "Email Is Invalid",
 * an over-long value "Data Too Long".
 *
 * Rules that hold for every route live here, once, rather than in each schema:
 * - a NUL character anywhere in a request (a value or a key) is refused naming its field:
 *   PostgreSQL cannot store 0x00 in text, and letting it through answered 500;
 * - so is a lone surrogate (`"\ud800"`, which only raw JSON can carry): it is no character, would
 *   be stored as U+FFFD in text, and failed the activity log's jsonb insert with a 500;
 * - `~` ("no limit", allowed where the specification says so, e.g. sectors) sent where a number is
 *   expected answers that no-limit is not allowed there, not that the field is missing;
 * - a value of the wrong kind is "Invalid value type", only a missing one "required";
 * - path parameters that fail their schema name nothing: 404, as any unknown path.
 * A refinement names its own message with `params: { key }` (and `whole: true` to make it the
 * answer's message too), so rules kept in the contract's schemas answer in both languages.
 */
import type { z } from 'zod';
import { MESSAGES, type MessageKey } from '../../contract/messages';
import { issueMessageKey, valueAt } from '../../contract/issue-key';
import { errors, type FieldErrors } from './errors';

function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

const keyFor = (issue: z.core.$ZodIssue, raw: unknown) => issueMessageKey(issue, raw, isMessageKey);

/** A surrogate not part of a pair: in a `u` regular expression, a pair is one code point. */
const LONE_SURROGATE = /\p{Cs}/u;

/** What makes a text unstorable, or null. */
const badText = (text: string): MessageKey | null =>
  text.includes('\0') ? 'nul_character' : LONE_SURROGATE.test(text) ? 'lone_surrogate' : null;

/**
 * Fields holding a NUL character or a lone surrogate, keys included, with the message of each.
 * Iterative, with a node budget and paths kept as parent links (built into a name only when one is
 * found): a deeply nested body must cost neither the stack nor quadratic time here (the body
 * limit bounds its size anyway).
 */
function fieldsWithBadText(input: unknown): [string, MessageKey][] {
  interface Node {
    value: unknown;
    key?: string;
    parent?: Node;
  }
  const nameOf = (node: Node) => {
    const parts: string[] = [];
    for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) parts.unshift(n.key);
    return parts.length ? parts.join('.') : '_';
  };
  const found = new Map<string, MessageKey>();
  const stack: Node[] = [{ value: input }];
  let budget = 100_000;
  while (stack.length && budget-- > 0) {
    const node = stack.pop()!;
    if (typeof node.value === 'string') {
      const bad = badText(node.value);
      if (bad && !found.has(nameOf(node))) found.set(nameOf(node), bad);
    } else if (node.value !== null && typeof node.value === 'object') {
      for (const [key, value] of Object.entries(node.value)) {
        const bad = badText(key);
        if (bad) {
          if (!found.has(nameOf(node))) found.set(nameOf(node), bad);
        } else stack.push({ value, key, parent: node });
      }
    }
  }
  return [...found];
}

/** Parses input with a schema or throws a 400 whose `errors` names every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const bad = fieldsWithBadText(input);
  const result = bad.length ? null : schema.safeParse(input);
  if (result?.success) return result.data;
  const fields: FieldErrors = Object.fromEntries(bad.map(([field, key]) => [field, [key]]));
  let whole: MessageKey | undefined;
  for (const issue of result?.error.issues ?? []) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    const key = keyFor(issue, valueAt(input, issue.path));
    if (issue.code === 'custom' && issue.params?.whole) whole ??= key;
    const list = (fields[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  // A missing value is only "required": its format cannot be judged.
  for (const field of Object.keys(fields)) {
    if (fields[field].includes('required')) fields[field] = ['required'];
  }
  throw errors.validation(fields, whole);
}

/**
 * Parses path parameters: a path whose parameters fail their schema (an unknown collection, a
 * malformed id) names nothing, so it is "not found" like any other unknown path, not a 400.
 */
export function parseParamsOr404<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = fieldsWithBadText(input).length ? null : schema.safeParse(input);
  if (!result?.success) throw errors.notFound();
  return result.data;
}
