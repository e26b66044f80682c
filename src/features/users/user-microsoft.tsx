/**
 * A user's Microsoft sign-in on the user detail (only where the deployment offers it): the
 * Microsoft object id mapped to the user in the company's registered tenant; an admin with the
 * users module's update right sets or removes it, online only.
 */
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTRA_ID_PATTERN, type MicrosoftMappingAnswer } from '../../../contract/api/microsoft';
import { useServerText } from '../../components/server-text';
import { useOnlineRead } from '../../lib/use-online-read';
import { useCan } from '../../state/permissions';
import { useMicrosoftConfig } from '../auth';
import { setUserMicrosoft } from './user.write';
import { fetchUserMicrosoft } from './users.api';
import { GuidInput } from '../../components/guid-input';

export function UserMicrosoft({ userUuid, online }: { userUuid: string; online: boolean }) {
  const entra = useMicrosoftConfig();
  if (!entra) return null;
  return <Mapping userUuid={userUuid} online={online} />;
}

function Mapping({ userUuid, online }: { userUuid: string; online: boolean }) {
  const { t } = useTranslation('users');
  const read = useOnlineRead(`user-microsoft-${userUuid}`, online, () =>
    fetchUserMicrosoft(userUuid),
  );
  return (
    <Card
      withBorder
      component="section"
      aria-labelledby="user-microsoft"
      data-testid="user-microsoft"
    >
      <Title order={2} size="h4" id="user-microsoft" mb="sm">
        {t('microsoft.title')}
      </Title>
      {read.state === 'offline' && <Text size="sm">{t('list.onlineOnly')}</Text>}
      {read.state === 'error' && (
        <Alert color="red" role="alert" py="xs">
          {read.message}
        </Alert>
      )}
      {read.state === 'ready' && (
        <MappingForm key={read.data.object_id ?? ''} mapping={read.data} onSaved={read.reload} />
      )}
    </Card>
  );
}

function MappingForm({
  mapping,
  onSaved,
}: {
  mapping: MicrosoftMappingAnswer;
  onSaved: () => void;
}) {
  const { t } = useTranslation('users');
  const serverText = useServerText();
  const mayUpdate = useCan('users', 'update');
  const [value, setValue] = useState(mapping.object_id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const save = async (objectId: string | null) => {
    setNotice(null);
    if (objectId !== null && !ENTRA_ID_PATTERN.test(objectId)) {
      setError(t('microsoft.invalid'));
      return;
    }
    setError(null);
    setPending(true);
    const outcome = await setUserMicrosoft.run({
      user_uuid: mapping.user_uuid,
      object_id: objectId,
    });
    setPending(false);
    if (outcome.state === 'refused') {
      setError(serverText(outcome.errors?.object_id?.[0] ?? outcome.message));
      return;
    }
    setNotice(t('microsoft.saved'));
    onSaved();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(value.trim() || null);
  };

  if (!mapping.tenant_id) {
    return <Text size="sm">{t('microsoft.noTenant')}</Text>;
  }
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('microsoft.tenant', { tenant: mapping.tenant_id })}
        </Text>
        <GuidInput
          label={t('microsoft.objectId')}
          description={t('microsoft.objectIdHint')}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error}
          readOnly={!mayUpdate}
        />
        {notice && (
          <Alert color="teal" role="status" py="xs">
            {notice}
          </Alert>
        )}
        {mayUpdate && (
          <Group gap="sm">
            <Button type="submit" loading={pending}>
              {t('microsoft.save')}
            </Button>
            {mapping.object_id && (
              <Button
                variant="light"
                color="red"
                onClick={() => void save(null)}
                disabled={pending}
              >
                {t('microsoft.remove')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
