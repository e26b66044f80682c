/**
 * The caller's reminders on a compliance: set one (a moment in the future and a message of at
 * most 500 characters, `reminderCreate`) and see the ones already set (`reminderList`).
 * Reminders live on the server only (not synced), so offline the panel says they are available
 * when online instead of showing a list that may be stale or a form whose result it cannot show.
 */
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReminderItem } from '../../../../contract/api/checklists';
import { ApiError } from '../../../lib/api-client';
import { translateServerText } from '../../../lib/i18n';
import type { ComplianceDoc } from '../checklist';
import { fetchReminders } from './reminders.api';
import { createReminder } from './reminders.write';

export const REMINDER_MESSAGE_MAX = 500;

type ListState =
  | { state: 'loading' }
  | { state: 'ready'; items: ReminderItem[] }
  | { state: 'offline' }
  | { state: 'error'; message: string };

type Problems = {
  when?: 'reminders.whenRequired' | 'reminders.whenPast';
  message?: 'reminders.messageRequired' | 'reminders.messageTooLong';
};

/** The form's problems, as translation keys; none when it may be sent. */
export function reminderProblems(when: string, message: string, now = Date.now()): Problems {
  const at = when ? Date.parse(when) : NaN;
  const problems: Problems = {};
  if (Number.isNaN(at)) problems.when = 'reminders.whenRequired';
  else if (at <= now) problems.when = 'reminders.whenPast';
  if (!message.trim()) problems.message = 'reminders.messageRequired';
  else if (message.trim().length > REMINDER_MESSAGE_MAX)
    problems.message = 'reminders.messageTooLong';
  return problems;
}

export function RemindersPanel({ compliance }: { compliance: ComplianceDoc }) {
  const { t, i18n } = useTranslation('checklist');
  const { online } = useNetwork();
  const [list, setList] = useState<{ key: string; value: ListState } | null>(null);
  const [reload, setReload] = useState(0);
  const [when, setWhen] = useState('');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (!online) return;
    const key = compliance.id;
    let live = true;
    fetchReminders(key).then(
      (items) => live && setList({ key, value: { state: 'ready', items } }),
      (error: unknown) => {
        if (!live) return;
        const offline = !(error instanceof ApiError) || error.isNetworkError;
        setList({
          key,
          value: offline ? { state: 'offline' } : { state: 'error', message: error.message },
        });
      },
    );
    return () => {
      live = false;
    };
  }, [compliance.id, online, reload]);

  const shown: ListState = !online
    ? { state: 'offline' }
    : list?.key === compliance.id
      ? list.value
      : { state: 'loading' };
  const problems = reminderProblems(when, message);
  const locale = i18n.language === 'id' ? 'id-ID' : 'en-GB';

  const submit = async () => {
    setTried(true);
    setOutcome(null);
    if (problems.when || problems.message) return;
    setSending(true);
    const result = await createReminder.run({
      compliance_uuid: compliance.id,
      remind_at: new Date(when).toISOString(),
      message: message.trim(),
    });
    setSending(false);
    if (result.state === 'refused') {
      setOutcome({ ok: false, text: translateServerText(result.message) });
      return;
    }
    setOutcome({
      ok: true,
      text: t(result.state === 'queued' ? 'reminders.queued' : 'reminders.created'),
    });
    setWhen('');
    setMessage('');
    setTried(false);
    setReload((n) => n + 1);
  };

  return (
    <Card
      withBorder
      component="section"
      aria-labelledby="reminders-title"
      data-testid="reminders-panel"
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="reminders-title">
          {t('reminders.title')}
        </Title>
        {shown.state === 'offline' ? (
          <Alert color="gray" icon={<IconCloudOff size={18} />} data-testid="reminders-offline">
            {t('reminders.offline')}
          </Alert>
        ) : (
          <>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <Stack gap="xs">
                <TextInput
                  type="datetime-local"
                  label={t('reminders.when')}
                  value={when}
                  onChange={(e) => setWhen(e.currentTarget.value)}
                  error={tried && problems.when ? t(problems.when) : undefined}
                  required
                />
                <Textarea
                  label={t('reminders.message')}
                  description={t('reminders.messageHint', {
                    max: REMINDER_MESSAGE_MAX,
                    count: message.trim().length,
                  })}
                  value={message}
                  onChange={(e) => setMessage(e.currentTarget.value)}
                  error={
                    tried && problems.message
                      ? t(problems.message, { max: REMINDER_MESSAGE_MAX })
                      : undefined
                  }
                  minRows={2}
                  required
                />
                <Group>
                  <Button type="submit" size="sm" loading={sending}>
                    {t('reminders.add')}
                  </Button>
                </Group>
                {outcome && (
                  <Text
                    size="sm"
                    c={outcome.ok ? 'teal' : 'red'}
                    role="status"
                    data-testid="reminders-outcome"
                  >
                    {outcome.text}
                  </Text>
                )}
              </Stack>
            </form>
            {shown.state === 'loading' ? (
              <Group gap="xs">
                <Loader size="sm" />
                <Text size="sm">{t('reminders.loading')}</Text>
              </Group>
            ) : shown.state === 'error' ? (
              <Alert color="red" data-testid="reminders-error">
                {translateServerText(shown.message)}
              </Alert>
            ) : shown.items.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="reminders-empty">
                {t('reminders.empty')}
              </Text>
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {shown.items.map((r) => (
                  <li key={r.reminder_uuid} data-testid="reminder">
                    <Text size="sm" fw={500}>
                      {new Date(r.remind_at).toLocaleString(locale, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                      {r.sent_at ? ` · ${t('reminders.sent')}` : ''}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {r.message}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
