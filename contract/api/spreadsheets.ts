/**
 * Spreadsheet downloads (spec section 7: the regframe template and exports, the obligation and
 * regulation downloads). Every one answers an xlsx file with Content-Disposition; these are their
 * requests. File names in paths are checked by the server against its own list.
 */
import { z } from 'zod';
import { LIMITS } from '../limits';
import { uuidString } from './library';

/** POST /export: one sector's content in the regframe layout. */
export const sectorExportBody = z.object({
  sector_uuid: uuidString(),
  filename: z.string().trim().max(LIMITS.fileName).optional(),
});

/** POST /export/data-excel: the obligations the caller may read, optionally of one sector. */
export const dataExcelBody = z.object({
  sector_uuid: uuidString().optional(),
  search: z.string().trim().max(200).optional(),
  filename: z.string().trim().max(LIMITS.fileName).optional(),
});

/** GET /obligations/download-updates: obligations changed since a day (default: the last 90 days). */
export const downloadUpdatesQuery = z.object({
  since: z.iso.date().optional(),
  sector_uuid: uuidString().optional(),
});

/** POST /obligations/download-subscribed-companies and /obligations/download-regulations. */
export const obligationDownloadBody = z.object({ obligation_uuid: uuidString() });

/** POST /regulations/download-subscribed-companies and /regulations/download-obligations. */
export const regulationDownloadBody = z.object({ regulation_guid: uuidString() });

/** GET /documents/template/{file} and GET /documents/uploads/regframe-template/{file}. */
export const templateFileParams = z.object({ file: z.string().max(LIMITS.fileName) });

/** The templates GET /documents/template/{file} serves. */
export const TEMPLATE_FILES = ['regframe-template.xlsx', 'regulation-template.xlsx'] as const;
