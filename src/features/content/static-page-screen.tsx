/**
 * A static page for users (/pages/$slug), opened from the footer: its title and body in the
 * current language. The body is the server's sanitised rich text (no script, no event handler
 * survives the server's allow-list), so it is rendered as HTML. Read online.
 */
import { Stack, Title, Typography } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OnlineReadStatus } from '../../components/online-read-status';
import { usePage } from './content.api';

export function StaticPageScreen() {
  const { slug } = useParams({ strict: false }) as { slug: string };
  const { t, i18n } = useTranslation('content');
  const { online } = useNetwork();
  const read = usePage(slug, online, i18n.language);
  return (
    <Stack gap="md" data-testid="static-page">
      {read.state === 'ready' ? (
        <>
          <Title order={1} size="h2">
            {read.data.title}
          </Title>
          <Typography>
            {/* Sanitised by the server (server/lib/sanitize-html.ts) before it was stored. */}
            <div
              data-testid="static-page-body"
              dangerouslySetInnerHTML={{ __html: read.data.body }}
            />
          </Typography>
        </>
      ) : (
        <>
          <Title order={1} size="h2">
            {t('pagesTitle')}
          </Title>
          <OnlineReadStatus
            read={read}
            testId="static-page"
            texts={{
              loading: t('page.loading'),
              offline: t('page.offline'),
              failed: (message) => t('page.failed', { message }),
              retry: t('page.retry'),
            }}
          />
        </>
      )}
    </Stack>
  );
}
