/**
 * The customers screen (/customers, provider only): customer companies read online, page by page,
 * with a search and state and subscription-end filters; each row opens the customer's detail.
 * A second tab shows every customer's compliance progress. Users with the module's create right
 * get the New customer form.
 */
import {
  Anchor,
  Button,
  Card,
  Group,
  Progress,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useNetwork } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_EXPIRY,
  COMPANY_STATES,
  type CompanyExpiry,
  type CompanyItem,
  type CompanyState,
} from '../../../contract/api/customers';
import { LabelledPagination } from '../../components/labelled-pagination';
import { ModuleGate } from '../../components/module-gate';
import { OnlineReadStatus } from '../../components/online-read-status';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../state/permissions';
import { ArchivePanel } from './archive-panel';
import { CustomerForm } from './customer-form';
import { CompanyStateBadge, formatDay } from './customer-format';
import { useCustomers, useProgress } from './customers.api';
import { usePhone } from '../../components/use-phone';

export const CUSTOMERS_PAGE_SIZE = 20;

function NameLink({ company }: { company: CompanyItem }) {
  return (
    <Anchor
      fw={500}
      renderRoot={(props) => (
        <Link to="/customers/$id" params={{ id: company.company_uuid }} {...props} />
      )}
      data-testid="customer-link"
    >
      {company.name}
    </Anchor>
  );
}

