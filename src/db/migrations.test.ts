import { installFakeIndexedDb } from '../test/indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Collections from '../../contract/collections';

installFakeIndexedDb();

/** Opens the app's database module as a new build would, with the sectors descriptor at `version`. */
async function loadBuild(version: number, strategies: Record<number, (doc: any) => any> = {}) {
  vi.resetModules();
  vi.doMock('../../contract/collections', async (importOriginal) => {
    const real = await importOriginal<typeof Collections>();
    const descriptors = real.SYNC_DESCRIPTORS.map((d) => {
      if (d.name !== 'sectors') return d;
      const props = {
        ...d.jsonSchema.properties,
        ...(version > 0 ? { note: { type: 'string' } } : {}),
      };
      return {
        ...d,
        version,
        migrations: strategies,
        jsonSchema: { ...d.jsonSchema, version, properties: props },
      };
    });
    return { ...real, SYNC_DESCRIPTORS: descriptors };
  });
  return import('./database');
}

const sector = {
  id: 's-1',
  code: 'ENV',
  name_en: 'Environment',
  name_id: 'Lingkungan Hidup',
  description_en: null,
  description_id: null,
  sort: 0,
  version: 1,
  is_active: true,
  company_uuid: null,
  last_published_at: null,
  last_synced_at: null,
  updated_at: '2026-11-01T00:00:00.000Z',
};

afterEach(() => {
  vi.doUnmock('../../contract/collections');
});

describe('local schema versions', () => {
  it('keeps the stored documents when a new build raises a schema version', async () => {
    const name = `migrate-${Date.now()}`;
    const v0 = await loadBuild(0);
    const db0 = await v0.getDatabase({ name, multiInstance: false });
    await db0.sectors.insert(sector);
    await v0.closeDatabase();

    const v1 = await loadBuild(1, { 1: (doc) => ({ ...doc, note: `kept ${doc.code}` }) });
    const db1 = await v1.getDatabase({ name, multiInstance: false });
    const doc = await db1.sectors.findOne('s-1').exec();
    expect(doc?.toJSON()).toMatchObject({ name_id: 'Lingkungan Hidup', note: 'kept ENV' });
    await v1.removeDatabase({ name, multiInstance: false });
  });

  it('refuses to open a build whose raised version has no strategy, naming the gap', async () => {
    const v1 = await loadBuild(1, {});
    await expect(
      v1.getDatabase({ name: `gap-${Date.now()}`, multiInstance: false }),
    ).rejects.toThrow(/no migration strategy for version\(s\) 1/);
  });
});
