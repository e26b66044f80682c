import { describe, expect, it } from 'vitest';
import type { CompanyGroup, CompanyUser } from './directory.repository';
import { normalizeDn, type Directory, type DirectoryPerson } from './ldap-reader';
import { planSync } from './sync-plan';

const person = (uid: string, email: string | null, name: string | null = uid): DirectoryPerson => {
  const dn = `uid=${uid},ou=people,dc=x`;
  return { dn, key: normalizeDn(dn), email, name, phone: null, position: null };
};
const user = (over: Partial<CompanyUser>): CompanyUser => ({
  user_uuid: over.email ?? 'u',
  email: 'u@x.test',
  name: 'U',
  phone: null,
  position: null,
  state: 'active',
  is_ldap: false,
  ldap_dn: null,
  group_uuid: null,
  ...over,
});
const dir = (
  people: DirectoryPerson[],
  groups: { name: string; members: string[] }[] = [],
): Directory => ({
  people,
  groups: groups.map((g) => ({
    dn: `cn=${g.name}`,
    name: g.name,
    members: new Set(g.members.map((m) => normalizeDn(`uid=${m},ou=people,dc=x`))),
  })),
});
const groups: CompanyGroup[] = [
  { group_uuid: 'g-local', name: 'Local team' },
  { group_uuid: 'g-fin', name: 'Finance' },
];

describe('planSync', () => {
  it('matches by DN before e-mail, whatever the DN’s case and spacing', () => {
    const u = user({
      email: 'old@x.test',
      is_ldap: true,
      ldap_dn: 'UID=ann, OU=People, DC=x',
      name: 'Ann',
    });
    const plan = planSync(dir([person('ann', 'new@x.test', 'Ann')]), [u], groups, new Set());
    expect(plan.create).toEqual([]);
    expect(plan.update).toHaveLength(1);
    expect(plan.update[0].fields).toMatchObject({
      email: 'new@x.test',
      ldap_dn: 'uid=ann,ou=people,dc=x',
    });
  });

  it('skips a second person with an e-mail already claimed, and one without an e-mail', () => {
    const plan = planSync(
      dir([person('a', 'same@x.test'), person('b', 'same@x.test'), person('c', null)]),
      [],
      groups,
      new Set(),
    );
    expect(plan.create.map((c) => c.fields.email)).toEqual(['same@x.test']);
    expect(plan.skipped).toBe(2);
  });

  it('does not take an e-mail another user of the company holds when a DN-matched person changes to it', () => {
    const ann = user({
      user_uuid: 'ann',
      email: 'ann@x.test',
      is_ldap: true,
      ldap_dn: 'uid=ann,ou=people,dc=x',
      name: 'ann',
    });
    const bo = user({ user_uuid: 'bo', email: 'bo@x.test' });
    const plan = planSync(dir([person('ann', 'bo@x.test', 'ann')]), [ann, bo], groups, new Set());
    expect(plan.unchanged).toBe(1);
    expect(plan.update).toEqual([]);
  });

  it('moves a person out of a directory group they left, but keeps a local group', () => {
    const inFinance = user({
      user_uuid: 'f',
      email: 'f@x.test',
      is_ldap: true,
      ldap_dn: 'uid=f,ou=people,dc=x',
      name: 'f',
      group_uuid: 'g-fin',
    });
    const inLocal = user({
      user_uuid: 'l',
      email: 'l@x.test',
      is_ldap: true,
      ldap_dn: 'uid=l,ou=people,dc=x',
      name: 'l',
      group_uuid: 'g-local',
    });
    const plan = planSync(
      dir([person('f', 'f@x.test'), person('l', 'l@x.test')], [{ name: 'Finance', members: [] }]),
      [inFinance, inLocal],
      groups,
      new Set(),
    );
    expect(plan.update).toEqual([expect.objectContaining({ user: inFinance, group: null })]);
    expect(plan.unchanged).toBe(1);
  });

  it('suspends only active or invited directory accounts missing from the directory, never local ones, never reactivates', () => {
    const gone = user({
      user_uuid: 'gone',
      email: 'gone@x.test',
      is_ldap: true,
      ldap_dn: 'uid=gone,dc=x',
    });
    const invited = user({
      user_uuid: 'inv',
      email: 'inv@x.test',
      is_ldap: true,
      ldap_dn: 'uid=inv,dc=x',
      state: 'invited',
    });
    const already = user({
      user_uuid: 'already',
      email: 'already@x.test',
      is_ldap: true,
      ldap_dn: 'uid=already,dc=x',
      state: 'suspended',
    });
    const local = user({ user_uuid: 'local', email: 'local@x.test' });
    const back = user({
      user_uuid: 'back',
      email: 'back@x.test',
      is_ldap: true,
      ldap_dn: 'uid=back,ou=people,dc=x',
      state: 'suspended',
      name: 'back',
    });
    const plan = planSync(
      dir([person('back', 'back@x.test')]),
      [gone, invited, already, local, back],
      groups,
      new Set(),
    );
    expect(plan.suspend.map((u) => u.user_uuid)).toEqual(['gone', 'inv']);
    expect(plan.unchanged).toBe(1);
  });

  it('names each new directory group once, keeping the directory’s spelling', () => {
    const plan = planSync(
      dir(
        [],
        [
          { name: 'HSE', members: [] },
          { name: 'hse', members: [] },
          { name: 'FINANCE', members: [] },
        ],
      ),
      [],
      groups,
      new Set(),
    );
    expect(plan.newGroups).toEqual(['HSE']);
  });
});
