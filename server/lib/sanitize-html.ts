/**
 * A strict allow-list HTML sanitiser for the provider's rich text (static page bodies). No parser
 * package is a dependency here, so it tokenises: text between tags is escaped (entities kept when
 * well formed), a tag of the allow-list is written out again from scratch with only its allowed
 * attributes (values escaped, links only http(s) written as their WHATWG serialisation, mailto,
 * same-site paths and anchors resolving to our own origin), every other
 * tag is dropped, and the content of script-like elements (script, style, iframe, object, ...) is
 * dropped with them. Comments, doctypes and processing instructions go. The output is built only
 * from what this module writes, so no event handler, `javascript:` URL or raw markup survives.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const VOID = new Set(['br', 'hr']);
/** Elements removed with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
  'frameset',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
]);
const ATTRS: Record<string, string[]> = {
  a: ['href', 'title'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

const escapeText = (s: string) =>
  s
    .replace(/&(?![a-zA-Z][a-zA-Z0-9]{1,31};|#[0-9]{1,7};|#x[0-9a-fA-F]{1,6};)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Decodes the entities a browser would before judging a URL's scheme (`&#106;avascript:`). */
function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) =>
      String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)),
    )
    .replace(/&#([0-9]+);?/g, (_, d: string) =>
      String.fromCodePoint(Math.min(parseInt(d, 10), 0x10ffff)),
    )
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
}

/** Any origin: a relative link is judged by where it resolves from a page of ours. */
const PAGE = 'https://page.invalid/pages/x';
const PAGE_ORIGIN = new URL(PAGE).origin;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * The href written out, or null to drop it. An http(s) link is written as its WHATWG
 * serialisation, so the link shown is the one followed (`https:/\evil` becomes
 * `https://evil/`); `mailto:` is kept; any other scheme goes. A relative link stays only when it
 * holds no backslash or control character (browsers read `\` as `/` and skip tabs and newlines:
 * `/\evil.example` and `/\t/evil.example` lead to another host) and resolves, as written and
 * with its entities decoded, to our own origin.
 */
function safeHref(raw: string): string | null {
  const value = raw.trim();
  const decoded = decodeEntities(raw);
  // Browsers ignore control characters and whitespace inside a scheme.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const v = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^mailto:/i.test(v)) return /^mailto:/i.test(value) ? value : null;
  if (/^https?:/i.test(v)) {
    if (!/^https?:/i.test(value)) return null;
    try {
      return new URL(value).href;
    } catch {
      return null;
    }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(v)) return null;
  if (
    CONTROL_OR_BACKSLASH.test(value) ||
    CONTROL_OR_BACKSLASH.test(decoded) ||
    /^[\s\u00a0]*[/\\]{2}/.test(decoded)
  )
    return null;
  for (const candidate of [value, decoded.trim()]) {
    try {
      if (new URL(candidate, PAGE).origin !== PAGE_ORIGIN) return null;
    } catch {
      return null;
    }
  }
  return value;
}

const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(tag: string, source: string): string {
  const allowed = ATTRS[tag];
  if (!allowed) return '';
  const out: string[] = [];
  for (const m of source.matchAll(ATTR)) {
    const name = m[1].toLowerCase();
    if (!allowed.includes(name) || out.some((o) => o.startsWith(`${name}=`))) continue;
    let value = m[2] ?? m[3] ?? m[4] ?? '';
    if (name === 'href') {
      const href = safeHref(value);
      if (href === null) continue;
      value = href;
    }
    if (['colspan', 'rowspan', 'start'].includes(name) && !/^\d{1,3}$/.test(value)) continue;
    out.push(`${name}="${escapeAttr(value)}"`);
  }
  if (tag === 'a' && out.some((o) => o.startsWith('href='))) out.push('rel="noopener noreferrer"');
  return out.length ? ` ${out.join(' ')}` : '';
}

export function sanitizeHtml(input: string): string {
  let out = '';
  let i = 0;
  const open: string[] = [];
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(input.slice(i));
      break;
    }
    out += escapeText(input.slice(i, lt));
    i = lt;
    // Comments, doctypes, CDATA, processing instructions: dropped whole.
    if (input.startsWith('<!--', i)) {
      const end = input.indexOf('-->', i + 4);
      i = end === -1 ? input.length : end + 3;
      continue;
    }
    if (input.startsWith('<!', i) || input.startsWith('<?', i)) {
      const end = input.indexOf('>', i);
      i = end === -1 ? input.length : end + 1;
      continue;
    }
    TAG.lastIndex = i;
    const m = TAG.exec(input);
    if (!m) {
      out += '&lt;';
      i += 1;
      continue;
    }
    i = TAG.lastIndex;
    const closing = m[1] === '/';
    const tag = m[2].toLowerCase();
    if (DROP_WITH_CONTENT.has(tag)) {
      if (closing) continue;
      const close = new RegExp(`</${tag}\\s*>`, 'ig');
      close.lastIndex = i;
      const end = close.exec(input);
      i = end ? close.lastIndex : input.length;
      continue;
    }
    if (!ALLOWED.has(tag)) continue;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      // Close what was left open inside it, so the markup stays balanced.
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${tag}${attributesOf(tag, m[3])}>`;
    if (!VOID.has(tag)) open.push(tag);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
