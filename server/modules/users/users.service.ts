/**
 * User management writes: create, invite, update (suspend, activate), delete. Each runs in the
 * caller's mutation transaction with its activity-log row (before and after, never a password
 * hash). Roles and the group must be the company's; an e-mail address names one account across
 * every company (the login looks it up alone), and a deleted user's address stays reserved to
 * its company, which gets the account back when it creates or invites that address again.
 * Suspending, deactivating or deleting a user ends their sessions at once and withdraws their
 * pending invitation; nobody does it to themselves, and no write leaves the company without an
 * active user who may manage users.
 *
 * An address held by another company's account is answered as a free one (`heldElsewhere`), so a
 * customer admin cannot learn which addresses other companies use.
 */
import { txRowsOf } from '../../db/client';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  UserItem,
  UserState,
  userCreateBody,
  userInviteBody,
  userUpdateBody,
} from '../../../contract/api/users';
import type { MessageKey } from '../../../contract/messages';
import type { Config } from '../../config';
import { userIdentities, users } from '../../db/schema/identity';
import type { AuthUser } from '../../lib/auth-user';
import { AppError, errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import type { Realtime } from '../../realtime/realtime';
import { revokeUserSessions } from '../auth';
import { assertSeatFree } from './seats';
import { wipeMailSecrets } from '../../mail/outbox';
import { assertUserGrants } from '../roles';
import { sendInvitation } from './invitation.service';
import { isLockedOut } from './users.policy';
import {
  countUserManagers,
  findCompanyUser,
  foreignRoles,
  groupName,
  groupOfCompany,
  lockCompany,
  lockCompanyUser,
  lockUserByEmail,
  namedRoles,
  replaceRoles,
  revokePendingInvitations,
  roleUuidsOf,
  transactionNow,
  type UserRecord,
} from './users.repository';

type CreateInput = z.infer<typeof userCreateBody>['data'];
type InviteInput = z.infer<typeof userInviteBody>;
type UpdateInput = z.infer<typeof userUpdateBody>;

export interface UserWriteDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'INVITATION_TTL_DAYS' | 'DATA_KEY' | 'JWT_SECRET'>;
  realtime: Pick<Realtime, 'endSession'>;
}

const conflict = (key: MessageKey) => new AppError('conflict', key);

/** What the activity log keeps of a user: the fields an admin sees, never the password hash. */
async function logged(m: MutationContext, r: UserRecord) {
  return {
    email: r.email,
    name: r.name,
    state: r.state,
    language: r.language,
    phone: r.phone,
    position: r.position,
    group_uuid: r.group_uuid,
    role_uuids: await roleUuidsOf(m.tx, r.user_uuid),
  };
}

/** A refusal naming its field: the request is well formed, the data it names is not there or not so. */
const refused = (code: 'not_found' | 'conflict', field: string, key: MessageKey) =>
  new AppError(code, key, { [field]: [key] });

/**
 * Roles and group must be the company's. Another company's (or no) row is not found, as
 * everywhere: 404, naming the field and saying what to choose.
 */
async function assertCompanyRefs(
  m: MutationContext,
  companyUuid: string,
  refs: { role_uuids?: string[]; group_uuid?: string | null },
) {
  if (refs.role_uuids && (await foreignRoles(m.tx, companyUuid, refs.role_uuids)).length) {
    throw refused('not_found', 'role_uuids', 'user_role_not_in_company');
  }
  if (refs.group_uuid && !(await groupOfCompany(m.tx, companyUuid, refs.group_uuid))) {
    throw refused('not_found', 'group_uuid', 'user_group_not_in_company');
  }
}

async function answer(
  m: MutationContext,
  companyUuid: string,
  userUuid: string,
): Promise<UserItem> {
  return (await findCompanyUser(txRowsOf(m.tx), companyUuid, userUuid))!;
}

interface NewUserFields {
  email: string;
  name: string;
  phone?: string | null;
  position?: string | null;
  group_uuid?: string | null;
  language: string;
  state: UserState;
}

/**
 * Writes a new account for the address, or gives the company back its deleted one (cleared:
 * no password, no sessions, the new fields). Another account holding the address: 409.
 */
