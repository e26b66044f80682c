import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  confirmBody,
  confirmResult,
  diffGroupAnswer,
  diffsAnswer,
  DIFF_GROUPS,
  type DiffGroup,
} from '../../../../contract/api/checklists';
import { confirmExample, diffsExample } from '../../../../contract/api/examples-checklist';
import type { Deps } from '../../../deps';
import { AppError } from '../../../lib/errors';
import { defineRoute } from '../../../lib/route';
import { gateCompliance } from '../compliance-gate';
import { assertMay } from '../compliance.policy';
import { assertConfirmable, confirmUpdate } from './confirmation.service';
import { complianceDiffs } from './diffs';

const VIEW = { module: 'compliance', action: 'view' } as const;
const UPDATE = { module: 'compliance', action: 'update' } as const;
const idParams = z.object({ id: z.string() });

/**
 * Confirmation of an updated obligation and the differences it confirms. Every call first asks
 * the compliance policy (404 when the caller may not see the compliance); confirming needs the
 * `confirm_update` action.
 */
export async function confirmationRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'POST',
    url: '/compliance/confirm',
    access: UPDATE,
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
    handler: async ({ req, reply, body, user }) => {
      const c = await gateCompliance(deps.database, user, body.compliance_uuid);
      assertMay(c.actions, 'confirm_update');
      try {
        assertConfirmable(c);
        return await deps.mutations.forRequest(req, reply, (m) => confirmUpdate(m, user, body));
      } catch (err) {
        // The specification records the outcome, success or error: a refused confirmation leaves its row too.
        if (err instanceof AppError && err.status === 409) {
          await deps.mutations.system((m) =>
            m.log({
              company_uuid: c.company_uuid,
              type: 'compliance',
              type_uuid: c.compliance_uuid,
              action: 'confirm_update',
              after: {
                outcome: 'error',
                reason: err.messageKey,
                progress: body.progress,
                deactivate_old: body.deactivate_old,
                by: user.user_uuid,
              },
            }),
          );
        }
        throw err;
      }
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/compliance/:id/diffs',
    access: VIEW,
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
    handler: async ({ params, user, lang }) =>
      complianceDiffs(deps.database, await gateCompliance(deps.database, user, params.id), lang),
  });

  for (const group of Object.keys(DIFF_GROUPS) as DiffGroup[]) {
    defineRoute(app, {
      method: 'GET',
      url: `/compliance/:id/diffs/${group}`,
      access: VIEW,
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
      handler: async ({ params, user, lang }) => {
        const all = await complianceDiffs(
          deps.database,
          await gateCompliance(deps.database, user, params.id),
          lang,
        );
        return {
          compliance_uuid: all.compliance_uuid,
          before_version: all.before_version,
          after_version: all.after_version,
          data: all[group],
        };
      },
    });
  }
}
