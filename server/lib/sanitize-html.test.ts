import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (allow-list)', () => {
  it('keeps the rich text it allows, written out again', () => {
    expect(sanitizeHtml('<h2>Terms</h2><p>Read <strong>this</strong> and <a href="https://example.com/x?a=1&amp;b=2" title="Ex">that</a>.</p><ul><li>One</li></ul>')).toBe(
      '<h2>Terms</h2><p>Read <strong>this</strong> and <a href="https://example.com/x?a=1&amp;amp;b=2" title="Ex" rel="noopener noreferrer">that</a>.</p><ul><li>One</li></ul>',
    );
    expect(sanitizeHtml('<p>Fish &amp; chips &copy; 2026 &nbsp;x</p>')).toBe('<p>Fish &amp; chips &copy; 2026 &nbsp;x</p>');
  });

  it('drops script, style and iframe elements with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<SCRIPT type="x">alert(1)</SCRIPT >c')).toBe('c');
    expect(sanitizeHtml('<style>body{}</style><iframe src="x"></iframe><svg><script>1</script></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<script>never closed')).toBe('');
  });

  it('drops event handlers, styles and unknown attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="x" class="y">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text')).toBe('text');
    expect(sanitizeHtml('<a href="/x" onmouseover=\'alert(1)\'>l</a>')).toBe('<a href="/x" rel="noopener noreferrer">l</a>');
  });

  it('refuses javascript:, data: and protocol-relative links, however written', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)', '&#x6A;avascript:x', 'javascript&colon;x', 'data:text/html,<script>', '//evil.example/x', 'vbscript:x']) {
      expect(sanitizeHtml(`<a href="${href}">l</a>`)).toBe('<a>l</a>');
    }
    expect(sanitizeHtml('<a href="mailto:legal@example.com">m</a>')).toBe('<a href="mailto:legal@example.com" rel="noopener noreferrer">m</a>');
  });

  it('escapes stray markup and keeps tags balanced', () => {
    expect(sanitizeHtml('1 < 2 > 0 & <b>bold')).toBe('1 &lt; 2 &gt; 0 &amp; <b>bold</b>');
    expect(sanitizeHtml('<p><em>x</p>y</em>')).toBe('<p><em>x</em></p>y');
    expect(sanitizeHtml('<!-- <script>x</script> -->a<!doctype html><?php x ?>b')).toBe('ab');
    expect(sanitizeHtml('<p title="x>y">z</p>')).toBe('<p>z</p>');
    expect(sanitizeHtml('<a href="x" title=\'a"b<c\'>q</a>')).toBe('<a href="x" title="a&quot;b&lt;c" rel="noopener noreferrer">q</a>');
  });
});
