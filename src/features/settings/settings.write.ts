/** The company settings write through the kit (no local document: company configuration, read online). */
import type { SettingsUpdateBody } from '../../../contract/api/settings';
import { defineWrite } from '../../db/writes';

export const updateSettings = defineWrite<{ company_uuid: string; changes: SettingsUpdateBody }>({
  name: 'settings/update',
  target: () => null,
  effect: async () => {},
  call: ({ company_uuid, changes }) => ({
    method: 'PUT',
    path: `/settings/update/${encodeURIComponent(company_uuid)}`,
    body: changes,
  }),
  label: 'settings:writeLabel.update',
});

/** POST /settings/logo/{companyId}: an image (PNG, JPEG, GIF, WebP; at most 1 MB) becomes the company's logo. */
export const uploadLogo = defineWrite<{ company_uuid: string; file: File }>({
  name: 'settings/logo',
  target: () => null,
  effect: async () => {},
  call: ({ company_uuid, file }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return {
      method: 'POST',
      path: `/settings/logo/${encodeURIComponent(company_uuid)}`,
      body: form,
    };
  },
  label: 'settings:writeLabel.logo',
});

/** PUT /settings/microsoft: the caller's company registers its Microsoft Entra ID tenant (null removes it). */
export const setMicrosoftTenant = defineWrite<{ tenant_id: string | null }>({
  name: 'settings/microsoft-tenant',
  target: () => null,
  effect: async () => {},
  call: (body) => ({ method: 'PUT', path: '/settings/microsoft', body }),
  label: 'settings:writeLabel.microsoftTenant',
});
