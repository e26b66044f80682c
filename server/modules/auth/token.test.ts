import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokens } from './token';

const SECRET = 'token-test-secret-0123456789-0123456789-01';
const SESSION = '2f1c4b8e-6d3a-4f5b-9c7e-1a2b3c4d5e6f';
const CLAIMS = {
  user_uuid: '7a9e2c1d-3b4f-4a6e-8d5c-2b1a0f9e8d7c',
  email: 'someone@example.test',
  roles: ['Admin'],
  company_uuid: '5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b',
  modules: [],
};

describe('access tokens', () => {
  it('keeps a verified token until it expires, then refuses it', async () => {
    let clock = Date.UTC(2026, 10, 29, 8, 0, 0);
    const tokens = createTokens(SECRET, 12, { now: () => clock });
    const token = await tokens.sign(CLAIMS, SESSION, new Date(clock + 3600e3));
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ ...CLAIMS, jti: SESSION });
    expect(await tokens.verify(token)).toBe(first); // the kept claims, not verified again
    clock += 3600e3 - 1000;
    expect(await tokens.verify(token)).toBe(first);
    clock += 1000;
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('verifies afresh a token changed by one byte, signed with another key or by another algorithm', async () => {
    const tokens = createTokens(SECRET, 12);
    const expires = new Date(Date.now() + 3600e3);
    const token = await tokens.sign(CLAIMS, SESSION, expires);
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    const foreign = await createTokens(`${SECRET}-other`, 12).sign(CLAIMS, SESSION, expires);
    expect(await tokens.verify(foreign)).toBeNull();
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(await tokens.verify(unsigned)).toBeNull();
    const noSession = await new SignJWT({ ...CLAIMS })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('not-a-uuid')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(noSession)).toBeNull();
  });

  it('keeps at most cacheSize tokens, the least recently used going first', async () => {
    const clock = Date.now();
    const tokens = createTokens(SECRET, 12, { now: () => clock, cacheSize: 2 });
    const expires = new Date(clock + 3600e3);
    const [a, b, c] = await Promise.all(
      ['a', 'b', 'c'].map((n) =>
        tokens.sign({ ...CLAIMS, email: `${n}@x.test` }, SESSION, expires),
      ),
    );
    const ca = await tokens.verify(a);
    const cb = await tokens.verify(b);
    expect(await tokens.verify(a)).toBe(ca); // a used again: b is now the oldest
    await tokens.verify(c); // b goes
    expect(await tokens.verify(a)).toBe(ca);
    const again = await tokens.verify(b); // verified afresh: a new object
    expect(again).not.toBe(cb);
    expect(again).toMatchObject({ email: 'b@x.test' });
    expect(await tokens.verify(b)).toBe(again);
  });
});
