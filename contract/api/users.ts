/**
 * User management and invitations (spec section 7, "Authentication and users"): the company's
 * user lists, create, update, delete and invite. Request bodies and answers shared by
 * server/modules/users and the client's screens (src/features/users).
 *
 * A user's state is one of USER_STATES: `invited` (no password yet, an invitation pending) until
 * they set their password; `suspended` and `inactive` users cannot sign in.
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { LANGUAGES, SETTABLE_USER_STATES, USER_SORTS, USER_STATES } from '../enums';
import { LIMITS } from '../limits';
import { numberPageQuery, uuidString } from './library';
import { isoTime } from './values';

export {
  SETTABLE_USER_STATES,
  USER_SORTS,
  USER_STATES,
  type SettableUserState,
  type UserSort,
  type UserState,
} from '../enums';

// --- reads ---

/** GET /users/company/list-user (and /{company_uuid}): search on name and e-mail, sort, state filter. */
export const userListQuery = numberPageQuery().extend({
  search: z.string().trim().max(200).optional(),
  sort_by: z.enum(USER_SORTS).default('name'),
  sort_value: z.enum(['asc', 'desc']).default('asc'),
  state: z.enum(USER_STATES).optional(),
});
export type UserListQuery = z.input<typeof userListQuery>;

/**
 * GET /users/company/group-user: the same query as list-user (seed section 7: "(same)"); a group
 * is an optional filter: within `group_uuid` (and its sub-groups with `include_subgroups=1`).
 */
export const groupUserQuery = userListQuery.extend({
  group_uuid: uuidString().optional(),
  include_subgroups: z.enum(['0', '1']).default('0'),
});
export type GroupUserQuery = z.input<typeof groupUserQuery>;

export const userCompanyParams = z.object({ company_uuid: uuidString() });
export const userIdParams = z.object({ id: uuidString() });

/** The pending invitation of a user who has not set a password yet. */
export const pendingInvitation = z.strictObject({
  invitation_uuid: z.string(),
  created_at: isoTime,
  expires_at: isoTime,
  /** Past its expiry: the user needs a new one ("Re-send invitation"). */
  expired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

/** A user of a company as the list and the detail show it. Never a password hash. */
export const userItem = z.strictObject({
  user_uuid: z.string(),
  company_uuid: z.string(),
  email: z.string(),
  name: z.string(),
  state: z.enum(USER_STATES),
  language: z.string(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  group_uuid: z.string().nullable(),
  group_name: z.string().nullable(),
  roles: z.array(z.strictObject({ role_uuid: z.string(), role_name: z.string() })),
  /** Whether the user has set a password (else an invitation lets them). */
  password_set: z.boolean(),
  /** The latest invitation neither accepted nor revoked, or null. */
  invitation: pendingInvitation.nullable(),
  last_login_at: isoTime.nullable(),
  created_at: isoTime,
});
export type UserItem = z.infer<typeof userItem>;

export const userListAnswer = pageOf(userItem);

// --- writes ---

const name = () => z.string().trim().min(1).max(LIMITS.name);
/** Kept as typed; compared case-insensitively (the unique index is on lower(email)). */
const email = () => z.string().trim().min(1).max(LIMITS.email).email();
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
/** A set of the company's roles: repeats collapse. */
const roleUuids = () =>
  z
    .array(uuidString())
    .max(50)
    .transform((a) => [...new Set(a.map((s) => s.toLowerCase()))]);

const userFields = {
  name: name(),
  phone: optionalText(40),
  position: optionalText(LIMITS.name),
  role_uuids: roleUuids().default([]),
  group_uuid: uuidString().nullable().optional(),
  language: z.enum(LANGUAGES).default('en'),
};

/** POST /users/create (body `data`): an active user gets an invitation mail to set their password. */
export const userCreateBody = z.object({
  data: z
    .object({
      ...userFields,
      email: email(),
      state: z.enum(SETTABLE_USER_STATES).default('active'),
    })
    .strict(),
});
export type UserCreateBody = z.input<typeof userCreateBody>;

/** PUT /users/update/{id}: each field optional; a form changing nothing is refused as a whole. */
export const userUpdateBody = z
  .object({
    name: name().optional(),
    phone: optionalText(40),
    position: optionalText(LIMITS.name),
    role_uuids: roleUuids().optional(),
    group_uuid: uuidString().nullable().optional(),
    language: z.enum(LANGUAGES).optional(),
    state: z.enum(SETTABLE_USER_STATES).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (Object.values(b).some((v) => v !== undefined)) return;
    ctx.addIssue({ code: 'custom', path: ['_'], params: { key: 'form_empty', whole: true } });
  });
export type UserUpdateBody = z.input<typeof userUpdateBody>;

/** POST /users/invite: the user is made in state `invited` and mailed a link to set a password. */
export const userInviteBody = z.object({ email: email(), ...userFields }).strict();
export type UserInviteBody = z.input<typeof userInviteBody>;
