import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness';

describe('GET /client-config', () => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
    on = await createTestApp(
      {
        ANALYTICS_MEASUREMENT_ID: 'G-TEST42',
        ANALYTICS_URL: 'https://stats.example.com/collect',
        ERROR_REPORT_URL: 'https://errors.example.com/report',
      },
      off.database,
    );
  });
  afterAll(async () => {
    await on.app.close();
    await off.close();
  });

  it('answers telemetry off, without a token, when nothing is configured', async () => {
    const res = await call(off.app, 'GET', '/client-config');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ analytics: null, error_reporting: null, entra: null });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toMatch(/example\.com/);
  });

  it('answers the configured analytics and error reporting, trace sample rate 0, and lets the page reach them', async () => {
    const res = await call(on.app, 'GET', '/client-config');
    expect(res.body.data).toEqual({
      analytics: { measurement_id: 'G-TEST42', url: 'https://stats.example.com/collect' },
      error_reporting: { url: 'https://errors.example.com/report', trace_sample_rate: 0 },
      entra: null,
    });
    const connect = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('connect-src'));
    expect(connect).toContain('https://stats.example.com');
    expect(connect).toContain('https://errors.example.com');
  });
});
