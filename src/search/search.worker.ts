/**
 * The search Web Worker: holds one SearchIndexCore and answers the page's messages (protocol.ts),
 * so building the index and searching never block typing. On `feed` it opens the local database
 * itself (src/db, the page's IndexedDB: RxDB shares it between a page and its workers and passes
 * the page's writes on as change events) and feeds the index from it (index-feed.ts). Reading
 * every library document on the page cost a phone-class main thread seconds at each signed-in
 * start (Lighthouse's blocking time on /library); here it costs the page nothing.
 */
import { getDatabase } from '../db/database';
import { SearchIndexCore } from './index-core';
import { feedIndex } from './index-feed';
import type { WorkerAnswer, WorkerRequest } from './protocol';

const core = new SearchIndexCore();
let feeding = false;

async function feed(name: string): Promise<void> {
  if (feeding) return;
  feeding = true;
  try {
    // The page opened (and migrated) the database before asking: this only reads it.
    const db = await getDatabase({ name });
    await feedIndex(db, {
      upsert: (inputs) => core.upsert(inputs),
      remove: (type, ids) => core.remove(type, ids),
    }).ready;
  } catch (error) {
    // The index is an aid: search then answers from the server alone, as before the feed.
    feeding = false;
    console.warn('Local search index: the local database could not be read', error);
  }
}
/** The worker's global scope, typed without the WebWorker lib (it clashes with DOM in one tsconfig). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerAnswer): void;
};

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const msg = event.data;
  switch (msg.kind) {
    case 'upsert':
      core.upsert(msg.inputs);
      return;
    case 'remove':
      core.remove(msg.type, msg.ids);
      return;
    case 'clear':
      core.clear();
      return;
    case 'feed':
      void feed(msg.name);
      return;
    case 'search': {
      const answer: WorkerAnswer = {
        reqId: msg.reqId,
        hits: core.search(msg.q, { limit: msg.limit, lang: msg.lang }),
      };
      scope.postMessage(answer);
      return;
    }
    case 'size':
      scope.postMessage({ reqId: msg.reqId, size: core.size() } satisfies WorkerAnswer);
  }
};
