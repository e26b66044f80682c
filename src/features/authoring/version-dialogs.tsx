/**
 * A sector's version cycle in the workspace: the publish dialog shows what publishing would change
 * (added, changed field by field, repealed), takes the version number and stamps it; the delivery
 * dialog asks the server to deliver the sector's last version to its subscribed companies and
 * follows the job, company by company, until it ends. Both are online only, as authoring is.
 */
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Modal,
  NumberInput,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObligationFields } from '../../../contract/api/authoring';
import type {
  SectorCompareAnswer,
  SectorSyncAnswer,
  SectorVersionAnswer,
} from '../../../contract/api/sector-versions';
import { sectorVersionPublish } from '../../../contract/api/sector-version-endpoints';
import {
  labelOf,
  OBLIGATION_TYPE_LABELS,
  PRIORITY_LABELS,
  SANCTION_LABELS,
} from '../../../contract/labels';
import { answerOf } from '../../db/writes';
import { ActionDialog } from '../../components/action-dialog';
import { OnlineReadStatus } from '../../components/online-read-status';
import { currentLanguage } from '../../lib/i18n';
import { useOnlineRead } from '../../lib/use-online-read';
import { fetchSectorCompare, fetchSyncProgress } from './authoring.api';
import * as w from './authoring.write';

/** The editor's label of each obligation field a version can change. */
const FIELD_LABEL = {
  comp_title_en: 'field.titleEn',
  comp_title_id: 'field.titleId',
  regulation_obligation_description_en: 'field.obligationEn',
  regulation_obligation_description_id: 'field.obligationId',
  regulation_penalty_description_en: 'field.penaltyEn',
  regulation_penalty_description_id: 'field.penaltyId',
  type: 'field.type',
  sanction: 'field.sanction',
  priority: 'field.priority',
  checklist_template: 'field.checklist',
} as const satisfies Record<keyof ObligationFields, string>;
const ENUM_LABELS: Partial<Record<string, Parameters<typeof labelOf>[0]>> = {
  type: OBLIGATION_TYPE_LABELS,
  sanction: SANCTION_LABELS,
  priority: PRIORITY_LABELS,
};
const SHOWN_CHARS = 160;

function useValueText() {
  const { t } = useTranslation('authoring');
  const lang = currentLanguage();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('version.empty');
    if (Array.isArray(value)) return t('version.items', { count: value.length });
    const labels = ENUM_LABELS[field];
    const text = labels ? labelOf(labels, String(value), lang) : String(value);
    return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
  };
}

