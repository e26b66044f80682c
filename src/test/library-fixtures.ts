/**
 * Library test data: the local database on fake-indexeddb (the test file calls
 * `installFakeIndexedDb()`, src/test/indexeddb.ts) and documents shaped like contract/sync.ts.
 */
import type { ObligationDoc, RegulationDoc, SectorDoc, TopicDoc } from '../../contract/sync';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { getDatabase, removeDatabase, type AppDatabase } from '../db/database';
import { setLanguage } from '../lib/i18n';
import { resetSession } from '../state/session';

let seq = 0;
const uid = (prefix: string) =>
  `${prefix}-${String(++seq).padStart(4, '0')}-0000-4000-8000-000000000000`;
const now = '2025-06-01T08:00:00.000Z';

/** Opens the page's database under a fresh name (one per test file). */
export function openTestDatabase(): Promise<AppDatabase> {
  return getDatabase({
    multiInstance: false,
    name: `lib-${Math.random().toString(36).slice(2, 10)}`,
  });
}

/** Removes the database (the free RxDB build allows 13 open collections per process). */
export const removeTestDatabase = () => removeDatabase();

/** Empties every collection between tests. */
export async function clearCollections(db: AppDatabase): Promise<void> {
  await Promise.all(
    [db.sectors, db.topics, db.obligations, db.regulations, db.bookmarks].map((c) =>
      c.find().remove(),
    ),
  );
}

export function sector(over: Partial<SectorDoc> = {}): SectorDoc {
  const code = over.code ?? `S${String(++seq).padStart(3, '0')}`;
  return {
    id: uid('sec'),
    code,
    name_en: `Sector ${code}`,
    name_id: `Sektor ${code}`,
    description_en: null,
    description_id: null,
    sort: 0,
    version: 1,
    is_active: true,
    company_uuid: null,
    last_published_at: null,
    last_synced_at: null,
    updated_at: now,
    ...over,
  };
}

export function topic(sectorUuid: string, over: Partial<TopicDoc> = {}): TopicDoc {
  return {
    id: uid('top'),
    sector_uuid: sectorUuid,
    parent_uuid: '',
    title_en: 'Topic',
    title_id: 'Topik',
    sort: 0,
    company_uuid: null,
    updated_at: now,
    ...over,
  };
}

export function obligation(t: TopicDoc, over: Partial<ObligationDoc> = {}): ObligationDoc {
  return {
    id: uid('obl'),
    topic_uuid: t.id,
    sector_uuid: t.sector_uuid,
    comp_title_en: 'Obligation',
    comp_title_id: 'Kewajiban',
    regulation_obligation_description_en: null,
    regulation_obligation_description_id: null,
    regulation_penalty_description_en: null,
    regulation_penalty_description_id: null,
    sanction: 'administrative',
    priority: 'medium',
    type: 'licensing',
    checklist_template: [],
    version_code: 1,
    obligation_status: 1,
    is_active: true,
    master: true,
    company_uuid: null,
    sort: 0,
    regulation_guids: [],
    regulation_changed: null,
    updated_at: now,
    ...over,
  };
}

export function regulation(over: Partial<RegulationDoc> = {}): RegulationDoc {
  return {
    id: uid('reg'),
    title_en: 'Regulation',
    title_id: 'Peraturan',
    number: '1',
    year: 2020,
    type: 'Law',
    issuer_en: null,
    issuer_id: null,
    enacted_at: null,
    effective_at: null,
    legal_status: 'in_effect',
    abstract_en: null,
    abstract_id: null,
    full_text_en: null,
    full_text_id: null,
    company_uuid: null,
    documents: [],
    hierarchy: [],
    updated_at: now,
    ...over,
  };
}

/**
 * The setup every screen test over the local database shares: one database per file (removed
 * at the end), emptied, in English and signed out before each test, plus the file's own resets.
 * Returns an accessor for the database, valid inside tests.
 */
export function localTestDatabase(
  own: { beforeEach?: () => void; afterAll?: () => void } = {},
): () => AppDatabase {
  let db: AppDatabase | undefined;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    own.afterAll?.();
    await removeTestDatabase();
  });
  beforeEach(async () => {
    await clearCollections(db!);
    await setLanguage('en');
    resetSession();
    own.beforeEach?.();
  });
  return () => db!;
}
