/**
 * The provider's static pages editor (/static-pages, module `static_pages`): every page with its
 * state, New page, Edit (in a modal) and Delete (confirmed in a dialog that keeps a refusal; the writes go through the kit and the list is
 * read again after each). Read online.
 */
import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentAddBody, ContentItem } from '../../../contract/api/content';
import { ActionDialog } from '../../components/action-dialog';
import { ModuleGate } from '../../components/module-gate';
import { OnlineReadStatus } from '../../components/online-read-status';
import { RecordsTable } from '../../components/records-table';
import { usePages } from './content.api';
import { addPage, deletePage, updatePage } from './content.write';
import { PageForm } from './page-form';

type Editing = { page: ContentItem | null } | null;

function Editor() {
  const { t, i18n } = useTranslation('content');
  const { online } = useNetwork();
  const read = usePages({ limit: 100 }, online, i18n.language);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const save = async (v: Required<ContentAddBody>) => {
    setBusy(true);
    setError(null);
    const result = editing?.page
      ? await updatePage.run({ id: editing.page.page_uuid, body: v })
      : await addPage.run(v);
    setBusy(false);
    if (result.state === 'refused') return setError(result.message);
    setEditing(null);
    setNotice(result.state === 'queued' ? t('queued') : t('saved'));
    read.reload();
  };
  const [deleting, setDeleting] = useState<ContentItem | null>(null);
  /** The refusal stays in the dialog; a delete done or queued closes it. */
  const remove = async (page: ContentItem) => {
    const result = await deletePage.run(page.page_uuid);
    if (result.state === 'refused') return result.message;
    setDeleting(null);
    setNotice(result.state === 'queued' ? t('queued') : t('deleted'));
    read.reload();
  };

  return (
    <Stack gap="md" data-testid="static-pages-editor">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          {t('pagesTitle')}
        </Title>
        <Button onClick={() => setEditing({ page: null })} data-testid="page-add">
          {t('add')}
        </Button>
      </Group>
      <Text c="dimmed">{t('intro')}</Text>
      {notice && (
        <Text size="sm" role="status" data-testid="page-notice">
          {notice}
        </Text>
      )}
      <OnlineReadStatus
        read={read}
        testId="static-pages"
        texts={{
          loading: t('read.loading'),
          offline: t('read.offline'),
          failed: (message) => t('read.failed', { message }),
          retry: t('read.retry'),
        }}
      />
      {read.state === 'ready' && (
        <RecordsTable
          rows={read.data.data}
          rowKey={(p) => p.page_uuid}
          rowTestId="page-row"
          rowAttributes={(p) => ({ 'data-slug': p.slug })}
          empty={t('empty')}
          columns={[
            { header: t('columns.title'), cell: (p) => p.title },
            { header: t('columns.slug'), cell: (p) => p.slug },
            {
              header: t('columns.state'),
              cell: (p) => (
                <Badge color={p.is_published ? 'green.9' : 'gray.7'} variant="filled">
                  {p.is_published ? t('published') : t('draft')}
                </Badge>
              ),
            },
            {
              header: t('columns.actions'),
              cell: (p) => (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => setEditing({ page: p })}
                    aria-label={`${t('edit')}: ${p.title}`}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red.8"
                    onClick={() => setDeleting(p)}
                    aria-label={`${t('delete')}: ${p.title}`}
                  >
                    {t('delete')}
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      )}
      {deleting && (
        <ActionDialog
          title={t('delete')}
          actionLabel={t('delete')}
          danger
          onClose={() => setDeleting(null)}
          onAction={() => remove(deleting)}
          testId="page-delete-dialog"
        >
          <Text size="sm">{t('deleteConfirm', { title: deleting.title })}</Text>
        </ActionDialog>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.page ? t('dialogEdit') : t('dialogAdd')}
        size="lg"
      >
        {editing && (
          <PageForm
            page={editing.page}
            busy={busy}
            error={error}
            onSave={(v) => void save(v)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}

export function StaticPagesScreen() {
  return (
    <ModuleGate module="static_pages">
      <Editor />
    </ModuleGate>
  );
}
