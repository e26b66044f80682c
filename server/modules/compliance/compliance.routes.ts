import type { FastifyInstance } from 'fastify';
import {
  complianceBookmark,
  complianceBulkActivation,
  complianceBulkDelete,
  complianceDuplicate,
  complianceGet,
  complianceGetSlash,
  complianceList,
  complianceListDashboard,
  complianceListFilter,
  complianceListV2,
  complianceProcessUpdate,
  complianceRenewal,
  complianceStatusUpdate,
  complianceUpdate,
} from '../../../contract/api/compliance-endpoints';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { implement, isUuid } from '../../lib/route';
import { toggle } from '../bookmarks';
import { toPage } from '../../lib/page';
import { complianceDetailOf, dashboardOf, filterOptionsOf } from './compliance.reads';
import { presentListItem, todayUtc } from './compliance.presenter';
import { listCompliances } from './compliance-list.repository';
import { isVisibleCompliance } from './compliance.repository';
import {
  bulkActivation,
  bulkDelete,
  duplicate,
  processUpdate,
  renew,
  statusUpdate,
  updateDetails,
} from './compliance.service';

/**
 * The compliance area's routes (spec section 7): thin, each a policy-checked read or one
 * mutation transaction. Another company's compliance, or one the caller may not see, is 404.
 */
export async function complianceRoutes(app: FastifyInstance, deps: Deps) {
  for (const e of [complianceListV2, complianceList]) {
    implement(app, e, {
      handler: async ({ query, user, lang }) => {
        const { rows, total } = await listCompliances(deps.database, user, query, lang, todayUtc());
        return toPage(
          rows.map((r) => presentListItem(r, lang)),
          total,
          query.page,
          query.limit,
        );
      },
    });
  }

  implement(app, complianceListDashboard, {
    handler: async ({ user, lang }) => dashboardOf(deps.database, user, lang, new Date()),
  });

  implement(app, complianceListFilter, {
    handler: async ({ user, lang }) => filterOptionsOf(deps.database, user, lang),
  });

  for (const e of [complianceGetSlash, complianceGet]) {
    implement(app, e, {
      handler: async ({ params, user, lang }) => {
        const detail = isUuid(params.id)
          ? await complianceDetailOf(deps.database, user, params.id, lang, todayUtc())
          : null;
        if (!detail) throw errors.notFound();
        return detail;
      },
    });
  }

  implement(app, complianceBookmark, {
    handler: async ({ req, reply, body, user }) => {
      const id = body.compliance_uuid;
      // Checked before the transaction: PGlite's one connection is the transaction's meanwhile.
      if (!(await isVisibleCompliance(deps.database, user, id))) throw errors.notFound();
      return deps.mutations.forRequest(req, reply, (m) => toggle(m, user, 'compliance', id));
    },
  });

  implement(app, complianceUpdate, {
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => updateDetails(m, user, body)),
  });

  implement(app, complianceProcessUpdate, {
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => processUpdate(m, user, body)),
  });

  implement(app, complianceStatusUpdate, {
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => statusUpdate(m, user, body)),
  });

  implement(app, complianceRenewal, {
    handler: ({ req, reply, body, user, lang }) =>
      deps.mutations.forRequest(req, reply, (m) => renew(m, user, body, lang)),
  });

  implement(app, complianceDuplicate, {
    handler: ({ req, reply, body, user, lang }) =>
      deps.mutations.forRequest(req, reply, (m) => duplicate(m, user, body.compliance_uuid, lang)),
  });

  implement(app, complianceBulkActivation, {
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => bulkActivation(m, user, body)),
  });

  implement(app, complianceBulkDelete, {
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => bulkDelete(m, user, body)),
  });
}
