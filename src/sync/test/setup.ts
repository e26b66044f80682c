/** Sync integration tests (node): IndexedDB from fake-indexeddb, as the browser would have it. */
import 'fake-indexeddb/auto';
