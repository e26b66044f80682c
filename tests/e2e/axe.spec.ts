/**
 * The accessibility gate: axe-core on every route of the client router, in both languages, both
 * themes, at desktop and phone sizes. Any critical or serious violation fails the run.
 *
 * The three dimensions run as the four combinations of a pairwise (orthogonal) array: every pair of
 * values of any two dimensions (phone and dark, Indonesian and desktop, ...) is checked, in half the
 * time of all eight, which keeps the gate affordable as screens are added.
 *
 * The routes are read from src/app/router.tsx itself, so a new screen joins the gate by being a
 * route; a path with a parameter gets a real id from the demo data (found by following the
 * screens' own links). Each language/theme/size combination is one browser context that visits
 * the pages in turn, so the run costs one sign-in and one first sync per combination. Signed in,
 * the pages are reached the way a user reaches them, through the client router (a history push),
 * not by reloading the app for each one: a reload boots the app and its database again, which
 * made the gate the longest part of CI.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pageToken, uploadDocument } from './documents-api';

const PASSWORD = 'Demo#2026';
const CUSTOMER_ADMIN = 'admin@sejahtera.test';
const SIZES = {
  desktop: { width: 1366, height: 850 },
  phone: { width: 390, height: 844 },
} as const;
/** Size, language, theme: each pair of values of two dimensions appears in one row. */
const COMBINATIONS = [
  ['desktop', 'en', 'light'],
  ['desktop', 'id', 'dark'],
  ['phone', 'en', 'dark'],
  ['phone', 'id', 'light'],
] as const;

interface RouteEntry {
  path: string;
  signedOut: boolean;
}

/**
 * Every path of the router: each `createRoute({ getParentRoute: () => parent, path: '...' })`
 * joined to its parents' paths (pathless layout routes, `id: ...`, add nothing).
 */
export function routesOf(source: string): RouteEntry[] {
  const blocks = [...source.matchAll(/const (\w+) = createRoute\(\{([\s\S]*?)\n\}\);/g)];
  const byName = new Map(
    blocks.map(([, name, body]) => [
      name,
      {
        parent: /getParentRoute: \(\) => (\w+)/.exec(body)?.[1] ?? 'rootRoute',
        path: /\bpath: '([^']*)'/.exec(body)?.[1] ?? '',
        beforeLoad: /beforeLoad: requireToken/.test(body),
      },
    ]),
  );
  const fullPath = (name: string): string => {
    const route = byName.get(name);
    if (!route) return '';
    const own = route.path.replace(/^\/|\/$/g, '');
    return [fullPath(route.parent), own].filter(Boolean).join('/');
  };
  const guarded = (name: string): boolean => {
    const route = byName.get(name);
    return !!route && (route.beforeLoad || guarded(route.parent));
  };
  return [...byName.keys()]
    .filter((name) => byName.get(name)!.path !== '')
    .map((name) => ({ path: `/${fullPath(name)}`, signedOut: !guarded(name) }));
}

const ROUTES = routesOf(readFileSync(new URL('../../src/app/router.tsx', import.meta.url), 'utf8'));
const NOT_FOUND = '/no-such-page-for-axe';

/** Settles a screen: the app has rendered, its lazy chunk has loaded and no loader spins in it. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('#root > :not(style)').first()).toBeVisible();
  await expect(
    page.locator('main .mantine-Loader-root, #root > :not(style) > .mantine-Loader-root'),
  ).toHaveCount(0, {
    timeout: 15_000,
  });
}

/**
 * Waits until no request of the page has been in flight for 400 ms (at most 10 s): after a
 * client-side navigation there is no load event to wait for, but the screen's lazy chunk and its
 * reads must have arrived before axe looks at it.
 */
function quietTracker(page: Page): () => Promise<void> {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return async () => {
    const deadline = Date.now() + 10_000;
    let quietSince = Date.now();
    while (Date.now() - quietSince < 400 && Date.now() < deadline) {
      await page.waitForTimeout(100);
      if (inFlight.size > 0) quietSince = Date.now();
    }
  };
}

/** axe-core itself, put into the page once per document (a client-side navigation keeps it). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * The critical and serious violations on the page, one line per rule with its first targets.
 * axe runs in the page (injected once per document rather than by AxeBuilder on every call, which
 * cost two seconds a route) and reports violations only.
 */
async function seriousViolations(page: Page, label: string, scope?: string): Promise<string[]> {
  // Evaluated through the debugging protocol, as AxeBuilder does: the app's CSP allows no inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (include) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(include ? { include: [include] } : document, {
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), html: n.html })),
    }));
  }, scope ?? null);
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => {
      const targets = v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
        .join(' | ');
      return `${label}: [${v.impact}] ${v.id} (${v.nodes.length}): ${v.help} — ${targets}`;
    });
}

/**
 * Mantine classes on the page that no loaded stylesheet styles: the app loads only the Mantine
 * stylesheets of the components it uses (scripts/mantine-css.mjs), so a component whose sheet was
 * left out would show unstyled. Each `m_<hash>` class comes from one component's stylesheet.
 */
async function unstyledMantineClasses(page: Page, label: string): Promise<string[]> {
  const missing = await page.evaluate(() => {
    const styled = new Set<string>();
    const read = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const m of rule.selectorText.matchAll(/\.(m_[0-9a-f]+)/g)) styled.add(m[1]);
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules);
    const used = new Map<string, string>();
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]')))
      for (const name of Array.from(element.classList))
        if (/^m_[0-9a-f]+$/.test(name) && !styled.has(name))
          used.set(name, element.className.toString().slice(0, 120));
    return [...used].map(([name, classes]) => `${name} (${classes})`);
  });
  return missing.map((m) => `${label}: unstyled Mantine class ${m}`);
}

