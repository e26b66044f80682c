/**
 * The Mail tab: the outbox newest first, searched by recipient and filtered by state; a mail
 * opens in a dialog with its text, and a failed or kept mail can be resent from there.
 */
import {
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIL_STATES, type MailItem, type MailState } from '../../../contract/api/operations';
import { LabelledPagination } from '../../components/labelled-pagination';
import { RecordsTable } from '../../components/records-table';
import { useMail, useMails } from './operations.api';
import { MailStateBadge, NoticeLine, ReadState, When, type Notice } from './operations-parts';
import { resendMail } from './operations.write';

const LIMIT = 20;

function MailDialog({
  mailUuid,
  online,
  onClose,
  onResent,
}: {
  mailUuid: string;
  online: boolean;
  onClose: () => void;
  onResent: () => void;
}) {
  const { t } = useTranslation('operations');
  const mail = useMail(mailUuid, online);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  async function resend() {
    setBusy(true);
    const result = await resendMail.run(mailUuid);
    setBusy(false);
    if (result.state === 'refused')
      return setNotice({ color: 'red', text: t('mail.refused', { message: result.message }) });
    setNotice(
      result.state === 'queued'
        ? { color: 'yellow', text: t('mail.queuedOffline') }
        : { color: 'green', text: t('mail.resent') },
    );
    mail.reload();
    onResent();
  }
  const m = mail.state === 'ready' ? mail.data : null;
  return (
    <Modal opened onClose={onClose} title={m?.subject ?? t('mail.detailTitle')} size="lg">
      <Stack gap="sm" data-testid="mail-detail">
        <ReadState read={mail} label={t('mail.detailTitle')} />
        {m && (
          <>
            <Table variant="vertical" layout="fixed" withTableBorder>
              <Table.Tbody>
                {(
                  [
                    ['recipient', m.to_address],
                    ['language', t(`languages.${m.language}`)],
                    ['template', m.template],
                    ['state', <MailStateBadge key="s" state={m.state} />],
                    ['attempts', String(m.attempts)],
                    ['createdAt', <When key="c" at={m.created_at} />],
                    ['sentAt', <When key="w" at={m.sent_at} />],
                    ['messageId', m.message_id ?? t('never')],
                    ...(m.last_error ? [['lastError', m.last_error] as const] : []),
                  ] as const
                ).map(([key, value]) => (
                  <Table.Tr key={key}>
                    <Table.Th w={140}>{t(`mail.${key}`)}</Table.Th>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text fw={600} size="sm">
              {t('mail.body')}
            </Text>
            <Text
              component="pre"
              size="sm"
              p="sm"
              bg="var(--mantine-color-default-hover)"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0 }}
              data-testid="mail-body"
            >
              {m.body}
            </Text>
          </>
        )}
        {m?.link_gone && (m.state === 'failed' || m.state === 'kept') && (
          <Text size="sm" c="dimmed" data-testid="mail-link-gone">
            {t('mail.linkGone')}
          </Text>
        )}
        <NoticeLine notice={notice} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('mail.close')}
          </Button>
          {m && (m.state === 'failed' || m.state === 'kept') && !m.link_gone && (
            <Button loading={busy} disabled={!online} onClick={() => void resend()}>
              {t('mail.resend')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

export function MailPanel({ online }: { online: boolean }) {
  const { t } = useTranslation('operations');
  const [state, setState] = useState<MailState | ''>('');
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), 300);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<MailItem | null>(null);
  const mails = useMails(
    { state: state || undefined, search: search || undefined, page, limit: LIMIT },
    online,
  );

  return (
    <Stack gap="sm" data-testid="mail-panel">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          type="search"
          label={t('mail.search')}
          placeholder={t('mail.searchPlaceholder')}
          value={searchInput}
          onChange={(e) => {
            setSearchInput(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 260 }}
        />
        <Select
          label={t('mail.stateFilter')}
          value={state}
          allowDeselect={false}
          onChange={(v) => {
            setState((v ?? '') as MailState | '');
            setPage(1);
          }}
          data={[
            { value: '', label: t('mail.all') },
            ...MAIL_STATES.map((s) => ({ value: s, label: t(`mailState.${s}`) })),
          ]}
          w={{ base: '100%', xs: 220 }}
        />
        <Button variant="light" onClick={mails.reload} disabled={!online}>
          {t('refresh')}
        </Button>
      </Group>
      <ReadState read={mails} label={t('tabs.mail')} />
      {mails.state === 'ready' && (
        <RecordsTable
          rows={mails.data.data}
          rowKey={(m) => m.mail_uuid}
          testId="mail-table"
          rowTestId="mail-row"
          empty={t('mail.empty')}
          minWidth={760}
          striped
          columns={[
            {
              header: t('mail.recipient'),
              cell: (m) => m.to_address,
              style: { wordBreak: 'break-all' },
            },
            { header: t('mail.subject'), cell: (m) => m.subject },
            { header: t('mail.language'), cell: (m) => t(`languages.${m.language}`) },
            { header: t('mail.template'), cell: (m) => m.template },
            { header: t('mail.state'), cell: (m) => <MailStateBadge state={m.state} /> },
            { header: t('mail.sentAt'), cell: (m) => <When at={m.sent_at} /> },
            {
              header: <VisuallyHidden>{t('mail.open')}</VisuallyHidden>,
              cell: (m) => (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setOpen(m)}
                  aria-label={t('mail.openNamed', { subject: m.subject, to: m.to_address })}
                >
                  {t('mail.open')}
                </Button>
              ),
            },
          ]}
        />
      )}
      {mails.state === 'ready' && mails.data.total_page > 1 && (
        <LabelledPagination total={mails.data.total_page} value={page} onChange={setPage} />
      )}
      {open && (
        <MailDialog
          mailUuid={open.mail_uuid}
          online={online}
          onClose={() => setOpen(null)}
          onResent={mails.reload}
        />
      )}
    </Stack>
  );
}
