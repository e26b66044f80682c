/**
 * A strict allow-list HTML sanitiser for the provider's rich text (static page bodies), on top of
 * the `sanitize-html` library (htmlparser2 underneath) rather than a tokeniser of our own. The
 * policy is ours: only the tags below, each written out again with only its allowed attributes
 * (numbers only where a number is meant; links through `safeHref`: http(s) written as their
 * WHATWG serialisation, mailto, same-site paths and anchors resolving to our own origin, with
 * `rel="noopener noreferrer"` on a kept link); every other tag is dropped with its text kept,
 * except the script-like elements below, dropped with everything inside them. Comments,
 * doctypes and processing instructions go, and open tags are closed. The library decodes
 * entities in text and attribute values and escapes what it writes, so the href judged here is
 * exactly the one written out.
 */
import sanitize from 'sanitize-html';

const ALLOWED = [
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
];
/** Elements removed with everything inside them. */
const DROP_WITH_CONTENT = [
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
];
const NUMERIC = /^\d{1,3}$/;

/**
 * Decodes the entities a browser would before judging a URL's scheme (`&#106;avascript:`). The
 * parser has decoded the attribute once already, so this is a second pass over what it gives us
 * (`&amp;#106;avascript:` arrives as `&#106;avascript:`): it can only make the check stricter.
 */
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

/**
 * Keeps only attributes whose value is a small plain number; the allow-list then keeps only
 * colspan, rowspan (th, td) and start (ol) of them.
 */
const numericOnly: sanitize.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: Object.fromEntries(Object.entries(attribs).filter(([, value]) => NUMERIC.test(value))),
});

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED,
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  // Checked again by the library after safeHref (which allows no more than these).
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  selfClosing: ['br', 'hr'],
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    // The attributes are rebuilt here: href only through safeHref, and rel only ours.
    a: (tagName, attribs) => {
      const out: sanitize.Attributes = {};
      for (const [name, value] of Object.entries(attribs)) {
        if (name === 'title') out.title = value;
        else if (name === 'href') {
          // An empty href would be dropped by the library (and so would our rel with it).
          const href = safeHref(value);
          if (href) out.href = href;
        }
      }
      if (out.href) out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
    th: numericOnly,
    td: numericOnly,
    ol: numericOnly,
  },
};

export function sanitizeHtml(input: string): string {
  return sanitize(input, OPTIONS);
}
