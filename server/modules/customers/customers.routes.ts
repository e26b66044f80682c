import type { FastifyInstance } from 'fastify';
import { poolRows } from '../../db/client';
import {
  companyBody,
  companyIdParams,
  companyItem,
  companyLicenseBody,
  companyListAnswer,
  companyListQuery,
  companyProgressAnswer,
  companyProgressQuery,
  companyUuidParams,
  customerActivityAnswer,
  customerActivityQuery,
  productListAnswer,
} from '../../../contract/api/customers';
import {
  companyExample,
  companyListExample,
  companyProgressExample,
  customerActivityExample,
  productListExample,
} from '../../../contract/api/examples-customers';
import { noData } from '../../../contract/api/values';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { toPage, wholePage } from '../../lib/page';
import {
  CUSTOMERS_CREATE,
  CUSTOMERS_DELETE,
  CUSTOMERS_UPDATE,
  CUSTOMERS_VIEW,
} from './customers.policy';
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

  defineRoute(app, {
    method: 'GET',
    url: '/users/company/list',
    access: CUSTOMERS_VIEW,
    summary: 'Customer companies',
    description:
      'Search on name, code and person in charge; `state` and `expiry` (expired, expiring within 30 days, current) filters. Carries `pageTotal` beside `total_page`. Deleted companies are not listed.',
    query: companyListQuery,
    response: companyListAnswer,
    example: companyListExample,
    handler: async ({ query }) => {
      const { rows, total } = await listCustomers(q, query);
      const page = toPage(rows, total, query.page, query.limit);
      return { ...page, pageTotal: page.total_page };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/users/company/update-company-progress',
    access: CUSTOMERS_VIEW,
    summary: 'Each customer’s compliance progress',
    description: 'Approved ÷ active compliances per customer company, in percent.',
    query: companyProgressQuery,
    response: companyProgressAnswer,
    example: companyProgressExample,
    handler: async ({ query }) => {
      const { rows, total } = await customerProgress(q, query.page, query.limit);
      return toPage(rows, total, query.page, query.limit);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/users/company/:id',
    access: CUSTOMERS_VIEW,
    summary: 'One customer company',
    description: 'With its license use. The provider company is not a customer: not found.',
    params: companyIdParams,
    response: companyItem,
    example: companyExample,
    handler: async ({ params }) => {
      const company = await findCustomer(q, params.id);
      if (!company) throw errors.notFound();
      return company;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/users/company/create',
    access: CUSTOMERS_CREATE,
    summary: 'Create a customer company',
    description:
      'Also writes its settings, a built-in Admin role with every customer module, a first group, and its first admin (the person in charge), who is mailed an invitation. Blank fields answer `Data cannot be empty`, a bad e-mail `Email Is Invalid`; a code or PIC e-mail in use answers 409.',
    body: companyBody,
    response: companyItem,
    status: 201,
    message: 'company_created',
    example: companyExample,
    errors: [409],
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => createCompany(m, deps, user, body)),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/users/company/update/:company_uuid',
    access: CUSTOMERS_UPDATE,
    summary: 'Update a customer company',
    description:
      'The whole form. A suspended or inactive company’s users are signed out and cannot sign in; the license cannot drop below the seats taken (409).',
    params: companyUuidParams,
    body: companyBody,
    response: companyItem,
    message: 'company_updated',
    example: companyExample,
    errors: [409],
    handler: async ({ req, reply, params, body }) =>
      deps.mutations.forRequest(req, reply, (m) =>
        updateCompany(m, deps, params.company_uuid, body),
      ),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/users/company/update-license/:company_uuid',
    access: CUSTOMERS_UPDATE,
    summary: 'Set a customer’s license (seats)',
    description:
      'An administrator action (every right on `customers`; else 403). Not below the seats taken (409).',
    params: companyUuidParams,
    body: companyLicenseBody,
    response: companyItem,
    message: 'company_license_updated',
    example: companyExample,
    errors: [403, 409],
    handler: async ({ req, reply, params, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) =>
        updateLicense(m, user, params.company_uuid, body.license),
      ),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/users/company/delete/:id',
    access: CUSTOMERS_DELETE,
    summary: 'Delete a customer company (soft)',
    description:
      'The company becomes inactive and its users are signed out; its data is kept until an explicit purge after the retention period.',
    params: companyIdParams,
    response: noData,
    message: 'company_deleted',
    example: null,
    handler: async ({ req, reply, params }) =>
      deps.mutations.forRequest(req, reply, (m) => deleteCompany(m, deps, params.id)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/users/customer-activities/:id',
    access: CUSTOMERS_VIEW,
    summary: 'A customer’s activity',
    description: 'Every logged change in that company, newest first.',
    params: companyIdParams,
    query: customerActivityQuery,
    response: customerActivityAnswer,
    example: customerActivityExample,
    handler: async ({ params, query }) => {
      if (!(await findCustomer(q, params.id))) throw errors.notFound();
      const { rows, total } = await customerActivities(q, params.id, query.page, query.limit);
      return toPage(rows, total, query.page, query.limit);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/products/list',
    access: CUSTOMERS_VIEW,
    summary: 'The products a subscription names',
    response: productListAnswer,
    example: productListExample,
    handler: async () => wholePage(await listProducts(q)),
  });

  archiveRoutes(app, deps);
}
