import { describe, expect, it } from 'vitest';
import { isMutatingMethod, MUTATING_METHODS } from './http';

describe('mutating methods', () => {
  it('are the writes, in any case (axios sends lower case, fetch and Fastify upper case)', () => {
    for (const m of MUTATING_METHODS) {
      expect(isMutatingMethod(m)).toBe(true);
      expect(isMutatingMethod(m.toLowerCase())).toBe(true);
    }
  });

  it('leave out reads and a missing method (axios defaults to get)', () => {
    for (const m of ['GET', 'get', 'HEAD', 'OPTIONS', undefined])
      expect(isMutatingMethod(m)).toBe(false);
  });
});
