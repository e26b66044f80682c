/**
 * POST /upload (spec section 7): the regframe spreadsheet import of the provider's editors
 * (contract/api/regframe-import.ts). The workbook goes through the upload pipeline (an .xlsx by
 * its content, REGFRAME_MAX_MB: 413 above), its package is checked before exceljs reads it
 * (xlsx-guard.ts), its first sheet is read streamed (regframe-file.ts), and the rows are checked
 * and written in one transaction (regframe-import.service.ts). The stored file is removed once
 * read: the obligations are the record.
 */
import type { FastifyInstance } from 'fastify';
import {
  REGFRAME_FIELD,
  REGFRAME_MAX_MB,
  REGFRAME_MAX_UNPACKED_MB,
  regframeImportAnswer,
  regframeImportForm,
} from '../../../contract/api/regframe-import';
import type { Deps } from '../../deps';
import { ArchiveErrors } from '../../lib/cell-errors';
import { AppError } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { receiveUpload } from '../../storage/upload';
import { readUploadedRegframe } from './regframe-file';
import { regframeExample } from './sheets';
import { workbookOf } from './xlsx';
import { importRegframe } from './regframe-import.service';
import { CraftedWorkbookError } from './xlsx-guard';

const IMPORTS_PREFIX = 'imports';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}

export async function regframeImportRoutes(app: FastifyInstance, deps: Deps) {
  // The reference's example file (and the fuzz test's upload): the template with one row.
  const example = await workbookOf(regframeExample(), 'en');
  const maxBytes = Math.min(deps.config.UPLOAD_MAX_MB, REGFRAME_MAX_MB) * 1024 * 1024;

  defineRoute(app, {
    method: 'POST',
    url: '/upload',
    access: { module: 'import', action: 'create' },
    summary:
      'Import a regframe spreadsheet: new draft obligations, or an export’s obligations changed',
    description:
      'Multipart: the workbook in `file` (.xlsx from GET /regframe/template or POST /export, at most 10 MB: 413 above), `lang` for the ' +
      'report, `import_valid` "true" to write the valid rows and skip the others. The first sheet is read; its header names the columns ' +
      'in English or Indonesian. Every cell in error is listed as `errors["<row>.<column>"]` in a 422 `archive_invalid` and nothing is ' +
      'written, unless `import_valid` is set (then the skipped rows are in `problems`). Formula cells, workbooks unpacking past ' +
      `${REGFRAME_MAX_UNPACKED_MB} MB and malformed packages are refused.`,
    form: regframeImportForm,
    file: { field: REGFRAME_FIELD, example: { name: 'regframe.xlsx', content: example } },
    response: regframeImportAnswer,
    status: 201,
    message: 'regframe_imported',
    example: {
      rows: 2,
      created: 1,
      updated: 1,
      unchanged: 0,
      topics_created: 1,
      skipped: 0,
      obligation_uuids: [
        '0b9c2f4e-8f3a-4c7e-9d51-2a6b7c8d9e01',
        '1c0d3a5f-9a4b-4d8f-8e62-3b7c8d9e0f12',
      ],
      problems: [],
    },
    errors: [413, 422],
    handler: async ({ req, reply, user }) => {
      const { file, fields } = await receiveUpload(req, {
        storage: deps.storage,
        prefix: IMPORTS_PREFIX,
        maxBytes,
        fields: regframeImportForm,
        field: REGFRAME_FIELD,
        accept: ['xlsx'],
        refusal: 'regframe_not_xlsx',
      });
      if (fields.lang && !(req.query as Record<string, unknown> | undefined)?.lang)
        req.lang = fields.lang;
      try {
        const got = await deps.storage.get(file.key);
        if (!got) throw new AppError('storage_unavailable', 'storage_unavailable');
        const bytes = await bytesOf(got.stream);
        const errs = new ArchiveErrors(REGFRAME_FIELD);
        let read;
        try {
          read = await readUploadedRegframe(bytes, errs);
        } catch (err) {
          if (err instanceof AppError) throw err;
          // A crafted package is the sender's doing; anything else exceljs threw is kept in the log
          // whole (a defect of ours would show there), and the editor is told the file is unreadable.
          if (err instanceof CraftedWorkbookError)
            req.log.info({ why: err.message }, 'regframe workbook refused');
          else req.log.warn({ err }, 'regframe workbook unreadable');
          errs.file(
            err instanceof CraftedWorkbookError ? 'regframe_crafted' : 'regframe_unreadable',
          );
          errs.throwIfAny();
          throw err;
        }
        if (errs.lines.has(0) || errs.lines.has(1)) errs.throwIfAny();
        return await deps.mutations.forRequest(req, reply, (m) =>
          importRegframe(m, user, read.lines, read.header, errs, {
            importValid: fields.import_valid === 'true',
            lang: req.lang,
          }),
        );
      } finally {
        await deps.storage.delete(file.key).catch(() => undefined);
      }
    },
  });
}
