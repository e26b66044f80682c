import { FilterParser } from 'ldapts';
import { describe, expect, it } from 'vitest';
import { isLdapFilter } from './ldap-filter';

const GOOD = [
  '(objectClass=inetOrgPerson)',
  '(objectClass=*)',
  '(cn=Ann*Doe*)',
  '(&(objectClass=person)(|(ou=Finance)(ou=HSE))(!(mail=*@old.example)))',
  '(memberOf=cn=Finance,ou=groups,dc=example,dc=test)',
  '(cn=\\28admin\\29)',
  '(uidNumber>=1000)',
  '(cn~=ann)',
  '(cn:dn:2.5.13.5:=Ann)',
  '(userAccountControl:1.2.840.113556.1.4.803:=2)',
];
const BAD = [
  '',
  'objectClass=person',
  '(objectClass=person',
  '(&)',
  '((cn=a))',
  '(cn=a(b))',
  '(=a)',
  '(cn=\\zz)',
  '(cn>=a*)',
  '(&(cn=a)',
  '(cn=a))',
  '(!(cn=a)(cn=b))',
  '(cn;lang-id=Ani)',
];

describe('isLdapFilter', () => {
  it.each(GOOD)('accepts %s, as the LDAP client does', (f) => {
    expect(isLdapFilter(f)).toBe(true);
    expect(() => FilterParser.parseString(f)).not.toThrow();
  });

  it.each(BAD)('refuses %j', (f) => {
    expect(isLdapFilter(f)).toBe(false);
  });

  it('refuses nesting past its depth bound without exhausting the stack', () => {
    expect(isLdapFilter(`${'(!'.repeat(10_000)}(cn=a)${')'.repeat(10_000)}`)).toBe(false);
  });
});
