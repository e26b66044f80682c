/**
 * The provider's alert messages editor (/alerts, module `alerts`): the messages by code with their
 * title and text in both languages, New and Edit (a modal; saved through the kit), "Send to
 * customers" (the sync: every connected client shows them as a banner) and the bilingual xlsx
 * template. Read online.
 */
import { Button, Group, Modal, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertItem } from '../../../contract/api/alerts';
import { ModuleGate } from '../../components/module-gate';
import { OnlineReadStatus } from '../../components/online-read-status';
import { RecordsTable } from '../../components/records-table';
import { ApiError } from '../../lib/api-client';
import { downloadAlertTemplate, syncAlerts, useAlerts } from './alerts.api';
import { saveAlerts } from './alerts.write';

type Draft = { code: string; title_en: string; title_id: string; body_en: string; body_id: string };
const blank: Draft = { code: '', title_en: '', title_id: '', body_en: '', body_id: '' };

function AlertForm({
  initial,
  isNew,
  busy,
  error,
  onSave,
  onCancel,
}: {
  initial: Draft;
  isNew: boolean;
  busy: boolean;
  error: string | null;
  onSave: (d: Draft) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('alerts');
  const [d, setD] = useState(initial);
  const set = (k: keyof Draft) => (e: { currentTarget: { value: string } }) =>
    setD({ ...d, [k]: e.currentTarget.value });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(d);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('fields.code')}
          description={t('fields.codeHint')}
          value={d.code}
          onChange={set('code')}
          required
          disabled={!isNew}
          data-testid="alert-code"
        />
        <TextInput
          label={t('fields.titleEn')}
          value={d.title_en}
          onChange={set('title_en')}
          required
          data-testid="alert-title-en"
        />
        <TextInput
          label={t('fields.titleId')}
          value={d.title_id}
          onChange={set('title_id')}
          required
          data-testid="alert-title-id"
        />
        <Textarea
          label={t('fields.bodyEn')}
          value={d.body_en}
          onChange={set('body_en')}
          required
          rows={3}
          data-testid="alert-body-en"
        />
        <Textarea
          label={t('fields.bodyId')}
          value={d.body_id}
          onChange={set('body_id')}
          required
          rows={3}
          data-testid="alert-body-id"
        />
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="alert-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Editor() {
  const { t, i18n } = useTranslation('alerts');
  const { online } = useNetwork();
  const read = useAlerts(online, i18n.language);
  const [editing, setEditing] = useState<{ draft: Draft; isNew: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const save = async (d: Draft) => {
    setBusy(true);
    setError(null);
    const result = await saveAlerts.run({ data: [d] });
    setBusy(false);
    if (result.state === 'refused') return setError(result.message);
    setEditing(null);
    setNotice(result.state === 'queued' ? t('queued') : t('saved'));
    read.reload();
  };
  const sync = async () => {
    try {
      const { message } = await syncAlerts();
      setNotice(message);
    } catch (err) {
      setNotice(err instanceof ApiError ? err.message : t('syncFailed'));
    }
  };
  const edit = (a: AlertItem) =>
    setEditing({
      draft: {
        code: a.code,
        title_en: a.title_en,
        title_id: a.title_id,
        body_en: a.body_en,
        body_id: a.body_id,
      },
      isNew: false,
    });

  return (
    <Stack gap="md" data-testid="alerts-editor">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('intro')}</Text>
      <Group gap="sm" wrap="wrap">
        <Button onClick={() => setEditing({ draft: blank, isNew: true })} data-testid="alert-add">
          {t('add')}
        </Button>
        <Button
          variant="light"
          onClick={() => void sync()}
          disabled={!online}
          data-testid="alert-sync"
        >
          {t('sync')}
        </Button>
        <Button variant="default" onClick={() => void downloadAlertTemplate()} disabled={!online}>
          {t('template')}
        </Button>
      </Group>
      {notice && (
        <Text size="sm" role="status" data-testid="alert-notice">
          {notice}
        </Text>
      )}
      <OnlineReadStatus
        read={read}
        testId="alerts"
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
          rowKey={(a) => a.alert_uuid}
          rowTestId="alert-row"
          empty={t('empty')}
          columns={[
            { header: t('columns.code'), cell: (a) => a.code },
            { header: t('columns.title'), cell: (a) => a.title },
            { header: t('columns.body'), cell: (a) => a.body },
            {
              header: t('columns.actions'),
              cell: (a) => (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => edit(a)}
                  aria-label={`${t('edit')}: ${a.code}`}
                >
                  {t('edit')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.isNew ? t('add') : t('edit')}
        size="lg"
      >
        {editing && (
          <AlertForm
            initial={editing.draft}
            isNew={editing.isNew}
            busy={busy}
            error={error}
            onSave={(d) => void save(d)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}

export function AlertsScreen() {
  return (
    <ModuleGate module="alerts">
      <Editor />
    </ModuleGate>
  );
}
