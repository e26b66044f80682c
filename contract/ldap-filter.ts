/**
 * Whether a text is an LDAP search filter (RFC 4515), checked on both sides before settings are
 * saved: `(attr=value)`, presence `(attr=*)`, substrings `(cn=Ann*)`, `~=`, `>=`, `<=`,
 * extensible matches `(cn:dn:2.5.13.5:=Ann)`, and `&`, `|`, `!` over nested filters. Values
 * escape `(`, `)`, `*` and `\` as `\XX` (two hex digits).
 */
// Attribute options (`cn;lang-id`) are left out: the LDAP client (ldapts) cannot send them.
const ATTR = /^(?:[A-Za-z][A-Za-z0-9-]*|\d+(?:\.\d+)*)/;
const RULE = /^(?:[A-Za-z][A-Za-z0-9-]*|\d+(?:\.\d+)*)/;
const MAX_DEPTH = 50;

/** A value up to the closing parenthesis: no bare `(` or NUL, escapes well formed. Returns the end or -1. */
function valueEnd(s: string, i: number, starAllowed: boolean): number {
  while (i < s.length && s[i] !== ')') {
    const c = s[i];
    if (c === '(' || c === '\0') return -1;
    if (c === '*' && !starAllowed) return -1;
    if (c === '\\') {
      if (!/^[0-9A-Fa-f]{2}$/.test(s.slice(i + 1, i + 3))) return -1;
      i += 3;
    } else i++;
  }
  return i;
}

/** Parses one `( … )` at i; returns the index after it, or -1. */
function filterAt(s: string, i: number, depth: number): number {
  if (depth > MAX_DEPTH || s[i] !== '(') return -1;
  i++;
  const op = s[i];
  if (op === '&' || op === '|') {
    i++;
    let count = 0;
    while (s[i] === '(') {
      i = filterAt(s, i, depth + 1);
      if (i < 0) return -1;
      count++;
    }
    return count > 0 && s[i] === ')' ? i + 1 : -1;
  }
  if (op === '!') {
    i = filterAt(s, i + 1, depth + 1);
    return i > 0 && s[i] === ')' ? i + 1 : -1;
  }
  return itemAt(s, i);
}

function itemAt(s: string, i: number): number {
  const rest = s.slice(i);
  const attr = ATTR.exec(rest)?.[0] ?? '';
  let j = i + attr.length;
  // Extensible: attr[:dn][:rule]:=value, or [:dn]:rule:=value.
  if (s[j] === ':') {
    let hasRule = false;
    if (s.slice(j, j + 3).toLowerCase() === ':dn' && s[j + 3] === ':') j += 3;
    if (s[j] === ':' && s[j + 1] !== '=') {
      const rule = RULE.exec(s.slice(j + 1))?.[0];
      if (!rule) return -1;
      j += 1 + rule.length;
      hasRule = true;
    }
    if (s.slice(j, j + 2) !== ':=' || (!attr && !hasRule)) return -1;
    const end = valueEnd(s, j + 2, false);
    return end >= 0 && s[end] === ')' ? end + 1 : -1;
  }
  if (!attr) return -1;
  const two = s.slice(j, j + 2);
  if (two === '~=' || two === '>=' || two === '<=') {
    const end = valueEnd(s, j + 2, false);
    return end >= 0 && s[end] === ')' ? end + 1 : -1;
  }
  if (s[j] !== '=') return -1;
  const end = valueEnd(s, j + 1, true);
  return end >= 0 && s[end] === ')' ? end + 1 : -1;
}

export function isLdapFilter(text: string): boolean {
  return filterAt(text, 0, 0) === text.length;
}