function CustomerRows({ rows, phone }: { rows: CompanyItem[]; phone: boolean }) {
  const { t } = useTranslation('customers');
  const lang = currentLanguage();
  const ends = (c: CompanyItem) => formatDay(c.expired_at, lang) ?? t('noDate');
  const seats = (c: CompanyItem) => t('seats', { used: c.license_used, license: c.license });
  if (phone)
    return (
      <Stack gap="xs">
        {rows.map((c) => (
          <Card key={c.company_uuid} withBorder padding="sm" data-testid="customer-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <NameLink company={c} />
              <CompanyStateBadge state={c.state} />
            </Group>
            <Text size="sm">{c.pic_name ?? ''}</Text>
            <Text size="sm">
              {t('columns.license')}: {seats(c)}
            </Text>
            <Text size="sm">
              {t('columns.ends')}: {ends(c)}
            </Text>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.pic')}</Table.Th>
            <Table.Th>{t('columns.product')}</Table.Th>
            <Table.Th>{t('columns.license')}</Table.Th>
            <Table.Th>{t('columns.ends')}</Table.Th>
            <Table.Th>{t('columns.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => (
            <Table.Tr key={c.company_uuid} data-testid="customer-row">
              <Table.Td>
                <NameLink company={c} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.pic_name}</Text>
                <Text size="xs" c="dimmed">
                  {c.pic_email}
                </Text>
              </Table.Td>
              <Table.Td>{c.product_name ?? t('noProduct')}</Table.Td>
              <Table.Td>{seats(c)}</Table.Td>
              <Table.Td>{ends(c)}</Table.Td>
              <Table.Td>
                <CompanyStateBadge state={c.state} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CustomerList() {
  const { t } = useTranslation('customers');
  const { online } = useNetwork();
  const phone = usePhone();
  const mayCreate = useCan('customers', 'create');
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [state, setState] = useState<CompanyState | ''>('');
  const [expiry, setExpiry] = useState<CompanyExpiry | ''>('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const query = {
    page,
    limit: CUSTOMERS_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(state ? { state } : {}),
    ...(expiry ? { expiry } : {}),
  };
  const customers = useCustomers(query, online);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text c="dimmed">{t('list.intro')}</Text>
        {mayCreate && (
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => setImporting((v) => !v)}
              aria-expanded={importing}
              data-testid="customers-import"
            >
              {t('list.import')}
            </Button>
            <Button onClick={() => setCreating(true)} disabled={!online}>
              {t('list.create')}
            </Button>
          </Group>
        )}
      </Group>
      {mayCreate && importing && (
        <ArchivePanel target={{ kind: 'companies' }} onDone={() => customers.reload()} />
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 16rem' }}
          leftSection={<IconSearch size={16} />}
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label={t('list.stateFilter')}
          data={[
            { value: '', label: t('list.allStates') },
            ...COMPANY_STATES.map((s) => ({ value: s, label: t(`state.${s}`) })),
          ]}
          value={state}
          onChange={(v) => {
            setState((v ?? '') as CompanyState | '');
            setPage(1);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 170 }}
        />
        <Select
          label={t('list.expiryFilter')}
          data={[
            { value: '', label: t('list.allExpiry') },
            ...COMPANY_EXPIRY.map((s) => ({ value: s, label: t(`expiry.${s}`) })),
          ]}
          value={expiry}
          onChange={(v) => {
            setExpiry((v ?? '') as CompanyExpiry | '');
            setPage(1);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 210 }}
        />
      </Group>
      <OnlineReadStatus
        read={customers}
        texts={{
          loading: t('list.loading'),
          offline: t('list.onlineOnly'),
          failed: (message) => t('list.loadFailed', { message }),
          retry: t('list.retry'),
        }}
        testId="customers"
      />
      {customers.state === 'ready' && customers.data.total === 0 && (
        <Text c="dimmed" data-testid="customers-empty">
          {search || state || expiry ? t('list.noMatch') : t('list.empty')}
        </Text>
      )}
      {customers.state === 'ready' && customers.data.total > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="customers-total">
            {t('list.total', { count: customers.data.total })}
          </Text>
          <CustomerRows rows={customers.data.data} phone={phone} />
          {customers.data.pageTotal > 1 && (
            <LabelledPagination
              total={customers.data.pageTotal}
              value={page}
              onChange={setPage}
              size="sm"
            />
          )}
        </>
      )}
      {creating && (
        <CustomerForm
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            customers.reload();
          }}
        />
      )}
    </Stack>
  );
}

function ProgressList() {
  const { t } = useTranslation('customers');
  const { online } = useNetwork();
  const [page, setPage] = useState(1);
  const progress = useProgress(page, online);
  return (
    <Stack gap="sm">
      <OnlineReadStatus
        read={progress}
        texts={{
          loading: t('progress.loading'),
          offline: t('list.onlineOnly'),
          failed: (message) => t('progress.loadFailed', { message }),
          retry: t('list.retry'),
        }}
        testId="progress"
      />
      {progress.state === 'ready' && progress.data.total === 0 && (
        <Text c="dimmed">{t('progress.empty')}</Text>
      )}
      {progress.state === 'ready' &&
        progress.data.data.map((p) => (
          <Card key={p.company_uuid} withBorder padding="sm" data-testid="progress-row">
            <Group justify="space-between" gap="xs">
              <Anchor
                fw={500}
                renderRoot={(props) => (
                  <Link to="/customers/$id" params={{ id: p.company_uuid }} {...props} />
                )}
              >
                {p.name}
              </Anchor>
              <Text size="sm">
                {t('columns.compliances')}: {p.approved} / {p.total}
              </Text>
            </Group>
            <Progress
              value={p.progress}
              mt="xs"
              aria-label={`${t('columns.progress')}: ${p.name}`}
            />
            <Text size="sm" mt={4}>
              {t('progress.value', { value: p.progress })}
            </Text>
          </Card>
        ))}
      {progress.state === 'ready' && progress.data.total_page > 1 && (
        <LabelledPagination
          total={progress.data.total_page}
          value={page}
          onChange={setPage}
          size="sm"
        />
      )}
    </Stack>
  );
}

function Customers() {
  const { t } = useTranslation('customers');
  return (
    <Stack gap="md" data-testid="customers-screen">
      <Title order={1} size="h2">
        {t('list.title')}
      </Title>
      <Tabs defaultValue="customers" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="customers">{t('list.tabs.customers')}</Tabs.Tab>
          <Tabs.Tab value="progress">{t('list.tabs.progress')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="customers">
          <CustomerList />
        </Tabs.Panel>
        <Tabs.Panel value="progress">
          <ProgressList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export function CustomersScreen() {
  return (
    <ModuleGate module="customers">
      <Customers />
    </ModuleGate>
  );
}
