import { installFakeIndexedDb } from '../test/indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYNC_DESCRIPTORS } from '../../contract/collections';

installFakeIndexedDb();

vi.mock('../lib/yield-to-main', () => ({ yieldToMain: vi.fn(() => Promise.resolve()) }));

describe('opening the local database', () => {
  afterEach(async () => {
    const { closeDatabase } = await import('./database');
    await closeDatabase();
  });

  it('adds its collections one task at a time, yielding to the page before each', async () => {
    const { yieldToMain } = await import('../lib/yield-to-main');
    const { getDatabase } = await import('./database');
    const db = await getDatabase({ name: `open-${Date.now()}`, multiInstance: false });
    expect(vi.mocked(yieldToMain)).toHaveBeenCalledTimes(SYNC_DESCRIPTORS.length);
    expect(Object.keys(db.collections).sort()).toEqual(SYNC_DESCRIPTORS.map((d) => d.name).sort());
  });
});
