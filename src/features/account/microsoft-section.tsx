/**
 * Microsoft sign-in of the own account (only where the deployment offers it): whether a Microsoft
 * account is linked, linking one (MSAL's popup gives its ID token; the server links it only from
 * a session opened with the password, and only from the tenant the company registered) and
 * unlinking. Read and written online only: the ID token is short-lived, a queued link would fail.
 */
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerText } from '../../components/server-text';
import type { WriteResult } from '../../db/writes';
import { useOnlineRead } from '../../lib/use-online-read';
import { loadMicrosoftSignIn, useMicrosoftConfig, type MicrosoftEntra } from '../auth';
import { fetchMicrosoftAccount } from './account.api';
import { linkMicrosoft, unlinkMicrosoft } from './account.write';
import { WriteNotice } from './write-notice';

export function MicrosoftSection({ disabled }: { disabled: boolean }) {
  const entra = useMicrosoftConfig();
  if (!entra) return null;
  return <MicrosoftLink entra={entra} disabled={disabled} />;
}

function MicrosoftLink({ entra, disabled }: { entra: MicrosoftEntra; disabled: boolean }) {
  const { t } = useTranslation(['account', 'common']);
  const serverText = useServerText();
  const read = useOnlineRead('microsoft-account', !disabled, fetchMicrosoftAccount);
  const [pending, setPending] = useState<'link' | 'unlink' | null>(null);
  const [result, setResult] = useState<{ done: string; outcome: WriteResult } | null>(null);
  const [popupFailure, setPopupFailure] = useState<string | null>(null);

  const link = async () => {
    setResult(null);
    setPopupFailure(null);
    setPending('link');
    try {
      const popup = await (await loadMicrosoftSignIn()).microsoftIdToken(entra);
      if ('cancelled' in popup) return;
      if ('failure' in popup) {
        setPopupFailure(popup.failure);
        return;
      }
      const outcome = await linkMicrosoft.run({ id_token: popup.idToken });
      // The field's own message (tenant, verification) says more than the envelope's.
      const fieldMessage = outcome.state === 'refused' ? outcome.errors?.id_token?.[0] : undefined;
      setResult({
        done: t('microsoft.linked'),
        outcome:
          fieldMessage && outcome.state === 'refused'
            ? { ...outcome, message: fieldMessage }
            : outcome,
      });
      read.reload();
    } finally {
      setPending(null);
    }
  };

  const unlink = async () => {
    setResult(null);
    setPopupFailure(null);
    setPending('unlink');
    const outcome = await unlinkMicrosoft.run({});
    setPending(null);
    setResult({ done: t('microsoft.unlinked'), outcome });
    read.reload();
  };

  const account = read.state === 'ready' ? read.data : null;
  const linked = account?.linked ?? null;

  return (
    <Card
      withBorder
      component="section"
      aria-labelledby="account-microsoft"
      padding="md"
      data-testid="account-microsoft"
    >
      <Title order={2} size="h4" id="account-microsoft" mb={4}>
        {t('microsoft.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('microsoft.hint')}
      </Text>
      <Stack gap="sm">
        {read.state === 'loading' && <Loader size="sm" aria-label={t('common:loading')} />}
        {read.state === 'error' && (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              {serverText(read.message)}
              <Button size="xs" variant="light" onClick={read.reload}>
                {t('common:retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {account && !account.tenant_registered && !linked && (
          <Alert color="gray" role="status" py="xs">
            {t('microsoft.noTenant')}
          </Alert>
        )}
        {account && (
          <Text size="sm" role="status">
            {linked
              ? t('microsoft.linkedState', { id: linked.object_id })
              : t('microsoft.notLinked')}
          </Text>
        )}
        {popupFailure && (
          <Alert color="red" role="alert" py="xs">
            {serverText(popupFailure)}
          </Alert>
        )}
        {result && <WriteNotice result={result.outcome} done={result.done} />}
        {account && (
          <Group gap="sm">
            {!linked && (
              <Button
                onClick={() => void link()}
                loading={pending === 'link'}
                disabled={disabled || pending !== null || !account.tenant_registered}
              >
                {t('microsoft.link')}
              </Button>
            )}
            {linked && (
              <>
                <Button
                  variant="default"
                  onClick={() => void link()}
                  loading={pending === 'link'}
                  disabled={disabled || pending !== null || !account.tenant_registered}
                >
                  {t('microsoft.relink')}
                </Button>
                <Button
                  variant="light"
                  color="red"
                  onClick={() => void unlink()}
                  loading={pending === 'unlink'}
                  disabled={disabled || pending !== null}
                >
                  {t('microsoft.unlink')}
                </Button>
              </>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
