/**
 * The bookmark toggle of an obligation or a regulation: filled when bookmarked locally, with a
 * "waiting for the server" marker while the change is pending and the server's reason when it
 * refused (the write kit's state, see toggle-bookmark.write.ts). Shown only to users the server
 * would let toggle (`bookmarks:create`, src/state/permissions.ts).
 */
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBookmark } from '../../db/hooks/bookmarks';
import { useWriteState } from '../../db/writes';
import { useCan } from '../../state/permissions';
import { translateServerText } from '../../lib/i18n';
import { bookmarkTarget, toggleBookmark, type ToggleableEntity } from './toggle-bookmark.write';

export function BookmarkButton({ type, uuid }: { type: ToggleableEntity; uuid: string }) {
  const { t } = useTranslation('bookmarks');
  const allowed = useCan('bookmarks', 'create');
  const { data: doc, loading } = useBookmark(type, uuid);
  const { pending, error } = useWriteState(bookmarkTarget(type, uuid));
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
        onClick={() => void toggleBookmark[type].run(uuid)}
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
          {t('failed', { message: translateServerText(error) })}
        </Text>
      )}
    </Group>
  );
}
