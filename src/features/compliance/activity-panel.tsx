/**
 * A compliance's history from the server (`activityLogList`, newest first, ten at a time with
 * "load more"). The log is not synced: offline the panel says it is available when online.
 */
import { Alert, Button, Card, Group, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityLogItem } from '../../../contract/api/activity';
import type { Page } from '../../../contract/envelope';
import { ApiError } from '../../lib/api-client';
import { currentLanguage, translateServerText } from '../../lib/i18n';
import { fetchComplianceActivity } from './activity.api';
import { actionLabel, describeChange } from './activity-describe';

type State =
  | { state: 'loading' }
  | { state: 'ready'; items: ActivityLogItem[]; total: number; more: boolean }
  | { state: 'offline' }
  | { state: 'error'; message: string };

export function ActivityPanel({ complianceUuid }: { complianceUuid: string }) {
  const { t, i18n } = useTranslation('compliance');
  const { online } = useNetwork();
  // Keyed by the compliance, so another compliance's history never shows while this one loads.
  const [keyed, setKeyed] = useState<{ key: string; value: State } | null>(null);
  const result: State = keyed?.key === complianceUuid ? keyed.value : { state: 'loading' };
  const [loadingMore, setLoadingMore] = useState(false);

  const settle = (uuid: string, before: ActivityLogItem[], page: Promise<Page<ActivityLogItem>>) =>
    page.then(
      (p) => {
        // A read answered by the offline worker (202 queued) carries no page: no server reached.
        if (!p || !Array.isArray(p.data))
          return setKeyed({ key: uuid, value: { state: 'offline' } });
        const items = [...before, ...p.data];
        setKeyed({
          key: uuid,
          value: {
            state: 'ready',
            items,
            total: p.total,
            more: items.length < p.total && p.data.length > 0,
          },
        });
      },
      (error: unknown) => {
        const offline = !(error instanceof ApiError) || error.isNetworkError;
        setKeyed({
          key: uuid,
          value: offline ? { state: 'offline' } : { state: 'error', message: error.message },
        });
      },
    );

  useEffect(() => {
    if (!online) return;
    void settle(complianceUuid, [], fetchComplianceActivity(complianceUuid, 0));
    // reload when the compliance or the connection changes
  }, [complianceUuid, online]);

  const shown: State = online ? result : { state: 'offline' };
  return (
    <Card withBorder radius="md" data-testid="activity-panel">
      <Title order={2} size="h4" mb="sm">
        {t('activity.title')}
      </Title>
      {shown.state === 'offline' ? (
        <Alert color="gray" icon={<IconCloudOff size={18} />} data-testid="activity-offline">
          {t('activity.offline')}
        </Alert>
      ) : shown.state === 'loading' ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">{t('activity.loading')}</Text>
        </Group>
      ) : shown.state === 'error' ? (
        <Alert color="red" data-testid="activity-error">
          {translateServerText(shown.message)}
        </Alert>
      ) : shown.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('activity.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Timeline bulletSize={12} lineWidth={2} data-testid="activity-list">
            {shown.items.map((item) => (
              <Timeline.Item key={item.log_uuid} title={actionLabel(t, item.action)}>
                <Text size="xs" c="dimmed">
                  {[
                    item.user?.name ?? t('activity.system'),
                    new Date(item.created_at).toLocaleString(
                      i18n.language === 'id' ? 'id-ID' : 'en-GB',
                    ),
                  ].join(' · ')}
                </Text>
                {describeChange(t, item, currentLanguage()).map((line, i) => (
                  <Text
                    key={i}
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                    data-testid="activity-change"
                  >
                    {line}
                  </Text>
                ))}
              </Timeline.Item>
            ))}
          </Timeline>
          {shown.more && (
            <Button
              variant="subtle"
              size="xs"
              loading={loadingMore}
              onClick={() => {
                setLoadingMore(true);
                void settle(
                  complianceUuid,
                  shown.items,
                  fetchComplianceActivity(complianceUuid, shown.items.length),
                ).finally(() => setLoadingMore(false));
              }}
              data-testid="activity-more"
            >
              {t('activity.more')}
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}
