/**
 * User groups and group labels (spec section 7, "Groups"): a tree of groups (divisions), each
 * with an optional parent, a label (Division, Department), a privilege role its members hold, and
 * members (a user belongs to at most one group: `users.group_uuid`). Shared by
 * server/modules/groups and src/features/groups.
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { numberPageQuery, uuidString } from './library';

export const GROUP_NAME_MAX = 100;
export const LABEL_NAME_MAX = 100;
/** The most members one update may name (a company's users; the body limit bounds it anyway). */
export const GROUP_MEMBERS_MAX = 2000;

/** GET /v2/users/group/list: every group of the company, flat (the client builds the tree). */
export const groupItem = z.strictObject({
  group_uuid: z.string(),
  name: z.string(),
  parent_uuid: z.string().nullable(),
  label_uuid: z.string().nullable(),
  label_name: z.string().nullable(),
  role_uuid: z.string().nullable(),
  role_name: z.string().nullable(),
  member_count: z.number().int(),
});
export type GroupItem = z.infer<typeof groupItem>;
/** GET /v2/users/group/list: a page of the company's groups (api.md "Lists"; the tree pages through them). */
export const groupListQuery = numberPageQuery();
export const groupListAnswer = pageOf(groupItem);

export const groupMember = z.strictObject({
  user_uuid: z.string(),
  name: z.string(),
  email: z.string(),
  state: z.string(),
});
export type GroupMember = z.infer<typeof groupMember>;

/** GET /v2/users/group/{id}: the group, its members, its children and its ancestors (root first). */
export const groupDetail = groupItem.extend({
  members: z.array(groupMember),
  children: z.array(groupItem),
  path: z.array(z.strictObject({ group_uuid: z.string(), name: z.string() })),
});
export type GroupDetail = z.infer<typeof groupDetail>;

export const groupIdParams = z.object({ id: uuidString() });
export const groupUpdateParams = z.object({ group_uuid: uuidString() });

const groupName = () => z.string().trim().min(1).max(GROUP_NAME_MAX);
const ref = () => uuidString().nullable().optional();

/** POST /v2/users/group/create */
export const groupCreateBody = z.object({
  name: groupName(),
  parent_uuid: ref(),
  label_uuid: ref(),
  role_uuid: ref(),
});
export type GroupCreateBody = z.input<typeof groupCreateBody>;

/**
 * PUT /v2/users/group/update/{group_uuid}: each field optional (absent: unchanged, null: none).
 * `members` is the group's whole member list: users named join it (leaving their previous group),
 * members not named leave it (no group).
 */
/** PUT /v2/users/group/update/{group_uuid}: a form changing nothing is refused as a whole. */
export const groupUpdateBody = z
  .object({
    name: groupName().optional(),
    parent_uuid: ref(),
    label_uuid: ref(),
    role_uuid: ref(),
    members: z.array(uuidString()).max(GROUP_MEMBERS_MAX).optional(),
  })
  .superRefine((b, ctx) => {
    if (Object.values(b).some((v) => v !== undefined)) return;
    ctx.addIssue({ code: 'custom', path: ['_'], params: { key: 'form_empty', whole: true } });
  });
export type GroupUpdateBody = z.input<typeof groupUpdateBody>;

/** GET /v2/users/group/label */
export const groupLabelItem = z.strictObject({
  label_uuid: z.string(),
  name: z.string(),
  group_count: z.number().int(),
});
export type GroupLabelItem = z.infer<typeof groupLabelItem>;
export const groupLabelListAnswer = z.array(groupLabelItem);

/** POST /v2/users/group/label: names are unique per company, in any case. */
export const groupLabelCreateBody = z.object({
  name: z.string().trim().min(1).max(LABEL_NAME_MAX),
});
export type GroupLabelCreateBody = z.infer<typeof groupLabelCreateBody>;
