/**
 * The regulation editor's online reads: the regulation with its obligations and its neighbours by
 * relation (the central view), and the pickers' searches (regulations, obligations).
 */
import { obligationList } from '../../../contract/api/obligation-endpoints';
import {
  regulationCentral,
  regulationGet,
  regulationSearch,
} from '../../../contract/api/regulation-endpoints';
import type { AnswerOf } from '../../../contract/endpoint';
import { readEndpoint } from '../../lib/endpoint-read';
import { useOnlineRead } from '../../lib/use-online-read';

export interface EditedRegulation {
  detail: AnswerOf<typeof regulationGet>;
  central: AnswerOf<typeof regulationCentral>;
}

export async function fetchEditedRegulation(id: string): Promise<EditedRegulation> {
  const [detail, central] = await Promise.all([
    readEndpoint(regulationGet, { params: { id } }),
    readEndpoint(regulationCentral, { params: { id } }),
  ]);
  return { detail, central };
}

export const useEditedRegulation = (id: string | null, online: boolean) =>
  useOnlineRead(id ? `regulation-editor:${id}` : null, online, () => fetchEditedRegulation(id!));

export async function searchRegulations(q: string, exclude?: string) {
  const page = await readEndpoint(regulationSearch, {
    query: { q, limit: 20, ...(exclude ? { exclude } : {}) },
  });
  return page.data;
}

/** A regulation as the pickers show it: number/year · title. */
export const regulationLabel = (r: { number: string; year: number; title: string }) =>
  `${r.number}/${r.year} · ${r.title}`;

/** The regulation search as a picker's choices (the regulation editor's, an own obligation's related regulations). */
export async function regulationChoices(
  q: string,
  exclude?: string,
): Promise<{ id: string; label: string }[]> {
  return (await searchRegulations(q, exclude)).map((r) => ({
    id: r.regulation_guid,
    label: regulationLabel(r),
  }));
}

export async function searchObligations(search: string) {
  const page = await readEndpoint(obligationList, { query: { search, limit: 20 } });
  return page.data;
}
