/**
 * The Mantine stylesheets the app uses, instead of all of them: `@mantine/core/styles.css` is
 * 250 KB, and parsing it and matching its rules was the longest task of a signed-in start on a
 * phone. This walks every `@mantine/core` import of `src/` (and of @mantine/charts), follows each
 * component's own imports inside @mantine/core (a Select brings Combobox, Input, ScrollArea...),
 * and lists the stylesheet of every component reached, in the order of `styles.css` (a component's
 * styles come after those it builds on).
 *
 *   node scripts/mantine-css.mjs          writes src/app/mantine-styles.css
 *   node scripts/mantine-css.mjs --check  exits 1 when that file is out of date
 *
 * src/app/mantine-styles.test.ts runs the check, so a screen that starts using a new Mantine
 * component fails the tests until the file is written again.
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const core = join(root, 'node_modules/@mantine/core');
const esm = join(core, 'esm');
export const OUTPUT = join(root, 'src/app/mantine-styles.css');

/** Every file under `dir` whose name passes `keep`. */
function files(dir, keep) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

/** The value names a source imports from `@mantine/core` (type-only imports left out). */
function coreImports(source) {
  const names = new Set();
  for (const match of source.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g,
  )) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.add(item.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

/** Export name -> the module of @mantine/core's ESM build that defines it. */
function exportMap() {
  const index = readFileSync(join(esm, 'index.mjs'), 'utf8');
  const map = new Map();
  for (const match of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        .trim();
      if (name) map.set(name, join(esm, match[2]));
    }
  }
  return map;
}

/**
 * The stylesheets reached from `start` through relative imports: each `<Name>.module.mjs` (the
 * class names of `styles/<Name>.css`) a reached module imports, wherever it lives (`components/`,
 * `utils/`: Checkbox, Radio and Switch share `utils/InlineInput`).
 */
function componentsReached(start) {
  const seen = new Set();
  const components = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const module = /([^/]+)\.module\.mjs$/.exec(relative(esm, file));
    if (module) {
      if (!existsSync(join(core, 'styles', `${module[1]}.css`)))
        throw new Error(`no stylesheet for ${relative(esm, file)}`);
      components.add(module[1]);
    }
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:import|export)[^"']*?from\s*"(\.[^"]+)"/g)) {
      queue.push(resolve(dirname(file), match[1]));
    }
  }
  return components;
}

/** The `@import` lines of the stylesheet the app needs. */
export function mantineStylesheet() {
  const sources = files(join(root, 'src'), (n) => /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n));
  const charts = join(root, 'node_modules/@mantine/charts/esm');
  if (existsSync(charts)) sources.push(...files(charts, (n) => n.endsWith('.mjs')));
  const names = new Set();
  for (const file of sources)
    for (const name of coreImports(readFileSync(file, 'utf8'))) names.add(name);
  const modules = exportMap();
  const unknown = [...names].filter((n) => !modules.has(n));
  if (unknown.length > 0) throw new Error(`not exported by @mantine/core: ${unknown.join(', ')}`);
  const reached = componentsReached([...names].map((n) => modules.get(n)));
  const all = readFileSync(join(core, 'styles.css'), 'utf8');
  const sheets = ['baseline', 'default-css-variables', 'global', ...reached]
    .map((name) => {
      const text = readFileSync(join(core, 'styles', `${name}.css`), 'utf8').trim();
      const at = all.indexOf(text.slice(0, 200));
      if (at < 0) throw new Error(`styles/${name}.css is not part of styles.css`);
      return { name, at };
    })
    .sort((a, b) => a.at - b.at);
  return [
    '/* Written by scripts/mantine-css.mjs: the stylesheets of the Mantine components the app uses,',
    '   in the order of @mantine/core/styles.css. Do not edit; run `node scripts/mantine-css.mjs`. */',
    ...sheets.map((s) => `@import '@mantine/core/styles/${s.name}.css';`),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = mantineStylesheet();
  if (process.argv.includes('--check')) {
    const current = existsSync(OUTPUT) ? readFileSync(OUTPUT, 'utf8') : '';
    if (current !== text) {
      console.error(
        'src/app/mantine-styles.css is out of date: run `node scripts/mantine-css.mjs`',
      );
      process.exit(1);
    }
  } else {
    writeFileSync(OUTPUT, text);
    console.log(
      `mantine-css: ${text.split('\n').filter((l) => l.startsWith('@import')).length} stylesheets`,
    );
  }
}
