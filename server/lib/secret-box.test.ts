import { describe, expect, it } from 'vitest';
import { secretBoxOf } from './secret-box';

const JWT_SECRET = 'jwt-secret-0123456789-0123456789-0123';

describe('secret box', () => {
  it('opens what it sealed, and never stores the plain text', () => {
    const box = secretBoxOf({ JWT_SECRET, DATA_KEY: 'data-key-0123456789-0123456789-0123456' });
    const sealed = box.seal('bind-pässword');
    expect(sealed).not.toContain('bind');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.open(sealed)).toBe('bind-pässword');
  });

  it('seals the same text differently each time (a fresh IV)', () => {
    const box = secretBoxOf({ JWT_SECRET, DATA_KEY: undefined });
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a value sealed with another key or tampered with', () => {
    const a = secretBoxOf({ JWT_SECRET, DATA_KEY: 'data-key-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' });
    const b = secretBoxOf({ JWT_SECRET, DATA_KEY: 'data-key-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb' });
    const sealed = a.seal('secret');
    expect(b.open(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(a.open(parts.join('.'))).toBeNull();
    expect(a.open('garbage')).toBeNull();
  });

  it('derives its key from JWT_SECRET when no DATA_KEY is set', () => {
    const fromJwt = secretBoxOf({ JWT_SECRET, DATA_KEY: undefined });
    const withDataKey = secretBoxOf({
      JWT_SECRET,
      DATA_KEY: 'data-key-0123456789-0123456789-0123456',
    });
    expect(secretBoxOf({ JWT_SECRET, DATA_KEY: undefined }).open(fromJwt.seal('x'))).toBe('x');
    expect(withDataKey.open(fromJwt.seal('x'))).toBeNull();
  });
});
