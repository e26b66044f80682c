import {
  ActionIcon,
  Badge,
  CloseButton,
  Group,
  Indicator,
  Popover,
  Stack,
  Text,
} from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { forgetWriteFailure, useWriteFailures } from '../db/writes';
import { i18n, translateServerText } from '../lib/i18n';
import { dismissFailed, type FailedEntry } from '../lib/outbox';
import { applyOutboxSummary, outboxStore } from '../state/pwa';

function pathOf(url: string): string {
  try {
    return new URL(url).pathname.replace(/^\/api/, '');
  } catch {
    return url;
  }
}

/**
 * Header indicator of the offline outbox: how many changes wait to be sent and which ones the
 * server refused (with its message; each can be dismissed). A refused change is named by the
 * label of the write that made it (the write kit knows it by its Idempotency-Key); a change made
 * outside the kit, by its address. Hidden while there is nothing.
 */
export function OutboxStatus() {
  const { t } = useTranslation('pwa');
  const { pending, failed, waitingForLogin } = useSnapshot(outboxStore);
  const labels = useWriteFailures();
  if (pending === 0 && failed.length === 0) return null;
  const nameOf = (item: FailedEntry) => {
    const label = labels[item.idempotency_key]?.label;
    return label ? i18n.t(label) : t('outbox.change.other', { path: pathOf(item.url) });
  };
  const dismiss = (item: FailedEntry) => {
    void forgetWriteFailure(item.idempotency_key);
    void dismissFailed(item.id).then((summary) => summary && applyOutboxSummary(summary));
  };
  return (
    <Popover position="bottom-end" width={320} withinPortal shadow="md">
      <Popover.Target>
        <Indicator
          label={pending + failed.length}
          size={16}
          color={failed.length > 0 ? 'red' : 'orange'}
        >
          <ActionIcon
            data-testid="outbox-status"
            variant="default"
            size="lg"
            aria-label={pending > 0 ? t('outbox.pending', { count: pending }) : t('outbox.label')}
            title={t('outbox.label')}
          >
            <IconCloudUpload size={18} stroke={1.5} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          {pending > 0 && (
            <div>
              <Text size="sm" fw={600} data-testid="outbox-pending">
                {t('outbox.pending', { count: pending })}
              </Text>
              <Text size="xs" c="dimmed">
                {waitingForLogin ? t('outbox.waitingForLogin') : t('outbox.offline')}
              </Text>
            </div>
          )}
          {failed.length > 0 && (
            <Text size="sm" fw={600} c="red">
              {t('outbox.failed', { count: failed.length })}
            </Text>
          )}
          {failed.map((item) => (
            <Group
              key={item.id}
              data-testid="outbox-failed-item"
              gap="xs"
              wrap="nowrap"
              align="flex-start"
            >
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap={4} wrap="nowrap">
                  <Badge size="xs" color="red" variant="light">
                    {item.status}
                  </Badge>
                  <Text size="xs" truncate data-testid="outbox-failed-label">
                    {nameOf(item)}
                  </Text>
                </Group>
                <Text size="sm">{translateServerText(item.message)}</Text>
              </Stack>
              <CloseButton
                size="sm"
                data-testid="outbox-dismiss"
                aria-label={t('outbox.dismiss')}
                title={t('outbox.dismiss')}
                onClick={() => dismiss(item)}
              />
            </Group>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
