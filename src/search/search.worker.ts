/**
 * The search Web Worker: holds one SearchIndexCore and answers the page's messages (protocol.ts),
 * so building the index and searching never block typing. It reads no database: the page reads
 * RxDB through src/db and posts documents here (index-feed.ts).
 */
import { SearchIndexCore } from './index-core';
import type { WorkerAnswer, WorkerRequest } from './protocol';

const core = new SearchIndexCore();
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
    case 'search': {
      const answer: WorkerAnswer = { reqId: msg.reqId, hits: core.search(msg.q, { limit: msg.limit, lang: msg.lang }) };
      scope.postMessage(answer);
      return;
    }
    case 'size':
      scope.postMessage({ reqId: msg.reqId, size: core.size() } satisfies WorkerAnswer);
  }
};