/** A real id for each route parameter, found by following the first link of each list. */
async function findIds(page: Page): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const follow = async (list: string, row: string, pattern: RegExp, param: string) => {
    await page.goto(list);
    await page.getByTestId(row).first().click();
    await expect(page).toHaveURL(pattern);
    ids[param] = pattern.exec(page.url())![1];
  };
  await follow('/library', 'sector-row', /\/library\/([^/?#]+)/, 'sectorId');
  await page.getByTestId('obligation-row').first().click();
  await expect(page).toHaveURL(/\/obligations\/([^/?#]+)/);
  ids.obligationId = /\/obligations\/([^/?#]+)/.exec(page.url())![1];
  await follow('/regulations', 'regulation-row', /\/regulations\/([^/?#]+)/, 'regulationId');
  // The admin sees every compliance of the company (after the first sync brings them).
  await follow('/compliance', 'compliance-link', /\/compliance\/([^/?#]+)/, 'id');
  // A document of the company (uploaded here when the demo data holds none), from the synced collection.
  await page.goto('/documents');
  await expect(
    page.getByTestId('documents-empty').or(page.getByTestId('document-link').first()),
  ).toBeVisible();
  if (await page.getByTestId('documents-empty').isVisible())
    await uploadDocument(page.request, await pageToken(page), {
      name: 'axe-gate.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Axe gate document\n'),
    });
  await follow('/documents', 'document-link', /\/documents\/([^/?#]+)/, 'documentId');
  // A published static page of the seed (the footer links to it).
  ids.slug = 'about';
  return ids;
}

test('the router lists every screen the gate visits', () => {
  const paths = ROUTES.map((r) => r.path);
  expect(paths).toEqual(
    expect.arrayContaining(['/login', '/', '/library', '/regulations/$regulationId']),
  );
  expect(ROUTES.find((r) => r.path === '/login')!.signedOut).toBe(true);
  expect(ROUTES.find((r) => r.path === '/library')!.signedOut).toBe(false);
});

for (const [sizeName, language, theme] of COMBINATIONS) {
  const viewport = SIZES[sizeName];
  test(`no critical or serious axe violation: ${sizeName}, ${language}, ${theme}`, async ({
    browser,
  }) => {
    // Every route of the router in one test: the time grows with the screens (about a minute for 40 routes).
    test.setTimeout(480_000);
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    await context.addInitScript(
      ([lang, scheme]) => {
        if (!localStorage.getItem('language')) localStorage.setItem('language', lang);
        localStorage.setItem('color_scheme', scheme);
      },
      [language, theme],
    );
    const page = await context.newPage();
    const quiet = quietTracker(page);
    const found: string[] = [];
    const check = async (path: string) => {
      await page.goto(path);
      await settle(page);
      found.push(
        ...(await seriousViolations(page, path)),
        ...(await unstyledMantineClasses(page, path)),
      );
    };
    let shellChecked = false;
    /** Signed in: the client router takes the user there, as a link would. */
    const visit = async (path: string) => {
      await page.evaluate((to) => window.history.pushState(null, '', to), path);
      await quiet();
      await settle(page);
      // The shell (header, drawer, banners) is the same on every signed-in route and was checked
      // whole on the first one; axe then looks at the screen itself, in half the time.
      found.push(...(await seriousViolations(page, path, shellChecked ? 'main' : undefined)));
      found.push(...(await unstyledMantineClasses(page, path)));
      shellChecked = true;
    };

    // Signed out: the screens a visitor without a session sees.
    for (const route of ROUTES.filter((r) => r.signedOut)) await check(route.path);
    await check(NOT_FOUND);

    await page.goto('/login');
    await page.getByTestId('login-email').fill(CUSTOMER_ADMIN);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('app-layout')).toBeVisible();
    // On a phone the sync state lives in the drawer, built when it first opens: open it to wait
    // for the first sync, then close it (it stays built, inert, for the shell's check).
    const burger = page.getByTestId('nav-toggle');
    if (sizeName === 'phone') await burger.click();
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'success', {
      timeout: 60_000,
    });
    if (sizeName === 'phone') {
      await burger.click();
      await expect(page.locator('#app-navbar')).toHaveAttribute('inert');
    }
    const ids = await findIds(page);
    // The gate proves it sees: an image with no text alternative planted in the screen is found.
    await page.evaluate(() =>
      document
        .querySelector('main')!
        .insertAdjacentHTML('beforeend', '<img id="axe-probe" src="data:,">'),
    );
    expect((await seriousViolations(page, 'probe', 'main')).join('\n')).toContain('image-alt');
    await page.evaluate(() => document.getElementById('axe-probe')!.remove());
    // And a Mantine class no stylesheet styles.
    await page.evaluate(() =>
      document
        .querySelector('main')!
        .insertAdjacentHTML('beforeend', '<div id="css-probe" class="m_0badc0de"></div>'),
    );
    expect((await unstyledMantineClasses(page, 'probe')).join('\n')).toContain('m_0badc0de');
    await page.evaluate(() => document.getElementById('css-probe')!.remove());

    for (const route of ROUTES.filter((r) => !r.signedOut)) {
      const path = route.path.replace(/\$(\w+)/g, (_, name: string) => {
        if (!ids[name])
          throw new Error(`no demo id for the route parameter ${name} of ${route.path}`);
        return ids[name];
      });
      await visit(path);
    }
    await visit(NOT_FOUND);

    await context.close();
    expect(found, found.join('\n')).toEqual([]);
  });
}
