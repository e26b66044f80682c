/**
 * The static pages reads (online only: pages are the provider's, no collection syncs them): the
 * list and one page by slug.
 */
import { contentDetail, contentList } from '../../../contract/api/content-endpoints';
import type { AnswerOf, RequestInput } from '../../../contract/endpoint';
import { readEndpoint } from '../../lib/endpoint-read';
import { useOnlineRead } from '../../lib/use-online-read';

type PagesQuery = NonNullable<RequestInput<typeof contentList>['query']>;

export function fetchPages(query: PagesQuery): Promise<AnswerOf<typeof contentList>> {
  // An empty search is no search: leave it out of the address.
  const given = Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
  ) as PagesQuery;
  return readEndpoint(contentList, { query: given });
}

export const fetchPage = (slug: string): Promise<AnswerOf<typeof contentDetail>> =>
  readEndpoint(contentDetail, { query: { slug } });

export const usePages = (query: PagesQuery, online: boolean, lang: string) =>
  useOnlineRead(`pages:${lang}:${JSON.stringify(query)}`, online, () => fetchPages(query));
export const usePage = (slug: string, online: boolean, lang: string) =>
  useOnlineRead(`page:${lang}:${slug}`, online, () => fetchPage(slug));
