/**
 * The bookmark toggle of an obligation or a regulation: filled when bookmarked locally, with a
 * "waiting for the server" marker while the change is pending (toggle-bookmark.api.ts). Shown
 * only to users the server would let toggle (`bookmarks:create`, src/state/permissions.ts).
 */
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBookmark } from '../../db/hooks/bookmarks';
import { useCan } from '../../state/permissions';
import { toggleBookmark, useBookmarkPending, type ToggleableEntity } from './toggle-bookmark.api';

export function BookmarkButton({ type, uuid }: { type: ToggleableEntity; uuid: string }) {
  const { t } = useTranslation('bookmarks');
  const allowed = useCan('bookmarks', 'create');
  const { data: doc, loading } = useBookmark(type, uuid);
  const { pending, error } = useBookmarkPending(type, uuid, doc);
  if (!allowed) return null;
  const on = doc !== null;
  return (
    <Group gap="xs">
      <Button
        variant={on ? 'filled' : 'light'}
        size="xs"
        disabled={loading}
        leftSection={on ? <IconBookmarkFilled size={16} /> : <IconBookmark size={16} />}
        aria-pressed={on}
        data-testid="bookmark-toggle"
        data-pending={pending ? 'true' : 'false'}
        onClick={() => void toggleBookmark(type, uuid)}
      >
        {on ? t('remove') : t('add')}
      </Button>
      {pending && (
        <Group gap={4} data-testid="bookmark-pending">
          <Loader size={12} />
          <Text size="xs" c="dimmed">
            {t('pending')}
          </Text>
        </Group>
      )}
      {error && (
        <Text size="xs" c="red" data-testid="bookmark-error">
          {t('failed', { message: error })}
        </Text>
      )}
    </Group>
  );
}
