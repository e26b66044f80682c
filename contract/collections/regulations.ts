/** `regulations`: the regulations the caller may read (server/modules/regulations/regulations.sync.ts). */
import { z } from 'zod';
import { HIERARCHY_RELATIONS, LEGAL_STATUSES } from '../enums';
import { defineCollection } from './define';
import { boundedEnum, int, nullableText, text, key } from './fields';

export const regulationsCollection = defineCollection({
  name: 'regulations',
  module: 'regulation',
  schema: z.object({
    id: key(),
    title_en: text(),
    title_id: text(),
    number: text(),
    year: int(3000),
    type: text(),
    /** Who issued it, in both languages (version 1; version 0 had one untranslated `issuer`). */
    issuer_en: nullableText(),
    issuer_id: nullableText(),
    enacted_at: nullableText(),
    effective_at: nullableText(),
    legal_status: boundedEnum(LEGAL_STATUSES, 40),
    abstract_en: nullableText(),
    abstract_id: nullableText(),
    full_text_en: nullableText(),
    full_text_id: nullableText(),
    company_uuid: nullableText(),
    documents: z.array(
      z.object({ doc_guid: z.string(), alias_name: z.string(), extension: z.string() }),
    ),
    hierarchy: z.array(
      z.object({ related_guid: z.string(), relation: z.enum(HIERARCHY_RELATIONS) }),
    ),
    updated_at: text(),
  }),
  required: ['id', 'title_en', 'title_id', 'legal_status', 'year'],
  indexes: ['legal_status', 'year'],
  version: 1,
  migrations: {
    // The stored issuer was the English text: keep it in both until the pull brings the
    // translation (the replication restarts from the beginning at a new version).
    1: ({ issuer, ...doc }: { issuer?: string | null }) => ({
      ...doc,
      issuer_en: issuer ?? null,
      issuer_id: issuer ?? null,
    }),
  },
});
