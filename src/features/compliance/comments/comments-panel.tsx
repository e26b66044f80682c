/**
 * The comment thread of a compliance, newest first, from the local `comments` collection (works
 * offline). Adding is a write of the kit under a comment_uuid made here, so an offline comment
 * shows at once as pending and lands once; the author edits and deletes their own (the server
 * refuses anyone else). Writing needs the compliance module's update right and the `comment`
 * obligation action on this compliance, as the server checks.
 */
import { Button, Card, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useComments } from '../../../db/hooks/comments';
import { useCan } from '../../../state/permissions';
import { session } from '../../../state/session';
import { clientId, type ComplianceDoc } from '../checklist';
import { CommentItem } from './comment-item';
import { addComment } from './comments.write';

export function CommentsPanel({ compliance }: { compliance: ComplianceDoc }) {
  const { t } = useTranslation('checklist');
  const { profile } = useSnapshot(session);
  const mayUpdate = useCan('compliance', 'update');
  const canWrite = mayUpdate && compliance.actions.includes('comment');
  const { data: comments, loading } = useComments(compliance.id);
  const [text, setText] = useState('');

  const send = () => {
    if (!profile || !text.trim()) return;
    void addComment.run({
      comment_uuid: clientId(),
      compliance_uuid: compliance.id,
      user_uuid: profile.user_uuid,
      user_name: profile.name,
      body: text.trim(),
    });
    setText('');
  };

  return (
    <Card
      withBorder
      component="section"
      aria-labelledby="comments-title"
      data-testid="comments-panel"
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="comments-title">
          {t('comments.title')}
        </Title>
        {canWrite ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              send();
            }}
          >
            <Stack gap="xs">
              <Textarea
                label={t('comments.new')}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                maxLength={2000}
                minRows={2}
              />
              <Group>
                <Button type="submit" size="sm" disabled={!text.trim() || !profile}>
                  {t('comments.add')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text size="sm" c="dimmed">
            {t('comments.readOnly')}
          </Text>
        )}
        {loading ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('comments.loading')}</Text>
          </Group>
        ) : comments.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="comments-empty">
            {t('comments.empty')}
          </Text>
        ) : (
          <Stack gap="xs">
            {comments.map((c) => (
              <CommentItem
                key={c.id}
                comment={c}
                mine={c.user_uuid === profile?.user_uuid}
                canWrite={canWrite}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
