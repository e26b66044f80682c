/** The provider's alert messages read (online only): GET /alert-message/list. */
import type { AlertItem } from '../../../contract/api/alerts';
import type { Envelope, Page } from '../../../contract/envelope';
import { api } from '../../lib/api-client';
import { useOnlineRead } from '../../lib/use-online-read';

export async function fetchAlerts(): Promise<Page<AlertItem>> {
  const { data } = await api.get<Envelope<Page<AlertItem>>>('/alert-message/list', {
    params: { limit: 100 },
  });
  return data.data;
}

export const useAlerts = (online: boolean, lang: string) =>
  useOnlineRead(`alerts:${lang}`, online, fetchAlerts);

/** GET /alert-message/sync: pushes the current messages to every connected customer. */
export async function syncAlerts(): Promise<{ message: string; sent: number }> {
  const { data } = await api.get<Envelope<{ sent: number }>>('/alert-message/sync');
  return { message: data.message, sent: data.data.sent };
}

/** GET /alert-message/template: the bilingual xlsx, saved through a temporary link. */
export async function downloadAlertTemplate(): Promise<void> {
  const { data } = await api.get<Blob>('/alert-message/template', { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'alert-messages-template.xlsx';
  a.click();
  URL.revokeObjectURL(url);
}
