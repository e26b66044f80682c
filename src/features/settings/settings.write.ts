/** The company settings write through the kit (no local document: company configuration, read online). */
import { microsoftTenantSet } from '../../../contract/api/auth-endpoints';
import type { SettingsUpdateBody } from '../../../contract/api/settings';
import { settingsLogoUpload, settingsUpdate } from '../../../contract/api/settings-endpoints';
import { requestOf } from '../../../contract/endpoint';
import { defineWrite, endpointCall } from '../../db/writes';

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
 * multipart form sent as one call: the endpoint gives the path, the body is the form (the
 * endpoint declares a form, not a JSON body, so endpointCall does not take it).
 */
export const uploadLogo = defineWrite<{ company_uuid: string; file: File }>({
  name: 'settings/logo',
  target: () => null,
  effect: async () => {},
  call: ({ company_uuid, file }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const { path } = requestOf(settingsLogoUpload, { params: { companyId: company_uuid } });
    return { method: 'POST', path, body: form };
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
