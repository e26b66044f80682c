/**
 * The user form in a modal, in three uses: create (POST /users/create: the user is mailed a link
 * to set a password), invite (POST /users/invite) and edit (PUT /users/update/{id}: the profile,
 * roles and group; the e-mail stays). Roles and groups are the options the access and groups
 * areas answer; when they cannot be loaded the form says so and still saves the rest. A refusal
 * stays in the form with the server's message (the server's field rules: roles and group of the
 * company, an e-mail address in use). No self-escalation (issue 23), as the server rules: a role
 * holding rights the signed-in user lacks is not offered (unless the user edited already holds
 * it), and on one's own account the roles and group stay as they are.
 */
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SETTABLE_USER_STATES,
  type SettableUserState,
  type UserItem,
} from '../../../contract/api/users';
import { LANGUAGES, type Language } from '../../../contract/enums';
import { privilegesOf, rightsBeyond } from '../../../contract/modules';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { LIMITS } from '../../../contract/limits';
import { groupPaths, useGroupOptions, useRoleOptions } from './users.api';
import { createUser, inviteUser, updateUser } from './user.write';
import { usePhone } from '../../components/use-phone';

export type UserFormMode =
  { kind: 'create' } | { kind: 'invite' } | { kind: 'edit'; user: UserItem };

export interface UserFormProps {
  mode: UserFormMode;
  onClose: () => void;
  /** After the server accepted the write. */
  onSaved: () => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function UserForm({ mode, onClose, onSaved }: UserFormProps) {
  const { t } = useTranslation('users');
  const { online } = useNetwork();
  const phone = usePhone();
  const editing = mode.kind === 'edit' ? mode.user : null;
  const [name, setName] = useState(editing?.name ?? '');
  const [email, setEmail] = useState(editing?.email ?? '');
  const [phoneNumber, setPhoneNumber] = useState(editing?.phone ?? '');
  const [position, setPosition] = useState(editing?.position ?? '');
  const [language, setLanguage] = useState<Language>(editing?.language === 'id' ? 'id' : 'en');
  const [roleUuids, setRoleUuids] = useState<string[]>(
    editing?.roles.map((r) => r.role_uuid) ?? [],
  );
  const [groupUuid, setGroupUuid] = useState<string | null>(editing?.group_uuid ?? null);
  const [state, setState] = useState<SettableUserState>('active');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const roles = useRoleOptions(online);
  const groups = useGroupOptions(online);
  const me = useSnapshot(session);
  const ownAccount = editing !== null && editing.user_uuid === me.profile?.user_uuid;
  const held = new Set(editing?.roles.map((r) => r.role_uuid) ?? []);
  const beyondMe = (r: { role_uuid: string; modules?: Parameters<typeof privilegesOf>[0] }) =>
    !held.has(r.role_uuid) &&
    rightsBeyond(me.privileges ?? {}, privilegesOf(r.modules ?? [])).length > 0;

  // A role or group the user holds stays choosable even when the options cannot be loaded.
  const roleData =
    roles.state === 'ready'
      ? roles.data.map((r) => ({ value: r.role_uuid, label: r.role_name, disabled: beyondMe(r) }))
      : (editing?.roles.map((r) => ({ value: r.role_uuid, label: r.role_name })) ?? []);
  const someBeyond = roleData.some((r) => 'disabled' in r && r.disabled);
  const groupData =
    groups.state === 'ready'
      ? groupPaths(groups.data)
      : editing?.group_uuid
        ? [{ value: editing.group_uuid, label: editing.group_name ?? editing.group_uuid }]
        : [];
  const optionsProblem =
    roles.state === 'error' ? roles.message : groups.state === 'error' ? groups.message : null;

  function check(): boolean {
    const errors: Record<string, string> = {};
    if (!name.trim()) errors.name = t('form.needName');
    if (!editing && !EMAIL.test(email.trim())) errors.email = t('form.needEmail');
    setFieldErrors(errors);
    return Object.keys(errors).length === 0;
  }

  async function save() {
    setProblem(null);
    if (!check()) return;
    setBusy(true);
    const fields = {
      name: name.trim(),
      phone: phoneNumber.trim() || null,
      position: position.trim() || null,
      role_uuids: roleUuids,
      group_uuid: groupUuid,
      language,
    };
    const result =
      mode.kind === 'edit'
        ? await updateUser.run({ user_uuid: mode.user.user_uuid, changes: fields })
        : mode.kind === 'invite'
          ? await inviteUser.run({ ...fields, email: email.trim() })
          : await createUser.run({ data: { ...fields, email: email.trim(), state } });
    setBusy(false);
    if (result.state === 'refused') {
      setProblem(t('form.failed', { message: result.message }));
      return;
    }
    onSaved();
  }

  const title =
    mode.kind === 'edit'
      ? t('form.editTitle', { name: mode.user.name })
      : mode.kind === 'invite'
        ? t('form.inviteTitle')
        : t('form.createTitle');
  return (
    <Modal opened onClose={onClose} title={title} size="lg" fullScreen={phone}>
      <Stack gap="sm">
        {mode.kind !== 'edit' && (
          <Text size="sm">
            {mode.kind === 'invite' ? t('form.inviteIntro') : t('form.createIntro')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('form.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={LIMITS.name}
            required
            error={fieldErrors.name}
          />
          {!editing && (
            <TextInput
              label={t('form.email')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              maxLength={LIMITS.email}
              required
              error={fieldErrors.email}
              autoComplete="off"
            />
          )}
          <TextInput
            label={t('form.phone')}
            type="tel"
            value={phoneNumber}
            onChange={(e) => setPhoneNumber(e.currentTarget.value)}
            maxLength={40}
            error={fieldErrors.phone}
          />
          <TextInput
            label={t('form.position')}
            value={position}
            onChange={(e) => setPosition(e.currentTarget.value)}
            maxLength={LIMITS.name}
            error={fieldErrors.position}
          />
          <Select
            label={t('form.language')}
            data={LANGUAGES.map((l) => ({ value: l, label: t(`form.languages.${l}`) }))}
            value={language}
            onChange={(v) => v && setLanguage(v as Language)}
            allowDeselect={false}
            error={fieldErrors.language}
          />
          {mode.kind === 'create' && (
            <Select
              label={t('form.state')}
              data={SETTABLE_USER_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
              value={state}
              onChange={(v) => v && setState(v as SettableUserState)}
              allowDeselect={false}
              error={fieldErrors.state}
            />
          )}
        </SimpleGrid>
        <MultiSelect
          label={t('form.roles')}
          placeholder={roleUuids.length ? undefined : t('form.rolesPlaceholder')}
          data={roleData}
          value={roleUuids}
          onChange={setRoleUuids}
          searchable
          clearable
          disabled={ownAccount}
          description={
            ownAccount ? t('form.ownAccess') : someBeyond ? t('form.rolesBeyond') : undefined
          }
          error={fieldErrors.role_uuids}
        />
        <Select
          label={t('form.group')}
          placeholder={t('form.groupPlaceholder')}
          data={groupData}
          value={groupUuid}
          onChange={setGroupUuid}
          searchable
          clearable
          disabled={ownAccount}
          error={fieldErrors.group_uuid}
        />
        {optionsProblem && (
          <Alert color="yellow" data-testid="user-options-error">
            {t('form.optionsFailed', { message: optionsProblem })}
          </Alert>
        )}
        {problem && (
          <Alert color="red" role="alert" data-testid="user-form-error">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={busy} disabled={!online}>
            {mode.kind === 'invite' ? t('form.send') : t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
