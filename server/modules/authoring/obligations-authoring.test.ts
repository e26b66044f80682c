import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCompany, providerCompany } from '../../test/fixtures';
import { builtInRoles, createCompliance } from '../compliance/compliance.fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { authoringCalls, pullFrom, word } from './authoring.fixtures';

let t: TestApp;
let p: ReturnType<typeof authoringCalls>;
let customer: Awaited<ReturnType<typeof customerCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  const provider = await providerCompany(t.app, t.database);
  p = authoringCalls(t, provider.admin.token);
  customer = await customerCompany(t.app, t.database);
});
afterAll(() => t.close());

async function place() {
  const sector = await p.sector();
  const topic = await p.topic(sector.sector_uuid);
  return { sector, topic };
}
const asCustomer = (url: string) => call(t.app, 'GET', url, { token: customer.admin.token });
const row = async (id: string) =>
  (
    await t.database.rows<Record<string, any>>(
      sql`SELECT * FROM obligations WHERE obligation_uuid = ${id}`,
    )
  )[0];

describe('POST /obligation/create and PUT /obligation/update', () => {
  it('creates a draft, validates in both languages, and keeps it from customers everywhere', async () => {
    const { sector, topic } = await place();
    const tag = word();
    const checkpoint = (await pullFrom(t, customer.admin.token, 'obligations')).checkpoint;
    const bad = await p.send(
      'POST',
      '/obligation/create',
      { topic_uuid: topic.topic_uuid, comp_title_en: '', type: 'monthly' },
      'id',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      comp_title_en: ['Kolom ini wajib diisi'],
      comp_title_id: ['Kolom ini wajib diisi'],
    });
    expect(bad.body.errors.type).toHaveLength(1);
    const ob = await p.obligation(topic.topic_uuid, {
      comp_title_en: `Report ${tag}`,
      type: null,
      checklist_template: [{ title_en: 'Collect', title_id: 'Kumpulkan' }],
    });
    expect(ob).toMatchObject({
      obligation_status: 0,
      master: true,
      type: null,
      sanction: 'none',
      priority: 'medium',
      has_draft: false,
      sort: 0,
    });
    expect((await asCustomer(`/obligation/${ob.obligation_uuid}`)).status).toBe(403);
    expect((await asCustomer(`/obligation/list?search=${tag}`)).body.data.total).toBe(0);
    expect((await asCustomer(`/search/suggestions?q=${tag}`)).body.data).toEqual([]);
    expect((await asCustomer(`/v2/sectors/${sector.sector_uuid}`)).status).toBe(404);
    const { docs } = await pullFrom(t, customer.admin.token, 'obligations', checkpoint);
    expect(docs.find((d) => d.id === ob.obligation_uuid)).toEqual({
      id: ob.obligation_uuid,
      _deleted: true,
    });
    const topics = (await pullFrom(t, customer.admin.token, 'topics', null)).docs;
    expect(topics.find((d) => d.id === topic.topic_uuid && !d._deleted)).toBeUndefined();
  });

  it('refuses to publish without a type (spec message), then publishes the obligation and the path to it', async () => {
    const { sector, topic } = await place();
    const ob = await p.obligation(topic.topic_uuid, { type: null });
    const refused = await p.send(
      'POST',
      '/obligation/publish',
      { obligation_uuid: ob.obligation_uuid },
      'id',
    );
    expect([refused.status, refused.body.errors.type]).toEqual([
      400,
      ['Pilih jenis kewajiban sebelum menerbitkan'],
    ]);
    await p.send('PUT', '/obligation/update', {
      obligation_uuid: ob.obligation_uuid,
      type: 'licensing',
    });
    const res = await p.send('POST', '/obligation/publish', {
      obligation_uuid: [ob.obligation_uuid],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.published[0]).toMatchObject({
      obligation_status: 1,
      type: 'licensing',
      version_code: 1,
    });
    expect((await asCustomer(`/obligation/${ob.obligation_uuid}`)).status).toBe(200);
    const tree = await asCustomer(`/v2/sectors/${sector.sector_uuid}`);
    expect(tree.body.data.topics.map((x: { topic_uuid: string }) => x.topic_uuid)).toEqual([
      topic.topic_uuid,
    ]);
  });

  it('keeps changes to a published obligation in its draft until published, then versions it', async () => {
    const { topic } = await place();
    const ob = await p.obligation(topic.topic_uuid, { comp_title_en: 'Old title' });
    await p.send('POST', '/obligation/publish', { obligation_uuid: ob.obligation_uuid });
    const checkpoint = (await pullFrom(t, customer.admin.token, 'obligations')).checkpoint;
    const saved = await p.send('PUT', '/obligation/update', {
      obligation_uuid: ob.obligation_uuid,
      comp_title_en: 'New title',
      priority: 'high',
    });
    expect(saved.body.message).toBe('Changes saved; customers see them once published');
    expect(saved.body.data).toMatchObject({
      comp_title_en: 'New title',
      priority: 'high',
      has_draft: true,
      obligation_status: 1,
    });
    expect((await asCustomer(`/obligation/${ob.obligation_uuid}`)).body.data.comp_title_en).toBe(
      'Old title',
    );
    const { docs } = await pullFrom(t, customer.admin.token, 'obligations', checkpoint);
    expect(docs.find((d) => d.id === ob.obligation_uuid)).toMatchObject({
      comp_title_en: 'Old title',
      priority: 'medium',
    });
    // The master editor's save-and-publish: a status in the payload is dropped, not applied.
    const v2 = await p.send('POST', '/v2/obligation/publish', {
      obligation_uuid: ob.obligation_uuid,
      sanction: 'criminal',
      obligation_status: 0,
    });
    expect(v2.body.data).toMatchObject({
      comp_title_en: 'New title',
      sanction: 'criminal',
      obligation_status: 1,
      version_code: 2,
      has_draft: false,
    });
    expect((await asCustomer(`/obligation/${ob.obligation_uuid}`)).body.data.comp_title_en).toBe(
      'New title',
    );
    const [version] = await t.database.rows<{ version_code: number; title: string }>(
      sql`SELECT version_code, snapshot->>'comp_title_en' AS title FROM obligation_versions WHERE obligation_uuid = ${ob.obligation_uuid}`,
    );
    expect(version).toEqual({ version_code: 1, title: 'Old title' });
  });

  it('tells the members of the customers’ compliances when a new version is published, in both languages', async () => {
    const { topic } = await place();
    const ob = await p.obligation(topic.topic_uuid, {
      comp_title_en: `Tracked ${word()}`,
      comp_title_id: 'Dipantau',
    });
    await p.send('POST', '/obligation/publish', { obligation_uuid: ob.obligation_uuid });
    const roles = await builtInRoles(t.database, customer.company.company_uuid);
    const compliance = await createCompliance(t.database, roles, {
      company_uuid: customer.company.company_uuid,
      obligation_uuid: ob.obligation_uuid,
      members: [{ user_uuid: customer.admin.user_uuid, role: 'pic' }],
    });
    const kindFor = () =>
      t.database.rows<{ header_en: string; header_id: string; link: string }>(
        sql`SELECT header_en, header_id, link FROM notifications WHERE user_uuid = ${customer.admin.user_uuid} AND type = 'content_updated' AND link = ${`/compliance/${compliance.compliance_uuid}`}`,
      );
    expect(await kindFor()).toHaveLength(0); // the first publish is no update
    await p.send('PUT', '/obligation/update', {
      obligation_uuid: ob.obligation_uuid,
      comp_title_en: 'Tracked, amended',
    });
    await p.send('POST', '/obligation/publish', { obligation_uuid: ob.obligation_uuid });
    expect(await kindFor()).toEqual([
      {
        header_en: 'Content was updated',
        header_id: 'Konten telah diperbarui',
        link: `/compliance/${compliance.compliance_uuid}`,
      },
    ]);
  });

  it('publishes master obligations only through v2; refuses a way back to draft; repeals and keeps the row', async () => {
    const { topic } = await place();
    const ob = await p.obligation(topic.topic_uuid);
    const viaUpdate = await p.send('PUT', '/obligation/update', {
      obligation_uuid: ob.obligation_uuid,
      obligation_status: 1,
    });
    expect(viaUpdate.status).toBe(400);
    await p.send('POST', '/v2/obligation/publish', { obligation_uuid: ob.obligation_uuid });
    expect(
      (
        await p.send('PUT', '/obligation/update', {
          obligation_uuid: ob.obligation_uuid,
          obligation_status: 0,
        })
      ).status,
    ).toBe(409);
    const repealed = await p.send('PUT', '/obligation/update', {
      obligation_uuid: ob.obligation_uuid,
      obligation_status: -2,
    });
    expect([repealed.status, repealed.body.message, repealed.body.data.obligation_status]).toEqual([
      200,
      'Obligation repealed; it is kept for history',
      -2,
    ]);
    expect((await row(ob.obligation_uuid)).deleted_at).toBeNull();
    expect((await asCustomer(`/obligation/${ob.obligation_uuid}`)).status).toBe(403);
    expect(
      (
        await p.send('PUT', '/obligation/update', {
          obligation_uuid: ob.obligation_uuid,
          comp_title_en: 'X',
        })
      ).status,
    ).toBe(409);
    expect(
      (await p.send('POST', '/obligation/publish', { obligation_uuid: ob.obligation_uuid })).status,
    ).toBe(400);
  });
});

