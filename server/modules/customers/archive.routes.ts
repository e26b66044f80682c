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
  archiveForm,
  COMPANY_ARCHIVE_EXAMPLE,
  USER_ARCHIVE_EXAMPLE,
} from '../../../contract/api/customer-archive';
import {
  customerArchiveInsert,
  customerUserArchiveUpload,
} from '../../../contract/api/customer-endpoints';
import type { Deps } from '../../deps';
import { implement } from '../../lib/route';
import { receiveUpload } from '../../storage/upload';
import { importCompanies, importUsers } from './archive.service';

const ARCHIVE_PREFIX = 'archives';

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

  implement(app, customerUserArchiveUpload, {
    file: { field: ARCHIVE_FIELD, example: { name: 'users.csv', content: USER_ARCHIVE_EXAMPLE } },
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

  implement(app, customerArchiveInsert, {
    file: {
      field: ARCHIVE_FIELD,
      example: { name: 'customers.csv', content: COMPANY_ARCHIVE_EXAMPLE },
    },
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
