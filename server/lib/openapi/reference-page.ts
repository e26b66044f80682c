/**
 * The interactive API reference: Swagger UI, served entirely from this server. The page loads the
 * swagger-ui-dist assets and our own initializer from /api/docs/, never inline script (the CSP
 * allows scripts from 'self' only), with the validator badge off, so no request leaves the origin.
 */
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>RegComply API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

/** Our initializer: the document of this server, no validator badge (it calls an outside site). */
export const REFERENCE_INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    // The areas start folded: Swagger UI stops rendering when all ~150 operations open at once
    // (past about 117 it renders the first few areas and nothing more, with no error).
    docExpansion: 'none',
  });
});
`;

/** The swagger-ui-dist files the page uses, and their types. Nothing else is served from there. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

// Resolved at run time from node_modules, so the bundled server (dist/server) finds it too.
let assetDir: string | undefined;
const swaggerUiDir = () =>
  (assetDir ??= dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')));

/** A swagger-ui-dist asset as a stream with its type, or null for any other name. */
export function referenceAsset(
  name: string,
): { type: string; stream: () => NodeJS.ReadableStream } | null {
  const type = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (!type) return null;
  return { type, stream: () => createReadStream(join(swaggerUiDir(), name)) };
}
