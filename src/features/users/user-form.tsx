/**
 * The user form in a modal, in three uses: create (POST /users/create: the user is mailed a link
 * to set a password), invite (POST /users/invite) and edit (PUT /users/update/{id}: the profile,
 * roles and group; the e-mail stays). Roles and groups are the options the access and groups
 * areas answer; when they cannot be loaded the form says so and still saves the rest. A refusal
 * stays in the form with the server's message (the server's field rules: roles and group of the
 * company, an e-mail address in use). No self-escalation (issue 23), as the server rules: a role
 * holding rights the signed-in user lacks is not offered (unless the user edited already holds
 * it), and on one's own account the roles and group stay as they are. The fields' rules are the
 * mode's endpoint body schema (useEndpointForm): the form refuses what the server would, in the
 * server's words.
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
import { userCreate, userInvite, userUpdate } from '../../../contract/api/user-endpoints';
import { LANGUAGES, type Language } from '../../../contract/enums';
import { privilegesOf, rightsBeyond } from '../../../contract/modules';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { LIMITS } from '../../../contract/limits';
import { groupPaths, useGroupOptions, useRoleOptions } from './users.api';
import { createUser, inviteUser, updateUser } from './user.write';
import { usePhone } from '../../components/use-phone';
import { useEndpointForm } from '../../lib/endpoint-form';

export type UserFormMode =
  { kind: 'create' } | { kind: 'invite' } | { kind: 'edit'; user: UserItem };

export interface UserFormProps {
  mode: UserFormMode;
  onClose: () => void;
  /** After the server accepted the write. */
  onSaved: () => void;
}

interface UserFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
  position: string;
  language: Language;
  role_uuids: string[];
  group_uuid: string | null;
  state: SettableUserState;
}

/** The profile fields every mode sends, as the server takes them (blank text: none). */
function profileOf(v: UserFormValues) {
  return {
    name: v.name.trim(),
    phone: v.phone.trim() || null,
    position: v.position.trim() || null,
    role_uuids: v.role_uuids,
    group_uuid: v.group_uuid,
    language: v.language,
  };
}

/** The body of each mode's call: the form checks exactly what it then sends. */
function bodiesOf(v: UserFormValues) {
  const profile = profileOf(v);
  const email = v.email.trim();
  return {
    edit: profile,
    invite: { ...profile, email },
    create: { data: { ...profile, email, state: v.state } },
  };
}

const endpointOf = (mode: UserFormMode) =>
  mode.kind === 'edit' ? userUpdate : mode.kind === 'invite' ? userInvite : userCreate;

export function UserForm({ mode, onClose, onSaved }: UserFormProps) {
  const { t } = useTranslation('users');
  const { online } = useNetwork();
  const phone = usePhone();
  const editing = mode.kind === 'edit' ? mode.user : null;
  const form = useEndpointForm(endpointOf(mode), {
    initialValues: {
      name: editing?.name ?? '',
      email: editing?.email ?? '',
      phone: editing?.phone ?? '',
      position: editing?.position ?? '',
      language: editing?.language === 'id' ? 'id' : 'en',
      role_uuids: editing?.roles.map((r) => r.role_uuid) ?? [],
      group_uuid: editing?.group_uuid ?? null,
      state: 'active',
    } satisfies UserFormValues as UserFormValues,
    transformValues: (v: UserFormValues) => bodiesOf(v)[mode.kind],
    within: mode.kind === 'create' ? 'data' : undefined,
  });
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

  async function save() {
    setProblem(null);
    if (form.validate().hasErrors) return;
    setBusy(true);
    const body = bodiesOf(form.getValues());
    const result =
      mode.kind === 'edit'
        ? await updateUser.run({ user_uuid: mode.user.user_uuid, changes: body.edit })
        : mode.kind === 'invite'
          ? await inviteUser.run(body.invite)
          : await createUser.run(body.create);
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
            {...form.getInputProps('name')}
            maxLength={LIMITS.name}
            required
          />
          {!editing && (
            <TextInput
              label={t('form.email')}
              type="email"
              {...form.getInputProps('email')}
              maxLength={LIMITS.email}
              required
              autoComplete="off"
            />
          )}
          <TextInput
            label={t('form.phone')}
            type="tel"
            {...form.getInputProps('phone')}
            maxLength={40}
          />
          <TextInput
            label={t('form.position')}
            {...form.getInputProps('position')}
            maxLength={LIMITS.name}
          />
          <Select
            label={t('form.language')}
            data={LANGUAGES.map((l) => ({ value: l, label: t(`form.languages.${l}`) }))}
            {...form.getInputProps('language')}
            allowDeselect={false}
          />
          {mode.kind === 'create' && (
            <Select
              label={t('form.state')}
              data={SETTABLE_USER_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
              {...form.getInputProps('state')}
              allowDeselect={false}
            />
          )}
        </SimpleGrid>
        <MultiSelect
          label={t('form.roles')}
          placeholder={form.values.role_uuids.length ? undefined : t('form.rolesPlaceholder')}
          data={roleData}
          {...form.getInputProps('role_uuids')}
          searchable
          clearable
          disabled={ownAccount}
          description={
            ownAccount ? t('form.ownAccess') : someBeyond ? t('form.rolesBeyond') : undefined
          }
        />
        <Select
          label={t('form.group')}
          placeholder={t('form.groupPlaceholder')}
          data={groupData}
          {...form.getInputProps('group_uuid')}
          searchable
          clearable
          disabled={ownAccount}
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
