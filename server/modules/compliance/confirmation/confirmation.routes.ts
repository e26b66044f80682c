import type { FastifyInstance } from 'fastify';
import { DIFF_GROUPS, type DiffGroup } from '../../../../contract/api/checklists';
import {
  complianceConfirm,
  complianceDiffGroups,
  complianceDiffsGet,
} from '../../../../contract/api/confirmation-endpoints';
import type { Deps } from '../../../deps';
import { AppError } from '../../../lib/errors';
import { implement } from '../../../lib/route';
import { gateCompliance } from '../compliance-gate';
import { assertMay } from '../compliance.policy';
import { assertConfirmable, confirmUpdate } from './confirmation.service';
import { complianceDiffs } from './diffs';

/**
 * Confirmation of an updated obligation and the differences it confirms. Every call first asks
 * the compliance policy (404 when the caller may not see the compliance); confirming needs the
 * `confirm_update` action.
 */
export async function confirmationRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, complianceConfirm, {
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

  implement(app, complianceDiffsGet, {
    handler: async ({ params, user, lang }) =>
      complianceDiffs(deps.database, await gateCompliance(deps.database, user, params.id), lang),
  });

  for (const group of Object.keys(DIFF_GROUPS) as DiffGroup[]) {
    implement(app, complianceDiffGroups[group], {
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
