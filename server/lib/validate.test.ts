import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { customerCompany } from '../test/fixtures';
import { call, createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let token: string;
let admin: { company_uuid: string; user_uuid: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await customerCompany(t.app, t.database)).admin;
  token = (admin as typeof admin & { token: string }).token;
});
afterAll(() => t.close());

/** Rows the caller's company could have written (other test files write beside it on PostgreSQL). */
const written = async () =>
  Number(
    (
      await t.database.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM change_feed WHERE company_uuid = $1) + (SELECT count(*) FROM activity_logs WHERE company_uuid = $1)
            + (SELECT count(*) FROM idempotency_keys WHERE user_uuid = $2) + (SELECT count(*) FROM feedback WHERE company_uuid = $1)
            + (SELECT count(*) FROM user_requests WHERE company_uuid = $1) AS n`,
        [admin.company_uuid, admin.user_uuid],
      )
    )[0].n,
  );

describe('validation of every route', () => {
  // PostgreSQL refuses 0x00 in text: these answered 500 before.
  const withNul: [string, string, string, unknown?][] = [
    ['GET', '/obligation/list?search=a%00b', 'search'],
    ['GET', '/regulations/list?search=a%00b', 'search'],
    ['GET', '/v2/sectors?search=a%00b', 'search'],
    ['GET', '/v2/topics?search=a%00b', 'search'],
    ['GET', '/search/suggestions?q=ab%00cd', 'q'],
    ['GET', '/search?type=sector&q=ab%00cd', 'q'],
    ['GET', '/activity-logs?type=user&type_uuid=a%00b', 'type_uuid'],
    ['POST', '/search-filter', 'q', { q: 'a\u0000b' }],
    ['POST', '/feedback', 'title', { title: 'a\u0000b' }],
    ['POST', '/user-request/create', 'content', { content: 'a\u0000b' }],
    ['PUT', '/users/update', 'name', { name: '\u0000' }],
  ];
  it.each(withNul)(
    'refuses a NUL character in %s %s with 400 naming the field, in both languages, writing nothing',
    async (method, url, field, body) => {
      const before = await written();
      for (const lang of ['en', 'id'] as const) {
        const res = await call(
          t.app,
          method as 'GET',
          `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`,
          { token, body },
        );
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          message: MESSAGES.validation_failed[lang],
          code: 'validation',
          errors: { [field]: [MESSAGES.nul_character[lang]] },
        });
      }
      expect(await written()).toBe(before);
    },
  );

  // A lone surrogate ("\ud800", which only raw JSON can carry) failed the activity log's jsonb insert: 500 (issue 23).
  const withLoneSurrogate: [string, string, string, string][] = [
    ['POST', '/feedback', 'title', '{"title":"a\\ud800b","content":"x"}'],
    ['POST', '/user-request/create', 'content', '{"content":"\\udfff"}'],
    ['PUT', '/users/update', 'name', '{"name":"\\udbff\\udbff"}'],
    ['POST', '/search-filter', 'q', '{"q":"ab\\ud800cd"}'],
  ];
  it.each(withLoneSurrogate)(
    'refuses a lone surrogate in %s %s with 400 naming the field, in both languages, writing nothing',
    async (method, url, field, raw) => {
      const before = await written();
      for (const lang of ['en', 'id'] as const) {
        const res = await call(t.app, method as 'POST', `${url}?lang=${lang}`, {
          token,
          body: raw,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          message: MESSAGES.validation_failed[lang],
          code: 'validation',
          errors: { [field]: [MESSAGES.lone_surrogate[lang]] },
        });
      }
      expect(await written()).toBe(before);
    },
  );

  it('keeps well-formed text with surrogate pairs (emoji), escaped or not', async () => {
    const res = await call(t.app, 'POST', '/search-filter', {
      token,
      body: '{"q":"\\ud83d\\ude00 ok 👩‍👩‍👧"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a NUL character in a key too', async () => {
    const res = await call(t.app, 'POST', '/feedback', {
      token,
      body: { title: 'x', 'evil\u0000': 'y' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ _: [MESSAGES.nul_character.en] });
  });

  it('says that no limit (~) is not allowed where a number is required, and keeps it where it is allowed', async () => {
    for (const lang of ['en', 'id'] as const) {
      const res = await call(t.app, 'GET', `/obligation/list?limit=~&lang=${lang}`, { token });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ limit: [MESSAGES.no_limit_not_allowed[lang]] });
    }
    const sectors = await call(t.app, 'GET', '/v2/sectors?limit=~', { token });
    expect(sectors.status).toBe(200);
  });

  it('calls a value of the wrong type a wrong type, and only a missing one required', async () => {
    const res = await call(t.app, 'POST', '/user-request/create', { token, body: { content: 5 } });
    expect(res.body.errors).toEqual({ content: [MESSAGES.invalid_type.en] });
    const missing = await call(t.app, 'POST', '/user-request/create', { token, body: {} });
    expect(missing.body.errors).toEqual({ content: [MESSAGES.required.en] });
  });
});
