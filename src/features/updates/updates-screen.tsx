/**
 * Content updates (/updates, module `obligation`, customers): what the provider's sector syncs
 * changed for the company. The published days filter the list (each with its number of updates
 * and of those not seen); each update shows the obligation, its sector, added / changed /
 * repealed, the version and day, and an unseen marker; Details opens the company's compliances on
 * the obligation (links to their screens, where a change is confirmed); Mark seen per update and
 * Mark all seen go through the kit. Read online.
 */
import {
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyUpdate } from '../../../contract/api/sector-versions';
import type { Language } from '../../../contract/enums';
import { LabelledPagination } from '../../components/labelled-pagination';
import { ModuleGate } from '../../components/module-gate';
import { OnlineReadStatus } from '../../components/online-read-status';
import { inLanguage } from '../../lib/bilingual';
import { UpdateDetail } from './update-detail';
import { useUpdateDates, useUpdates } from './updates.api';
import { markUpdatesSeen } from './updates.write';
import { bumpUpdatesSeen } from './updates-store';
import { formatDay, useReadTexts } from './updates-texts';

const KIND_COLORS: Record<CompanyUpdate['kind'], string> = {
  added: 'teal.9',
  changed: 'blue.8',
  repealed: 'red.8',
};

function UpdateCard({
  u,
  online,
  onSeen,
}: {
  u: CompanyUpdate;
  online: boolean;
  onSeen: () => void;
}) {
  const { t, i18n } = useTranslation('updates');
  const lang = i18n.language as Language;
  const [open, setOpen] = useState(false);
  const title = inLanguage(u.comp_title_en, u.comp_title_id, lang) ?? t('untitled');
  const detailId = `update-detail-${u.update_uuid}`;
  return (
    <Card
      withBorder
      padding="sm"
      data-testid="update-row"
      data-id={u.update_uuid}
      data-seen={u.seen}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge color={KIND_COLORS[u.kind]} variant="filled" data-testid="update-kind">
            {t(`kinds.${u.kind}`)}
          </Badge>
          {!u.seen && (
            <Badge color="orange.9" variant="filled" data-testid="update-unseen">
              {t('unseen')}
            </Badge>
          )}
        </Group>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="update-title">
          {title}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('meta', {
            sector: inLanguage(u.sector_name_en, u.sector_name_id, lang) ?? '',
            version: u.version,
            date: formatDay(u.published_on, lang),
          })}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            size="compact-sm"
            variant="light"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? t('hideDetails') : t('details')}
          </Button>
          {!u.seen && (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={onSeen}
              aria-label={t('markSeenOf', { title })}
              data-testid="update-mark-seen"
            >
              {t('markSeen')}
            </Button>
          )}
        </Group>
        <Collapse expanded={open} id={detailId}>
          {open && <UpdateDetail id={u.update_uuid} online={online} />}
        </Collapse>
      </Stack>
    </Card>
  );
}

function Updates() {
  const { t, i18n } = useTranslation('updates');
  const { online } = useNetwork();
  const [filter, setFilter] = useState<{ page: number; date: string | null }>({
    page: 1,
    date: null,
  });
  const [round, setRound] = useState(0);
  const dates = useUpdateDates(round, online);
  const list = useUpdates(filter, round, online);
  const texts = useReadTexts('read');
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const markSeen = async (body: { update_uuid?: string[]; all?: boolean }) => {
    setBusy(true);
    const result = await markUpdatesSeen.run(body);
    setBusy(false);
    if (result.state === 'refused') return setNotice(result.message);
    setNotice(result.state === 'queued' ? t('queued') : body.all ? t('allSeen') : t('seen'));
    setRound((r) => r + 1);
    bumpUpdatesSeen();
  };

  const days = dates.state === 'ready' ? dates.data : [];
  const unseenTotal = days.reduce((n, d) => n + d.unseen, 0);
  const rows = list.state === 'ready' ? list.data.data : [];
  return (
    <Stack gap="md" data-testid="updates">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {notice && (
        <Text size="sm" role="status" data-testid="updates-notice">
          {notice}
        </Text>
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('dateFilter')}
          value={filter.date ?? ''}
          onChange={(e) => setFilter({ page: 1, date: e.currentTarget.value || null })}
          data={[
            { value: '', label: t('allDays') },
            ...days.map((d) => ({
              value: d.date,
              label: t('dayOption', {
                date: formatDay(d.date, i18n.language),
                count: d.total,
                unseen: d.unseen,
              }),
            })),
          ]}
          data-testid="updates-date"
          style={{ minWidth: 0, maxWidth: '100%' }}
        />
        <Button
          variant="light"
          onClick={() => void markSeen({ all: true })}
          disabled={unseenTotal === 0 || !online}
          loading={busy}
          data-testid="updates-mark-all"
        >
          {t('markAllSeen')}
        </Button>
      </Group>
      <OnlineReadStatus read={list} texts={texts} testId="updates" />
      {list.state === 'ready' && (
        <Stack gap="sm">
          {rows.length === 0 && (
            <Text c="dimmed" data-testid="updates-empty">
              {filter.date ? t('emptyDay') : t('empty')}
            </Text>
          )}
          {rows.map((u) => (
            <UpdateCard
              key={u.update_uuid}
              u={u}
              online={online}
              onSeen={() => void markSeen({ update_uuid: [u.update_uuid] })}
            />
          ))}
          {list.data.total_page > 1 && (
            <LabelledPagination
              total={list.data.total_page}
              value={filter.page}
              onChange={(page) => setFilter({ ...filter, page })}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}

export function UpdatesScreen() {
  return (
    <ModuleGate module="obligation">
      <Updates />
    </ModuleGate>
  );
}
