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
  regframeImportForm,
} from '../../../contract/api/regframe-import';
import { regframeImport } from '../../../contract/api/spreadsheet-endpoints';
import type { Deps } from '../../deps';
import { ArchiveErrors } from '../../lib/cell-errors';
import { AppError } from '../../lib/errors';
import { implement } from '../../lib/route';
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

  implement(app, regframeImport, {
    file: { field: REGFRAME_FIELD, example: { name: 'regframe.xlsx', content: example } },
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
