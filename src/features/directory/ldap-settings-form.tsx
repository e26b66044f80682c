/**
 * The LDAP settings form: connection, search and attribute mapping. The bind password is
 * write-only: the field starts empty, and left empty keeps the stored password (the server says
 * whether one is stored). Checks mirror the contract's (an address starting ldap:// or ldaps://,
 * filters in parentheses); the server's field errors show under their fields.
 */
import {
  Alert,
  Button,
  Fieldset,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LDAP_DEFAULTS,
  type LdapMapping,
  type LdapSettings,
  type LdapSettingsBody,
} from '../../../contract/api/directory';
import { saveLdapSettings } from './ldap-settings.write';

type Values = Omit<LdapSettingsBody, 'bind_password'> & { bind_password: string };
type Field =
  | 'url'
  | 'bind_dn'
  | 'bind_password'
  | 'base_dn'
  | 'user_filter'
  | 'group_filter'
  | `mapping.${keyof LdapMapping}`;

const initialValues = (s: LdapSettings | null): Values => ({
  url: s?.url ?? '',
  bind_dn: s?.bind_dn ?? '',
  bind_password: '',
  base_dn: s?.base_dn ?? '',
  user_filter: s?.user_filter ?? LDAP_DEFAULTS.user_filter,
  group_filter: s?.group_filter ?? LDAP_DEFAULTS.group_filter,
  mapping: { ...LDAP_DEFAULTS.mapping, ...s?.mapping },
  start_tls: s?.start_tls ?? false,
});

const MAPPING: [keyof LdapMapping, string][] = [
  ['email', 'form.email'],
  ['name', 'form.name'],
  ['phone', 'form.phone'],
  ['position', 'form.position'],
  ['group_name', 'form.groupName'],
  ['group_member', 'form.groupMember'],
];

export function LdapSettingsForm({
  settings,
  canEdit,
  onSaved,
}: {
  settings: LdapSettings | null;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation('directory');
  const [values, setValues] = useState<Values>(() => initialValues(settings));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<{ color: 'green' | 'yellow' | 'red'; text: string } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);

  const set = (field: Field, value: string) => {
    setValues((v) => {
      if (field.startsWith('mapping.'))
        return { ...v, mapping: { ...v.mapping, [field.slice(8)]: value } };
      return { ...v, [field]: value };
    });
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };
  const valueOf = (field: Field) =>
    field.startsWith('mapping.')
      ? values.mapping[field.slice(8) as keyof LdapMapping]
      : (values[field as keyof Values] as string);
  const input = (field: Field) => ({
    value: valueOf(field),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(field, e.currentTarget.value),
    error: errors[field],
    readOnly: !canEdit,
  });

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    const required: Field[] = [
      'url',
      'bind_dn',
      'base_dn',
      'user_filter',
      'group_filter',
      ...MAPPING.map(([k]) => `mapping.${k}` as Field),
    ];
    for (const f of required) if (!valueOf(f).trim()) found[f] = t('form.required');
    if (!settings?.has_bind_password && !values.bind_password)
      found.bind_password = t('form.required');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = check();
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    setNotice(null);
    const body: LdapSettingsBody = { ...values, bind_password: values.bind_password || undefined };
    const result = await saveLdapSettings.run(body);
    setBusy(false);
    if (result.state === 'refused')
      return setNotice({ color: 'red', text: t('form.failed', { message: result.message }) });
    setValues((v) => ({ ...v, bind_password: '' }));
    setNotice(
      result.state === 'queued'
        ? { color: 'yellow', text: t('form.queued') }
        : { color: 'green', text: t('form.saved') },
    );
    onSaved();
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('title')}>
      <Stack gap="md">
        <Fieldset legend={t('form.connection')}>
          <Stack gap="sm">
            <TextInput
              label={t('form.url')}
              description={t('form.urlHint')}
              placeholder="ldaps://ldap.example.com"
              required
              {...input('url')}
            />
            <Switch
              label={t('form.startTls')}
              checked={values.start_tls}
              disabled={!canEdit}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setValues((v) => ({ ...v, start_tls: checked }));
              }}
            />
            <TextInput
              label={t('form.bindDn')}
              placeholder="cn=regcomply,ou=services,dc=example,dc=com"
              required
              {...input('bind_dn')}
            />
            <PasswordInput
              label={t('form.bindPassword')}
              description={
                settings?.has_bind_password ? t('form.bindPasswordKept') : t('form.bindPasswordNew')
              }
              autoComplete="new-password"
              required={!settings?.has_bind_password}
              visibilityToggleButtonProps={{ 'aria-label': t('form.showPassword') }}
              {...input('bind_password')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('form.search')}>
          <Stack gap="sm">
            <TextInput
              label={t('form.baseDn')}
              placeholder="dc=example,dc=com"
              required
              {...input('base_dn')}
            />
            <TextInput label={t('form.userFilter')} required {...input('user_filter')} />
            <TextInput label={t('form.groupFilter')} required {...input('group_filter')} />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('form.mapping')}>
          <Text size="sm" c="dimmed" mb="xs">
            {t('form.mappingHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {MAPPING.map(([key, label]) => (
              <TextInput
                key={key}
                label={t(label as 'form.email')}
                required
                {...input(`mapping.${key}`)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        {notice && (
          <Alert
            color={notice.color}
            role={notice.color === 'red' ? 'alert' : 'status'}
            data-testid="ldap-save-notice"
          >
            {notice.text}
          </Alert>
        )}
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={busy} data-testid="ldap-save">
              {t('form.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
