import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../db/schema/platform';
import { customerCompany, providerCompany } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { EXE_BYTES, multipartBody, PDF_BYTES } from '../../test/multipart';
import { PNG_SAMPLE } from './logo-sample';

let t: TestApp;
let provider: Awaited<ReturnType<typeof providerCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  provider = await providerCompany(t.app, t.database);
});
afterAll(() => t.close());

describe('company settings', () => {
  it('reads defaults for a company that never saved any, then changes fields one by one and logs it', async () => {
    const c = await customerCompany(t.app, t.database);
    const url = `/settings/detail/${c.company.company_uuid}`;
    const first = await call(t.app, 'GET', url, { token: c.member.token });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      company_uuid: c.company.company_uuid,
      settings: {
        language: 'en',
        primaryColor: 'indigo',
        colorScheme: 'light',
        logo: null,
        priorityLabels: {},
        labels: {},
        expiryWarningDays: 30,
        reminderDaysBefore: 7,
      },
      updated_at: null,
    });
    const put = (body: unknown, token = c.admin.token) =>
      call(t.app, 'PUT', `/settings/update/${c.company.company_uuid}`, { token, body });
    const res = await put({
      primaryColor: 'teal',
      priorityLabels: { high: { en: 'Critical', id: 'Kritis' } },
      labels: { compliance: { en: 'Duties', id: 'Kewajiban' } },
      logo: '/api/uploads/x-logo.png',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Settings updated');
    expect(res.body.data.settings).toMatchObject({
      primaryColor: 'teal',
      logo: '/api/uploads/x-logo.png',
      priorityLabels: { high: { en: 'Critical', id: 'Kritis' } },
    });
    // Only what is given changes; "null" (the string) and null remove.
    const again = await put({
      language: 'id',
      logo: 'null',
      priorityLabels: { high: null, low: { en: 'Minor', id: 'Kecil' } },
    });
    expect(again.body.data.settings).toMatchObject({
      language: 'id',
      primaryColor: 'teal',
      logo: null,
      priorityLabels: { low: { en: 'Minor', id: 'Kecil' } },
      labels: { compliance: { en: 'Duties', id: 'Kewajiban' } },
    });
    expect(
      (await call(t.app, 'GET', url, { token: c.member.token })).body.data.settings.language,
    ).toBe('id');
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type_uuid, c.company.company_uuid));
    expect(logs.filter((l) => l.type === 'settings')).toHaveLength(2);
    // A member (view only) may not change them.
    expect((await put({ primaryColor: 'red' }, c.member.token)).status).toBe(403);
  });

  it('refuses bad values with 400 and an empty change as a whole', async () => {
    const c = await customerCompany(t.app, t.database);
    const put = (body: unknown) =>
      call(t.app, 'PUT', `/settings/update/${c.company.company_uuid}`, {
        token: c.admin.token,
        body,
      });
    expect(Object.keys((await put({ primaryColor: 'pink' })).body.errors)).toEqual([
      'primaryColor',
    ]);
    expect((await put({ logo: 'javascript:alert(1)' })).status).toBe(400);
    expect((await put({ priorityLabels: { high: { en: '', id: 'x' } } })).status).toBe(400);
    expect((await put({ expiryWarningDays: 0 })).status).toBe(400);
    const empty = await put({});
    expect([empty.status, empty.body.message]).toEqual([400, 'Form cannot be empty']);
  });

  it('lets a customer reach only its own company (404 for another), and the provider any', async () => {
    const a = await customerCompany(t.app, t.database);
    const b = await customerCompany(t.app, t.database);
    expect(
      (
        await call(t.app, 'GET', `/settings/detail/${b.company.company_uuid}`, {
          token: a.admin.token,
        })
      ).status,
    ).toBe(404);
    const foreign = await call(t.app, 'PUT', `/settings/update/${b.company.company_uuid}`, {
      token: a.admin.token,
      body: { primaryColor: 'red' },
    });
    expect(foreign.status).toBe(404);
    const byProvider = await call(t.app, 'PUT', `/settings/update/${b.company.company_uuid}`, {
      token: provider.admin.token,
      body: { primaryColor: 'grape' },
    });
    expect(byProvider.body.data.settings.primaryColor).toBe('grape');
    expect(
      (
        await call(t.app, 'GET', `/settings/detail/${b.company.company_uuid}`, {
          token: b.member.token,
        })
      ).body.data.settings.primaryColor,
    ).toBe('grape');
  });
});

