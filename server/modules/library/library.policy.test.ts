import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createObligation, createSector, createTopic } from '../../test/content-fixtures';
import { providerCompany, twoCompanies } from '../../test/fixtures';
import { call, createTestApp, pullSync, type TestApp } from '../../test/harness';

let t: TestApp;
let two: Awaited<ReturnType<typeof twoCompanies>>;
let provider: Awaited<ReturnType<typeof providerCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  two = await twoCompanies(t.app, t.database);
  provider = await providerCompany(t.app, t.database);
});
afterAll(() => t.close());

async function synced(collection: 'sectors' | 'topics', token: string) {
  const docs: { id: string; _deleted?: true }[] = [];
  for (let q = '?limit=2000'; ;) {
    const page = await pullSync(t.app, `/sync/${collection}${q}`, token);
    if (page.body.data.documents.length === 0) break;
    docs.push(...page.body.data.documents);
    q = `?limit=2000&updated_at=${page.body.data.checkpoint.updated_at}&id=${page.body.data.checkpoint.id}`;
  }
  return new Set(docs.filter((d) => !d._deleted).map((d) => d.id));
}

describe('library policy: one rule for sector and topic reads and their sync', () => {
  it('shows active master and own sectors (and their topics) to a customer, inactive ones too to the provider', async () => {
    const kinds = {
      master: await createSector(t.database),
      inactive: await createSector(t.database, { is_active: false }),
      own: await createSector(t.database, { company_uuid: two.a.company.company_uuid }),
      foreign: await createSector(t.database, { company_uuid: two.b.company.company_uuid }),
    };
    const topics = Object.fromEntries(
      await Promise.all(
        Object.entries(kinds).map(
          async ([k, s]) =>
            [
              k,
              await createTopic(t.database, s.sector_uuid, { company_uuid: s.company_uuid }),
            ] as const,
        ),
      ),
    );
    await t.app.deps.mutations.system((m) =>
      m.feed(
        ...Object.values(kinds).map((s) => ({
          collection: 'sectors' as const,
          row_id: s.sector_uuid,
          company_uuid: s.company_uuid,
          op: 'upsert' as const,
        })),
        ...Object.values(topics).map((tp) => ({
          collection: 'topics' as const,
          row_id: tp.topic_uuid,
          company_uuid: tp.company_uuid,
          op: 'upsert' as const,
        })),
      ),
    );
    const expected = { customer: ['master', 'own'], provider: ['master', 'inactive'] };
    for (const [who, token] of [
      ['customer', two.a.admin.token],
      ['provider', provider.admin.token],
    ] as const) {
      const sectorsSynced = await synced('sectors', token);
      const topicsSynced = await synced('topics', token);
      const seen = {
        detail: [] as string[],
        sync: [] as string[],
        topics: [] as string[],
        topicSync: [] as string[],
      };
      for (const [kind, s] of Object.entries(kinds)) {
        if ((await call(t.app, 'GET', `/v2/sectors/${s.sector_uuid}`, { token })).status === 200)
          seen.detail.push(kind);
        if (sectorsSynced.has(s.sector_uuid)) seen.sync.push(kind);
        const listed = await call(t.app, 'GET', `/v2/topics?sector_uuid=${s.sector_uuid}`, {
          token,
        });
        if (
          listed.body.data?.data?.some(
            (tp: { topic_uuid: string }) => tp.topic_uuid === topics[kind].topic_uuid,
          )
        )
          seen.topics.push(kind);
        if (topicsSynced.has(topics[kind].topic_uuid)) seen.topicSync.push(kind);
      }
      const want = expected[who];
      expect(seen, who).toEqual({ detail: want, sync: want, topics: want, topicSync: want });
    }
  });

  it("counts in a sector's list entry only the topics and obligations the caller may see, never another company's", async () => {
    const sector = await createSector(t.database);
    const topic = await createTopic(t.database, sector.sector_uuid);
    const place = { sector_uuid: sector.sector_uuid, topic_uuid: topic.topic_uuid };
    await createObligation(t.database, place);
    await createObligation(t.database, place, {
      company_uuid: two.a.company.company_uuid,
      obligation_status: 0,
    });
    const foreignTopic = await createTopic(t.database, sector.sector_uuid, {
      company_uuid: two.b.company.company_uuid,
    });
    for (let i = 0; i < 2; i++) {
      await createObligation(
        t.database,
        { ...place, topic_uuid: foreignTopic.topic_uuid },
        { company_uuid: two.b.company.company_uuid },
      );
    }
    const entry = async (token: string) =>
      (
        await call(t.app, 'GET', `/v2/sectors?search=${sector.code}`, { token })
      ).body.data.data.find((s: { sector_uuid: string }) => s.sector_uuid === sector.sector_uuid);
    expect(await entry(two.a.admin.token)).toMatchObject({ topic_count: 1, obligation_count: 2 });
    expect(await entry(two.b.admin.token)).toMatchObject({ topic_count: 2, obligation_count: 3 });
  });
});
