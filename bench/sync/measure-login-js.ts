/**
 * Figure e: the JavaScript the login page needs before its form is usable. A fresh context (no
 * service worker, empty cache) opens /login; every script (or `.js` URL: module preloads) requested
 * before `login-submit` first shows, by the page's own clock at each frame, is counted. Each body is gzipped in node
 * (zlib.gzipSync, default level) and the sizes are summed: what a first visit downloads over a
 * gzip-compressing connection. Cross-check: the script and modulepreload entries of
 * dist/client/index.html must all be among them; the rest are chunks loaded on demand (router,
 * login screen).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { NAME_SHIM } from './browser';

export interface LoginJsResult {
  gzipBytes: number;
  rawBytes: number;
  files: { path: string; raw: number; gzip: number; inIndexHtml: boolean }[];
  missingFromIndex: string[];
}

export async function measureLoginJs(browser: Browser, base: string): Promise<LoginJsResult> {
  const context = await browser.newContext({ baseURL: base });
  try {
    await context.addInitScript(NAME_SHIM);
    // The moment the form first shows, taken in the page at each frame: a script requested after
    // it (the worker's registration once the page is idle, say) is not one the form waited for,
    // however soon Playwright's own check comes back.
    await context.addInitScript(() => {
      const check = () => {
        const submit = document.querySelector<HTMLElement>('[data-testid="login-submit"]');
        if (submit && submit.offsetParent !== null) {
          (window as unknown as { formShownAt: number }).formShownAt =
            performance.timeOrigin + performance.now();
        } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (r) => {
      const isJs =
        r.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(r.url()).pathname);
      if (isJs) responses.push(r);
    });
    await page.goto('/login');
    await page.getByTestId('login-submit').waitFor({ state: 'visible' });
    const formShownAt = await page.waitForFunction(
      () => (window as unknown as { formShownAt?: number }).formShownAt,
    );
    const shownAt = (await formShownAt.jsonValue()) as number;
    const beforeForm = responses.filter((r) => r.request().timing().startTime <= shownAt);

    const html = readFileSync('dist/client/index.html', 'utf8');
    const fromIndex = [
      ...html.matchAll(
        /<script[^>]*\ssrc="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g,
      ),
    ].map((m) => m[1] ?? m[2]);
    const files: LoginJsResult['files'] = [];
    for (const r of beforeForm) {
      const path = new URL(r.url()).pathname;
      const body = await r.body();
      files.push({
        path,
        raw: body.length,
        gzip: gzipSync(body).length,
        inIndexHtml: fromIndex.includes(path),
      });
    }
    files.sort((a, b) => b.gzip - a.gzip);
    const paths = new Set(files.map((f) => f.path));
    return {
      gzipBytes: files.reduce((n, f) => n + f.gzip, 0),
      rawBytes: files.reduce((n, f) => n + f.raw, 0),
      files,
      missingFromIndex: fromIndex.filter((p) => !paths.has(p)),
    };
  } finally {
    await context.close();
  }
}
