/**
 * What a directory sync will change, worked out from what was read, with no database access (so
 * every rule is testable on its own). The rules:
 * - a person is the company user with the same directory DN, else the one with the same e-mail
 *   (a local account found by e-mail becomes a directory account); each user answers one person;
 * - a person without an e-mail, with an e-mail another person already claimed, or with the
 *   e-mail of another company's account is skipped (never created, never merged);
 * - the directory is authoritative for the mapped fields (name, e-mail, phone, position); a
 *   missing name keeps the current one; an e-mail change that would collide is not applied;
 * - a person's group is the first directory group (by name) listing them; a person in none leaves
 *   a group the directory manages (one named like a directory group) and keeps any other;
 * - directory accounts (is_ldap) that are active or invited and no longer in the directory are
 *   suspended, never deleted. The sync never reactivates anyone: that stays an admin's decision.
 */
import type { Directory, DirectoryPerson } from './ldap-reader';
import { normalizeDn } from './ldap-reader';
import type { CompanyGroup, CompanyUser } from './directory.repository';

export interface PersonFields {
  email: string;
  name: string;
  phone: string | null;
  position: string | null;
  ldap_dn: string;
}

export interface UserUpdate {
  user: CompanyUser;
  /** The new values of the mapped fields (all of them, so before/after are easy to log). */
  fields: PersonFields;
  /** The group by lower-case name, null for none, undefined to keep. */
  group: string | null | undefined;
}

export interface SyncPlan {
  create: { fields: PersonFields; group: string | null }[];
  update: UserUpdate[];
  unchanged: number;
  suspend: CompanyUser[];
  skipped: number;
  /** Directory group names (as the directory spells them) the company has no group for yet. */
  newGroups: string[];
}

const lower = (s: string) => s.toLowerCase();

export function planSync(
  directory: Directory,
  current: CompanyUser[],
  groups: CompanyGroup[],
  emailsElsewhere: Set<string>,
): SyncPlan {
  const byDn = new Map(current.filter((u) => u.ldap_dn).map((u) => [normalizeDn(u.ldap_dn!), u]));
  const byEmail = new Map(current.map((u) => [lower(u.email), u]));
  const groupName = new Map(groups.map((g) => [g.group_uuid, lower(g.name)]));
  const known = new Set(groups.map((g) => lower(g.name)));

  // Directory groups by name (first DN wins a duplicate name), and each person's group.
  const directoryGroups = [...directory.groups].sort((a, b) =>
    lower(a.name).localeCompare(lower(b.name)),
  );
  const managed = new Set(directoryGroups.map((g) => lower(g.name)));
  const groupOf = (p: DirectoryPerson) =>
    directoryGroups.find((g) => g.members.has(p.key))?.name ?? null;

  const plan: SyncPlan = {
    create: [],
    update: [],
    unchanged: 0,
    suspend: [],
    skipped: 0,
    newGroups: [],
  };
  const claimedUsers = new Set<string>();
  const claimedEmails = new Set<string>();
  const seenDns = new Set<string>();

  for (const person of directory.people) {
    if (seenDns.has(person.key)) continue;
    seenDns.add(person.key);
    const byItsDn = byDn.get(person.key);
    const user =
      byItsDn && !claimedUsers.has(byItsDn.user_uuid)
        ? byItsDn
        : person.email
          ? byEmail.get(person.email)
          : undefined;
    const mine = user && !claimedUsers.has(user.user_uuid) ? user : undefined;

    // The e-mail this person ends up with, if they may have it.
    const wanted = person.email;
    const emailFree =
      wanted !== null &&
      !claimedEmails.has(wanted) &&
      !emailsElsewhere.has(wanted) &&
      (byEmail.get(wanted) === undefined || byEmail.get(wanted) === mine);
    const group = groupOf(person);

    if (!mine) {
      if (!wanted || !emailFree) {
        plan.skipped++;
        continue;
      }
      claimedEmails.add(wanted);
      plan.create.push({
        fields: {
          email: wanted,
          name: person.name ?? wanted.split('@')[0],
          phone: person.phone,
          position: person.position,
          ldap_dn: person.dn,
        },
        group: group && lower(group),
      });
      continue;
    }

    claimedUsers.add(mine.user_uuid);
    const email = emailFree ? wanted! : mine.email;
    claimedEmails.add(lower(email));
    const fields: PersonFields = {
      email,
      name: person.name ?? mine.name,
      phone: person.phone,
      position: person.position,
      ldap_dn: person.dn,
    };
    const currentGroup = mine.group_uuid ? (groupName.get(mine.group_uuid) ?? null) : null;
    const targetGroup = group
      ? lower(group)
      : currentGroup !== null && managed.has(currentGroup)
        ? null
        : currentGroup;
    const fieldsChanged =
      !mine.is_ldap ||
      mine.ldap_dn !== fields.ldap_dn ||
      mine.email !== fields.email ||
      mine.name !== fields.name ||
      mine.phone !== fields.phone ||
      mine.position !== fields.position;
    const groupChanged = targetGroup !== currentGroup;
    if (!fieldsChanged && !groupChanged) {
      plan.unchanged++;
      continue;
    }
    plan.update.push({ user: mine, fields, group: groupChanged ? targetGroup : undefined });
  }

  plan.suspend = current.filter(
    (u) =>
      u.is_ldap &&
      !claimedUsers.has(u.user_uuid) &&
      (u.state === 'active' || u.state === 'invited'),
  );
  const newNames = new Map<string, string>();
  for (const g of directoryGroups)
    if (!known.has(lower(g.name)) && !newNames.has(lower(g.name)))
      newNames.set(lower(g.name), g.name);
  plan.newGroups = [...newNames.values()];
  return plan;
}
