/**
 * The company's LDAP directory (GET and PUT /ldap/settings, GET /ldap/sync): where to bind and
 * search, how directory attributes map to users and groups, and what a sync did. The bind
 * password is write-only: a request may carry it, no answer ever does (`has_bind_password` says
 * whether one is stored); a save without it keeps the stored one.
 */
import { z } from 'zod';
import { isLdapFilter } from '../ldap-filter';
import { isoTime } from './values';

const refuse = (key: string) => ({ params: { key } });

/**
 * A text held to a rule a pattern cannot say (a filter's nesting, a port's range), refused with
 * the rule's own message. `typical` describes the usual values: any text the rule accepts is
 * accepted whether it fits `typical` or not; generators (the fuzz test) draw from it.
 */
const ruled = (max: number, typical: RegExp, rule: (text: string) => boolean, key: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .pipe(z.union([z.string().regex(typical), z.string()]))
    .refine(rule, refuse(key));

/** An attribute name (RFC 4512 descriptor): a letter, then letters, digits and hyphens. */
const attribute = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9-]*$/);
const dn = () => z.string().trim().min(1).max(500);
/** An LDAP search filter (RFC 4515, ../ldap-filter.ts). */
const filter = () =>
  ruled(
    1000,
    /^\([A-Za-z][A-Za-z0-9-]{0,20}=[A-Za-z0-9 .@*-]{0,30}\)$/,
    isLdapFilter,
    'ldap_filter_invalid',
  );

const HOST = String.raw`(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])`;
const LDAP_URL = new RegExp(String.raw`^ldaps?://${HOST}(?::(\d{1,5}))?/?$`, 'i');
/** `ldap://host[:port]` or `ldaps://…`: a host name, an IPv4 address or a bracketed IPv6 one, a port from 1 to 65535. */
export function isLdapUrl(text: string): boolean {
  const match = LDAP_URL.exec(text);
  if (!match) return false;
  return match[1] === undefined || (Number(match[1]) >= 1 && Number(match[1]) <= 65535);
}

/** Which directory attribute fills which field. Defaults suit OpenLDAP's inetOrgPerson and groupOfNames. */
export const ldapMapping = z.strictObject({
  email: attribute(),
  name: attribute(),
  phone: attribute(),
  position: attribute(),
  group_name: attribute(),
  group_member: attribute(),
});
export type LdapMapping = z.infer<typeof ldapMapping>;

export const LDAP_DEFAULTS = {
  user_filter: '(objectClass=inetOrgPerson)',
  group_filter: '(objectClass=groupOfNames)',
  mapping: {
    email: 'mail',
    name: 'cn',
    phone: 'telephoneNumber',
    position: 'title',
    group_name: 'cn',
    group_member: 'member',
  },
} as const satisfies { user_filter: string; group_filter: string; mapping: LdapMapping };

export const ldapSettingsBody = z.strictObject({
  url: ruled(
    500,
    /^ldaps?:\/\/[a-z][a-z0-9-]{0,20}(?:\.[a-z][a-z0-9-]{0,20}){0,3}(?::[1-9]\d{0,3})?$/,
    isLdapUrl,
    'ldap_url_invalid',
  ),
  bind_dn: dn(),
  /** Omitted (or empty) keeps the stored password; required when none is stored yet. */
  bind_password: z.string().max(500).optional(),
  base_dn: dn(),
  user_filter: filter(),
  group_filter: filter(),
  mapping: ldapMapping,
  start_tls: z.boolean(),
});
export type LdapSettingsBody = z.infer<typeof ldapSettingsBody>;

/**
 * What one sync did: users created, updated, suspended and left unchanged; groups created and
 * updated (an existing group gaining or losing members); people skipped (no e-mail, an e-mail
 * listed twice, or one of another company's accounts).
 */
export const ldapSyncResult = z.strictObject({
  created: z.number().int(),
  updated: z.number().int(),
  suspended: z.number().int(),
  groups_created: z.number().int(),
  groups_updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
});
export type LdapSyncResult = z.infer<typeof ldapSyncResult>;

export const ldapSettings = z.strictObject({
  url: z.string(),
  bind_dn: z.string(),
  has_bind_password: z.boolean(),
  base_dn: z.string(),
  user_filter: z.string(),
  group_filter: z.string(),
  mapping: ldapMapping,
  start_tls: z.boolean(),
  last_sync_at: isoTime.nullable(),
  last_result: ldapSyncResult.nullable(),
  updated_at: isoTime,
});
export type LdapSettings = z.infer<typeof ldapSettings>;

/** GET /ldap/settings: null until the company saves its directory. */
export const ldapSettingsAnswer = ldapSettings.nullable();
