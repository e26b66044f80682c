import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { activityLogs, mailOutbox } from '../../db/schema/platform';
import { customerCompany, providerCompany } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let provider: Awaited<ReturnType<typeof providerCompany>>;
let customer: Awaited<ReturnType<typeof customerCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  provider = await providerCompany(t.app, t.database);
  customer = await customerCompany(t.app, t.database);
  await t.database.db
    .update(users)
    .set({ language: 'id' })
    .where(eq(users.user_uuid, customer.member.user_uuid));
});
afterAll(() => t.close());

describe("the provider's inbox of feedback and user requests", () => {
  it('lists feedback with its sender, answers it once and mails the sender in their language', async () => {
    const sent = await call(t.app, 'POST', '/feedback', {
      token: customer.member.token,
      body: { title: 'Export please', content: 'An Excel export of the list.' },
    });
    expect(sent.status).toBe(201);
    const id = sent.body.data.feedback_uuid;
    const list = await call(t.app, 'GET', '/feedback/list?answered=no&limit=100', {
      token: provider.admin.token,
    });
    expect(list.status).toBe(200);
    expect(
      list.body.data.data.find((f: { feedback_uuid: string }) => f.feedback_uuid === id),
    ).toMatchObject({
      title: 'Export please',
      company_name: customer.company.name,
      user_email: customer.member.email,
      answer: null,
    });
    const res = await call(t.app, 'PUT', `/feedback/answer/${id}`, {
      token: provider.admin.token,
      body: { answer: 'It is planned for March.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Answer sent',
      data: { answer: 'It is planned for March.' },
    });
    expect(res.body.data.answered_at).not.toBeNull();
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.user_uuid, customer.member.user_uuid));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'inbox-answer',
      language: 'id',
      subject: 'Tanggapan atas pesan Anda',
      to_address: customer.member.email,
    });
    expect(mails[0].body).toContain('It is planned for March.');
    const answered = await call(t.app, 'GET', '/feedback/list?answered=yes&limit=100', {
      token: provider.admin.token,
    });
    expect(
      answered.body.data.data.map((f: { feedback_uuid: string }) => f.feedback_uuid),
    ).toContain(id);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type_uuid, id));
    expect(logs.map((l) => l.action).sort()).toEqual(['answer', 'create']);
  });

  it('answers a user request with a status', async () => {
    const sent = await call(t.app, 'POST', '/user-request/create', {
      token: customer.admin.token,
      body: { content: 'Please add Javanese.' },
    });
    expect(sent.status).toBe(201);
    const id = sent.body.data.request_uuid;
    const res = await call(t.app, 'PUT', `/user-request/answer/${id}`, {
      token: provider.admin.token,
      body: { answer: 'Not this year.', status: 'rejected' },
    });
    expect(res.body.data).toMatchObject({
      request_uuid: id,
      status: 'rejected',
      answer: 'Not this year.',
      content: 'Please add Javanese.',
    });
    const list = await call(t.app, 'GET', '/user-request/list?limit=100', {
      token: provider.admin.token,
    });
    expect(
      list.body.data.data.find((r: { request_uuid: string }) => r.request_uuid === id),
    ).toMatchObject({ status: 'rejected' });
  });

  it('refuses the inbox to customers, an empty answer, and an unknown id', async () => {
    for (const url of ['/feedback/list', '/user-request/list'])
      expect((await call(t.app, 'GET', url, { token: customer.admin.token })).status).toBe(403);
    const fb = await call(t.app, 'POST', '/feedback', {
      token: customer.admin.token,
      body: { title: 'x' },
    });
    expect(
      (
        await call(t.app, 'PUT', `/feedback/answer/${fb.body.data.feedback_uuid}`, {
          token: customer.admin.token,
          body: { answer: 'x' },
        })
      ).status,
    ).toBe(403);
    const empty = await call(
      t.app,
      'PUT',
      `/feedback/answer/${fb.body.data.feedback_uuid}?lang=id`,
      { token: provider.admin.token, body: { answer: ' ' } },
    );
    expect([empty.status, empty.body.errors]).toEqual([400, { answer: ['Kolom ini wajib diisi'] }]);
    expect(
      (
        await call(t.app, 'PUT', '/feedback/answer/00000000-0000-4000-8000-000000000000', {
          token: provider.admin.token,
          body: { answer: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'PUT', '/user-request/answer/00000000-0000-4000-8000-000000000000', {
          token: provider.admin.token,
          body: { answer: 'x', status: 'done' },
        })
      ).status,
    ).toBe(404);
  });
});
