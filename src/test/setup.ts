/**
 * Client test setup (jsdom): jest-dom matchers, the browser APIs Mantine expects and jsdom lacks,
 * and a clean DOM, storage and session between tests.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { loadAppNamespaces } from '../lib/i18n';
import { endFile, startFile } from './between-files';
import { removeIndexedDb } from './indexeddb';

// Files share one module graph per worker (vitest.config.ts): each starts with no IndexedDB, and
// the files that use one install their own (indexeddb.ts).
removeIndexedDb();

// The app loads the signed-in screens' texts before their routes render; tests render screens
// directly, so every namespace is there from the start.
await loadAppNamespaces();

// Lazy screens load on first use; on a busy two-core machine the first import can pass 1 s.
configure({ asyncUtilTimeout: 5000 });

/** False in files that ask for `@vitest-environment node` (the service worker's outbox tests). */
const hasDom = typeof window !== 'undefined';

if (hasDom && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

if (hasDom && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    value: ResizeObserverStub,
  });
}

if (hasDom && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (hasDom && (!window.scrollTo || String(window.scrollTo).includes('not implemented')))
  window.scrollTo = () => {};

beforeEach(() => {
  if (hasDom) window.localStorage.clear();
});

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  window.localStorage.clear();
});

// The next file shares this one's modules (between-files.ts).
if (hasDom) beforeAll(startFile);
afterAll(endFile);
