import { describe, expect, it } from 'vitest';
import { regulationsCollection } from './regulations';

describe('regulations collection, version 1', () => {
  it('keeps a stored version-0 issuer in both languages until the pull brings the translation', () => {
    const old = { id: 'r1', title_en: 'Law', issuer: 'Minister of Manpower' };
    expect(regulationsCollection.migrations[1](old)).toEqual({
      id: 'r1',
      title_en: 'Law',
      issuer_en: 'Minister of Manpower',
      issuer_id: 'Minister of Manpower',
    });
    expect(regulationsCollection.migrations[1]({ id: 'r2', issuer: null })).toEqual({
      id: 'r2',
      issuer_en: null,
      issuer_id: null,
    });
  });

  it('describes the issuer in both languages and no longer the untranslated one', () => {
    const props = regulationsCollection.jsonSchema.properties as Record<string, unknown>;
    expect(props).toHaveProperty('issuer_en');
    expect(props).toHaveProperty('issuer_id');
    expect(props).not.toHaveProperty('issuer');
  });
});
