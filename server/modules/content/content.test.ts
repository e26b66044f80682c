import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticPages } from '../../db/schema/engagement';
import { activityLogs } from '../../db/schema/platform';
import { customerCompany, providerCompany } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let provider: Awaited<ReturnType<typeof providerCompany>>;
let customer: Awaited<ReturnType<typeof customerCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  provider = await providerCompany(t.app, t.database);
  customer = await customerCompany(t.app, t.database);
});
afterAll(() => t.close());

const slug = () => `page-${randomUUID().slice(0, 8)}`;
const add = (body: Record<string, unknown>, token = provider.admin.token, lang = 'en') =>
  call(t.app, 'POST', `/content/add?lang=${lang}`, { token, body });

describe('static pages', () => {
  it('adds a page with its bodies sanitised: no script, no event handler survives', async () => {
    const res = await add({
      slug: slug(),
      title_en: 'Privacy',
      title_id: 'Privasi',
      body_en:
        '<p onclick="alert(1)">We keep <strong>little</strong>.</p><script>steal()</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
      body_id:
        '<p>Kami <em>sedikit</em> menyimpan.</p><iframe src="https://evil.example"></iframe>',
      is_published: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Page created');
    expect(res.body.data).toMatchObject({
      title: 'Privacy',
      body_en: '<p>We keep <strong>little</strong>.</p><a>x</a>',
      body_id: '<p>Kami <em>sedikit</em> menyimpan.</p>',
    });
    const [stored] = await t.database.db
      .select()
      .from(staticPages)
      .where(eq(staticPages.page_uuid, res.body.data.page_uuid));
    for (const text of [stored.body_en, stored.body_id])
      expect(text).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type_uuid, stored.page_uuid));
    expect(logs.map((l) => l.action)).toEqual(['create']);
  });

  it('users read published pages only, in their language, by slug; the provider sees drafts too', async () => {
    const published = slug();
    const draft = slug();
    await add({
      slug: published,
      title_en: 'Terms',
      title_id: 'Ketentuan',
      body_en: '<p>T</p>',
      body_id: '<p>K</p>',
      is_published: true,
    });
    const d = await add({ slug: draft, title_en: 'Draft', title_id: 'Draf' });
    const detail = await call(t.app, 'GET', `/content/detail?slug=${published}&lang=id`, {
      token: customer.member.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      slug: published,
      title: 'Ketentuan',
      body: '<p>K</p>',
    });
    expect(
      (await call(t.app, 'GET', `/content/detail?slug=${draft}`, { token: customer.member.token }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'GET', `/content/detail?page_uuid=${d.body.data.page_uuid}`, {
          token: provider.admin.token,
        })
      ).status,
    ).toBe(200);
    const list = await call(t.app, 'GET', '/content/list?limit=100', {
      token: customer.member.token,
    });
    const slugs = list.body.data.data.map((p: { slug: string }) => p.slug);
    expect(slugs).toContain(published);
    expect(slugs).not.toContain(draft);
    expect(list.body.data).toMatchObject({ page: 1, limit: 100 });
    const all = await call(t.app, 'GET', `/content/list?search=${draft}`, {
      token: provider.admin.token,
    });
    expect(all.body.data.data.map((p: { slug: string }) => p.slug)).toEqual([draft]);
    expect(
      (await call(t.app, 'GET', '/content/detail', { token: customer.member.token })).body.errors,
    ).toEqual({ slug: ['This field is required'] });
  });

  it('updates and deletes a page; a taken slug is refused with 409 in the request language', async () => {
    const first = slug();
    await add({ slug: first, title_en: 'One', title_id: 'Satu' });
    const second = await add({ slug: slug(), title_en: 'Two', title_id: 'Dua' });
    const id = second.body.data.page_uuid;
    const upd = await call(t.app, 'PUT', `/content/update/${id}`, {
      token: provider.admin.token,
      body: { body_en: '<p>New<script>x</script></p>', is_published: true },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({
      body_en: '<p>New</p>',
      is_published: true,
      title_en: 'Two',
    });
    const clash = await call(t.app, 'PUT', `/content/update/${id}?lang=id`, {
      token: provider.admin.token,
      body: { slug: first },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Halaman dengan alamat ini sudah ada');
    expect((await add({ slug: first, title_en: 'x', title_id: 'y' })).status).toBe(409);
    const del = await call(t.app, 'DELETE', `/content/delete/${id}`, {
      token: provider.admin.token,
    });
    expect([del.status, del.body.message]).toEqual([200, 'Page deleted']);
    expect(
      (await call(t.app, 'DELETE', `/content/delete/${id}`, { token: provider.admin.token }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'PUT', `/content/update/${randomUUID()}`, {
          token: provider.admin.token,
          body: { title_en: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a form changing nothing: 400 "Form cannot be empty", in both languages, changing nothing', async () => {
    const page = await add({ slug: slug(), title_en: 'Kept', title_id: 'Tetap' });
    const id = page.body.data.page_uuid;
    const en = await call(t.app, 'PUT', `/content/update/${id}`, {
      token: provider.admin.token,
      body: {},
    });
    expect([en.status, en.body.message]).toEqual([400, 'Form cannot be empty']);
    const idn = await call(t.app, 'PUT', `/content/update/${id}?lang=id`, {
      token: provider.admin.token,
      body: {},
    });
    expect([idn.status, idn.body.message]).toEqual([400, 'Formulir tidak boleh kosong']);
    const detail = await call(t.app, 'GET', `/content/detail?page_uuid=${id}`, {
      token: provider.admin.token,
    });
    expect(detail.body.data).toMatchObject({
      title_en: 'Kept',
      updated_at: page.body.data.updated_at,
    });
  });

  it('refuses bad input field by field, and every write to a customer (403), writing nothing', async () => {
    const bad = await add(
      { slug: 'Not A Slug', title_en: '', title_id: 'x'.repeat(201) },
      provider.admin.token,
      'id',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      slug: ['Nilai tidak valid'],
      title_en: ['Kolom ini wajib diisi'],
      title_id: ['Data Terlalu Panjang'],
    });
    const s = slug();
    expect(
      (await add({ slug: s, title_en: 'x', title_id: 'y' }, customer.admin.token)).status,
    ).toBe(403);
    expect(await t.database.db.select().from(staticPages).where(eq(staticPages.slug, s))).toEqual(
      [],
    );
    const page = await add({ slug: slug(), title_en: 'Kept', title_id: 'Tetap' });
    expect(
      (
        await call(t.app, 'PUT', `/content/update/${page.body.data.page_uuid}`, {
          token: customer.admin.token,
          body: { title_en: 'Hacked' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, 'DELETE', `/content/delete/${page.body.data.page_uuid}`, {
          token: customer.admin.token,
        })
      ).status,
    ).toBe(403);
    const [kept] = await t.database.db
      .select()
      .from(staticPages)
      .where(eq(staticPages.page_uuid, page.body.data.page_uuid));
    expect(kept.title_en).toBe('Kept');
  });
});
