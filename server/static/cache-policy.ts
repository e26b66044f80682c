/**
 * Cache headers of the built client. Vite names every asset under /assets with a content hash,
 * so a changed file gets a new name: those can be cached for a year and never revalidated.
 * Everything else (index.html, sw.js, the manifest, icons) keeps its name across releases and
 * must be revalidated, or a browser would run an old shell or an old service worker.
 */
import { basename, sep } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Vite's hashed file names: `name-<8+ base64url chars>.ext`, in the assets directory. */
const hashed = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

export function cacheControlFor(filePath: string): string {
  const inAssets = filePath.split(sep).includes('assets') || filePath.split('/').includes('assets');
  return inAssets && hashed.test(basename(filePath).replace(/\.(br|gz)$/, ''))
    ? IMMUTABLE
    : REVALIDATE;
}