describe('company logo', () => {
  const upload = (companyId: string, token: string, content: Buffer, name = 'logo.png') => {
    const form = multipartBody({}, { name, content, type: 'image/png' });
    return call(t.app, 'POST', `/settings/logo/${companyId}`, {
      token,
      body: form.payload,
      headers: form.headers,
    });
  };
  const fetchLogo = (path: string) => t.app.inject({ method: 'GET', url: path });

  it('stores an image checked by its content, sets the settings’ logo to its address and serves it without a token', async () => {
    const c = await customerCompany(t.app, t.database);
    const res = await upload(c.company.company_uuid, c.admin.token, PNG_SAMPLE);
    expect([res.status, res.body.message]).toEqual([200, 'Logo updated']);
    const logo: string = res.body.data.settings.logo;
    expect(logo).toMatch(
      new RegExp(`^/api/settings/logo/${c.company.company_uuid}/[0-9a-f-]{36}\\.png$`),
    );
    const served = await fetchLogo(logo);
    expect([
      served.statusCode,
      served.headers['content-type'],
      served.rawPayload.equals(PNG_SAMPLE),
    ]).toEqual([200, 'image/png', true]);
    expect(
      (
        await call(t.app, 'GET', `/settings/detail/${c.company.company_uuid}`, {
          token: c.member.token,
        })
      ).body.data.settings.logo,
    ).toBe(logo);
    // A new logo replaces the old one, whose file goes.
    const next = await upload(c.company.company_uuid, c.admin.token, PNG_SAMPLE, 'other.png');
    expect(next.body.data.settings.logo).not.toBe(logo);
    expect((await fetchLogo(logo)).statusCode).toBe(404);
    expect((await fetchLogo(next.body.data.settings.logo)).statusCode).toBe(200);
  });

  it('refuses what is not an image whatever its name (a PDF, an executable, an SVG) and an image over the size', async () => {
    const c = await customerCompany(t.app, t.database);
    for (const [content, name] of [
      [PDF_BYTES, 'logo.png'],
      [EXE_BYTES, 'logo.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.svg'],
    ] as const) {
      const res = await upload(c.company.company_uuid, c.admin.token, content, name);
      expect([name, res.status, res.body.errors?.file]).toEqual([
        name,
        400,
        ['The logo must be a PNG, JPEG, GIF or WebP image'],
      ]);
    }
    const big = Buffer.concat([PNG_SAMPLE, Buffer.alloc(1024 * 1024 + 10, 1)]);
    const tooBig = await upload(c.company.company_uuid, c.admin.token, big);
    expect([tooBig.status, tooBig.body.message]).toEqual([413, 'The file is larger than 1 MB']);
    expect(
      (
        await call(t.app, 'GET', `/settings/detail/${c.company.company_uuid}`, {
          token: c.admin.token,
        })
      ).body.data.settings.logo,
    ).toBeNull();
  });

  it('lets a company admin change only its own company’s logo (404 for another, 403 for a member), and the provider any', async () => {
    const a = await customerCompany(t.app, t.database);
    const b = await customerCompany(t.app, t.database);
    expect((await upload(b.company.company_uuid, a.admin.token, PNG_SAMPLE)).status).toBe(404);
    expect((await upload(a.company.company_uuid, a.member.token, PNG_SAMPLE)).status).toBe(403);
    const byProvider = await upload(b.company.company_uuid, provider.admin.token, PNG_SAMPLE);
    expect(byProvider.status).toBe(200);
    expect(byProvider.body.data.settings.logo).toContain(
      `/api/settings/logo/${b.company.company_uuid}/`,
    );
    expect(
      (
        await call(t.app, 'GET', `/settings/detail/${a.company.company_uuid}`, {
          token: a.admin.token,
        })
      ).body.data.settings.logo,
    ).toBeNull();
    expect(
      (
        await fetchLogo(
          `/api/settings/logo/${a.company.company_uuid}/${byProvider.body.data.settings.logo.split('/').pop()}`,
        )
      ).statusCode,
    ).toBe(404);
  });
});