async function insertOrRevive(
  m: MutationContext,
  companyUuid: string,
  existing: UserRecord | null,
  f: NewUserFields,
): Promise<UserRecord> {
  const values = {
    email: f.email,
    name: f.name,
    phone: f.phone ?? null,
    position: f.position ?? null,
    group_uuid: f.group_uuid ?? null,
    language: f.language,
    state: f.state,
  };
  if (existing) {
    await m.tx
      .update(users)
      .set({
        ...values,
        password_hash: null,
        deleted_at: null,
        last_login_at: null,
        ldap_dn: null,
        created_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(
        sql`${users.user_uuid} = ${existing.user_uuid} AND ${users.company_uuid} = ${companyUuid}`,
      );
    // The revived account starts without the deleted one's Microsoft identity.
    await m.tx
      .delete(userIdentities)
      .where(sql`${userIdentities.user_uuid} = ${existing.user_uuid}`);
    return (await lockCompanyUser(m.tx, companyUuid, existing.user_uuid))!;
  }
  // Two requests for one new address at once: the second waits for the first and writes nothing.
  const [row] = await m.tx
    .insert(users)
    .values({ ...values, company_uuid: companyUuid })
    .onConflictDoNothing()
    .returning({ user_uuid: users.user_uuid });
  if (!row) throw conflict('user_email_taken');
  return (await lockCompanyUser(m.tx, companyUuid, row.user_uuid))!;
}

/**
 * The answer a free address gets, for an address another company's account holds (live or
 * deleted): the same status, message and fields (a new user's id, the roles' and group's names,
 * the invitation a new user would have), so the answer does not tell a customer admin that the
 * address is used elsewhere. Nothing is written: the address names one account across every
 * company, so no user can be made for it; no invitation, no mail, no activity-log row, and the
 * other company's account is untouched. (A later read of the list does not show the user.)
 */
async function heldElsewhere(
  m: MutationContext,
  deps: UserWriteDeps,
  caller: AuthUser,
  f: NewUserFields & { role_uuids: string[] },
): Promise<UserItem> {
  const now = await transactionNow(m.tx);
  const expiresAt = new Date(Date.now() + deps.config.INVITATION_TTL_DAYS * 86400e3).toISOString();
  return {
    user_uuid: randomUUID(),
    company_uuid: caller.company_uuid,
    email: f.email,
    name: f.name,
    state: f.state,
    language: f.language,
    phone: f.phone ?? null,
    position: f.position ?? null,
    group_uuid: f.group_uuid ?? null,
    group_name: f.group_uuid ? await groupName(m.tx, caller.company_uuid, f.group_uuid) : null,
    roles: await namedRoles(m.tx, caller.company_uuid, f.role_uuids),
    password_set: false,
    // A free address gets an invitation when invited or created active.
    invitation:
      f.state === 'invited' || f.state === 'active'
        ? { invitation_uuid: randomUUID(), created_at: now, expires_at: expiresAt, expired: false }
        : null,
    last_login_at: null,
    created_at: now,
  };
}

/** Whether another company's account (live or deleted) holds the address. */
const isForeign = (holder: UserRecord | null, companyUuid: string): boolean =>
  !!holder && holder.company_uuid !== companyUuid;

/** The holder of an address, when it is the company's deleted account (revivable); 409 for a live account of the company. */
async function revivable(
  m: MutationContext,
  companyUuid: string,
  holder: UserRecord | null,
): Promise<UserRecord | null> {
  if (!holder) return null;
  if (holder.deleted_at && holder.company_uuid === companyUuid) return holder;
  throw conflict('user_email_taken');
}

/** POST /users/create: an active user has no password yet, so they get an invitation to set one. */
export async function createUser(
  m: MutationContext,
  deps: UserWriteDeps,
  caller: AuthUser,
  input: CreateInput,
): Promise<UserItem> {
  await assertCompanyRefs(m, caller.company_uuid, input);
  // Before the address is looked at: a grant beyond the caller's rights is refused alike for any address.
  await assertUserGrants(m.tx, caller, null, input);
  const holder = await lockUserByEmail(m.tx, input.email);
  // The license's seats: a deactivated user takes none.
  if (isForeign(holder, caller.company_uuid)) {
    if (input.state !== 'inactive') await assertSeatFree(m.tx, caller.company_uuid);
    return heldElsewhere(m, deps, caller, input);
  }
  const existing = await revivable(m, caller.company_uuid, holder);
  if (input.state !== 'inactive') await assertSeatFree(m.tx, caller.company_uuid);
  const record = await insertOrRevive(m, caller.company_uuid, existing, input);
  await replaceRoles(m.tx, record.user_uuid, input.role_uuids);
  if (record.state === 'active')
    await sendInvitation(m, deps.config, caller, record, input.role_uuids);
  await m.log({
    type: 'user',
    type_uuid: record.user_uuid,
    action: existing ? 'restore' : 'create',
    after: await logged(m, record),
  });
  return answer(m, caller.company_uuid, record.user_uuid);
}

/**
 * POST /users/invite: a new user in state `invited`; an address already invited (or a user still
 * without a password) gets a new invitation replacing the older one, with the fields given.
 */
export async function inviteUser(
  m: MutationContext,
  deps: UserWriteDeps,
  caller: AuthUser,
  input: InviteInput,
): Promise<UserItem> {
  await assertCompanyRefs(m, caller.company_uuid, input);
  const holder = await lockUserByEmail(m.tx, input.email);
  const fields = {
    name: input.name,
    phone: input.phone,
    position: input.position,
    group_uuid: input.group_uuid,
    language: input.language,
  };
  if (isForeign(holder, caller.company_uuid)) {
    // As for a free address: the grants and the seats are checked, then the answer a new invited user gets.
    await assertUserGrants(m.tx, caller, null, input);
    await assertSeatFree(m.tx, caller.company_uuid);
    return heldElsewhere(m, deps, caller, {
      ...fields,
      email: input.email,
      role_uuids: input.role_uuids,
      state: 'invited',
    });
  }

  if (holder && !holder.deleted_at) {
    // Only someone who never set a password can be invited (again); anyone else has an account.
    if (holder.password_set || !(holder.state === 'invited' || holder.state === 'active'))
      throw conflict('user_already_active');
    const before = await logged(m, holder);
    await assertUserGrants(m.tx, caller, { ...holder, role_uuids: before.role_uuids }, input);
    const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    await m.tx
      .update(users)
      .set({ ...given, updated_at: sql`now()` })
      .where(
        sql`${users.user_uuid} = ${holder.user_uuid} AND ${users.company_uuid} = ${caller.company_uuid}`,
      );
    await replaceRoles(m.tx, holder.user_uuid, input.role_uuids);
    const record = (await lockCompanyUser(m.tx, caller.company_uuid, holder.user_uuid))!;
    await sendInvitation(m, deps.config, caller, record, input.role_uuids);
    await m.log({
      type: 'user',
      type_uuid: record.user_uuid,
      action: 'reinvite',
      before,
      after: await logged(m, record),
    });
    return answer(m, caller.company_uuid, record.user_uuid);
  }

  await assertUserGrants(m.tx, caller, null, input);
  await assertSeatFree(m.tx, caller.company_uuid);
  const record = await insertOrRevive(m, caller.company_uuid, holder, {
    ...fields,
    email: input.email,
    state: 'invited',
  });
  await replaceRoles(m.tx, record.user_uuid, input.role_uuids);
  await sendInvitation(m, deps.config, caller, record, input.role_uuids);
  await m.log({
    type: 'user',
    type_uuid: record.user_uuid,
    action: holder ? 'restore' : 'invite',
    after: await logged(m, record),
  });
  return answer(m, caller.company_uuid, record.user_uuid);
}

/** 409 when the write just made left the company without an active user manager it had before. */
async function keepManageable(m: MutationContext, companyUuid: string, managersBefore: number) {
  if (managersBefore > 0 && (await countUserManagers(m.tx, companyUuid)) === 0)
    throw conflict('user_last_manager');
}

/** Ends the user's access at once: sessions revoked (sockets closed after commit), invitations withdrawn, mailed links' tokens wiped. */
async function lockOut(
  m: MutationContext,
  deps: UserWriteDeps,
  companyUuid: string,
  userUuid: string,
) {
  await revokeUserSessions(m, deps.realtime, userUuid);
  await revokePendingInvitations(m.tx, companyUuid, userUuid);
  // Their mailed links are dead now (a reset needs an active user): the sealed tokens go too.
  await wipeMailSecrets(m.tx, userUuid, 'invitation');
  await wipeMailSecrets(m.tx, userUuid, 'recovery');
}

/** PUT /users/update/{id}: profile fields, roles, group, language and state. */
export async function updateUser(
  m: MutationContext,
  deps: UserWriteDeps,
  caller: AuthUser,
  userUuid: string,
  input: UpdateInput,
): Promise<UserItem> {
  const current = await lockCompanyUser(m.tx, caller.company_uuid, userUuid);
  if (!current) throw errors.notFound();
  await assertCompanyRefs(m, caller.company_uuid, input);
  await assertUserGrants(
    m.tx,
    caller,
    { ...current, role_uuids: await roleUuidsOf(m.tx, userUuid) },
    input,
  );
  const stateChange =
    input.state !== undefined && input.state !== current.state ? input.state : undefined;
  if (stateChange && current.state === 'invited')
    throw refused('conflict', 'state', 'user_invited_state');
  if (stateChange && isLockedOut(stateChange) && userUuid === caller.user_uuid)
    throw refused('conflict', 'state', 'user_self_state');

  await lockCompany(m.tx, caller.company_uuid);
  // A deactivated user coming back takes a seat of the license again.
  if (stateChange && current.state === 'inactive')
    await assertSeatFree(m.tx, caller.company_uuid, 'state');
  const managersBefore = await countUserManagers(m.tx, caller.company_uuid);
  const before = await logged(m, current);
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const f of ['name', 'phone', 'position', 'group_uuid', 'language'] as const) {
    if (input[f] !== undefined) Object.assign(changes, { [f]: input[f] });
  }
  if (stateChange) changes.state = stateChange;
  await m.tx
    .update(users)
    .set({ ...changes, updated_at: sql`now()` })
    .where(
      sql`${users.user_uuid} = ${userUuid} AND ${users.company_uuid} = ${caller.company_uuid}`,
    );
  if (input.role_uuids) await replaceRoles(m.tx, userUuid, input.role_uuids);
  if (stateChange && isLockedOut(stateChange))
    await lockOut(m, deps, caller.company_uuid, userUuid);
  await keepManageable(m, caller.company_uuid, managersBefore);

  const updated = (await lockCompanyUser(m.tx, caller.company_uuid, userUuid))!;
  const action =
    stateChange === 'active'
      ? 'activate'
      : stateChange === 'suspended'
        ? 'suspend'
        : stateChange === 'inactive'
          ? 'deactivate'
          : 'update';
  await m.log({
    type: 'user',
    type_uuid: userUuid,
    action,
    before,
    after: await logged(m, updated),
  });
  return answer(m, caller.company_uuid, userUuid);
}

/** DELETE /users/delete/{id}: a soft delete; sessions end and pending invitations are withdrawn. */
export async function deleteUser(
  m: MutationContext,
  deps: UserWriteDeps,
  caller: AuthUser,
  userUuid: string,
): Promise<null> {
  const current = await lockCompanyUser(m.tx, caller.company_uuid, userUuid);
  if (!current) throw errors.notFound();
  if (userUuid === caller.user_uuid) throw conflict('user_self_state');
  await lockCompany(m.tx, caller.company_uuid);
  const managersBefore = await countUserManagers(m.tx, caller.company_uuid);
  const before = await logged(m, current);
  await m.tx
    .update(users)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(
      sql`${users.user_uuid} = ${userUuid} AND ${users.company_uuid} = ${caller.company_uuid}`,
    );
  await lockOut(m, deps, caller.company_uuid, userUuid);
  await keepManageable(m, caller.company_uuid, managersBefore);
  await m.log({ type: 'user', type_uuid: userUuid, action: 'delete', before });
  return null;
}
