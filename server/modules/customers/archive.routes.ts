/**
 * Customer archives (contract/api/customer-archive.ts): POST /users/company/upload-archive/{id}
 * (a customer's initial users) and POST /users/company/insert-archive (new customers), each a
 * CSV in the form field `csv-file` beside `lang`. The file goes through the upload pipeline
 * (streamed, UTF-8 text checked, ARCHIVE_MAX_MB: 413 above), is read back streamed and checked
 * row by row, and is written all at once or not at all (422 listing every cell in error). The
 * stored file is removed once read: the archive's rows are the record, not the file.
 */
import type { FastifyInstance } from 'fastify';
import {
  ARCHIVE_FIELD,
  ARCHIVE_MAX_MB,
  archiveAnswer,
  archiveForm,
  COMPANY_ARCHIVE_EXAMPLE,
  USER_ARCHIVE_EXAMPLE,
} from '../../../contract/api/customer-archive';
import { companyIdParams } from '../../../contract/api/customers';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import { receiveUpload } from '../../storage/upload';
import { importCompanies, importUsers } from './archive.service';
import { CUSTOMERS_CREATE, CUSTOMERS_UPDATE } from './customers.policy';

const ARCHIVE_PREFIX = 'archives';
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

export function archiveRoutes(app: FastifyInstance, deps: Deps) {
  const maxBytes = Math.min(deps.config.UPLOAD_MAX_MB, ARCHIVE_MAX_MB) * 1024 * 1024;
  const receive = async (req: Parameters<typeof receiveUpload>[0]) => {
    const { file, fields } = await receiveUpload(req, {
      storage: deps.storage,
      prefix: ARCHIVE_PREFIX,
      maxBytes,
      fields: archiveForm,
      field: ARCHIVE_FIELD,
      accept: ['csv', 'txt'],
      refusal: 'archive_not_csv',
    });
    // The form's `lang` (spec) is the report's language when the query names none (every
    // client request carries the query's, which wins).
    if (fields.lang && !(req.query as Record<string, unknown> | undefined)?.lang)
      req.lang = fields.lang;
    return file;
  };

  defineRoute(app, {
    method: 'POST',
    url: '/users/company/upload-archive/:id',
    access: CUSTOMERS_UPDATE,
    summary: 'Upload a customer’s initial users (CSV archive)',
    description: `Columns \`name\`, \`email\` (required), \`group\` (made when missing), \`role\` (one of the company’s), \`language\`, \`position\`. Each user is invited; the license’s seats bound the rows. ${FILE_RULES}`,
    params: companyIdParams,
    form: archiveForm,
    file: { field: ARCHIVE_FIELD, example: { name: 'users.csv', content: USER_ARCHIVE_EXAMPLE } },
    response: archiveAnswer,
    status: 201,
    message: 'archive_imported',
    example,
    errors: [404, 413, 422],
    handler: async ({ req, reply, params, user }) => {
      const file = await receive(req);
      try {
        return await deps.mutations.forRequest(req, reply, (m) =>
          importUsers(m, deps, user, params.id, file.key),
        );
      } finally {
        await deps.storage.delete(file.key).catch(() => undefined);
      }
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/users/company/insert-archive',
    access: CUSTOMERS_CREATE,
    summary: 'Create customers from a CSV archive',
    description: `Columns \`name\`, \`pic_name\`, \`pic_email\`, \`license\`, \`subscription_start\`, \`expired_at\` (required), \`code\`, \`product\` (a product’s code), \`country\`, \`language\`. Each customer is created as by POST /users/company/create. ${FILE_RULES}`,
    form: archiveForm,
    file: {
      field: ARCHIVE_FIELD,
      example: { name: 'customers.csv', content: COMPANY_ARCHIVE_EXAMPLE },
    },
    response: archiveAnswer,
    status: 201,
    message: 'archive_imported',
    example: { ...example, groups_created: 0 },
    errors: [413, 422],
    handler: async ({ req, reply, user }) => {
      const file = await receive(req);
      try {
        return await deps.mutations.forRequest(req, reply, (m) =>
          importCompanies(m, deps, user, file.key),
        );
      } finally {
        await deps.storage.delete(file.key).catch(() => undefined);
      }
    },
  });
}
