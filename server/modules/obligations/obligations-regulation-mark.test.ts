/**
 * The customers' "regulation changed" mark on the synced obligations: a regulation's legal status
 * change feeds every obligation resting on it again with the mark (the regulation's number and
 * title only for a reader who may see that regulation); the sector's next version feeds them
 * again without it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncCheckpoint } from '../../../contract/sync';
import {
  attachRegulation,
  createObligation,
  createRegulation,
  librarySkeleton,
} from '../../test/content-fixtures';
import { providerCompany, twoCompanies } from '../../test/fixtures';
import { call, createTestApp, pullSync, type TestApp } from '../../test/harness';

let t: TestApp;
let provider: Awaited<ReturnType<typeof providerCompany>>;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
beforeAll(async () => {
  t = await createTestApp();
  provider = await providerCompany(t.app, t.database);
  ({ a, b } = await twoCompanies(t.app, t.database));
});
afterAll(() => t.close());

type Doc = { id: string; regulation_changed?: Record<string, unknown> | null; _deleted?: true };

/** The obligations a customer's client pulls after `since` (all of them from null), and where it stops. */
async function pull(token: string, since: SyncCheckpoint | null) {
  const docs: Doc[] = [];
  let checkpoint = since;
  for (;;) {
    const q = checkpoint
      ? `?limit=2000&updated_at=${checkpoint.updated_at}&id=${checkpoint.id}`
      : '?limit=2000';
    const page = await pullSync(t.app, `/sync/obligations${q}`, token);
    expect(page.status).toBe(200);
    if (page.body.data.documents.length === 0) return { docs, checkpoint };
    docs.push(...page.body.data.documents);
    checkpoint = page.body.data.checkpoint;
  }
}
const editor = (method: 'PUT' | 'POST', url: string, body: unknown) =>
  call(t.app, method, url, { token: provider.admin.token, body });

describe('the regulation-changed mark on the synced obligations', () => {
  it('reaches a customer after a legal status change, follows a rename, and is cleared by the sector’s next version', async () => {
    const reg = await createRegulation(t.database, { number: '12', year: 2021 });
    const { sector, place } = await librarySkeleton(t.database);
    const resting = await createObligation(t.database, place);
    const other = await createObligation(t.database, place);
    await attachRegulation(t.database, resting.obligation_uuid, reg.regulation_guid);
    let { checkpoint } = await pull(a.admin.token, null);

    expect(
      (
        await editor('PUT', '/regulations/update', {
          regulation_guid: reg.regulation_guid,
          legal_status: 'repealed',
        })
      ).status,
    ).toBe(200);
    const changed = await pull(a.admin.token, checkpoint);
    const fed = changed.docs.find((d) => d.id === resting.obligation_uuid);
    expect(fed?.regulation_changed).toEqual({
      regulation_guid: reg.regulation_guid,
      number: '12',
      year: 2021,
      title_en: reg.title_en,
      title_id: reg.title_id,
      from: 'in_effect',
      to: 'repealed',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    // An obligation on other regulations is neither fed nor marked.
    expect(changed.docs.some((d) => d.id === other.obligation_uuid)).toBe(false);
    checkpoint = changed.checkpoint;

    // The mark repeats the regulation's title: a rename feeds the marked obligation again.
    expect(
      (
        await editor('PUT', '/regulations/update', {
          regulation_guid: reg.regulation_guid,
          title_en: 'Renamed Act',
        })
      ).status,
    ).toBe(200);
    const renamed = await pull(a.admin.token, checkpoint);
    expect(
      renamed.docs.find((d) => d.id === resting.obligation_uuid)?.regulation_changed,
    ).toMatchObject({ title_en: 'Renamed Act', to: 'repealed' });
    checkpoint = renamed.checkpoint;

    expect(
      (
        await editor('POST', '/sectors/dynamic-content-publish', {
          sector_uuid: sector.sector_uuid,
          version: 1,
        })
      ).status,
    ).toBe(200);
    const published = await pull(a.admin.token, checkpoint);
    const cleared = published.docs.find((d) => d.id === resting.obligation_uuid);
    expect(cleared).toBeDefined();
    expect(cleared?._deleted).toBeUndefined();
    expect(cleared?.regulation_changed).toBeNull();
  });

  it('names the regulation only to a reader who may see it (another company’s own regulation stays unnamed)', async () => {
    const theirs = await createRegulation(t.database, {
      company_uuid: a.company.company_uuid,
      title_en: 'Company A internal rule',
    });
    const { place } = await librarySkeleton(t.database);
    const ob = await createObligation(t.database, place);
    await attachRegulation(t.database, ob.obligation_uuid, theirs.regulation_guid);
    const since = {
      a: (await pull(a.admin.token, null)).checkpoint,
      b: (await pull(b.admin.token, null)).checkpoint,
    };
    // The provider cannot edit a company's own regulation: the flag is written as the service writes it.
    await t.app.deps.mutations.system(async (m) => {
      await m.rows(
        sql`UPDATE obligations SET regulation_changed = jsonb_build_object('regulation_guid', ${theirs.regulation_guid}::text, 'from', 'in_effect', 'to', 'amended', 'at', now())
          WHERE obligation_uuid = ${ob.obligation_uuid}`,
      );
      await m.feed({
        collection: 'obligations',
        row_id: ob.obligation_uuid,
        company_uuid: null,
        op: 'upsert',
      });
    });
    const own = (await pull(a.admin.token, since.a)).docs.find((d) => d.id === ob.obligation_uuid);
    expect(own?.regulation_changed).toMatchObject({
      title_en: 'Company A internal rule',
      to: 'amended',
    });
    const foreign = (await pull(b.admin.token, since.b)).docs.find(
      (d) => d.id === ob.obligation_uuid,
    );
    expect(foreign?.regulation_changed).toMatchObject({
      regulation_guid: theirs.regulation_guid,
      number: null,
      title_en: null,
      title_id: null,
      to: 'amended',
    });
    expect(JSON.stringify(foreign)).not.toContain('Company A internal rule');
  });
});
