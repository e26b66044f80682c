/**
 * The dashboard: the compliance rate as a ring, comply and not comply, the statuses, the top comply
 * and not-comply topics, the statistics over time and the divisions, with a group filter, a
 * deadline period and the spreadsheet export. Online, the figures are the server's
 * (`dashboardList`), read again whenever the synced compliances change (a claim approved
 * elsewhere moves the rate without a reload); offline, they are computed from the local
 * compliances with the same formula (contract/dashboard.ts), marked "offline figures" with the last
 * sync time. Every figure is a table cell (the charts' table view) linking to the compliance list
 * filtered to it.
 */
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Loader,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { DashboardQuery, GroupSearchItem } from '../../../contract/api/dashboard';
import {
  cellsOfCompliances,
  complianceLinkSearch,
  computeFigures,
  subtrees,
  type GroupNode,
} from '../../../contract/dashboard';
import { PROCESS_STATUSES, type ProcessStatus } from '../../../contract/enums';
import { ModuleGate } from '../../components/module-gate';
import { OnlineReadStatus } from '../../components/online-read-status';
import { useAllCompliances } from '../../db/hooks/compliances';
import { useSectorOptions, useTopicTitles } from '../../db/hooks/dashboard';
import { useOnlineRead } from '../../lib/use-online-read';
import { formatSyncTime, syncStatus } from '../../sync/sync-status';
import { downloadExport, fetchDashboard, fetchStatistics, searchGroups } from './dashboard.api';

const Charts = {
  RateRing: lazy(() => import('./dashboard-charts').then((m) => ({ default: m.RateRing }))),
  Bars: lazy(() => import('./dashboard-charts').then((m) => ({ default: m.Bars }))),
  RateLine: lazy(() => import('./dashboard-charts').then((m) => ({ default: m.RateLine }))),
};

/** The last groups the server named, for the offline divisions and group filter. */
const GROUPS_KEY = 'dashboard.groups';
type NamedGroup = GroupNode & { name: string };
const cachedGroups = (): NamedGroup[] => {
  try {
    return JSON.parse(localStorage.getItem(GROUPS_KEY) ?? '[]') as NamedGroup[];
  } catch {
    return [];
  }
};

interface Shown {
  active: number;
  comply: number;
  not_comply: number;
  rate: number;
  by_status: Record<ProcessStatus, number>;
  top_comply: { topic_uuid: string; title: string; count: number }[];
  top_not_comply: { topic_uuid: string; title: string; count: number }[];
  divisions: {
    group_uuid: string;
    name: string;
    tree: string[];
    active: number;
    comply: number;
    not_comply: number;
    rate: number;
  }[];
}

function ChartCard({
  title,
  testId,
  chart,
  children,
}: {
  title: string;
  testId: string;
  chart?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Card withBorder data-testid={testId} component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {chart && (
        <Suspense fallback={<Loader size="sm" aria-label={t('loadingChart')} />}>{chart}</Suspense>
      )}
      {children}
    </Card>
  );
}

export function DashboardScreen() {
  return (
    <ModuleGate module="dashboard">
      <Dashboard />
    </ModuleGate>
  );
}

