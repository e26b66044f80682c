import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const code = () => `alert-${randomUUID().slice(0, 8)}`;
const msg = (c: string, n = '') => ({
  code: c,
  title_en: `Maintenance${n}`,
  title_id: `Pemeliharaan${n}`,
  body_en: `Down tonight${n}`,
  body_id: `Mati malam ini${n}`,
});

describe('alert messages', () => {
  it('writes messages by code (add, then change), lists them with total_page in the request language', async () => {
    const c = code();
    const add = await call(t.app, 'PUT', '/alert-message/update', {
      token: provider.admin.token,
      body: { data: [msg(c)] },
    });
    expect(add.status).toBe(200);
    expect(add.body.message).toBe('Alert messages saved');
    const change = await call(t.app, 'PUT', '/alert-message/update?lang=id', {
      token: provider.admin.token,
      body: { data: [msg(c, ' 2')] },
    });
    expect(change.body.data[0]).toMatchObject({
      code: c,
      title: 'Pemeliharaan 2',
      alert_uuid: add.body.data[0].alert_uuid,
    });
    const list = await call(t.app, 'GET', `/alert-message/list?search=${c}&lang=id`, {
      token: provider.admin.token,
    });
    expect(list.body.data).toMatchObject({
      total: 1,
      total_page: 1,
      data: [{ code: c, title: 'Pemeliharaan 2', body: 'Mati malam ini 2' }],
    });
  });

  it('refuses bad input field by field and every call to a customer', async () => {
    const bad = await call(t.app, 'PUT', '/alert-message/update', {
      token: provider.admin.token,
      body: {
        data: [{ code: 'Bad Code', title_en: '', title_id: 'x', body_en: 'y', body_id: 'z' }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      'data.0.code': ['Invalid value'],
      'data.0.title_en': ['This field is required'],
    });
    for (const [method, url] of [
      ['GET', '/alert-message/list'],
      ['GET', '/alert-message/sync'],
      ['GET', '/alert-message/template'],
    ] as const) {
      expect([
        url,
        (await call(t.app, method, url, { token: customer.admin.token })).status,
      ]).toEqual([url, 403]);
    }
    expect(
      (
        await call(t.app, 'PUT', '/alert-message/update', {
          token: customer.admin.token,
          body: { data: [msg(code())] },
        })
      ).status,
    ).toBe(403);
  });

  it('sync pushes the current messages to connected customers (socket `alert`)', async () => {
    const c = code();
    await call(t.app, 'PUT', '/alert-message/update', {
      token: provider.admin.token,
      body: { data: [msg(c)] },
    });
    const server = createServer();
    t.app.deps.realtime.attach(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const socket = connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
      auth: { token: customer.member.token },
      transports: ['websocket'],
    });
    try {
      await new Promise<void>((r) => socket.on('connect', () => r()));
      const got = new Promise<{ alerts: { code: string; title_id: string }[] }>((r) =>
        socket.on('alert', r),
      );
      const res = await call(t.app, 'GET', '/alert-message/sync', { token: provider.admin.token });
      expect(res.status).toBe(200);
      expect(res.body.data.sent).toBeGreaterThan(0);
      const event = await got;
      expect(event.alerts.find((a) => a.code === c)).toMatchObject({ title_id: 'Pemeliharaan' });
    } finally {
      socket.disconnect();
      await new Promise((r) => server.close(r));
    }
  });

  it('the template writes a text that a spreadsheet would read as a formula as text, quoted (issue 23)', async () => {
    const c = code();
    const hostile = {
      code: c,
      title_en: '=HYPERLINK("http://evil.example","x")',
      title_id: '+1+1',
      body_en: '-2+3 @SUM(A1)',
      body_id: '@SUM(A1)',
    };
    expect(
      (
        await call(t.app, 'PUT', '/alert-message/update', {
          token: provider.admin.token,
          body: { data: [hostile] },
        })
      ).status,
    ).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/alert-message/template',
      headers: { access_token: provider.admin.token },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows.find((r) => r[0] === c)).toEqual([
      c,
      `'${hostile.title_en}`,
      `'${hostile.title_id}`,
      `'${hostile.body_en}`,
      `'${hostile.body_id}`,
    ]);
  });

  it('the template is an xlsx with bilingual headers and the current messages', async () => {
    const c = code();
    await call(t.app, 'PUT', '/alert-message/update', {
      token: provider.admin.token,
      body: { data: [msg(c)] },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/alert-message/template',
      headers: { access_token: provider.admin.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="alert-messages-template.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Code / Kode',
      'Title (English) / Judul (Inggris)',
      'Title (Indonesian) / Judul (Indonesia)',
      'Message (English) / Pesan (Inggris)',
      'Message (Indonesian) / Pesan (Indonesia)',
    ]);
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push(row.values as unknown[]));
    expect(rows.some((r) => r[1] === c && r[3] === 'Pemeliharaan')).toBe(true);
    expect(book.worksheets[1].name).toBe('Help - Bantuan');
  });
});
