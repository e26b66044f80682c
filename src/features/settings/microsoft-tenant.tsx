/**
 * The company's Microsoft Entra ID tenant (only where the deployment offers Microsoft sign-in):
 * only identities of this tenant are linked to and sign into the company's users. Set by a user
 * with the settings module's update right, for the own company, online only.
 */
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { microsoftTenantGet } from '../../../contract/api/auth-endpoints';
import type { MicrosoftTenantAnswer } from '../../../contract/api/microsoft';
import { ENTRA_ID_PATTERN } from '../../../contract/api/microsoft';
import { useServerText } from '../../components/server-text';
import { readEndpoint } from '../../lib/endpoint-read';
import { useOnlineRead } from '../../lib/use-online-read';
import { useCan } from '../../state/permissions';
import { useMicrosoftConfig } from '../auth';
import { setMicrosoftTenant } from './settings.write';
import { GuidInput } from '../../components/guid-input';

const fetchTenant = (): Promise<MicrosoftTenantAnswer> => readEndpoint(microsoftTenantGet, {});

export function MicrosoftTenant({ online }: { online: boolean }) {
  const entra = useMicrosoftConfig();
  const { t } = useTranslation('settings');
  const read = useOnlineRead(entra ? 'settings-microsoft' : null, online, fetchTenant);
  if (!entra) return null;
  return (
    <Card
      withBorder
      component="section"
      aria-labelledby="settings-microsoft"
      data-testid="settings-microsoft"
    >
      <Title order={2} size="h4" id="settings-microsoft" mb={4}>
        {t('microsoft.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('microsoft.hint')}
      </Text>
      {read.state === 'error' && (
        <Alert color="red" role="alert" py="xs">
          {read.message}
        </Alert>
      )}
      {read.state === 'ready' && (
        <TenantForm
          key={read.data.tenant_id ?? ''}
          tenant={read.data.tenant_id}
          online={online}
          onSaved={read.reload}
        />
      )}
    </Card>
  );
}

function TenantForm({
  tenant,
  online,
  onSaved,
}: {
  tenant: string | null;
  online: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation('settings');
  const serverText = useServerText();
  const mayUpdate = useCan('settings', 'update');
  const [value, setValue] = useState(tenant ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const tenantId = value.trim() || null;
    if (tenantId !== null && !ENTRA_ID_PATTERN.test(tenantId))
      return setError(t('microsoft.invalid'));
    setError(null);
    setPending(true);
    const outcome = await setMicrosoftTenant.run({ tenant_id: tenantId });
    setPending(false);
    if (outcome.state === 'refused')
      return setError(serverText(outcome.errors?.tenant_id?.[0] ?? outcome.message));
    setSaved(true);
    onSaved();
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <Stack gap="xs">
        <GuidInput
          label={t('microsoft.tenantId')}
          description={t('microsoft.tenantIdHint')}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error}
          readOnly={!mayUpdate}
        />
        {saved && (
          <Alert color="teal" role="status" py="xs">
            {t('microsoft.saved')}
          </Alert>
        )}
        {mayUpdate && (
          <Group justify="flex-end">
            <Button type="submit" loading={pending} disabled={!online}>
              {t('microsoft.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
