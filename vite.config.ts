/**
 * Client build and dev server. The API and the socket are on the same origin in production; in
 * development they are proxied to the server (`API_PROXY_TARGET`, default http://localhost:3000).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Source maps carry the full sources: none unless asked. `BUILD_SOURCEMAP=true` emits them with a
 * `sourceMappingURL` (serve them with SOURCE_MAPS=true); `hidden` emits them without one, for an
 * error tracker, so the JS never points at a file the server refuses.
 */
export function sourcemapOption(value = process.env.BUILD_SOURCEMAP): boolean | 'hidden' {
  if (value === 'hidden') return 'hidden';
  return value === 'true' || value === '1';
}

/**
 * The app's stylesheet (Mantine's, ~36 KB gzip) as a preload instead of a render-blocking link:
 * the splash inside index.html (inline styles) paints as soon as the HTML arrives, and
 * src/main.tsx turns the preload into the stylesheet and renders React once it has loaded, so no
 * screen ever shows unstyled.
 */
export function stylesheetAsPreload(html: string): string {
  return html.replace(
    /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
    '<link rel="preload" as="style"$1 href="$2" data-app-css>',
  );
}

const nonBlockingCss: Plugin = {
  name: 'regcomply-non-blocking-css',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: stylesheetAsPreload },
};

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
};

export default defineConfig({
  plugins: [
    react(),
    nonBlockingCss,
    // PWA: our own service worker (src/sw/sw.ts: precache, deep-link fallback, outbox). The
    // precache holds every built JS/CSS/HTML file (shell, each lazy chunk, bundled locales) and
    // the icons; the page registers it itself (src/lib/pwa.ts) and prompts before an update.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // The web manifest and its icons are added by the plugin (includeManifestIcons).
        globPatterns: ['**/*.{js,css,html,png,svg,ico,woff,woff2}'],
        // Only the install dialog shows the screenshots: not worth 80 KB on a slow first visit. The
        // password strength estimator's dictionaries (hundreds of KB) serve only the online
        // password screens, which load them when opened.
        globIgnores: ['screenshots/**', 'assets/password-judge-*.js'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      manifest: {
        // A stable identity: the installed app stays the same app if start_url ever changes.
        id: '/',
        name: 'RegComply: regulatory compliance',
        short_name: 'RegComply',
        description: 'Regulatory compliance, online and offline',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1c7ed6',
        background_color: '#ffffff',
        shortcuts: [
          {
            name: 'Library',
            short_name: 'Library',
            url: '/library',
            icons: [{ src: '/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'Regulations',
            short_name: 'Regulations',
            url: '/regulations',
            icons: [{ src: '/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'Bookmarks',
            short_name: 'Bookmarks',
            url: '/bookmarks',
            icons: [{ src: '/icon-192.png', sizes: '192x192' }],
          },
        ],
        // Real captures of the library screen (scripts/capture-screenshots.ts), for the richer
        // install dialog.
        screenshots: [
          {
            src: '/screenshots/library-phone.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'The library on a phone',
          },
          {
            src: '/screenshots/library-desktop.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'The library on a desktop',
          },
        ],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: {
      // RxDB's leader election closes through the `unload` package, whose `unload` listener keeps
      // the page out of the back/forward cache: the same API on `pagehide` instead.
      unload: fileURLToPath(new URL('./src/db/unload-on-pagehide.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: sourcemapOption(),
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (React, the router, i18next, Mantine's pieces
          // of the login page...) in one chunk: left to itself the bundler cuts it into a dozen
          // shared pieces, each compressed alone (about 4 KB more gzip on the login page, and a
          // request each). The lazy screens keep their own chunks.
          groups: [
            { name: 'shell', tags: ['$initial'] },
            // The UI libraries the lazy screens share (Mantine's other components, the icons,
            // floating-ui...) in one chunk, not a chunk per component: the signed-in layout
            // needed ~70 of them, and the build's preload helper adds a link for each (about
            // 2 ms each on a slow phone, in one task) before each is fetched on its own. The
            // login page's own lazy pieces (Divider, Alert) stay out, so it never loads it.
            {
              name: 'ui',
              test: (id) =>
                /node_modules[\\/](@mantine[\\/](core|hooks)|@tabler|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|get-nonce|detect-node-es|aria-hidden)[\\/]/.test(
                  id,
                ) && !/[\\/]components[\\/](Divider|Alert)[\\/]/.test(id),
            },
            // zxcvbn-ts and its dictionaries, loaded by the password screens' strength meter only,
            // under a name the precache leaves out (globIgnores above).
            { name: 'password-judge', test: /node_modules[\\/]@zxcvbn-ts[\\/]/ },
          ],
        },
      },
    },
  },
  // The search worker opens the local database (RxDB, which reads `import.meta`): an ES module
  // worker keeps it; the page starts it with `type: 'module'`.
  worker: { format: 'es' },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
