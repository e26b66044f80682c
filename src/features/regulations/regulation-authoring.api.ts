/**
 * The regulation editor's online reads: the regulation with its obligations and its neighbours by
 * relation (the central view), and the pickers' searches (regulations, obligations).
 */
import type { ObligationListItem } from '../../../contract/api/obligations';
import type { RegulationSearchItem } from '../../../contract/api/regulation-authoring';
import type { CentralView, RegulationDetail } from '../../../contract/api/regulations';
import type { Envelope, Page } from '../../../contract/envelope';
import { api } from '../../lib/api-client';
import { useOnlineRead } from '../../lib/use-online-read';

export interface EditedRegulation {
  detail: RegulationDetail;
  central: CentralView;
}

export async function fetchEditedRegulation(id: string): Promise<EditedRegulation> {
  const [detail, central] = await Promise.all([
    api.get<Envelope<RegulationDetail>>(`/regulations/${encodeURIComponent(id)}`),
    api.get<Envelope<CentralView>>(`/regulations/central/${encodeURIComponent(id)}`),
  ]);
  return { detail: detail.data.data, central: central.data.data };
}

export const useEditedRegulation = (id: string | null, online: boolean) =>
  useOnlineRead(id ? `regulation-editor:${id}` : null, online, () => fetchEditedRegulation(id!));

export async function searchRegulations(
  q: string,
  exclude?: string,
): Promise<RegulationSearchItem[]> {
  const { data } = await api.get<Envelope<Page<RegulationSearchItem>>>('/regulations/search', {
    params: { q, limit: 20, ...(exclude ? { exclude } : {}) },
  });
  return data.data.data;
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

export async function searchObligations(search: string): Promise<ObligationListItem[]> {
  const { data } = await api.get<Envelope<Page<ObligationListItem>>>('/obligation/list', {
    params: { search, limit: 20 },
  });
  return data.data.data;
}
