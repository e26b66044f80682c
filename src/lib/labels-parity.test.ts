import { describe, expect, it } from 'vitest';
import {
  HIERARCHY_RELATION_LABELS,
  LEGAL_STATUS_LABELS,
  OBLIGATION_TYPE_LABELS,
  PRIORITY_LABELS,
  SANCTION_LABELS,
} from '../../contract/labels';
import enLibrary from '../../locales/en/library.json';
import idLibrary from '../../locales/id/library.json';
import enRegulations from '../../locales/en/regulations.json';
import idRegulations from '../../locales/id/regulations.json';

/** The server answers enum labels from contract/labels.ts; the screens from the locales. */
describe('enum labels', () => {
  const cases = [
    ['obligation types', OBLIGATION_TYPE_LABELS, enLibrary.enums.type, idLibrary.enums.type],
    ['sanctions', SANCTION_LABELS, enLibrary.enums.sanction, idLibrary.enums.sanction],
    ['priorities', PRIORITY_LABELS, enLibrary.enums.priority, idLibrary.enums.priority],
    ['legal statuses', LEGAL_STATUS_LABELS, enRegulations.legal, idRegulations.legal],
    [
      'hierarchy relations',
      HIERARCHY_RELATION_LABELS,
      enRegulations.relation,
      idRegulations.relation,
    ],
  ] as const;
  for (const [name, contract, en, id] of cases) {
    it(`say the same thing on the server and in the client: ${name}`, () => {
      const pairs = Object.entries(contract as Record<string, { en: string; id: string }>);
      expect(Object.fromEntries(pairs.map(([k, v]) => [k, v.en]))).toEqual(en);
      expect(Object.fromEntries(pairs.map(([k, v]) => [k, v.id]))).toEqual(id);
    });
  }
});
