/**
 * Company settings (spec: GET /settings/detail/{companyId}, PUT /settings/update/{companyId}):
 * the company's colour scheme and primary colour, logo address, priority labels (a company may
 * rename Low / Medium / High), label overrides, default language, subscription warning and
 * reminder defaults, in both languages where they are words. The string `"null"` is read as null,
 * as the specification says. A customer admin reads and changes its own company's only.
 */
import { z } from 'zod';
import { LANGUAGES, PRIORITIES, THEME_COLORS } from '../enums';
import { uuidString } from './library';
import { isoTime } from './values';

export { THEME_COLORS, type ThemeColor } from '../enums';
export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;

/** `"null"` (a form posting a cleared field as text) is null. */
const nullish = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === 'null' ? null : v), schema.nullable());

const words = (max: number) =>
  z.strictObject({
    en: z.string().trim().min(1).max(max),
    id: z.string().trim().min(1).max(max),
  });

export const companySettings = z.strictObject({
  language: z.enum(LANGUAGES),
  primaryColor: z.enum(THEME_COLORS),
  colorScheme: z.enum(COLOR_SCHEMES),
  /** An address of an uploaded image (GET /uploads/{name}), or null for the product's own logo. */
  logo: z.string().max(500).nullable(),
  priorityLabels: z.partialRecord(z.enum(PRIORITIES), words(40)),
  /** Interface words the company calls otherwise, by key (e.g. `compliance` → "Kewajiban"). */
  labels: z.record(z.string().regex(/^[a-zA-Z][\w.]{0,99}$/), words(100)),
  /** Days before the subscription's end when the warning shows and is mailed. */
  expiryWarningDays: z.number().int().min(1).max(365),
  /** Days before a deadline a new reminder is proposed. */
  reminderDaysBefore: z.number().int().min(0).max(365),
});
export type CompanySettings = z.infer<typeof companySettings>;

export const DEFAULT_SETTINGS: CompanySettings = {
  language: 'en',
  primaryColor: 'indigo',
  colorScheme: 'light',
  logo: null,
  priorityLabels: {},
  labels: {},
  expiryWarningDays: 30,
  reminderDaysBefore: 7,
};

export const settingsParams = z.object({ companyId: uuidString() });

/** POST /settings/logo/{companyId}: the logo's image types (by content) and size. */
export const LOGO_TYPES = ['png', 'jpg', 'gif', 'webp'] as const;
export const LOGO_MAX_MB = 1;
/** The address of a logo uploaded by POST /settings/logo/{companyId}, served by GET /settings/logo/{companyId}/{name}. */
export const LOGO_PATH =
  /^\/api\/settings\/logo\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;
export const logoPath = (companyUuid: string, name: string) =>
  `/api/settings/logo/${companyUuid}/${name}`;
export const logoFileParams = z.object({
  companyId: uuidString(),
  name: z
    .string()
    .max(60)
    .regex(/^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/),
});
/** The form's text fields beside the image (none). */
export const logoForm = z.object({});

export const settingsAnswer = z.strictObject({
  company_uuid: z.string(),
  settings: companySettings,
  updated_at: isoTime.nullable(),
});
export type SettingsAnswer = z.infer<typeof settingsAnswer>;

/** What `logo` may hold: an uploaded file's address (GET /uploads, or the logo upload's), or https. */
export const LOGO_ADDRESS =
  /^(\/api\/uploads\/[\w.-]+|\/api\/settings\/logo\/[0-9a-f-]{36}\/[\w.-]+|https:\/\/[^\s]+)$/;

/** PUT /settings/update/{companyId}: the fields to change; the rest stays. */
export const settingsUpdateBody = z
  .object({
    language: z.enum(LANGUAGES).optional(),
    primaryColor: z.enum(THEME_COLORS).optional(),
    colorScheme: z.enum(COLOR_SCHEMES).optional(),
    logo: nullish(z.string().trim().max(500).regex(LOGO_ADDRESS)).optional(),
    priorityLabels: z.partialRecord(z.enum(PRIORITIES), nullish(words(40))).optional(),
    labels: z.record(z.string().regex(/^[a-zA-Z][\w.]{0,99}$/), nullish(words(100))).optional(),
    expiryWarningDays: z.number().int().min(1).max(365).optional(),
    reminderDaysBefore: z.number().int().min(0).max(365).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.labels && Object.keys(b.labels).length > 200)
      ctx.addIssue({ code: 'custom', path: ['labels'], params: { key: 'too_long' } });
    if (Object.values(b).some((v) => v !== undefined)) return;
    ctx.addIssue({ code: 'custom', path: ['_'], params: { key: 'form_empty', whole: true } });
  });
export type SettingsUpdateBody = z.input<typeof settingsUpdateBody>;

/** Stored preferences (older rows may lack fields or hold others) read as settings, defaults filling gaps. */
export function readSettings(stored: unknown): CompanySettings {
  const raw = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof CompanySettings)[]) {
    const field = companySettings.shape[key];
    const parsed = field.safeParse(raw[key] === 'null' ? null : raw[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as CompanySettings;
}
