import { describe, expect, it } from 'vitest';
import { REGULATION_TYPES } from './enums';
import { labelOf, REGULATION_TYPE_LABELS } from './labels';

describe('regulation type labels', () => {
  it('label every regulation type', () => {
    expect(Object.keys(REGULATION_TYPE_LABELS).sort()).toEqual([...REGULATION_TYPES].sort());
  });

  it('name a type in words in either language instead of its code', () => {
    expect(labelOf(REGULATION_TYPE_LABELS, 'ministerial_regulation', 'en')).toBe(
      'Ministerial Regulation',
    );
    expect(labelOf(REGULATION_TYPE_LABELS, 'government_regulation', 'id')).toBe(
      'Peraturan Pemerintah',
    );
    expect(labelOf(REGULATION_TYPE_LABELS, 'law', 'id')).toBe('Undang-Undang');
  });

  it('shows an unknown value as sent rather than nothing', () => {
    expect(labelOf(REGULATION_TYPE_LABELS, 'constitution', 'en')).toBe('constitution');
    expect(labelOf(REGULATION_TYPE_LABELS, 'toString', 'en')).toBe('toString');
  });
});
