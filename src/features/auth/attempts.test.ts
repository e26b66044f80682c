import { describe, expect, it } from 'vitest';
import { attemptsFromHeaders } from './attempts';

describe('attemptsFromHeaders', () => {
  it('counts attempts used as limit minus remaining', () => {
    expect(attemptsFromHeaders({ 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': '3' })).toEqual(
      { used: 2, limit: 5 },
    );
  });

  it('reports every attempt used when locked out (remaining 0)', () => {
    expect(attemptsFromHeaders({ 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': '0' })).toEqual(
      { used: 5, limit: 5 },
    );
  });

  it('keeps the count within 0..limit', () => {
    expect(attemptsFromHeaders({ 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': '9' })).toEqual(
      { used: 0, limit: 5 },
    );
    expect(
      attemptsFromHeaders({ 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': '-2' }),
    ).toEqual({ used: 5, limit: 5 });
  });

  it('gives no attempts message without usable headers', () => {
    expect(attemptsFromHeaders({})).toBeNull();
    expect(attemptsFromHeaders({ 'x-ratelimit-limit': '5' })).toBeNull();
    expect(
      attemptsFromHeaders({ 'x-ratelimit-limit': 'abc', 'x-ratelimit-remaining': '1' }),
    ).toBeNull();
    expect(
      attemptsFromHeaders({ 'x-ratelimit-limit': '0', 'x-ratelimit-remaining': '0' }),
    ).toBeNull();
  });
});
