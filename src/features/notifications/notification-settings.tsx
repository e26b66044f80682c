/**
 * The notification settings panel on /notifications: "Enable push on this device" (asks the
 * browser's permission and subscribes; the states unsupported, denied, on, off) and the
 * preferences per kind and channel (in app, mail, push; a channel a kind is not sent on is not
 * offered), each change saved at once through the kit. Read online; one card per kind so it
 * reads on a phone.
 */
import { Alert, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreferenceItem } from '../../../contract/api/notification-settings';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
} from '../../../contract/notification-channels';
import type { NotificationKind } from '../../../contract/notification-kinds';
import { OnlineReadStatus } from '../../components/online-read-status';
import { pushState, subscribeDevice, unsubscribeDevice, type PushState } from '../../lib/web-push';
import { fetchPushKey, usePreferences } from './notification-settings.api';
import { savePreferences, subscribePush, unsubscribePush } from './notification-settings.write';

function PushControl() {
  const { t } = useTranslation('notifications');
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void pushState().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    const r = await subscribeDevice(await fetchPushKey());
    if ('state' in r) return setState(r.state);
    const { endpoint, keys } = r.subscription;
    const saved = await subscribePush.run({
      endpoint: endpoint ?? '',
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    });
    if (saved.state === 'refused') {
      await unsubscribeDevice();
      setError(saved.message);
      return setState('off');
    }
    setState('on');
  };
  const turnOff = async () => {
    const endpoint = await unsubscribeDevice();
    if (endpoint) await unsubscribePush.run({ endpoint });
    setState('off');
  };
  const change = async (on: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await (on ? turnOn() : turnOff());
    } catch {
      setError(t('settings.push.failed'));
      setState(await pushState());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="sm">
      <Stack gap={4}>
        <Switch
          label={t('settings.push.label')}
          checked={state === 'on'}
          disabled={state === null || state === 'unsupported' || state === 'denied' || busy}
          onChange={(e) => void change(e.currentTarget.checked)}
          data-testid="push-toggle"
        />
        <Text size="sm" c="dimmed" data-testid="push-state" data-state={state ?? 'checking'}>
          {t(`settings.push.state.${state ?? 'checking'}`)}
        </Text>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function KindCard({
  item,
  onChange,
}: {
  item: PreferenceItem;
  onChange: (kind: NotificationKind, channel: NotificationChannel, on: boolean) => void;
}) {
  const { t } = useTranslation('notifications');
  const kind = t(`kinds.${item.kind}`);
  return (
    <Paper
      withBorder
      p="sm"
      component="fieldset"
      data-testid={`preference-${item.kind}`}
      style={{ margin: 0, minWidth: 0 }}
    >
      <Text component="legend" fw={600} size="sm" px={4}>
        {kind}
      </Text>
      <Stack gap="xs">
        {NOTIFICATION_CHANNELS.map((channel) =>
          item[channel] === null ? null : (
            <Switch
              key={channel}
              label={t(`settings.channels.${channel}`)}
              aria-label={`${kind}: ${t(`settings.channels.${channel}`)}`}
              checked={item[channel] === true}
              onChange={(e) => onChange(item.kind, channel, e.currentTarget.checked)}
              data-testid={`preference-${item.kind}-${channel}`}
            />
          ),
        )}
      </Stack>
    </Paper>
  );
}

export function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const { online } = useNetwork();
  const read = usePreferences(online);
  const [local, setLocal] = useState<PreferenceItem[] | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const prefs = local ?? (read.state === 'ready' ? read.data.preferences : null);

  const change = async (kind: NotificationKind, channel: NotificationChannel, on: boolean) => {
    if (!prefs) return;
    const before = prefs;
    setLocal(prefs.map((p) => (p.kind === kind ? { ...p, [channel]: on } : p)));
    setNotice(null);
    const result = await savePreferences.run({ preferences: [{ kind, [channel]: on }] });
    if (result.state === 'refused') {
      setLocal(before);
      return setNotice({ text: result.message, error: true });
    }
    setNotice({
      text: result.state === 'queued' ? t('pending') : t('settings.saved'),
      error: false,
    });
  };

  return (
    <Stack gap="md" data-testid="notification-settings">
      <Title order={2} size="h3">
        {t('settings.pushTitle')}
      </Title>
      <PushControl />
      <Title order={2} size="h3">
        {t('settings.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('settings.intro')}
      </Text>
      <OnlineReadStatus
        read={read}
        testId="preferences"
        texts={{
          loading: t('settings.read.loading'),
          offline: t('settings.read.offline'),
          failed: (message) => t('settings.read.failed', { message }),
          retry: t('settings.read.retry'),
        }}
      />
      {notice &&
        (notice.error ? (
          <Alert color="red" role="alert" data-testid="preferences-notice">
            {notice.text}
          </Alert>
        ) : (
          <Text size="sm" role="status" data-testid="preferences-notice">
            {notice.text}
          </Text>
        ))}
      {prefs && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {prefs.map((item) => (
            <KindCard key={item.kind} item={item} onChange={(k, c, on) => void change(k, c, on)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
