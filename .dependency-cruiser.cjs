/**
 * Walls between areas, both sides (issue 25), checked by `npm run lint` (after eslint and prettier):
 * - no import cycle anywhere (server, client, contract);
 * - a server area (server/modules/<area>/) uses another area only through that area's index.ts;
 *   plumbing lives below the areas (server/lib, server/db) and imports no area.
 * The client's zones stay in eslint.config.js (they name the write kit and RxDB, which are
 * not folder rules); its feature wall is repeated here so both sides read the same.
 */
/** Tests and their fixtures may reach into the areas they set up (they are not shipped). */
const TEST_FILES = ['\\.test\\.tsx?$', '(^|/)test/', 'fixtures?\\.tsx?$', 'test-[a-z-]+\\.tsx?$'];

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'An import cycle: move what both need down to a shared file (server/lib, src/lib).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-area-internals',
      severity: 'error',
      comment: "Another server area's file: import its index.ts ('../<area>').",
      from: { path: '^server/modules/([^/]+)/', pathNot: TEST_FILES },
      to: {
        path: '^server/modules/[^/]+/',
        pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'plumbing-imports-no-area',
      severity: 'error',
      comment: 'server/lib and server/db are below the areas: they import none.',
      from: { path: '^server/(lib|db)/', pathNot: ['\\.test\\.ts$', '^server/db/seed/'] },
      to: { path: '^server/modules/' },
    },
    {
      name: 'client-feature-internals',
      severity: 'error',
      comment: "Another feature's file: import its index.ts ('../<feature>').",
      from: { path: '^src/features/([^/]+)/', pathNot: TEST_FILES },
      to: {
        path: '^src/features/[^/]+/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    skipAnalysisNotInRules: true,
  },
};