function Dashboard() {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language === 'id' ? 'id' : 'en';
  const online = useNetwork().online;
  const sync = useSnapshot(syncStatus);
  const [query, setQuery] = useState<DashboardQuery>({});
  const { docs } = useAllCompliances();

  // Online: the server's figures, read again when the local compliances change (live sync).
  const key = JSON.stringify(query);
  const read = useOnlineRead(`dashboard:${key}`, online, () => fetchDashboard(query));
  const stats = useOnlineRead(`dashboard-stats:${key}`, online, () => fetchStatistics(query));
  const { reload } = read;
  const seen = useRef<unknown>(null);
  useEffect(() => {
    if (!docs) return;
    if (seen.current !== null && seen.current !== docs) reload();
    seen.current = docs;
  }, [docs, reload]);

  // The company's groups as the server last named them (kept for the offline divisions).
  const serverDivisions = read.state === 'ready' && !query.group_uuid ? read.data.divisions : null;
  const groups = useMemo<NamedGroup[]>(
    () =>
      serverDivisions
        ? serverDivisions.map((d) => ({
            group_uuid: d.group_uuid,
            parent_uuid: d.parent_uuid,
            name: d.name,
          }))
        : cachedGroups(),
    [serverDivisions],
  );
  useEffect(() => {
    if (serverDivisions) localStorage.setItem(GROUPS_KEY, JSON.stringify(groups));
  }, [serverDivisions, groups]);

  // Offline: the same formula over the local compliances (only then: online it was work on every
  // start, and on every synced change, that nothing showed).
  const offline = read.state === 'offline';
  const local = useMemo(() => {
    if (!docs || !offline) return null;
    const inPeriod = docs.filter(
      (d) =>
        (!query.deadline_from || (d.deadline !== null && d.deadline >= query.deadline_from)) &&
        (!query.deadline_to || (d.deadline !== null && d.deadline <= query.deadline_to)),
    );
    return computeFigures(cellsOfCompliances(inPeriod), groups, {
      group_uuid: query.group_uuid,
      sector_uuid: query.sector_uuid,
    });
  }, [docs, groups, query, offline]);
  const topicIds = useMemo(
    () => (local ? [...local.top_comply, ...local.top_not_comply].map((x) => x.topic_uuid) : []),
    [local],
  );
  const titles = useTopicTitles(topicIds, lang);

  let shown: Shown | null = null;
  if (read.state === 'ready') shown = read.data;
  else if (offline && local) {
    const trees = subtrees(groups);
    const names = new Map(groups.map((g) => [g.group_uuid, g.name]));
    const titled = (list: { topic_uuid: string; count: number }[]) =>
      list.map((x) => ({ ...x, title: titles.get(x.topic_uuid) ?? '—' }));
    shown = {
      ...local,
      top_comply: titled(local.top_comply),
      top_not_comply: titled(local.top_not_comply),
      divisions: local.divisions.map((d) => ({
        ...d,
        name: names.get(d.group_uuid) ?? '—',
        tree: [...(trees.get(d.group_uuid) ?? [])],
      })),
    };
  }

  const scopeTree = query.group_uuid
    ? (shown?.divisions.find((d) => d.group_uuid === query.group_uuid)?.tree ?? [query.group_uuid])
    : undefined;
  const scope = { sector_uuid: query.sector_uuid, group_tree: scopeTree };
  const link = (
    figure: Parameters<typeof complianceLinkSearch>[0],
    text: ReactNode,
    testId?: string,
  ) => (
    <Anchor
      component={Link}
      to="/compliance"
      search={complianceLinkSearch(figure, scope) as never}
      data-testid={testId}
    >
      {text}
    </Anchor>
  );
  const statusLabel = (s: ProcessStatus) => t(`statusName.${s}`);

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{t('title')}</Title>
        <ExportButton query={query} online={online} />
      </Group>
      <Filters query={query} onChange={setQuery} online={online} offlineGroups={groups} />
      {offline && (
        <Alert color="yellow" data-testid="offline-figures">
          <Group gap="xs">
            <Badge color="yellow.9" variant="filled">
              {t('offlineFigures')}
            </Badge>
            <Text size="sm">
              {sync.lastSyncAt
                ? t('lastSync', { time: formatSyncTime(sync.lastSyncAt, i18n.language) })
                : t('neverSynced')}
            </Text>
          </Group>
        </Alert>
      )}
      {!offline && (
        <OnlineReadStatus
          read={read}
          testId="dashboard"
          texts={{
            loading: t('loading'),
            offline: t('offlineFigures'),
            failed: (m) => t('failed', { message: m }),
            retry: t('retry'),
          }}
        />
      )}
      {offline && !shown && <Loader size="sm" aria-label={t('loading')} />}
      {shown && shown.active === 0 && (
        <Text c="dimmed" data-testid="dashboard-empty">
          {t('empty')}
        </Text>
      )}
      {shown && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ChartCard
            title={t('rate')}
            testId="card-rate"
            chart={<Charts.RateRing rate={shown.rate} label={`${shown.rate}%`} />}
          >
            <Table>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">{t('rate')}</Table.Th>
                  <Table.Td data-testid="rate-value">{shown.rate}%</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t('active')}</Table.Th>
                  <Table.Td>{link({}, shown.active, 'link-active')}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t('comply')}</Table.Th>
                  <Table.Td>{link({ comply: true }, shown.comply, 'link-comply')}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t('notComply')}</Table.Th>
                  <Table.Td>
                    {link({ comply: false }, shown.not_comply, 'link-not-comply')}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </ChartCard>
          <ChartCard
            title={t('statuses')}
            testId="card-status"
            chart={
              <Charts.Bars
                dataKey="status"
                data={PROCESS_STATUSES.map((s) => ({
                  status: statusLabel(s),
                  count: shown.by_status[s],
                }))}
                series={[{ name: 'count', label: t('count'), color: 'blue.7' }]}
              />
            }
          >
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('status')}</Table.Th>
                  <Table.Th>{t('count')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {PROCESS_STATUSES.map((s) => (
                  <Table.Tr key={s}>
                    <Table.Td>{statusLabel(s)}</Table.Td>
                    <Table.Td>{link({ status: s }, shown.by_status[s])}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ChartCard>
          {(['top_comply', 'top_not_comply'] as const).map((k) => (
            <ChartCard
              key={k}
              title={t(k === 'top_comply' ? 'topComply' : 'topNotComply')}
              testId={`card-${k}`}
              chart={
                shown[k].length > 0 ? (
                  <Charts.Bars
                    horizontal
                    dataKey="title"
                    data={shown[k].map((x) => ({ title: x.title, count: x.count }))}
                    series={[
                      {
                        name: 'count',
                        label: t('count'),
                        color: k === 'top_comply' ? 'teal.8' : 'red.8',
                      },
                    ]}
                  />
                ) : undefined
              }
            >
              {shown[k].length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('noTopics')}
                </Text>
              ) : (
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('topic')}</Table.Th>
                      <Table.Th>{t('count')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shown[k].map((x) => (
                      <Table.Tr key={x.topic_uuid}>
                        <Table.Td>{x.title}</Table.Td>
                        <Table.Td>
                          {link({ comply: k === 'top_comply', topic_uuid: x.topic_uuid }, x.count)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </ChartCard>
          ))}
          <ChartCard
            title={t('statistics')}
            testId="card-statistics"
            chart={
              stats.state === 'ready' ? (
                <Charts.RateLine
                  label={t('rate')}
                  data={stats.data.months.map((m) => ({ month: m.month, rate: m.rate }))}
                />
              ) : undefined
            }
          >
            {stats.state === 'offline' ? (
              <Text size="sm" c="dimmed">
                {t('statisticsOnline')}
              </Text>
            ) : (
              <OnlineReadStatus
                read={stats}
                texts={{
                  loading: t('loading'),
                  offline: t('statisticsOnline'),
                  failed: (m) => t('failed', { message: m }),
                  retry: t('retry'),
                }}
              />
            )}
            {stats.state === 'ready' && (
              <Box
                style={{ overflowX: 'auto' }}
                tabIndex={0}
                role="region"
                aria-label={t('statistics')}
              >
                <Table miw={320}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('month')}</Table.Th>
                      <Table.Th>{t('rate')}</Table.Th>
                      <Table.Th>{t('comply')}</Table.Th>
                      <Table.Th>{t('active')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {stats.data.months.map((m) => (
                      <Table.Tr key={m.month}>
                        <Table.Td>{m.month}</Table.Td>
                        <Table.Td>{m.rate === null ? t('noSnapshot') : `${m.rate}%`}</Table.Td>
                        <Table.Td>{m.comply ?? '—'}</Table.Td>
                        <Table.Td>{m.active ?? '—'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Box>
            )}
          </ChartCard>
          <ChartCard
            title={t('divisions')}
            testId="card-divisions"
            chart={
              shown.divisions.length > 0 ? (
                <Charts.Bars
                  horizontal
                  dataKey="name"
                  data={shown.divisions.map((d) => ({
                    name: d.name,
                    comply: d.comply,
                    not_comply: d.not_comply,
                  }))}
                  series={[
                    { name: 'comply', label: t('comply'), color: 'teal.8' },
                    { name: 'not_comply', label: t('notComply'), color: 'red.8' },
                  ]}
                />
              ) : undefined
            }
          >
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('group')}</Table.Th>
                    <Table.Th>{t('rate')}</Table.Th>
                    <Table.Th>{t('comply')}</Table.Th>
                    <Table.Th>{t('notComply')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.divisions.map((d) => (
                    <Table.Tr key={d.group_uuid}>
                      <Table.Td>{d.name}</Table.Td>
                      <Table.Td>{d.rate}%</Table.Td>
                      <Table.Td>{link({ comply: true, group_tree: d.tree }, d.comply)}</Table.Td>
                      <Table.Td>
                        {link({ comply: false, group_tree: d.tree }, d.not_comply)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </ChartCard>
        </SimpleGrid>
      )}
    </Stack>
  );
}

function Filters({
  query,
  onChange,
  online,
  offlineGroups,
}: {
  query: DashboardQuery;
  onChange: (q: DashboardQuery) => void;
  online: boolean;
  offlineGroups: NamedGroup[];
}) {
  const { t, i18n } = useTranslation('dashboard');
  const sectors = useSectorOptions(i18n.language === 'id' ? 'id' : 'en');
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<GroupSearchItem[] | null>(null);
  useEffect(() => {
    if (!online) return;
    let live = true;
    const timer = setTimeout(() => {
      searchGroups(search).then(
        (g) => live && setFound(g),
        () => live && setFound(null),
      );
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, online]);
  const options = (
    found ?? offlineGroups.map((g) => ({ group_uuid: g.group_uuid, path: g.name }))
  ).map((g) => ({ value: g.group_uuid, label: g.path }));
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <Select
        label={t('sectorFilter')}
        placeholder={t('allSectors')}
        searchable
        clearable
        data={sectors}
        value={query.sector_uuid ?? null}
        onChange={(v) => onChange({ ...query, sector_uuid: v ?? undefined })}
        nothingFoundMessage={t('noSectors')}
        w={{ base: '100%', xs: 220 }}
        data-testid="sector-filter"
      />
      <Select
        label={t('groupFilter')}
        placeholder={t('allGroups')}
        searchable
        clearable
        data={options}
        value={query.group_uuid ?? null}
        onSearchChange={setSearch}
        onChange={(v) => onChange({ ...query, group_uuid: v ?? undefined })}
        nothingFoundMessage={t('noGroups')}
        w={{ base: '100%', xs: 260 }}
        data-testid="group-filter"
      />
      <TextInput
        type="date"
        label={t('from')}
        value={query.deadline_from ?? ''}
        onChange={(e) => onChange({ ...query, deadline_from: e.currentTarget.value || undefined })}
        w={{ base: '100%', xs: 170 }}
      />
      <TextInput
        type="date"
        label={t('to')}
        value={query.deadline_to ?? ''}
        onChange={(e) => onChange({ ...query, deadline_to: e.currentTarget.value || undefined })}
        w={{ base: '100%', xs: 170 }}
      />
    </Group>
  );
}

function ExportButton({ query, online }: { query: DashboardQuery; online: boolean }) {
  const { t } = useTranslation('dashboard');
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== undefined;
  const run = async () => {
    setError(null);
    setProgress(null);
    try {
      await downloadExport(query, setProgress);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setProgress(undefined);
    }
  };
  return (
    <Stack gap={4} w={{ base: '100%', xs: 'auto' }}>
      <Button
        leftSection={<IconDownload size={16} />}
        onClick={run}
        loading={busy}
        disabled={!online}
        data-testid="dashboard-export"
      >
        {t('export')}
      </Button>
      {busy && (
        <Progress
          value={progress === null ? 100 : progress * 100}
          animated={progress === null}
          aria-label={t('exporting')}
          size="sm"
        />
      )}
      {!online && (
        <Text size="xs" c="dimmed">
          {t('exportOnline')}
        </Text>
      )}
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {t('exportFailed', { message: error })}
        </Text>
      )}
    </Stack>
  );
}
