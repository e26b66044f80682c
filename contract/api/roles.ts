/**
 * Privilege roles (spec section 7, "Roles"): a company's roles, each granting modules x
 * view/create/update/delete. Shared by server/modules/roles and src/features/roles.
 *
 * `PUT /role/privilege/update` changes part of a role's matrix: `modules` sets the listed modules'
 * four rights (a row with all four off takes the module off the role), `remove` takes the named
 * modules off the role. A `remove` naming no module is "Choose Privilege To Delete"; a request
 * with neither is "Form cannot be empty".
 */
import { z } from 'zod';
import { ACTIONS, MODULES, type ModuleCode } from '../modules';
import type { MessageKey } from '../messages';
import { pageOf } from '../envelope';
import { numberPageQuery, uuidString } from './library';

/** The longest role name; a longer one answers "Data Too Long" (spec). */
export const ROLE_NAME_MAX = 100;

export const privilegeRow = z.strictObject({
  module_code: z.enum(MODULES),
  view: z.boolean(),
  create: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
});
export type PrivilegeRow = z.infer<typeof privilegeRow>;

/** GET /role/list: one role, its holders and the modules it grants anything on. */
export const roleListItem = z.strictObject({
  role_uuid: z.string(),
  role_name: z.string(),
  /** 1: built-in (cannot be deleted), 0: created by the company. */
  role_setting: z.number().int(),
  /** Users of the company (any state, not deleted) holding the role directly. */
  user_count: z.number().int(),
  /** Groups whose privilege is this role (their members hold it too). */
  group_count: z.number().int(),
  modules: z.array(privilegeRow),
});
export type RoleListItem = z.infer<typeof roleListItem>;
/** GET /role/list: a page of the company's roles (api.md "Lists"; a picker pages through them). */
export const roleListQuery = numberPageQuery();
export const roleListAnswer = pageOf(roleListItem);

/** One row of the matrix: a module the company may hold, its names and the role's rights on it. */
export const matrixRow = privilegeRow.extend({
  name_en: z.string(),
  name_id: z.string(),
  is_provider: z.boolean(),
});
export type MatrixRow = z.infer<typeof matrixRow>;

export const roleHolder = z.strictObject({
  user_uuid: z.string(),
  name: z.string(),
  email: z.string(),
  state: z.string(),
});

/** GET /role/{id}: the matrix over every module the company may hold, and who holds the role. */
export const roleDetail = roleListItem.extend({
  matrix: z.array(matrixRow),
  users: z.array(roleHolder),
  groups: z.array(z.strictObject({ group_uuid: z.string(), name: z.string() })),
});
export type RoleDetail = z.infer<typeof roleDetail>;

export const roleIdParams = z.object({ id: uuidString() });

/** POST /role/create: a company's own role is always role_setting 0 (spec section 9). */
export const roleCreateBody = z.object({
  role_name: z.string().trim().min(1).max(ROLE_NAME_MAX),
  role_setting: z.literal(0).optional().default(0),
});
export type RoleCreateBody = z.input<typeof roleCreateBody>;

/** DELETE /role/delete: no role named is the specification's "Choose Privilege To Delete" (section 5, Roles). */
export const roleDeleteBody = z
  .object({
    role_uuid: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      uuidString().optional(),
    ),
  })
  .superRefine((b, ctx) => {
    if (b.role_uuid === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['role_uuid'],
        params: { key: 'choose_privilege' satisfies MessageKey, whole: true },
      });
  })
  .transform((b) => ({ role_uuid: b.role_uuid as string }));
export type RoleDeleteBody = z.input<typeof roleDeleteBody>;

function distinctModules(
  rows: { module_code: ModuleCode }[] | ModuleCode[],
  ctx: z.RefinementCtx,
  path: string,
) {
  const codes = rows.map((r) => (typeof r === 'string' ? r : r.module_code));
  if (new Set(codes).size !== codes.length)
    ctx.addIssue({
      code: 'custom',
      path: [path],
      params: { key: 'privilege_duplicate' satisfies MessageKey },
    });
}

/** PUT /role/privilege/update */
export const privilegeUpdateBody = z
  .object({
    role_uuid: uuidString(),
    modules: z.array(privilegeRow).max(MODULES.length).optional(),
    remove: z.array(z.enum(MODULES)).max(MODULES.length).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.remove !== undefined && b.remove.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['remove'],
        params: { key: 'choose_privilege' satisfies MessageKey, whole: true },
      });
      return;
    }
    if (!b.modules?.length && !b.remove?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['modules'],
        params: { key: 'form_empty' satisfies MessageKey, whole: true },
      });
      return;
    }
    if (b.modules) distinctModules(b.modules, ctx, 'modules');
    if (b.remove) distinctModules(b.remove, ctx, 'remove');
    const both = (b.modules ?? []).filter((r) => b.remove?.includes(r.module_code));
    if (both.length)
      ctx.addIssue({
        code: 'custom',
        path: ['remove'],
        params: { key: 'privilege_duplicate' satisfies MessageKey },
      });
  });
export type PrivilegeUpdateBody = z.input<typeof privilegeUpdateBody>;

/** The rights of a row as the four actions, in ACTIONS order. */
export const rowActions = (row: Pick<PrivilegeRow, (typeof ACTIONS)[number]>) =>
  ACTIONS.filter((a) => row[a]);
