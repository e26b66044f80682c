import { Affix, Button, Group, Paper, Text, Transition } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { applyUpdate } from '../lib/pwa';
import { updateState } from '../state/pwa';

/** "A new version is ready": the waiting service worker takes over only when the user reloads. */
export function UpdatePrompt() {
  const { t } = useTranslation('pwa');
  const { ready } = useSnapshot(updateState);
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={400}>
      <Transition mounted={ready} transition="slide-up">
        {(style) => (
          <Paper
            style={style}
            data-testid="update-prompt"
            role="status"
            shadow="md"
            p="md"
            withBorder
          >
            <Text fw={600} size="sm">
              {t('update.title')}
            </Text>
            <Text size="sm" mb="sm">
              {t('update.message')}
            </Text>
            <Group gap="xs" justify="flex-end">
              <Button variant="default" size="xs" onClick={() => (updateState.ready = false)}>
                {t('update.later')}
              </Button>
              <Button
                data-testid="update-reload"
                size="xs"
                leftSection={<IconRefresh size={14} />}
                onClick={applyUpdate}
              >
                {t('update.reload')}
              </Button>
            </Group>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
