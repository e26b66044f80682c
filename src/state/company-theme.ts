/**
 * The signed-in user's company theme (primary colour, logo, priority labels, label overrides), filled from
 * GET /settings/detail/{companyId} by the settings area and read by the providers (the Mantine
 * theme), the header's logo and the priority badges. Empty (the product's own look) until then
 * and after sign-out.
 */
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import type { CompanySettings } from '../../contract/api/settings';

export interface CompanyTheme {
  primaryColor: CompanySettings['primaryColor'] | null;
  logo: string | null;
  priorityLabels: CompanySettings['priorityLabels'];
  labels: CompanySettings['labels'];
}

export const companyTheme = proxy<CompanyTheme>({ primaryColor: null, logo: null, priorityLabels: {}, labels: {} });

export function applyCompanySettings(s: CompanySettings | null): void {
  companyTheme.primaryColor = s?.primaryColor ?? null;
  companyTheme.logo = s?.logo ?? null;
  companyTheme.priorityLabels = s?.priorityLabels ?? {};
  companyTheme.labels = s?.labels ?? {};
}

/** The company's own name for a priority in the interface language, or null for the standard one. */
export function usePriorityName(): (priority: string) => string | null {
  const { priorityLabels } = useSnapshot(companyTheme);
  const { i18n } = useTranslation();
  return (priority) => {
    const own = (priorityLabels as Record<string, { en: string; id: string } | undefined>)[priority];
    return own ? (i18n.language === 'id' ? own.id : own.en) : null;
  };
}

/**
 * The company's own word for an interface label (settings `labels`, keyed by module code, e.g.
 * `compliance` → "Duties" / "Kewajiban") in the interface language, or the standard text given.
 */
export function useLabelOverride(): (key: string, standard: string) => string {
  const { labels } = useSnapshot(companyTheme);
  const { i18n } = useTranslation();
  return (key, standard) => {
    const own = Object.hasOwn(labels, key) ? (labels as Record<string, { en: string; id: string }>)[key] : undefined;
    return own ? (i18n.language === 'id' ? own.id : own.en) : standard;
  };
}
