/**
 * The footer of the signed-in screens: links to the published static pages (terms, privacy...),
 * in the current language. Online only: offline, or with no page published, it shows nothing.
 */
import { Anchor, Group, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePages } from './content.api';

export function StaticPagesFooter() {
  const { t, i18n } = useTranslation('content');
  const { online } = useNetwork();
  const read = usePages({ limit: 20 }, online, i18n.language);
  if (read.state !== 'ready' || read.data.data.length === 0) return null;
  return (
    <Group
      component="footer"
      gap="md"
      mt="xl"
      pt="md"
      wrap="wrap"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid="static-pages-footer"
    >
      <Text size="sm" c="dimmed" component="span">
        {t('footer')}:
      </Text>
      {read.data.data.map((p) => (
        <Anchor
          key={p.page_uuid}
          size="sm"
          renderRoot={(props) => <Link to="/pages/$slug" params={{ slug: p.slug }} {...props} />}
        >
          {p.title}
        </Anchor>
      ))}
    </Group>
  );
}
