/** The company settings write through the kit (no local document: company configuration, read online). */
import { microsoftTenantSet } from '../../../contract/api/auth-endpoints';
import type { SettingsUpdateBody } from '../../../contract/api/settings';
import { settingsLogoUpload, settingsUpdate } from '../../../contract/api/settings-endpoints';
import { defineWrite, endpointCall, endpointFormCall } from '../../db/writes';

export const updateSettings = defineWrite<{ company_uuid: string; changes: SettingsUpdateBody }>({
  name: 'settings/update',
  target: () => null,
  effect: async () => {},
  call: ({ company_uuid, changes }) =>
    endpointCall(settingsUpdate, { params: { companyId: company_uuid }, body: changes }),
  label: 'settings:writeLabel.update',
});

/**
 * An image (PNG, JPEG, GIF, WebP; at most 1 MB) becomes the company's logo. A small
 * multipart form sent as one call (`endpointFormCall`: the endpoint declares a form).
 */
export const uploadLogo = defineWrite<{ company_uuid: string; file: File }>({
  name: 'settings/logo',
  target: () => null,
  effect: async () => {},
  call: ({ company_uuid, file }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return endpointFormCall(settingsLogoUpload, { params: { companyId: company_uuid } }, form);
  },
  label: 'settings:writeLabel.logo',
});

/** The caller's company registers its Microsoft Entra ID tenant (null removes it). */
export const setMicrosoftTenant = defineWrite<{ tenant_id: string | null }>({
  name: 'settings/microsoft-tenant',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(microsoftTenantSet, { body }),
  label: 'settings:writeLabel.microsoftTenant',
});
