/**
 * The LDAP directory screen (/directory): the company's connection settings, and "Sync now" with
 * the counts of the last run. Readers of the users module see the settings; those who may update
 * users edit them and run a sync. Company configuration is read online: offline the screen says so.
 */
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { OnlineReadStatus } from '../../components/online-read-status';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LdapSyncResult } from '../../../contract/api/directory';
import { ModuleGate } from '../../components/module-gate';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../state/permissions';
import { runLdapSync, useLdapSettings } from './directory.api';
import { LdapSettingsForm } from './ldap-settings-form';
import { dateTimeFormat } from '../../lib/date-format';

const COUNTS: (keyof LdapSyncResult)[] = [
  'created',
  'updated',
  'suspended',
  'unchanged',
  'groups_created',
  'groups_updated',
  'skipped',
];

function SyncCounts({ result }: { result: LdapSyncResult }) {
  const { t } = useTranslation('directory');
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      component="dl"
      data-testid="ldap-sync-counts"
      m={0}
    >
      {COUNTS.map((key) => (
        <div key={key} data-count={key}>
          <Text component="dt" size="xs" c="dimmed">
            {t(`sync.counts.${key}`)}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg">
            {result[key]}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

const formatWhen = (iso: string) =>
  dateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

function SyncPanel({
  configured,
  lastSyncAt,
  lastResult,
  canSync,
  online,
  onSynced,
}: {
  configured: boolean;
  lastSyncAt: string | null;
  lastResult: LdapSyncResult | null;
  canSync: boolean;
  online: boolean;
  onSynced: () => void;
}) {
  const { t } = useTranslation('directory');
  const [running, setRunning] = useState(false);
  const [notice, setNotice] = useState<{ color: 'green' | 'red' | 'yellow'; text: string } | null>(
    null,
  );

  async function sync() {
    setRunning(true);
    setNotice(null);
    const outcome = await runLdapSync();
    setRunning(false);
    if (outcome.state === 'done') {
      setNotice({ color: 'green', text: t('sync.done') });
      onSynced();
    } else
      setNotice(
        outcome.offline
          ? { color: 'yellow', text: t('sync.offline') }
          : { color: 'red', text: t('sync.failed', { message: outcome.message }) },
      );
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="ldap-sync-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="ldap-sync-title">
            {t('sync.title')}
          </Title>
          {canSync && (
            <Button
              onClick={() => void sync()}
              loading={running}
              disabled={!configured || !online}
              data-testid="ldap-sync"
            >
              {t('sync.run')}
            </Button>
          )}
        </Group>
        {!configured && <Text size="sm">{t('sync.needsSettings')}</Text>}
        {running && (
          <Text size="sm" aria-live="polite">
            {t('sync.running')}
          </Text>
        )}
        {notice && (
          <Alert
            color={notice.color}
            role={notice.color === 'red' ? 'alert' : 'status'}
            data-testid="ldap-sync-notice"
          >
            {notice.text}
          </Alert>
        )}
        <Text size="sm" c="dimmed" data-testid="ldap-last-sync">
          {lastSyncAt ? t('sync.lastRun', { when: formatWhen(lastSyncAt) }) : t('sync.never')}
        </Text>
        {lastResult && (
          <>
            <Text size="sm" fw={600}>
              {t('sync.resultTitle')}
            </Text>
            <SyncCounts result={lastResult} />
            {lastResult.skipped > 0 && (
              <Text size="xs" c="dimmed">
                {t('sync.skippedHint')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

function Directory() {
  const { t } = useTranslation('directory');
  const { online } = useNetwork();
  const canEdit = useCan('users', 'update');
  const settings = useLdapSettings(online);

  return (
    <Stack gap="md" data-testid="directory">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('intro')}</Text>
      <OnlineReadStatus
        read={settings}
        testId="directory"
        texts={{
          loading: t('title'),
          offline: t('onlineOnly'),
          failed: (message) => t('loadFailed', { message }),
          retry: t('retry'),
        }}
      />
      {settings.state === 'ready' && (
        <>
          {settings.data === null && (
            <Alert color="blue" data-testid="directory-empty">
              {t('notConfigured')}
            </Alert>
          )}
          {!canEdit && <Text size="sm">{t('readOnly')}</Text>}
          <SyncPanel
            configured={settings.data !== null}
            lastSyncAt={settings.data?.last_sync_at ?? null}
            lastResult={settings.data?.last_result ?? null}
            canSync={canEdit}
            online={online}
            onSynced={settings.reload}
          />
          <LdapSettingsForm
            settings={settings.data}
            canEdit={canEdit && online}
            onSaved={settings.reload}
          />
        </>
      )}
    </Stack>
  );
}

export function DirectoryScreen() {
  return (
    <ModuleGate module="users">
      <Directory />
    </ModuleGate>
  );
}
