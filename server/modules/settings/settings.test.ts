import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../db/schema/platform';
import { customerCompany, providerCompany } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';

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
      settings: { language: 'en', primaryColor: 'indigo', colorScheme: 'light', logo: null, priorityLabels: {}, labels: {}, expiryWarningDays: 30, reminderDaysBefore: 7 },
      updated_at: null,
    });
    const put = (body: unknown, token = c.admin.token) => call(t.app, 'PUT', `/settings/update/${c.company.company_uuid}`, { token, body });
    const res = await put({ primaryColor: 'teal', priorityLabels: { high: { en: 'Critical', id: 'Kritis' } }, labels: { compliance: { en: 'Duties', id: 'Kewajiban' } }, logo: '/api/uploads/x-logo.png' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Settings updated');
    expect(res.body.data.settings).toMatchObject({ primaryColor: 'teal', logo: '/api/uploads/x-logo.png', priorityLabels: { high: { en: 'Critical', id: 'Kritis' } } });
    // Only what is given changes; "null" (the string) and null remove.
    const again = await put({ language: 'id', logo: 'null', priorityLabels: { high: null, low: { en: 'Minor', id: 'Kecil' } } });
    expect(again.body.data.settings).toMatchObject({
      language: 'id',
      primaryColor: 'teal',
      logo: null,
      priorityLabels: { low: { en: 'Minor', id: 'Kecil' } },
      labels: { compliance: { en: 'Duties', id: 'Kewajiban' } },
    });
    expect((await call(t.app, 'GET', url, { token: c.member.token })).body.data.settings.language).toBe('id');
    const logs = await t.database.db.select().from(activityLogs).where(eq(activityLogs.type_uuid, c.company.company_uuid));
    expect(logs.filter((l) => l.type === 'settings')).toHaveLength(2);
    // A member (view only) may not change them.
    expect((await put({ primaryColor: 'red' }, c.member.token)).status).toBe(403);
  });

  it('refuses bad values with 400 and an empty change as a whole', async () => {
    const c = await customerCompany(t.app, t.database);
    const put = (body: unknown) => call(t.app, 'PUT', `/settings/update/${c.company.company_uuid}`, { token: c.admin.token, body });
    expect(Object.keys((await put({ primaryColor: 'pink' })).body.errors)).toEqual(['primaryColor']);
    expect((await put({ logo: 'javascript:alert(1)' })).status).toBe(400);
    expect((await put({ priorityLabels: { high: { en: '', id: 'x' } } })).status).toBe(400);
    expect((await put({ expiryWarningDays: 0 })).status).toBe(400);
    const empty = await put({});
    expect([empty.status, empty.body.message]).toEqual([400, 'Form cannot be empty']);
  });

  it('lets a customer reach only its own company (404 for another), and the provider any', async () => {
    const a = await customerCompany(t.app, t.database);
    const b = await customerCompany(t.app, t.database);
    expect((await call(t.app, 'GET', `/settings/detail/${b.company.company_uuid}`, { token: a.admin.token })).status).toBe(404);
    const foreign = await call(t.app, 'PUT', `/settings/update/${b.company.company_uuid}`, { token: a.admin.token, body: { primaryColor: 'red' } });
    expect(foreign.status).toBe(404);
    const byProvider = await call(t.app, 'PUT', `/settings/update/${b.company.company_uuid}`, { token: provider.admin.token, body: { primaryColor: 'grape' } });
    expect(byProvider.body.data.settings.primaryColor).toBe('grape');
    expect((await call(t.app, 'GET', `/settings/detail/${b.company.company_uuid}`, { token: b.member.token })).body.data.settings.primaryColor).toBe('grape');
  });
});
