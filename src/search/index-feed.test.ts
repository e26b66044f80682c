import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database';
import { SearchIndexCore } from './index-core';
import { FEED_BATCH, feedIndex } from './index-feed';
import { obligationDoc, sectorDoc } from './test-docs';

type Listener = (e: {
  operation: 'INSERT' | 'UPDATE' | 'DELETE';
  documentId: string;
  documentData: unknown;
}) => void;

/** A collection with find({ selector: { id: { $gt } }, limit }).exec() and `$`, as RxDB has. */
function fakeCollection(docs: { id: string }[]) {
  const listeners: Listener[] = [];
  return {
    listeners,
    emit: (e: Parameters<Listener>[0]) => listeners.forEach((l) => l(e)),
    $: {
      subscribe: (l: Listener) => (
        listeners.push(l),
        { unsubscribe: () => listeners.splice(listeners.indexOf(l), 1) }
      ),
    },
    find: ({ selector, limit }: { selector: { id: { $gt: string } }; limit: number }) => ({
      exec: async () =>
        docs
          .filter((d) => d.id > selector.id.$gt)
          .sort((a, b) => a.id.localeCompare(b.id))
          .slice(0, limit)
          .map((d) => ({ id: d.id, toJSON: () => d })),
    }),
  };
}

describe('feedIndex', () => {
  it('paces the bulk load: the given batch size, the given pause between batches', async () => {
    const docs = Array.from({ length: 7 }, (_, i) =>
      obligationDoc(`o${i}`, 's1', { comp_title_en: `Item ${i}`, comp_title_id: 'Butir' }),
    );
    const collections = {
      sectors: fakeCollection([]),
      topics: fakeCollection([]),
      obligations: fakeCollection(docs),
      regulations: fakeCollection([]),
    };
    const core = new SearchIndexCore();
    const sizes: number[] = [];
    const feed = feedIndex(collections as unknown as AppDatabase, core, {
      batch: 3,
      pause: async () => void sizes.push(core.size()),
    });
    await feed.ready;
    expect(sizes).toEqual([3, 6]); // 3 + 3 + 1: a pause after each full batch
    expect(core.size()).toBe(7);
    feed.stop();
  });

  it('loads every document in batches, then follows changes; changes during the load wait for it', async () => {
    const many = Array.from({ length: FEED_BATCH + 3 }, (_, i) =>
      obligationDoc(`o${String(i).padStart(4, '0')}`, 's1', {
        comp_title_en: `Emission ${i}`,
        comp_title_id: 'Emisi',
      }),
    );
    const collections = {
      sectors: fakeCollection([sectorDoc('s1', 'Mining', 'Pertambangan')]),
      topics: fakeCollection([]),
      obligations: fakeCollection(many),
      regulations: fakeCollection([]),
    };
    const core = new SearchIndexCore();
    const feed = feedIndex(collections as unknown as AppDatabase, core);
    collections.obligations.emit({
      operation: 'DELETE',
      documentId: 'o0000',
      documentData: { ...many[0], _deleted: true },
    });
    await feed.ready;
    expect(core.size()).toBe(1 + FEED_BATCH + 2);
    collections.obligations.emit({
      operation: 'INSERT',
      documentId: 'n1',
      documentData: obligationDoc('n1', 's1', { comp_title_en: 'Waste', comp_title_id: 'Limbah' }),
    });
    expect(core.search('limbah').map((h) => h.id)).toEqual(['n1']);
    collections.sectors.emit({
      operation: 'UPDATE',
      documentId: 's1',
      documentData: sectorDoc('s1', 'Mines', 'Tambang'),
    });
    expect(core.search('tambang').map((h) => h.id)).toEqual(['s1']);
    feed.stop();
    expect(collections.obligations.listeners).toHaveLength(0);
  });
});
