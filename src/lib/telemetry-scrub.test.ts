import { describe, expect, it } from 'vitest';
import { scrub } from './telemetry-scrub';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyX3V1aWQiOiJhYmMiLCJlbWFpbCI6ImFAYi5jbyJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('scrub', () => {
  it('removes tokens, bare and named, and keeps the words around them', () => {
    expect(scrub(`Request failed with ${JWT} attached`)).toBe(
      'Request failed with [token] attached',
    );
    expect(scrub('headers {"access_token":"abc.def","x":1}')).toBe(
      'headers {"access_token":"[redacted]","x":1}',
    );
    expect(scrub('Authorization: Bearer 0123abcd')).toBe('Authorization: [redacted]');
    expect(scrub('sent Bearer abc.def-ghi')).toBe('sent Bearer [redacted]');
    expect(scrub('password=hunter2&x')).toBe('password=[redacted]&x');
    expect(scrub("Idempotency-Key: '5b7c'")).toBe("Idempotency-Key: '[redacted]'");
  });

  it('removes e-mail addresses, uuids and long numbers', () => {
    expect(scrub('No user budi.santoso+rc@contoh.co.id found')).toBe('No user [email] found');
    expect(
      scrub(
        'user 3F2504E0-4F89-41D3-9A0C-0305E82C3301 left company 9c1d7a34-5b2e-4c8f-a1d3-0e5f6a7b8c9d',
      ),
    ).toBe('user [uuid] left company [uuid]');
    expect(scrub('call +62 812-3456-7890 or NIK 3171234567890001')).toBe(
      'call [number] or NIK [number]',
    );
  });

  it('removes query strings and fragments of addresses, absolute and relative', () => {
    expect(scrub('GET https://app.example.com/api/search?q=budi&lang=id failed')).toBe(
      'GET https://app.example.com/api/search failed',
    );
    expect(scrub('at (/regulations/list?search=secret#top) now')).toBe(
      'at (/regulations/list) now',
    );
    expect(scrub('loading https://cdn.example.com/x.js#frag')).toBe(
      'loading https://cdn.example.com/x.js',
    );
  });

  it('leaves an ordinary error and its stack positions alone', () => {
    const stack =
      "TypeError: Cannot read properties of undefined (reading 'title_en')\n    at RegulationDetail (https://app.example.com/assets/index-4f2a.js:12:3456)";
    expect(scrub(stack)).toBe(stack);
    expect(scrub('Sync failed at 2026-11-22 13:26')).toBe('Sync failed at 2026-11-22 13:26');
  });
});
