/**
 * The provider's alert message calls, declared once (contract/endpoint.ts): server/modules/alerts
 * implements them, src/features/alerts reads, writes and downloads through them.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { XLSX_TYPE } from './spreadsheet-endpoints';
import type { Access } from '../modules';
import {
  alertListAnswer,
  alertListQuery,
  alertSyncAnswer,
  alertUpdateAnswer,
  alertUpdateBody,
} from './alerts';

export const ALERTS_VIEW = { module: 'alerts', action: 'view' } as const satisfies Access;
export const ALERTS_UPDATE = { module: 'alerts', action: 'update' } as const satisfies Access;
/** The bulk-editing template's type (an xlsx workbook). */
export const ALERT_TEMPLATE_TYPE = XLSX_TYPE;

const example = {
  alert_uuid: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
  code: 'maintenance',
  title: 'Planned maintenance',
  body: 'The service is unavailable on Saturday from 22:00 to 23:00 WIB.',
  title_en: 'Planned maintenance',
  title_id: 'Pemeliharaan terjadwal',
  body_en: 'The service is unavailable on Saturday from 22:00 to 23:00 WIB.',
  body_id: 'Layanan tidak tersedia pada hari Sabtu pukul 22.00–23.00 WIB.',
  created_at: '2026-01-10T08:00:00.000Z',
  updated_at: '2026-01-10T08:00:00.000Z',
};

export const alertList = endpoint({
  method: 'GET',
  path: '/alert-message/list',
  access: ALERTS_VIEW,
  summary: 'The alert messages, by code, in the request language',
  query: alertListQuery,
  response: alertListAnswer,
  message: 'alerts_loaded',
  example: { data: [example], page: 1, limit: 20, total: 1, total_page: 1 },
});

export const alertUpdate = endpoint({
  method: 'PUT',
  path: '/alert-message/update',
  access: ALERTS_UPDATE,
  summary: 'Write alert messages, matched by code (a new code adds one)',
  body: alertUpdateBody,
  response: alertUpdateAnswer,
  message: 'alerts_saved',
  example: [example],
});

export const alertSync = endpoint({
  method: 'GET',
  path: '/alert-message/sync',
  access: ALERTS_UPDATE,
  summary: 'Push the current alert messages to every connected customer (socket `alert`)',
  response: alertSyncAnswer,
  message: 'alerts_synced',
  example: { sent: 1 },
});

export const alertTemplateDownload = endpoint({
  method: 'GET',
  path: '/alert-message/template',
  access: ALERTS_VIEW,
  summary:
    'The bilingual xlsx template for editing alert messages in bulk, filled with the current ones',
  produces: ALERT_TEMPLATE_TYPE,
  response: z.null(),
  example: null,
});
