import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (allow-list)', () => {
  it('keeps the rich text it allows, written out again', () => {
    expect(
      sanitizeHtml(
        '<h2>Terms</h2><p>Read <strong>this</strong> and <a href="https://example.com/x?a=1&amp;b=2" title="Ex">that</a>.</p><ul><li>One</li></ul>',
      ),
    ).toBe(
      '<h2>Terms</h2><p>Read <strong>this</strong> and <a href="https://example.com/x?a=1&amp;amp;b=2" title="Ex" rel="noopener noreferrer">that</a>.</p><ul><li>One</li></ul>',
    );
    expect(sanitizeHtml('<p>Fish &amp; chips &copy; 2026 &nbsp;x</p>')).toBe(
      '<p>Fish &amp; chips &copy; 2026 &nbsp;x</p>',
    );
  });

  it('drops script, style and iframe elements with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<SCRIPT type="x">alert(1)</SCRIPT >c')).toBe('c');
    expect(
      sanitizeHtml('<style>body{}</style><iframe src="x"></iframe><svg><script>1</script></svg>ok'),
    ).toBe('ok');
    expect(sanitizeHtml('<script>never closed')).toBe('');
  });

  it('drops event handlers, styles and unknown attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="x" class="y">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text')).toBe('text');
    expect(sanitizeHtml('<a href="/x" onmouseover=\'alert(1)\'>l</a>')).toBe(
      '<a href="/x" rel="noopener noreferrer">l</a>',
    );
  });

  it('never keeps a link a browser resolves to another host (issue 23)', () => {
    const base = 'https://app.example/pages/terms';
    const hostile = [
      '/\\evil.example/',
      '\\\\evil.example',
      '\\/evil.example',
      '/\\/evil.example',
      ' //evil.example',
      '\t//evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '\u0000//evil.example',
      '\u001f//evil.example',
      '\u00a0//evil.example',
      '/%5Cevil.example',
      '/&#92;evil.example',
      '&#47;/evil.example',
      '/&#x5c;evil.example',
      '///evil.example',
      '\\\\\\evil.example',
      'https:\\\\evil.example',
      'https:evil.example',
      'http:/\\evil.example',
      '\u000b//evil.example',
      '\u000c//evil.example',
    ];
    for (const href of hostile) {
      const out = sanitizeHtml(`<a href="${href}">l</a>`);
      const kept = /href="([^"]*)"/.exec(out)?.[1];
      if (kept === undefined) continue;
      const value = kept
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      const url = new URL(value, base);
      // A link to another site is kept only written out plainly, as the browser will follow it.
      if (url.origin !== 'https://app.example') expect([href, value]).toEqual([href, url.href]);
      if (url.origin !== 'https://app.example') expect(value).toMatch(/^https?:\/\/[a-z.]+\//);
    }
    expect(sanitizeHtml('<a href="http:/\\evil.example">l</a>')).toBe(
      '<a href="http://evil.example/" rel="noopener noreferrer">l</a>',
    );
    // Same-site paths and anchors stay.
    expect(sanitizeHtml('<a href="/pages/privacy#top">p</a>')).toBe(
      '<a href="/pages/privacy#top" rel="noopener noreferrer">p</a>',
    );
    expect(sanitizeHtml('<a href="#section-2">s</a>')).toBe(
      '<a href="#section-2" rel="noopener noreferrer">s</a>',
    );
    expect(sanitizeHtml('<a href="privacy">r</a>')).toBe(
      '<a href="privacy" rel="noopener noreferrer">r</a>',
    );
  });

  it('refuses javascript:, data: and protocol-relative links, however written', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:x',
      'javascript&colon;x',
      'data:text/html,<script>',
      '//evil.example/x',
      'vbscript:x',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">l</a>`)).toBe('<a>l</a>');
    }
    expect(sanitizeHtml('<a href="mailto:legal@example.com">m</a>')).toBe(
      '<a href="mailto:legal@example.com" rel="noopener noreferrer">m</a>',
    );
  });

  it('escapes stray markup and keeps tags balanced', () => {
    expect(sanitizeHtml('1 < 2 > 0 & <b>bold')).toBe('1 &lt; 2 &gt; 0 &amp; <b>bold</b>');
    expect(sanitizeHtml('<p><em>x</p>y</em>')).toBe('<p><em>x</em></p>y');
    expect(sanitizeHtml('<!-- <script>x</script> -->a<!doctype html><?php x ?>b')).toBe('ab');
    expect(sanitizeHtml('<p title="x>y">z</p>')).toBe('<p>z</p>');
    expect(sanitizeHtml('<a href="x" title=\'a"b<c\'>q</a>')).toBe(
      '<a href="x" title="a&quot;b&lt;c" rel="noopener noreferrer">q</a>',
    );
  });
});
