/**
 * The confirmation of an updated obligation: what changed between the compliance's version and
 * the obligation's current one (`complianceDiffsGet`: main information, checklist,
 * regulation, before and after side by side), the two choices the server takes (carry the old
 * progress or start new; deactivate the old compliance now or later), and the confirm write
 * (`complianceConfirm` through the kit). The compliance of the new version is made by the
 * server and arrives by the sync: the dialog opens it as soon as it is in the local database.
 * The diffs are read from the server, so offline the dialog says it is available when online.
 */
import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudOff } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmBody, DiffsAnswer } from '../../../../contract/api/checklists';
import { useNewerCompliance } from '../../../db/hooks/compliances';
import { ApiError } from '../../../lib/api-client';
import { translateServerText } from '../../../lib/i18n';
import type { ComplianceDoc } from '../checklist';
import { confirmUpdate } from './confirm.write';
import { DiffSection } from './diff-section';
import { fetchDiffs } from './diffs.api';
import { usePhone } from '../../../components/use-phone';

type DiffState =
  | { state: 'loading' }
  | { state: 'ready'; diffs: DiffsAnswer }
  | { state: 'offline' }
  | { state: 'error'; message: string };
type Sent =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent'; queued: boolean }
  | { state: 'refused'; message: string };

export function ConfirmUpdateDialog({
  compliance,
  opened,
  onClose,
}: {
  compliance: ComplianceDoc;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('checklist');
  const { online } = useNetwork();
  const phone = usePhone();
  const navigate = useNavigate();
  const [diffs, setDiffs] = useState<{ key: string; value: DiffState } | null>(null);
  const [progress, setProgress] = useState<ConfirmBody['progress']>('carry');
  const [deactivate, setDeactivate] = useState<ConfirmBody['deactivate_old']>('now');
  const [sent, setSent] = useState<Sent>({ state: 'idle' });
  const key = `${compliance.id}:${i18n.language}`;

  useEffect(() => {
    if (!opened || !online) return;
    let live = true;
    fetchDiffs(compliance.id).then(
      (answer) => live && setDiffs({ key, value: { state: 'ready', diffs: answer } }),
      (error: unknown) => {
        if (!live) return;
        const offline = !(error instanceof ApiError) || error.isNetworkError;
        setDiffs({
          key,
          value: offline ? { state: 'offline' } : { state: 'error', message: error.message },
        });
      },
    );
    return () => {
      live = false;
    };
    // the key holds the compliance and the language (the server answers the labels in it)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, opened, online]);

  const shown: DiffState = !online
    ? { state: 'offline' }
    : diffs?.key === key
      ? diffs.value
      : { state: 'loading' };
  const afterVersion = shown.state === 'ready' ? shown.diffs.after_version : null;
  const newer = useNewerCompliance(compliance, afterVersion);

  // Once confirmed, open the new compliance as soon as the sync has brought it.
  useEffect(() => {
    if (sent.state !== 'sent' || !newer) return;
    onClose();
    void navigate({ to: '/compliance/$id', params: { id: newer } });
  }, [sent.state, newer, navigate, onClose]);

  const confirm = async () => {
    setSent({ state: 'sending' });
    const result = await confirmUpdate.run({
      compliance_uuid: compliance.id,
      progress,
      deactivate_old: deactivate,
    });
    setSent(
      result.state === 'refused'
        ? { state: 'refused', message: translateServerText(result.message) }
        : { state: 'sent', queued: result.state === 'queued' },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('confirm.title')}
      size="xl"
      fullScreen={phone}
      data-testid="confirm-update-dialog"
    >
      <Stack gap="md">
        <Text size="sm">{t('confirm.intro')}</Text>
        {shown.state === 'offline' ? (
          <Alert color="gray" icon={<IconCloudOff size={18} />} data-testid="confirm-offline">
            {t('confirm.offline')}
          </Alert>
        ) : shown.state === 'loading' ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('confirm.loading')}</Text>
          </Group>
        ) : shown.state === 'error' ? (
          <Alert color="red" data-testid="confirm-error">
            {translateServerText(shown.message)}
          </Alert>
        ) : (
          <>
            <DiffSection
              title={t('confirm.information')}
              fields={shown.diffs.information}
              versions={{ before: shown.diffs.before_version, after: shown.diffs.after_version }}
            />
            <DiffSection
              title={t('confirm.checklist')}
              fields={shown.diffs.checklist}
              versions={{ before: shown.diffs.before_version, after: shown.diffs.after_version }}
            />
            <DiffSection
              title={t('confirm.regulation')}
              fields={shown.diffs.regulation}
              versions={{ before: shown.diffs.before_version, after: shown.diffs.after_version }}
            />
            <Radio.Group
              label={t('confirm.progress')}
              value={progress}
              onChange={(v) => setProgress(v as ConfirmBody['progress'])}
            >
              <Stack gap={6} mt={6}>
                <Radio value="carry" label={t('confirm.carry')} />
                <Radio value="new" label={t('confirm.new')} />
              </Stack>
            </Radio.Group>
            <Radio.Group
              label={t('confirm.deactivate')}
              value={deactivate}
              onChange={(v) => setDeactivate(v as ConfirmBody['deactivate_old'])}
            >
              <Stack gap={6} mt={6}>
                <Radio value="now" label={t('confirm.now')} />
                <Radio value="later" label={t('confirm.later')} />
              </Stack>
            </Radio.Group>
          </>
        )}
        {sent.state === 'refused' && (
          <Alert color="red" data-testid="confirm-refused">
            {sent.message}
          </Alert>
        )}
        {sent.state === 'sent' && (
          <Text size="sm" role="status" data-testid="confirm-sent">
            {t(sent.queued ? 'confirm.queued' : 'confirm.waiting')}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t(sent.state === 'sent' ? 'confirm.close' : 'confirm.cancel')}
          </Button>
          {sent.state !== 'sent' && (
            <Button
              onClick={() => void confirm()}
              loading={sent.state === 'sending'}
              disabled={shown.state !== 'ready'}
              data-testid="confirm-submit"
            >
              {t('confirm.submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
