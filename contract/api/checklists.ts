/**
 * Requests and answers of a compliance's checklist, comments, reminders and the confirmation of
 * an updated obligation (spec section 7, "Compliance and members"). Field names follow the
 * specification where it names them (checklist_uuid, due_date, isClaimChecklist, comment_uuid,
 * comp_uuid, orderBy, order); shared by the server's routes and the client's writes.
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { LIMITS } from '../limits';
import { calendarDate } from './compliance-writes';
import { uuidString } from './library';
import { isoTime } from './values';

// ---- checklist -------------------------------------------------------------------------------

export const checklistItem = z.strictObject({
  checklist_uuid: z.string(),
  compliance_uuid: z.string(),
  title: z.string(),
  /** YYYY-MM-DD or null. */
  due_date: z.string().nullable(),
  isClaimChecklist: z.boolean(),
  sort: z.number().int(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type ChecklistItem = z.infer<typeof checklistItem>;

/** GET /compliance/checklist/{id}: {id} is the compliance; its items in order. */
export const checklistAnswer = z.strictObject({
  compliance_uuid: z.string(),
  data: z.array(checklistItem),
  total: z.number().int().min(0),
  claimed: z.number().int().min(0),
});
export type ChecklistAnswer = z.infer<typeof checklistAnswer>;

const title = () => z.string().trim().min(1).max(500);

/** POST /compliance/checklist/create; `checklist_uuid` (client-made) makes an offline create land once. */
export const checklistCreateBody = z.object({
  compliance_uuid: uuidString(),
  title: title(),
  due_date: calendarDate().nullable().optional(),
  checklist_uuid: uuidString().optional(),
});
export type ChecklistCreateBody = z.infer<typeof checklistCreateBody>;

/**
 * PUT /compliance/checklist/update. As the specification says, an update drops the due date
 * unless one is sent; a body with only `isClaimChecklist` is a claim (or unclaim) of the item and
 * keeps the title and due date.
 */
export const checklistUpdateBody = z.object({
  checklist_uuid: uuidString(),
  title: title().optional(),
  due_date: calendarDate().nullable().optional(),
  isClaimChecklist: z.boolean().optional(),
});
export type ChecklistUpdateBody = z.infer<typeof checklistUpdateBody>;

/** Whether an update body only claims or unclaims (needs `claim` or `edit_checklist`). */
export const isClaimOnly = (b: ChecklistUpdateBody) =>
  b.isClaimChecklist !== undefined && b.title === undefined && b.due_date === undefined;

/** DELETE /compliance/checklist/delete */
export const checklistDeleteBody = z.object({ checklist_uuid: uuidString() });
export const checklistDeleted = z.strictObject({ checklist_uuid: z.string() });

// ---- comments --------------------------------------------------------------------------------

export const commentItem = z.strictObject({
  comment_uuid: z.string(),
  compliance_uuid: z.string(),
  user_uuid: z.string(),
  user_name: z.string(),
  body: z.string(),
  /** True once the author edited it (the earlier text stays in the activity log). */
  edited: z.boolean(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type CommentItem = z.infer<typeof commentItem>;

/** GET /comments/list: a compliance's thread, newest first unless `order=asc`. */
export const commentListQuery = z.object({
  comp_uuid: uuidString(),
  orderBy: z.enum(['created_at']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(LIMITS.pageSize),
});
export const commentPage = pageOf(commentItem);

const commentText = () => z.string().trim().min(1).max(2000);

/** PUT /comments: creates the comment under the client's `comment_uuid`; a replay answers it again. */
export const commentCreateBody = z.object({
  comment_uuid: uuidString(),
  comp_uuid: uuidString(),
  body: commentText(),
});
export type CommentCreateBody = z.infer<typeof commentCreateBody>;
/** PATCH /comments: the author edits. */
export const commentEditBody = z.object({ comment_uuid: uuidString(), body: commentText() });
export type CommentEditBody = z.infer<typeof commentEditBody>;
/** DELETE /comments: the author deletes. */
export const commentDeleteBody = z.object({ comment_uuid: uuidString() });
export const commentDeleted = z.strictObject({ comment_uuid: z.string() });

// ---- reminders -------------------------------------------------------------------------------

export const reminderItem = z.strictObject({
  reminder_uuid: z.string(),
  compliance_uuid: z.string(),
  remind_at: isoTime,
  message: z.string(),
  sent_at: isoTime.nullable(),
  created_at: isoTime,
});
export type ReminderItem = z.infer<typeof reminderItem>;

/** POST /reminder/create: a moment in the future and a message (delivery arrives with notifications). */
export const reminderCreateBody = z.object({
  compliance_uuid: uuidString(),
  remind_at: z.iso
    // A malformed moment is only "invalid", not also "in the past".
    .datetime({ offset: true, abort: true })
    .refine((v) => Date.parse(v) > Date.now(), { params: { key: 'reminder_in_past' } }),
  message: z.string().trim().min(1).max(500),
});
export type ReminderCreateBody = z.infer<typeof reminderCreateBody>;

export const reminderListQuery = z.object({ compliance_uuid: uuidString() });
export const reminderList = z.strictObject({ data: z.array(reminderItem) });

// ---- confirmation of an updated obligation ------------------------------------------------------

export const CONFIRM_PROGRESS = ['carry', 'new'] as const;
export const CONFIRM_DEACTIVATE = ['now', 'later'] as const;

/** POST /compliance/confirm */
export const confirmBody = z.object({
  compliance_uuid: uuidString(),
  progress: z.enum(CONFIRM_PROGRESS),
  deactivate_old: z.enum(CONFIRM_DEACTIVATE),
});
export type ConfirmBody = z.infer<typeof confirmBody>;

export const confirmResult = z.strictObject({
  outcome: z.enum(['success', 'error']),
  old_compliance_uuid: z.string(),
  compliance_uuid: z.string(),
  version_code: z.number().int(),
  old_is_active: z.boolean(),
});
export type ConfirmResult = z.infer<typeof confirmResult>;

/** The change-detail fields of the specification, grouped as the three diff calls answer them. */
export const DIFF_GROUPS = {
  information: ['comp_title', 'topic_title', 'subtopic_title', 'cat_name', 'sanction', 'priority'],
  checklist: ['checklist'],
  regulation: ['regulation_obligation_description', 'regulation_penalty_description'],
} as const;
export type DiffGroup = keyof typeof DIFF_GROUPS;

const diffValue = z.union([z.string(), z.array(z.string())]).nullable();
export const diffField = z.strictObject({
  field: z.string(),
  before: diffValue,
  after: diffValue,
  changed: z.boolean(),
});
export type DiffField = z.infer<typeof diffField>;

const diffHead = {
  compliance_uuid: z.string(),
  /** The compliance's version of the obligation, and the obligation's current one. */
  before_version: z.number().int(),
  after_version: z.number().int(),
};
/** GET /compliance/{id}/diffs/{group} */
export const diffGroupAnswer = z.strictObject({ ...diffHead, data: z.array(diffField) });
export type DiffGroupAnswer = z.infer<typeof diffGroupAnswer>;
/** GET /compliance/{id}/diffs: the three groups together. */
export const diffsAnswer = z.strictObject({
  ...diffHead,
  information: z.array(diffField),
  checklist: z.array(diffField),
  regulation: z.array(diffField),
});
export type DiffsAnswer = z.infer<typeof diffsAnswer>;
