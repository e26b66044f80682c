/**
 * The signed-in user's company theme (primary colour, logo, priority labels), filled from
 * GET /settings/detail/{companyId} by the settings area and read by the providers (the Mantine
 * theme), the header's logo and the priority badges. Empty (the product's own look) until then
 * and after sign-out.
 */
import { proxy } from 'valtio';
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
