/** Messages between the page (local-search.ts) and the search worker (search.worker.ts). */
import type { Language } from '../../contract/enums';
import type { IndexInput, LocalHit, LocalType } from './index-core';

export type WorkerRequest =
  | { kind: 'upsert'; inputs: IndexInput[] }
  | { kind: 'remove'; type: LocalType; ids: string[] }
  | { kind: 'clear' }
  /** Open the local database by name and keep the index fed from it, in the worker. */
  | { kind: 'feed'; name: string }
  | { kind: 'search'; reqId: number; q: string; limit: number; lang: Language }
  | { kind: 'size'; reqId: number };

export type WorkerAnswer = { reqId: number; hits: LocalHit[] } | { reqId: number; size: number };
