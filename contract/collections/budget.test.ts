import { describe, expect, it } from 'vitest';
import { SYNC_DESCRIPTORS } from '.';

/** The free RxDB build opens at most 13 collections per process, across databases. */
const FREE_BUILD_LIMIT = 13;
/** Kept free so a test, a worker or a second database can open one (src/db/README.md). */
const RESERVED = 1;

describe('synced collection budget', () => {
  it('stays within the free RxDB build, one collection kept in reserve', () => {
    expect(SYNC_DESCRIPTORS.length).toBeLessThanOrEqual(FREE_BUILD_LIMIT - RESERVED);
  });

  it('names each collection once', () => {
    const names = SYNC_DESCRIPTORS.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
