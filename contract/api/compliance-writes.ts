/**
 * Request bodies of the compliance workflow calls (spec section 7, "Compliance and members"),
 * shared by the server's routes and the client's writes (src/features/compliance/*.write.ts).
 * Field names follow the specification where it names them (compliance_uuid, compliance_uuids).
 */
import { z } from 'zod';
import { PRIORITIES, PROCESS_STATUSES } from '../enums';
import { PROCESS_ACTIONS } from '../workflow';
import { uuidString } from './library';

/** YYYY-MM-DD, a real calendar date. */
export const calendarDate = () =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
        new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    );

const uuidList = () => z.array(uuidString()).min(1).max(500);

/** PUT /compliance/update: deadline (null clears it), priority, note. */
export const complianceUpdateBody = z.object({
  compliance_uuid: uuidString(),
  deadline: calendarDate().nullable().optional(),
  priority: z.enum(PRIORITIES).optional(),
  note: z.string().trim().max(2000).nullable().optional(),
});
export type ComplianceUpdateBody = z.infer<typeof complianceUpdateBody>;

/**
 * PUT /compliance/process/update: one step of the state machine (contract/workflow.ts).
 * `reason` is required for reject; `confirm` goes past the claim warnings; `from_status`, when
 * sent, is the state the sender saw: a compliance that moved on meanwhile answers 409.
 */
export const processUpdateBody = z
  .object({
    compliance_uuid: uuidString(),
    action: z.enum(PROCESS_ACTIONS),
    reason: z.string().trim().max(2000).optional(),
    confirm: z.boolean().optional(),
    from_status: z.enum(PROCESS_STATUSES).optional(),
  })
  .superRefine((b, ctx) => {
    // A rejection carries its reason (it stands on the compliance until the next claim).
    if (b.action === 'reject' && !b.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], params: { key: 'reject_reason_required' } });
  });
export type ProcessUpdateBody = z.infer<typeof processUpdateBody>;

/** PUT /compliance/status/update: a company compliance manager sets the process status directly (reopen). */
export const statusUpdateBody = z.object({
  compliance_uuid: uuidString(),
  process_status: z.enum(PROCESS_STATUSES),
  reason: z.string().trim().max(2000).optional(),
});
export type StatusUpdateBody = z.infer<typeof statusUpdateBody>;

/** POST /compliance/renewal: closes the cycle and opens the next from the obligation. */
export const renewalBody = z.object({
  compliance_uuid: uuidString(),
  deadline: calendarDate().nullable().optional(),
});
export type RenewalBody = z.infer<typeof renewalBody>;

/** PUT /compliance/bulk-activation */
export const bulkActivationBody = z.object({
  compliance_uuids: uuidList(),
  is_active: z.boolean(),
});
export type BulkActivationBody = z.infer<typeof bulkActivationBody>;

/** POST /compliance/duplicate (a duplicate cannot be duplicated). */
export const duplicateBody = z.object({ compliance_uuid: uuidString() });

/** POST /v2/compliance/bulk-delete */
export const bulkDeleteBody = z.object({ compliance_uuids: uuidList() });
export type BulkDeleteBody = z.infer<typeof bulkDeleteBody>;

/** POST /compliance/bookmark: toggles the caller's bookmark. */
export const complianceBookmarkBody = z.object({ compliance_uuid: uuidString() });

/** The summary a bulk call answers: what was done and what was skipped, with why. */
export const bulkResult = z.strictObject({
  done: z.array(z.string()),
  skipped: z.array(z.strictObject({ compliance_uuid: z.string(), reason: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResult>;
