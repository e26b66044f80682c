/**
 * Confirming an updated obligation and the differences it confirms, declared once
 * (contract/endpoint.ts): server/modules/compliance/confirmation implements them, the confirm
 * dialog of src/features/compliance reads and writes through them.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  confirmBody,
  confirmResult,
  diffGroupAnswer,
  diffsAnswer,
  DIFF_GROUPS,
  type DiffGroup,
} from './checklists';
import { COMPLIANCE_UPDATE, COMPLIANCE_VIEW } from './compliance-access';
import { confirmExample, diffsExample } from './examples-checklist';

const idParams = z.object({ id: z.string() });

export const complianceConfirm = endpoint({
  method: 'POST',
  path: '/compliance/confirm',
  access: COMPLIANCE_UPDATE,
  summary:
    'Confirm an updated obligation: carry the progress or start new, deactivate the old compliance now or later',
  description:
    "Only from need_confirmation or waiting_confirmation (else 409). Opens the compliance of the obligation's current version " +
    "(carrying process status, members and checklist claims with progress 'carry'; fresh with 'new', members kept); the old one " +
    'becomes confirmed and inactive now, or stays active until deactivated later. The outcome (success or error) is recorded in the activity log.',
  body: confirmBody,
  response: confirmResult,
  message: 'confirm_success',
  example: confirmExample,
  errors: [404, 409],
});

export const complianceDiffsGet = endpoint({
  method: 'GET',
  path: '/compliance/:id/diffs',
  access: COMPLIANCE_VIEW,
  summary:
    "What changed in the obligation since the compliance's version: information, checklist and regulation",
  description:
    "Before (the compliance's version, from the obligation's recorded versions) and after (current) of comp_title, topic_title, " +
    'subtopic_title, cat_name, sanction, priority, checklist, regulation_obligation_description and regulation_penalty_description, in the request language.',
  params: idParams,
  response: diffsAnswer,
  message: 'diffs_loaded',
  example: diffsExample,
  errors: [404],
});

/** One group's part of the changes: one call per group, alike but for the fields. */
const diffGroupEndpoint = (group: DiffGroup) =>
  endpoint({
    method: 'GET',
    path: `/compliance/:id/diffs/${group}`,
    access: COMPLIANCE_VIEW,
    summary: `The ${group} part of the obligation's changes (before and after)`,
    description: `Fields: ${DIFF_GROUPS[group].join(', ')}; in the request language.`,
    params: idParams,
    response: diffGroupAnswer,
    message: 'diffs_loaded',
    example: {
      compliance_uuid: diffsExample.compliance_uuid,
      before_version: 1,
      after_version: 2,
      data: diffsExample[group],
    },
    errors: [404],
  });

/** The group calls in the order of DIFF_GROUPS (the order the server registers them in). */
export const complianceDiffGroups = Object.fromEntries(
  (Object.keys(DIFF_GROUPS) as DiffGroup[]).map((group) => [group, diffGroupEndpoint(group)]),
) as Record<DiffGroup, ReturnType<typeof diffGroupEndpoint>>;
