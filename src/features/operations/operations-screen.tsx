/**
 * The provider's operations screen (/operations, module `operations`): two tabs, the background
 * jobs (Retry on a failed one) and the mail outbox (open a mail, Resend a failed or kept one).
 * Read online: offline each tab says so.
 */
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModuleGate } from '../../components/module-gate';
import { JobsPanel } from './jobs-panel';
import { MailPanel } from './mail-panel';

function Operations() {
  const { t } = useTranslation('operations');
  const { online } = useNetwork();
  const [tab, setTab] = useState<string | null>('jobs');
  return (
    <Stack gap="md" data-testid="operations">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('intro')}</Text>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="jobs">{t('tabs.jobs')}</Tabs.Tab>
          <Tabs.Tab value="mail">{t('tabs.mail')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="jobs" pt="md">
          <JobsPanel online={online} />
        </Tabs.Panel>
        <Tabs.Panel value="mail" pt="md">
          <MailPanel online={online} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export function OperationsScreen() {
  return (
    <ModuleGate module="operations">
      <Operations />
    </ModuleGate>
  );
}
