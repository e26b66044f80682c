/**
 * The loading, offline and failed states of an online read (src/lib/use-online-read.ts), the same
 * on every admin screen: a labelled loader, an "online only" notice, and the server's message with
 * a retry. Renders nothing once the data is there. The texts come from the screen's namespace.
 */
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { OnlineRead } from '../lib/use-online-read';

export interface OnlineReadTexts {
  /** Shown beside the loader, and its accessible name. */
  loading: string;
  offline: string;
  /** The failure line, given the server's message. */
  failed: (message: string) => string;
  retry: string;
}

export function OnlineReadStatus({
  read,
  texts,
  testId,
}: {
  read: OnlineRead<unknown> & { reload: () => void };
  texts: OnlineReadTexts;
  /** `<testId>-offline` and `<testId>-error` on the notices. */
  testId?: string;
}) {
  if (read.state === 'loading')
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-label={texts.loading} />
        <Text size="sm">{texts.loading}</Text>
      </Group>
    );
  if (read.state === 'offline')
    return (
      <Alert color="yellow" data-testid={testId && `${testId}-offline`}>
        {texts.offline}
      </Alert>
    );
  if (read.state === 'error')
    return (
      <Alert color="red" role="alert" data-testid={testId && `${testId}-error`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{texts.failed(read.message)}</Text>
          <Button size="xs" variant="light" onClick={read.reload}>
            {texts.retry}
          </Button>
        </Stack>
      </Alert>
    );
  return null;
}
