/**
 * One notification as a row: its kind, header and body in the current language, when it came,
 * read or unread, and "Mark as read". Opening it (the header) marks it read and goes to its
 * screen; both work offline (the write is queued).
 */
import { Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../contract/enums';
import type { NotificationDoc } from '../../db/hooks/notifications';
import { useWriteState } from '../../db/writes';
import { inLanguage } from '../../lib/bilingual';
import { markNotificationRead } from './mark-read.write';
import { dateTimeFormat } from '../../lib/date-format';

export function notificationTexts(n: NotificationDoc, lang: Language) {
  return {
    header: inLanguage(n.header_en, n.header_id, lang) ?? '',
    body: inLanguage(n.body_en, n.body_id, lang),
  };
}

const when = (iso: string, lang: Language) =>
  dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export function NotificationItem({
  n,
  compact = false,
  onOpen,
}: {
  n: NotificationDoc;
  compact?: boolean;
  onOpen?: () => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const lang = (i18n.language === 'id' ? 'id' : 'en') as Language;
  const navigate = useNavigate();
  const { pending } = useWriteState({ collection: 'notifications', id: n.id });
  const unread = !n.read_at;
  const { header, body } = notificationTexts(n, lang);
  const open = () => {
    if (unread) void markNotificationRead.run(n.id);
    onOpen?.();
    if (n.link) void navigate({ to: n.link });
  };
  return (
    <Stack
      gap={2}
      data-testid="notification"
      data-id={n.id}
      data-unread={unread ? 'true' : 'false'}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
        <UnstyledButton
          onClick={open}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="notification-open"
        >
          <Text fw={unread ? 700 : 400} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {header}
          </Text>
          {body && (
            <Text
              size="sm"
              c="dimmed"
              lineClamp={compact ? 2 : undefined}
              style={{ overflowWrap: 'anywhere' }}
            >
              {body}
            </Text>
          )}
        </UnstyledButton>
        {unread ? (
          <Badge color="blue.9" variant="filled" size="sm">
            {t('unread')}
          </Badge>
        ) : null}
      </Group>
      <Group gap="xs" justify="space-between">
        <Text size="xs" c="dimmed">
          {t(`kinds.${n.type}`)} · {when(n.created_at, lang)}
        </Text>
        {!compact && unread && (
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => void markNotificationRead.run(n.id)}
            data-testid="notification-mark-read"
            aria-label={`${t('markRead')}: ${header}`}
          >
            {t('markRead')}
          </Button>
        )}
      </Group>
      {pending && !compact && (
        <Text size="xs" c="dimmed">
          {t('pending')}
        </Text>
      )}
    </Stack>
  );
}
