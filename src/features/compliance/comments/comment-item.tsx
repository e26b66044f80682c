/** One comment of the thread: author, time, text, the "edited" marker, and edit / delete for its author. */
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentDoc } from '../../../db/hooks/comments';
import { WriteStatus } from '../checklist';
import { deleteComment, editComment } from './comments.write';

export function CommentItem({
  comment,
  mine,
  canWrite,
}: {
  comment: CommentDoc;
  mine: boolean;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation('checklist');
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.body);
  const when = new Date(comment.created_at).toLocaleString(
    i18n.language === 'id' ? 'id-ID' : 'en-GB',
    { dateStyle: 'medium', timeStyle: 'short' },
  );

  return (
    <Paper withBorder p="sm" data-testid="comment">
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {comment.user_name}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={comment.created_at}>
            {when}
          </Text>
          {comment.edited && (
            <Text size="xs" c="dimmed" data-testid="comment-edited">
              ({t('comments.edited')})
            </Text>
          )}
        </Group>
        {editing ? (
          <Stack gap="xs">
            <Textarea
              label={t('comments.editComment')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={2000}
              minRows={2}
            />
            <Group gap="xs">
              <Button
                size="xs"
                disabled={!text.trim()}
                onClick={() => {
                  void editComment.run({ comment_uuid: comment.id, body: text.trim() });
                  setEditing(false);
                }}
              >
                {t('comments.save')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(false)}>
                {t('comments.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.body}
          </Text>
        )}
        {mine && canWrite && !editing && (
          <Group gap="xs">
            <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
              {t('comments.edit')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => void deleteComment.run({ comment_uuid: comment.id })}
            >
              {t('comments.delete')}
            </Button>
          </Group>
        )}
        <WriteStatus target={{ collection: 'comments', id: comment.id }} testId="comment" />
      </Stack>
    </Paper>
  );
}
