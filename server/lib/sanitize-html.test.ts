import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (allow-list)', () => {
  it('keeps the rich text it allows, written out again', () => {
    expect(
      sanitizeHtml(
        '<h2>Terms</h2><p>Read <strong>this</strong> and <a href="https://example.com/x?a=1&amp;b=2" title="Ex">that</a>.</p><ul><li>One</li></ul>',
      ),
    ).toBe(
      '<h2>Terms</h2><p>Read <strong>this</strong> and <a href="https://example.com/x?a=1&amp;b=2" title="Ex" rel="noopener noreferrer">that</a>.</p><ul><li>One</li></ul>',
    );
    // Entities are decoded by the parser and written back as characters (only & < > escaped).
    expect(sanitizeHtml('<p>Fish &amp; chips &copy; 2026 &nbsp;x</p>')).toBe(
      '<p>Fish &amp; chips \u00a9 2026 \u00a0x</p>',
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

  it('drops script-like elements with everything inside them, wherever they are', () => {
    expect(sanitizeHtml('<p><script>alert(1)</script>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<ul><li>a<style>*{}</style></li></ul>')).toBe('<ul><li>a</li></ul>');
    // Allowed tags inside a dropped element go with it.
    expect(sanitizeHtml('<div><svg><p>in</p><a href="/x">l</a></svg>after</div>')).toBe(
      '<div>after</div>',
    );
    expect(sanitizeHtml('<math><mi>x</mi></math><template><p>t</p></template>m')).toBe('m');
    expect(
      sanitizeHtml(
        '<noscript><p title="</noscript><img src=x onerror=alert(1)>">x</p></noscript>y',
      ),
    ).toBe('y');
    expect(sanitizeHtml('<textarea></textarea><script>alert(1)</script></textarea>q')).toBe('q');
    expect(sanitizeHtml('<title><script>x</script></title><xmp><script>x</script></xmp>w')).toBe(
      'w',
    );
    expect(sanitizeHtml('<head><title>T</title></head><body><p>b</p></body>')).toBe('<p>b</p>');
    expect(sanitizeHtml('<select><option>o</option></select>s')).toBe('s');
    expect(sanitizeHtml('<embed src=x>e<object><param>o</object>f')).toBe('ef');
    expect(
      sanitizeHtml('<noembed>a</noembed><noframes>b</noframes><iframe><p>c</p></iframe>d'),
    ).toBe('d');
    expect(sanitizeHtml('<p>x<plaintext><p>all gone')).toBe('<p>x</p>');
    // A tag name broken by another tag is text, escaped, as a browser reads it.
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(sanitizeHtml('<![CDATA[<script>c</script>]]>d')).toBe('d');
  });

  it('closes what is left open and reads stray end tags as a browser does', () => {
    expect(sanitizeHtml('<p>unclosed <b>bold <i>both')).toBe(
      '<p>unclosed <b>bold <i>both</i></b></p>',
    );
    expect(sanitizeHtml('<table><tr><td>a<td>b</table>')).toBe(
      '<table><tr><td>a</td><td>b</td></tr></table>',
    );
    // <hr> ends a paragraph, and a lone </p> is an empty paragraph: the DOM a browser builds.
    expect(sanitizeHtml('<p>a<br>b<hr>c</p>')).toBe('<p>a<br />b</p><hr />c<p></p>');
    expect(sanitizeHtml('<P CLASS=x>up</P>')).toBe('<p>up</p>');
  });

  it('reads unquoted attributes and judges the decoded href, the one written out', () => {
    expect(sanitizeHtml('<a href=/x title=y>u</a>')).toBe(
      '<a href="/x" title="y" rel="noopener noreferrer">u</a>',
    );
    expect(sanitizeHtml('<a href=https://example.com/a?b=c&amp;d=e>u</a>')).toBe(
      '<a href="https://example.com/a?b=c&amp;d=e" rel="noopener noreferrer">u</a>',
    );
    expect(sanitizeHtml('<a href=javascript:alert(1)>u</a>')).toBe('<a>u</a>');
    expect(sanitizeHtml('<a href=//evil.example/x>u</a>')).toBe('<a>u</a>');
    expect(sanitizeHtml('<a href="&amp;#106;avascript:alert(1)">d</a>')).toBe('<a>d</a>');
    expect(sanitizeHtml('<a href="https://EXAMPLE.com/\u00fc x">i</a>')).toBe(
      '<a href="https://example.com/%C3%BC%20x" rel="noopener noreferrer">i</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@b.c?subject=&quot;hi&quot;">m</a>')).toBe(
      '<a href="mailto:a@b.c?subject=&quot;hi&quot;" rel="noopener noreferrer">m</a>',
    );
    // The first of two hrefs counts, as in a browser.
    expect(sanitizeHtml('<a href="/x" href="javascript:1">d</a>')).toBe(
      '<a href="/x" rel="noopener noreferrer">d</a>',
    );
  });

  it('writes rel itself, only beside a kept href', () => {
    expect(sanitizeHtml('<a rel="opener" href="/x">r</a><a rel="opener">n</a>')).toBe(
      '<a href="/x" rel="noopener noreferrer">r</a><a>n</a>',
    );
    expect(sanitizeHtml('<a title="T" href="javascript:x">o</a>')).toBe('<a title="T">o</a>');
    // An empty href or title is dropped (the library drops empty non-boolean attributes).
    expect(sanitizeHtml('<a href="">e</a><a title>t</a>')).toBe('<a>e</a><a>t</a>');
  });

  it('keeps colspan, rowspan and start only as small plain numbers', () => {
    expect(
      sanitizeHtml(
        '<table><tr><td colspan="2" rowspan="x">a</td><th colspan="1000" rowspan="-1" style="x">b</th></tr></table><ol start="3" type="a"><li>x</li></ol><ol start="1e3"></ol>',
      ),
    ).toBe(
      '<table><tr><td colspan="2">a</td><th>b</th></tr></table><ol start="3"><li>x</li></ol><ol></ol>',
    );
  });
});
