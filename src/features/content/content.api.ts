/**
 * The static pages reads (online only: pages are the provider's, no collection syncs them):
 * GET /content/list (the list read from data.data) and GET /content/detail by slug.
 */
import type { ContentItem, ContentListAnswer } from '../../../contract/api/content';
import type { Envelope } from '../../../contract/envelope';
import { api } from '../../lib/api-client';
import { useOnlineRead } from '../../lib/use-online-read';

export async function fetchPages(query: {
  page?: number;
  limit?: number;
  search?: string;
}): Promise<ContentListAnswer> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
  );
  const { data } = await api.get<Envelope<ContentListAnswer>>('/content/list', { params });
  return data.data;
}

export async function fetchPage(slug: string): Promise<ContentItem> {
  const { data } = await api.get<Envelope<ContentItem>>('/content/detail', { params: { slug } });
  return data.data;
}

export const usePages = (
  query: { page?: number; limit?: number; search?: string },
  online: boolean,
  lang: string,
) => useOnlineRead(`pages:${lang}:${JSON.stringify(query)}`, online, () => fetchPages(query));
export const usePage = (slug: string, online: boolean, lang: string) =>
  useOnlineRead(`page:${lang}:${slug}`, online, () => fetchPage(slug));
