/**
 * The company settings read: the settings screen's data, and
 * the theme loader that applies the signed-in company's colour, logo and labels to the app once
 * a profile names the company (again whenever the company changes; cleared at sign-out).
 */
import { useEffect } from 'react';
import type { SettingsAnswer } from '../../../contract/api/settings';
import { settingsGet } from '../../../contract/api/settings-endpoints';
import { readEndpoint } from '../../lib/endpoint-read';
import { useOnlineRead } from '../../lib/use-online-read';
import { applyCompanySettings } from '../../state/company-theme';

export const fetchSettings = (companyId: string): Promise<SettingsAnswer> =>
  readEndpoint(settingsGet, { params: { companyId } });

export const useSettings = (companyId: string, online: boolean) =>
  useOnlineRead(`settings:${companyId}`, online, () => fetchSettings(companyId));

/** Loads and applies the company's theme; a failed read keeps the product's own look. */
export function useCompanyThemeLoader(companyId: string | null | undefined): void {
  useEffect(() => {
    if (!companyId) {
      applyCompanySettings(null);
      return;
    }
    let live = true;
    fetchSettings(companyId)
      .then((s) => live && applyCompanySettings(s.settings))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [companyId]);
}
