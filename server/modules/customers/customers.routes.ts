import type { FastifyInstance } from 'fastify';
import { poolRows } from '../../db/client';
import {
  customerActivityList,
  customerCreate,
  customerDelete,
  customerGet,
  customerLicenseUpdate,
  customerList,
  customerProgressList,
  customerUpdate,
  productList,
} from '../../../contract/api/customer-endpoints';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { implement } from '../../lib/route';
import { toPage, wholePage } from '../../lib/page';
import {
  customerActivities,
  customerProgress,
  findCustomer,
  listCustomers,
  listProducts,
} from './customers.repository';
import { createCompany, deleteCompany, updateCompany, updateLicense } from './customers.service';
import { archiveRoutes } from './archive.routes';

/** Customer companies, for the provider (module `customers`; every customer user gets 403). */
export async function customerRoutes(app: FastifyInstance, deps: Deps) {
  const q = poolRows(deps.database);

  implement(app, customerList, {
    handler: async ({ query }) => {
      const { rows, total } = await listCustomers(q, query);
      const page = toPage(rows, total, query.page, query.limit);
      return { ...page, pageTotal: page.total_page };
    },
  });

  implement(app, customerProgressList, {
    handler: async ({ query }) => {
      const { rows, total } = await customerProgress(q, query.page, query.limit);
      return toPage(rows, total, query.page, query.limit);
    },
  });

  implement(app, customerGet, {
    handler: async ({ params }) => {
      const company = await findCustomer(q, params.id);
      if (!company) throw errors.notFound();
      return company;
    },
  });

  implement(app, customerCreate, {
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => createCompany(m, deps, user, body)),
  });

  implement(app, customerUpdate, {
    handler: async ({ req, reply, params, body }) =>
      deps.mutations.forRequest(req, reply, (m) =>
        updateCompany(m, deps, params.company_uuid, body),
      ),
  });

  implement(app, customerLicenseUpdate, {
    handler: async ({ req, reply, params, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) =>
        updateLicense(m, user, params.company_uuid, body.license),
      ),
  });

  implement(app, customerDelete, {
    handler: async ({ req, reply, params }) =>
      deps.mutations.forRequest(req, reply, (m) => deleteCompany(m, deps, params.id)),
  });

  implement(app, customerActivityList, {
    handler: async ({ params, query }) => {
      if (!(await findCustomer(q, params.id))) throw errors.notFound();
      const { rows, total } = await customerActivities(q, params.id, query.page, query.limit);
      return toPage(rows, total, query.page, query.limit);
    },
  });

  implement(app, productList, {
    handler: async () => wholePage(await listProducts(q)),
  });

  archiveRoutes(app, deps);
}
