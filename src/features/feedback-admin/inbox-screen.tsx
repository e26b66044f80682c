/**
 * The provider's inbox (/inbox, module `customers`): the feedback and the user requests of every
 * company, newest first, each with its sender, and Answer (a modal; requests also take a status).
 * The answer is mailed to the sender by the server. Read online.
 */
import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INBOX_REQUEST_STATUSES } from '../../../contract/api/feedback-inbox';
import { LabelledPagination } from '../../components/labelled-pagination';
import { ModuleGate } from '../../components/module-gate';
import { OnlineReadStatus } from '../../components/online-read-status';
import { useFeedbackInbox, useRequestInbox } from './inbox.api';
import { answerFeedback, answerRequest } from './inbox.write';

type Status = (typeof INBOX_REQUEST_STATUSES)[number];
interface Target {
  kind: 'feedback' | 'request';
  id: string;
  about: string;
  answer: string;
  status: Status;
}

function AnswerForm({ target, onDone }: { target: Target; onDone: (notice: string) => void }) {
  const { t } = useTranslation('inbox');
  const [answer, setAnswer] = useState(target.answer);
  const [status, setStatus] = useState<Status>(target.status);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const result =
      target.kind === 'feedback'
        ? await answerFeedback.run({ id: target.id, body: { answer } })
        : await answerRequest.run({ id: target.id, body: { answer, status } });
    setBusy(false);
    if (result.state === 'refused') return setError(result.message);
    onDone(result.state === 'queued' ? t('queued') : t('answered'));
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {target.about}
        </Text>
        <Textarea
          label={t('answer')}
          value={answer}
          onChange={(e) => setAnswer(e.currentTarget.value)}
          required
          rows={5}
          data-testid="inbox-answer-text"
        />
        {target.kind === 'request' && (
          <Select
            label={t('status')}
            value={status}
            onChange={(v) => v && setStatus(v as Status)}
            data={INBOX_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            allowDeselect={false}
          />
        )}
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} data-testid="inbox-answer-send">
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface Entry {
  id: string;
  heading: string;
  content: string;
  sender: string;
  created_at: string;
  answer: string | null;
  status?: Status;
}

function EntryCard({ e, onAnswer }: { e: Entry; onAnswer: () => void }) {
  const { t, i18n } = useTranslation('inbox');
  return (
    <Card withBorder padding="sm" data-testid="inbox-entry" data-id={e.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {e.heading}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {e.content}
          </Text>
          <Text size="xs" c="dimmed">
            {e.sender} ·{' '}
            {new Date(e.created_at).toLocaleString(i18n.language === 'id' ? 'id-ID' : 'en-GB')}
          </Text>
          {e.answer && (
            <Text size="sm" c="dimmed" data-testid="inbox-entry-answer">
              {t('answerShown', { answer: e.answer })}
            </Text>
          )}
        </Stack>
        <Stack gap="xs" align="flex-end">
          {e.status && (
            <Badge color="gray.7" variant="filled">
              {t(`statuses.${e.status}`)}
            </Badge>
          )}
          <Button
            size="compact-sm"
            variant="light"
            onClick={onAnswer}
            aria-label={`${t('answerAction')}: ${e.heading}`}
          >
            {t('answerAction')}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}

function Inbox() {
  const { t } = useTranslation('inbox');
  const { online } = useNetwork();
  const [tab, setTab] = useState<string | null>('feedback');
  const [pages, setPages] = useState({ feedback: 1, requests: 1 });
  const feedback = useFeedbackInbox(pages.feedback, online);
  const requests = useRequestInbox(pages.requests, online);
  const texts = {
    loading: t('read.loading'),
    offline: t('read.offline'),
    failed: (message: string) => t('read.failed', { message }),
    retry: t('read.retry'),
  };
  const [target, setTarget] = useState<Target | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sender = (x: {
    user_name: string | null;
    user_email: string | null;
    company_name: string;
  }) => `${x.user_name ?? x.user_email ?? t('unknownSender')} (${x.company_name})`;
  const done = (n: string) => {
    setTarget(null);
    setNotice(n);
    feedback.reload();
    requests.reload();
  };
  return (
    <Stack gap="md" data-testid="inbox">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {notice && (
        <Text size="sm" role="status" data-testid="inbox-notice">
          {notice}
        </Text>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="feedback">{t('tabs.feedback')}</Tabs.Tab>
          <Tabs.Tab value="requests">{t('tabs.requests')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="feedback" pt="md">
          <OnlineReadStatus read={feedback} texts={texts} />
          {feedback.state === 'ready' && (
            <Stack gap="sm">
              {feedback.data.data.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
              {feedback.data.data.map((f) => (
                <EntryCard
                  key={f.feedback_uuid}
                  e={{
                    id: f.feedback_uuid,
                    heading: f.title || t('untitled'),
                    content: f.content,
                    sender: sender(f),
                    created_at: f.created_at,
                    answer: f.answer,
                  }}
                  onAnswer={() =>
                    setTarget({
                      kind: 'feedback',
                      id: f.feedback_uuid,
                      about: f.title || f.content,
                      answer: f.answer ?? '',
                      status: 'done',
                    })
                  }
                />
              ))}
              {feedback.data.total_page > 1 && (
                <LabelledPagination
                  total={feedback.data.total_page}
                  value={pages.feedback}
                  onChange={(p) => setPages({ ...pages, feedback: p })}
                />
              )}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="requests" pt="md">
          <OnlineReadStatus read={requests} texts={texts} />
          {requests.state === 'ready' && (
            <Stack gap="sm">
              {requests.data.data.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
              {requests.data.data.map((r) => (
                <EntryCard
                  key={r.request_uuid}
                  e={{
                    id: r.request_uuid,
                    heading: t('requestType', { type: r.type }),
                    content: r.content,
                    sender: sender(r),
                    created_at: r.created_at,
                    answer: r.answer,
                    status: r.status,
                  }}
                  onAnswer={() =>
                    setTarget({
                      kind: 'request',
                      id: r.request_uuid,
                      about: r.content,
                      answer: r.answer ?? '',
                      status: r.status,
                    })
                  }
                />
              ))}
              {requests.data.total_page > 1 && (
                <LabelledPagination
                  total={requests.data.total_page}
                  value={pages.requests}
                  onChange={(p) => setPages({ ...pages, requests: p })}
                />
              )}
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={t('answerTitle')}
        size="lg"
      >
        {target && <AnswerForm target={target} onDone={done} />}
      </Modal>
    </Stack>
  );
}

export function InboxScreen() {
  return (
    <ModuleGate module="customers">
      <Inbox />
    </ModuleGate>
  );
}
