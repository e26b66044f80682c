/**
 * Saving the company's LDAP settings through the kit. No collection holds them (company
 * configuration, read online), so the write has no local document: the kit sends the call with
 * its Idempotency-Key and answers done or refused; the screen reads the settings again after it.
 */
import type { LdapSettingsBody } from '../../../contract/api/directory';
import { ldapSettingsSave } from '../../../contract/api/directory-endpoints';
import { defineWrite, endpointCall } from '../../db/writes';

export const saveLdapSettings = defineWrite<LdapSettingsBody>({
  name: 'directory/save-settings',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(ldapSettingsSave, { body }),
  label: 'directory:writeLabel.save',
});
