/** Example answers of the directory area's routes (API reference; checked against their schemas). */
import type { LdapSettings, LdapSyncResult } from './directory';

export const ldapSyncExample: LdapSyncResult = {
  created: 3,
  updated: 1,
  suspended: 1,
  groups_created: 2,
  groups_updated: 0,
  unchanged: 40,
  skipped: 0,
};

export const ldapSettingsExample: LdapSettings = {
  url: 'ldaps://ldap.example.co.id',
  bind_dn: 'cn=regcomply,ou=services,dc=example,dc=co,dc=id',
  has_bind_password: true,
  base_dn: 'dc=example,dc=co,dc=id',
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
  start_tls: false,
  last_sync_at: '2026-01-15T08:30:00.000Z',
  last_result: ldapSyncExample,
  updated_at: '2026-01-15T08:00:00.000Z',
};
