import { describe, expect, it } from 'vitest';
import { REGULATION_TYPES as CONTRACT_TYPES } from '../../../contract/enums';
import { REGULATION_TYPES } from './library';

describe('regulation types', () => {
  it('are the same in the database check and the contract the client labels them from', () => {
    expect([...CONTRACT_TYPES]).toEqual([...REGULATION_TYPES]);
  });
});