function CompareView({ compare }: { compare: SectorCompareAnswer }) {
  const { t } = useTranslation('authoring');
  const lang = currentLanguage();
  const valueText = useValueText();
  const title = (o: { comp_title_en: string; comp_title_id: string }) =>
    lang === 'id' ? o.comp_title_id : o.comp_title_en;
  const nothing = !compare.added.length && !compare.changed.length && !compare.repealed.length;
  return (
    <Stack gap="sm" data-testid="version-compare">
      <Group gap="xs">
        <Badge color="green" variant="light">
          {t('version.added', { count: compare.added.length })}
        </Badge>
        <Badge color="blue" variant="light">
          {t('version.changed', { count: compare.changed.length })}
        </Badge>
        <Badge color="red" variant="light">
          {t('version.repealed', { count: compare.repealed.length })}
        </Badge>
      </Group>
      {nothing && (
        <Text size="sm" c="dimmed">
          {t('version.nothing')}
        </Text>
      )}
      {compare.added.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('version.addedTitle')}
          </Title>
          <List size="sm">
            {compare.added.map((o) => (
              <List.Item key={o.obligation_uuid}>{title(o)}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      {compare.changed.map((o) => (
        <Stack gap={4} key={o.obligation_uuid} data-testid="version-changed">
          <Title order={3} size="h5">
            {t('version.changedTitle', { title: title(o) })}
          </Title>
          <ScrollArea
            type="auto"
            tabIndex={0}
            aria-label={t('version.changedTitle', { title: title(o) })}
          >
            <Table withTableBorder fz="sm" miw={420}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('version.field')}</Table.Th>
                  <Table.Th>{t('version.before')}</Table.Th>
                  <Table.Th>{t('version.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {o.fields.map((f) => (
                  <Table.Tr key={f.field}>
                    <Table.Td>
                      {Object.hasOwn(FIELD_LABEL, f.field)
                        ? t(FIELD_LABEL[f.field as keyof ObligationFields])
                        : f.field}
                    </Table.Td>
                    <Table.Td>{valueText(f.field, f.before)}</Table.Td>
                    <Table.Td>{valueText(f.field, f.after)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Stack>
      ))}
      {compare.repealed.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('version.repealedTitle')}
          </Title>
          <List size="sm">
            {compare.repealed.map((o) => (
              <List.Item key={o.obligation_uuid}>{title(o)}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}

export function PublishVersionDialog(props: {
  sectorUuid: string;
  onClose: () => void;
  onPublished: (v: SectorVersionAnswer) => void;
}) {
  const { t } = useTranslation('authoring');
  const { online } = useNetwork();
  const compare = useOnlineRead(`authoring:compare:${props.sectorUuid}`, online, () =>
    fetchSectorCompare(props.sectorUuid),
  );
  const last = compare.state === 'ready' ? compare.data.last_version : null;
  const [version, setVersion] = useState<number | null>(null);
  const chosen = version ?? (last === null ? null : last + 1);
  const texts = {
    loading: t('loading'),
    offline: t('offline'),
    failed: (message: string) => t('loadFailed', { message }),
    retry: t('retry'),
  };
  return (
    <ActionDialog
      title={t('version.publishTitle')}
      actionLabel={
        chosen === null ? t('version.publish') : t('version.publishAs', { version: chosen })
      }
      disabled={!online || chosen === null}
      onClose={props.onClose}
      testId="publish-version-dialog"
      onAction={async () => {
        const r = await w.publishSectorVersion.run({
          sector_uuid: props.sectorUuid,
          version: chosen!,
        });
        if (r.state === 'refused') return r.errors?.version?.[0] ?? r.message;
        const answer = r.state === 'done' ? answerOf(sectorVersionPublish, r.answer) : undefined;
        if (answer) props.onPublished(answer);
        else props.onClose();
      }}
    >
      <OnlineReadStatus read={compare} texts={texts} testId="version-compare" />
      {compare.state === 'ready' && (
        <Stack gap="md">
          <Text size="sm">{last ? t('version.last', { version: last }) : t('version.first')}</Text>
          <CompareView compare={compare.data} />
          <NumberInput
            label={t('version.number')}
            description={t('version.rules')}
            min={Math.max(1, last ?? 1)}
            allowDecimal={false}
            value={chosen ?? ''}
            onChange={(v) => setVersion(typeof v === 'number' ? v : null)}
            data-testid="version-number"
          />
        </Stack>
      )}
    </ActionDialog>
  );
}

const POLL_MS = 2_000;
const FINAL = new Set(['done', 'failed']);

/** Delivers the sector's last version and follows the job company by company. */
export function SyncDialog(props: { sectorUuid: string; onClose: () => void }) {
  const { t } = useTranslation('authoring');
  const { online } = useNetwork();
  const [progress, setProgress] = useState<SectorSyncAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = async () => {
      try {
        const next = await fetchSyncProgress(props.sectorUuid);
        if (!live) return;
        setProgress(next);
        if (!FINAL.has(next.state)) timer = setTimeout(() => void follow(), POLL_MS);
      } catch (error) {
        if (live) setProblem((error as Error).message);
      }
    };
    void w.syncSector.run({ sector_uuid: props.sectorUuid }).then((r) => {
      if (!live) return;
      if (r.state === 'refused') setProblem(r.message);
      else void follow();
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [props.sectorUuid]);

  const companies = progress?.companies ?? [];
  const done = companies.filter((c) => c.done).length;
  const finished = progress !== null && FINAL.has(progress.state);
  // A plain dialog, not the action dialog: there is nothing to cancel (closing it leaves the job
  // running on the server) and nothing more to do than close it.
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('sync.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="sync-dialog"
    >
      <Stack gap="sm" role="status" aria-live="polite">
        {!online && <Alert color="yellow">{t('offline')}</Alert>}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {!progress && !problem && <Text size="sm">{t('sync.asking')}</Text>}
        {progress && (
          <>
            <Text size="sm" data-testid="sync-state" data-state={progress.state}>
              {t(`sync.state.${progress.state}`, {
                defaultValue: progress.state,
                version: progress.version,
              })}
            </Text>
            <Progress
              value={companies.length ? (done / companies.length) * 100 : finished ? 100 : 0}
              aria-label={t('sync.companiesDone', { done, total: companies.length })}
              animated={!finished}
            />
            <Text size="sm">{t('sync.companiesDone', { done, total: companies.length })}</Text>
            {finished && companies.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('sync.noCompanies')}
              </Text>
            )}
            {companies.length > 0 && (
              <ScrollArea.Autosize
                mah={260}
                type="auto"
                tabIndex={0}
                aria-label={t('sync.companies')}
              >
                <Table fz="sm" data-testid="sync-companies">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('sync.company')}</Table.Th>
                      <Table.Th>{t('sync.result')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {companies.map((c) => (
                      <Table.Tr key={c.company_uuid}>
                        <Table.Td>{c.name}</Table.Td>
                        <Table.Td>
                          {c.done
                            ? t('sync.companyResult', {
                                created: c.created,
                                confirmations: c.confirmations,
                                deactivated: c.deactivated,
                              })
                            : t('sync.waiting')}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </>
        )}
        {!finished && !problem && (
          <Text size="sm" c="dimmed">
            {t('sync.runsOn')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant={finished ? 'filled' : 'default'} onClick={props.onClose}>
            {t('close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
