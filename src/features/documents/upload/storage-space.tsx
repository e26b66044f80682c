/** The device's storage for kept files: used and left (`navigator.storage.estimate()`). */
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './format-bytes';

interface Space {
  used: number;
  quota: number;
  persisted: boolean;
}

async function estimate(): Promise<Space | null> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await storage.estimate();
  const persisted = storage.persisted ? await storage.persisted() : false;
  return { used: usage, quota, persisted };
}

/** `version` changes when the kept files change: the estimate is read again. */
export function StorageSpace({ version }: { version: string }) {
  const { t, i18n } = useTranslation('evidence');
  const [space, setSpace] = useState<Space | null | 'unknown'>(null);
  useEffect(() => {
    let live = true;
    estimate().then(
      (s) => live && setSpace(s ?? 'unknown'),
      () => live && setSpace('unknown'),
    );
    return () => {
      live = false;
    };
  }, [version]);
  if (space === null) return null;
  if (space === 'unknown')
    return (
      <Text size="xs" c="dimmed" data-testid="storage-space">
        {t('space.unknown')}
      </Text>
    );
  const lang = i18n.language;
  return (
    <Text size="xs" c="dimmed" data-testid="storage-space">
      {t('space.used', {
        used: formatBytes(space.used, lang),
        free: formatBytes(Math.max(0, space.quota - space.used), lang),
      })}
      {space.persisted ? ` ${t('space.persisted')}` : ''}
    </Text>
  );
}
