/**
 * The provider's alert messages read (online only), their push to every connected customer and
 * the bilingual xlsx template, through contract/api/alert-endpoints.ts.
 */
import { alertList, alertSync, alertTemplateDownload } from '../../../contract/api/alert-endpoints';
import type { AlertItem } from '../../../contract/api/alerts';
import type { Page } from '../../../contract/envelope';
import { downloadEndpoint, saveBlob } from '../../lib/download';
import { readEndpoint } from '../../lib/endpoint-read';
import { translateServerText } from '../../lib/i18n';
import { useOnlineRead } from '../../lib/use-online-read';

export const fetchAlerts = (): Promise<Page<AlertItem>> =>
  readEndpoint(alertList, { query: { limit: 100 } });

export const useAlerts = (online: boolean, lang: string) =>
  useOnlineRead(`alerts:${lang}`, online, fetchAlerts);

/**
 * Pushes the current messages to every connected customer. It is a GET (the specification's), so
 * it is read, not sent through the kit; its message is the endpoint's, in the current language.
 */
export async function syncAlerts(): Promise<{ message: string; sent: number }> {
  const { sent } = await readEndpoint(alertSync, {});
  return { message: translateServerText(alertSync.message ?? 'success'), sent };
}

/** The bilingual xlsx, saved under the server's name for it. */
export async function downloadAlertTemplate(): Promise<void> {
  const { blob, fileName } = await downloadEndpoint(alertTemplateDownload, {});
  saveBlob(blob, fileName ?? 'alert-messages-template.xlsx');
}
