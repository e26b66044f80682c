/**
 * Customer companies (spec section 7, "Companies"): the provider's list, detail, create, update,
 * soft delete, license update, a customer's activity and every customer's compliance progress,
 * and the products a subscription names. Shared by server/modules/customers and
 * src/features/customers.
 *
 * A company's state is one of COMPANY_STATES: a `suspended` or `inactive` company's users cannot
 * sign in. Its license is a number of seats: the users it has that are not deactivated or deleted.
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { COUNTRY_CODES } from '../countries';
import { LIMITS } from '../limits';
import { activityLogItem } from './activity';
import { numberPageQuery, uuidString } from './library';
import { isoTime } from './values';

export const COMPANY_STATES = ['active', 'suspended', 'inactive'] as const;
export type CompanyState = (typeof COMPANY_STATES)[number];
/** The list's expiry filter: past its end, ending within the warning window (30 days), or later. */
export const COMPANY_EXPIRY = ['expired', 'expiring', 'current'] as const;
export type CompanyExpiry = (typeof COMPANY_EXPIRY)[number];
export const EXPIRING_WITHIN_DAYS = 30;
export const MAX_LICENSE = 100_000;

// --- reads ---

/** GET /users/company/list?page&limit=20: search on name, code and PIC; state and expiry filters. */
export const companyListQuery = numberPageQuery().extend({
  search: z.string().trim().max(200).optional(),
  state: z.enum(COMPANY_STATES).optional(),
  expiry: z.enum(COMPANY_EXPIRY).optional(),
});
export type CompanyListQuery = z.input<typeof companyListQuery>;

export const companyIdParams = z.object({ id: uuidString() });
export const companyUuidParams = z.object({ company_uuid: uuidString() });

/** A customer company as the list and the detail show it. */
export const companyItem = z.strictObject({
  company_uuid: z.string(),
  name: z.string(),
  code: z.string(),
  state: z.enum(COMPANY_STATES),
  product_uuid: z.string().nullable(),
  product_name: z.string().nullable(),
  subscription_start: isoTime.nullable(),
  expired_at: isoTime.nullable(),
  /** Seats bought. */
  license: z.number().int().min(0),
  /** Seats taken: users neither deactivated nor deleted (invited ones included). */
  license_used: z.number().int().min(0),
  pic_name: z.string().nullable(),
  pic_email: z.string().nullable(),
  ldap_enabled: z.boolean(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type CompanyItem = z.infer<typeof companyItem>;

/** The list shape of api.md plus the specification's `pageTotal` (the same number as `total_page`). */
export const companyListAnswer = pageOf(companyItem).extend({ pageTotal: z.number().int().min(1) });
export type CompanyListAnswer = z.infer<typeof companyListAnswer>;

/** GET /users/customer-activities/{id}: the company's activity log, newest first. */
export const customerActivityQuery = numberPageQuery();
export const customerActivityAnswer = pageOf(activityLogItem);

/** GET /users/company/update-company-progress?page: each customer's compliance progress. */
export const companyProgressQuery = numberPageQuery();
export const companyProgressItem = z.strictObject({
  company_uuid: z.string(),
  name: z.string(),
  state: z.enum(COMPANY_STATES),
  /** Active compliances. */
  total: z.number().int().min(0),
  /** Of which approved ("Comply"). */
  approved: z.number().int().min(0),
  /** approved ÷ total in percent, one decimal; 0 when there are none. */
  progress: z.number().min(0).max(100),
});
export type CompanyProgressItem = z.infer<typeof companyProgressItem>;
export const companyProgressAnswer = pageOf(companyProgressItem);

export const productItem = z.strictObject({
  product_uuid: z.string(),
  code: z.string(),
  name: z.string(),
});
export type ProductItem = z.infer<typeof productItem>;
export const productListAnswer = pageOf(productItem);

// --- writes ---

/** A required text of the customer form: blank is the spec's "Data cannot be empty" (missing: "This field is required"). */
const filled = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => s.length > 0, { params: { key: 'empty' } });
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
/** A date (`2026-01-31`) or a date-time; kept as a time in UTC. */
const when = () =>
  z
    .string()
    .trim()
    .max(40)
    .refine((s) => s.length > 0, { params: { key: 'empty' } })
    .refine(
      (s) =>
        s.length === 0 ||
        z.union([z.iso.date(), z.iso.datetime({ offset: true })]).safeParse(s).success,
      { params: { key: 'invalid_value' } },
    );
export const license = () => z.number().int().min(1).max(MAX_LICENSE);

/** POST /users/company/create and PUT /users/company/update/{company_uuid}: the customer form. */
export const companyBody = z
  .object({
    name: filled(LIMITS.name),
    /** A short unique code; made from the name when not given. */
    code: z
      .string()
      .trim()
      .toLowerCase()
      .max(40)
      .regex(/^[a-z0-9][a-z0-9-]*$/)
      .optional(),
    pic_name: filled(LIMITS.name),
    pic_email: z
      .string()
      .trim()
      .max(LIMITS.email)
      .refine((s) => s.length > 0, { params: { key: 'empty' } })
      .refine((s) => s.length === 0 || z.email().safeParse(s).success, {
        params: { key: 'email_invalid' },
      }),
    product_uuid: uuidString().nullable().optional(),
    subscription_start: when(),
    expired_at: when(),
    license: license(),
    ldap_enabled: z.boolean().default(false),
    state: z.enum(COMPANY_STATES).default('active'),
    country: z.enum(COUNTRY_CODES).nullable().optional(),
    address: optionalText(500),
    phone: optionalText(40),
    /** Create only: the first admin's interface and mail language. */
    language: z.enum(['en', 'id']).default('en'),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (
      b.subscription_start &&
      b.expired_at &&
      new Date(b.expired_at) <= new Date(b.subscription_start)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['expired_at'],
        params: { key: 'company_dates_order' },
      });
    }
  });
export type CompanyBody = z.input<typeof companyBody>;
export type CompanyInput = z.infer<typeof companyBody>;

/** PUT /users/company/update-license/{company_uuid} (`license`: an administrator action). */
export const companyLicenseBody = z.object({ license: license() }).strict();
export type CompanyLicenseBody = z.input<typeof companyLicenseBody>;