describe('DELETE /obligation/delete, PUT /obligation/sort, POST /v3/obligation/bulk-activation', () => {
  it('deletes a draft (with its topic named), closes the order, and refuses a published one', async () => {
    const { topic } = await place();
    const [a, b, c] = [
      await p.obligation(topic.topic_uuid),
      await p.obligation(topic.topic_uuid),
      await p.obligation(topic.topic_uuid),
    ];
    const other = await p.topic((await p.sector()).sector_uuid);
    expect(
      (
        await p.send(
          'DELETE',
          `/obligation/delete?topic_uuid=${other.topic_uuid}&obligation_uuid=${a.obligation_uuid}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await p.send(
          'DELETE',
          `/obligation/delete?topic_uuid=${topic.topic_uuid}&obligation_uuid=${a.obligation_uuid}`,
        )
      ).status,
    ).toBe(200);
    expect([(await row(b.obligation_uuid)).sort, (await row(c.obligation_uuid)).sort]).toEqual([
      0, 1,
    ]);
    await p.send('POST', '/obligation/publish', { obligation_uuid: b.obligation_uuid });
    const refused = await p.send(
      'DELETE',
      `/obligation/delete?topic_uuid=${topic.topic_uuid}&obligation_uuid=${b.obligation_uuid}`,
    );
    expect(refused.status).toBe(409);
  });

  it('takes topic_uuid and obligation_uuid from a JSON body as the specification writes them; a missing one is 400 in both languages', async () => {
    const { topic } = await place();
    const [a, b] = [await p.obligation(topic.topic_uuid), await p.obligation(topic.topic_uuid)];
    const other = await p.topic((await p.sector()).sector_uuid);
    expect(
      (
        await p.send('DELETE', '/obligation/delete', {
          topic_uuid: other.topic_uuid,
          obligation_uuid: a.obligation_uuid,
        })
      ).status,
    ).toBe(404);
    const missing = await p.send('DELETE', '/obligation/delete', {
      obligation_uuid: a.obligation_uuid,
    });
    expect([missing.status, missing.body.errors]).toEqual([
      400,
      { topic_uuid: ['This field is required'] },
    ]);
    const missingId = await p.send(
      'DELETE',
      '/obligation/delete',
      { topic_uuid: topic.topic_uuid },
      'id',
    );
    expect([missingId.status, missingId.body.errors]).toEqual([
      400,
      { obligation_uuid: ['Kolom ini wajib diisi'] },
    ]);
    expect(
      (
        await p.send('DELETE', '/obligation/delete', {
          topic_uuid: topic.topic_uuid,
          obligation_uuid: a.obligation_uuid,
        })
      ).status,
    ).toBe(200);
    expect((await row(b.obligation_uuid)).sort).toBe(0);
    // Query and body together: the body's field completes the query's.
    expect(
      (
        await p.send('DELETE', `/obligation/delete?topic_uuid=${topic.topic_uuid}`, {
          obligation_uuid: b.obligation_uuid,
        })
      ).status,
    ).toBe(200);
  });

  it('sorts the obligations of a topic when every one is named once', async () => {
    const { topic } = await place();
    const [a, b] = [await p.obligation(topic.topic_uuid), await p.obligation(topic.topic_uuid)];
    const res = await p.send('PUT', '/obligation/sort', {
      topic_uuid: topic.topic_uuid,
      obligation_uuids: [b.obligation_uuid, a.obligation_uuid],
    });
    expect(res.body.data.sorted).toBe(2);
    expect([(await row(b.obligation_uuid)).sort, (await row(a.obligation_uuid)).sort]).toEqual([
      0, 1,
    ]);
    expect(
      (
        await p.send('PUT', '/obligation/sort', {
          topic_uuid: topic.topic_uuid,
          obligation_uuids: [a.obligation_uuid],
        })
      ).status,
    ).toBe(400);
  });

  it('deactivates and activates obligations in bulk; an inactive one leaves the customers’ lists', async () => {
    const { topic } = await place();
    const tag = word();
    const [a, b] = [
      await p.obligation(topic.topic_uuid, { comp_title_en: `Bulk ${tag}` }),
      await p.obligation(topic.topic_uuid, { comp_title_en: `Bulk ${tag}` }),
    ];
    await p.send('POST', '/obligation/publish', {
      obligation_uuid: [a.obligation_uuid, b.obligation_uuid],
    });
    expect((await asCustomer(`/obligation/list?search=${tag}`)).body.data.total).toBe(2);
    const off = await p.send(
      'POST',
      '/v3/obligation/bulk-activation',
      { is_active: false, obligation_uuid: [a.obligation_uuid, b.obligation_uuid] },
      'id',
    );
    expect([off.body.message, off.body.data]).toEqual([
      'Kewajiban dinonaktifkan',
      { updated: 2, is_active: false },
    ]);
    expect((await asCustomer(`/obligation/list?search=${tag}`)).body.data.total).toBe(0);
    const on = await p.send('POST', '/v3/obligation/bulk-activation', {
      is_active: true,
      obligation_uuid: [a.obligation_uuid],
    });
    expect(on.body.data.updated).toBe(1);
    const unknown = await p.send('POST', '/v3/obligation/bulk-activation', {
      is_active: true,
      obligation_uuid: [a.obligation_uuid, topic.topic_uuid],
    });
    expect(unknown.status).toBe(404);
  });
});
