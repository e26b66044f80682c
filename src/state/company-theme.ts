/**
 * The signed-in user's company theme (primary colour, logo, priority labels, label overrides), filled from
 * GET /settings/detail/{companyId} by the settings area and read by the providers (the Mantine
 * theme), the header's logo and the priority badges. Empty (the product's own look) until then
 * and after sign-out. Kept in the browser's storage: a return visit or an offline start draws the
 * company's look from its first frame, instead of the product's look replaced (and every
 * component re-rendered) when the settings answer.
 */
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import type { CompanySettings } from '../../contract/api/settings';
import { THEME_COLORS } from '../../contract/enums';
import { storage } from '../lib/storage';

export interface CompanyTheme {
  primaryColor: CompanySettings['primaryColor'] | null;
  logo: string | null;
  priorityLabels: CompanySettings['priorityLabels'];
  labels: CompanySettings['labels'];
}

const EMPTY: CompanyTheme = { primaryColor: null, logo: null, priorityLabels: {}, labels: {} };

/** The stored theme when it has the theme's shape (written by an earlier version or by hand: checked). */
function storedTheme(): CompanyTheme {
  const t = storage.getCompanyTheme() as Partial<CompanyTheme> | null;
  const isRecord = (v: unknown): v is object =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  const ok =
    t !== null &&
    isRecord(t) &&
    (t.primaryColor === null || (THEME_COLORS as readonly unknown[]).includes(t.primaryColor)) &&
    (t.logo === null || typeof t.logo === 'string') &&
    isRecord(t.priorityLabels) &&
    isRecord(t.labels);
  return ok ? (t as CompanyTheme) : EMPTY;
}

export const companyTheme = proxy<CompanyTheme>({ ...storedTheme() });

export function applyCompanySettings(s: CompanySettings | null): void {
  const next: CompanyTheme = s
    ? {
        primaryColor: s.primaryColor,
        logo: s.logo,
        priorityLabels: s.priorityLabels,
        labels: s.labels,
      }
    : EMPTY;
  // The same settings again (every visit reads them): no change, so nothing re-renders.
  if (JSON.stringify(next) === JSON.stringify(companyTheme)) return;
  Object.assign(companyTheme, structuredClone(next));
  storage.setCompanyTheme(s ? next : null);
}

/** The company's own name for a priority in the interface language, or null for the standard one. */
export function usePriorityName(): (priority: string) => string | null {
  const { priorityLabels } = useSnapshot(companyTheme);
  const { i18n } = useTranslation();
  return (priority) => {
    const own = (priorityLabels as Record<string, { en: string; id: string } | undefined>)[
      priority
    ];
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
    const own = Object.hasOwn(labels, key)
      ? (labels as Record<string, { en: string; id: string }>)[key]
      : undefined;
    return own ? (i18n.language === 'id' ? own.id : own.en) : standard;
  };
}
