/** The company settings write through the kit (no local document: company configuration, read online). */
import type { SettingsUpdateBody } from '../../../contract/api/settings';
import { defineWrite } from '../../db/writes';

export const updateSettings = defineWrite<{ company_uuid: string; changes: SettingsUpdateBody }>({
  name: 'settings/update',
  target: () => null,
  effect: async () => {},
  call: ({ company_uuid, changes }) => ({ method: 'PUT', path: `/settings/update/${encodeURIComponent(company_uuid)}`, body: changes }),
  label: 'settings:writeLabel.update',
});
