/**
 * The provider's customer-company calls, declared once (contract/endpoint.ts): the customer list,
 * progress, one customer, create, update, license, delete, its activity, the products, and the
 * CSV archives of customers and of a customer's initial users. server/modules/customers
 * implements them; src/features/customers reads and writes through them. The `customers` module
 * is a provider module: a customer user never holds it.
 */
import { endpoint } from '../endpoint';
import type { Access } from '../modules';
import { archiveAnswer, archiveForm } from './customer-archive';
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
} from './customers';
import {
  companyExample,
  companyListExample,
  companyProgressExample,
  customerActivityExample,
  productListExample,
} from './examples-customers';
import { noData } from './values';

export const CUSTOMERS_VIEW = { module: 'customers', action: 'view' } as const satisfies Access;
export const CUSTOMERS_CREATE = { module: 'customers', action: 'create' } as const satisfies Access;
export const CUSTOMERS_UPDATE = { module: 'customers', action: 'update' } as const satisfies Access;
export const CUSTOMERS_DELETE = { module: 'customers', action: 'delete' } as const satisfies Access;

// --- customers.routes.ts ---

export const customerList = endpoint({
  method: 'GET',
  path: '/users/company/list',
  access: CUSTOMERS_VIEW,
  summary: 'Customer companies',
  description:
    'Search on name, code and person in charge; `state` and `expiry` (expired, expiring within 30 days, current) filters. Carries `pageTotal` beside `total_page`. Deleted companies are not listed.',
  query: companyListQuery,
  response: companyListAnswer,
  example: companyListExample,
});

export const customerProgressList = endpoint({
  method: 'GET',
  path: '/users/company/update-company-progress',
  access: CUSTOMERS_VIEW,
  summary: 'Each customer’s compliance progress',
  description: 'Approved ÷ active compliances per customer company, in percent.',
  query: companyProgressQuery,
  response: companyProgressAnswer,
  example: companyProgressExample,
});

export const customerGet = endpoint({
  method: 'GET',
  path: '/users/company/:id',
  access: CUSTOMERS_VIEW,
  summary: 'One customer company',
  description: 'With its license use. The provider company is not a customer: not found.',
  params: companyIdParams,
  response: companyItem,
  example: companyExample,
});

export const customerCreate = endpoint({
  method: 'POST',
  path: '/users/company/create',
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
});

export const customerUpdate = endpoint({
  method: 'PUT',
  path: '/users/company/update/:company_uuid',
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
});

export const customerLicenseUpdate = endpoint({
  method: 'PUT',
  path: '/users/company/update-license/:company_uuid',
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
});

export const customerDelete = endpoint({
  method: 'DELETE',
  path: '/users/company/delete/:id',
  access: CUSTOMERS_DELETE,
  summary: 'Delete a customer company (soft)',
  description:
    'The company becomes inactive and its users are signed out; its data is kept until an explicit purge after the retention period.',
  params: companyIdParams,
  response: noData,
  message: 'company_deleted',
  example: null,
});

export const customerActivityList = endpoint({
  method: 'GET',
  path: '/users/customer-activities/:id',
  access: CUSTOMERS_VIEW,
  summary: 'A customer’s activity',
  description: 'Every logged change in that company, newest first.',
  params: companyIdParams,
  query: customerActivityQuery,
  response: customerActivityAnswer,
  example: customerActivityExample,
});

export const productList = endpoint({
  method: 'GET',
  path: '/products/list',
  access: CUSTOMERS_VIEW,
  summary: 'The products a subscription names',
  response: productListAnswer,
  example: productListExample,
});

// --- archive.routes.ts ---

const example = {
  rows: 1,
  created: 1,
  groups_created: 1,
  ids: ['0b9c2f4e-8f3a-4c7e-9d51-2a6b7c8d9e01'],
};
const FILE_RULES =
  'Multipart: the CSV in `csv-file` (UTF-8, comma or semicolon separated, at most 5 MB: 413 above; another encoding answers 400 on `csv-file`), ' +
  '`lang` for the report. Every cell in error is listed as `errors["<line>.<column>"]` in a 422 `archive_invalid`, and nothing is written; ' +
  'a cell starting with = + - @ is refused (formula injection).';

export const customerUserArchiveUpload = endpoint({
  method: 'POST',
  path: '/users/company/upload-archive/:id',
  access: CUSTOMERS_UPDATE,
  summary: 'Upload a customer’s initial users (CSV archive)',
  description: `Columns \`name\`, \`email\` (required), \`group\` (made when missing), \`role\` (one of the company’s), \`language\`, \`position\`. Each user is invited; the license’s seats bound the rows. ${FILE_RULES}`,
  params: companyIdParams,
  form: archiveForm,
  response: archiveAnswer,
  status: 201,
  message: 'archive_imported',
  example,
  errors: [404, 413, 422],
});

export const customerArchiveInsert = endpoint({
  method: 'POST',
  path: '/users/company/insert-archive',
  access: CUSTOMERS_CREATE,
  summary: 'Create customers from a CSV archive',
  description: `Columns \`name\`, \`pic_name\`, \`pic_email\`, \`license\`, \`subscription_start\`, \`expired_at\` (required), \`code\`, \`product\` (a product’s code), \`country\`, \`language\`. Each customer is created as by POST /users/company/create. ${FILE_RULES}`,
  form: archiveForm,
  response: archiveAnswer,
  status: 201,
  message: 'archive_imported',
  example: { ...example, groups_created: 0 },
  errors: [413, 422],
});
