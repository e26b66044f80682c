/**
 * One customer (/customers/$id, provider only), read online: subscription, license use with the
 * license update (an administrator action: shown to holders of every right on `customers`),
 * people, and the company's activity. Edit opens the customer form; Delete asks first and
 * deactivates the company (its data is kept until a purge).
 */
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LICENSE, type CompanyItem } from '../../../contract/api/customers';
import { countryName } from '../../../contract/countries';
import { LabelledPagination } from '../../components/labelled-pagination';
import { ModuleGate } from '../../components/module-gate';
import { OnlineReadStatus } from '../../components/online-read-status';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../state/permissions';
import { CustomerForm } from './customer-form';
import { CompanyStateBadge, formatDay, formatMoment } from './customer-format';
import { deleteCustomer, updateLicense } from './customer.write';
import { ArchivePanel } from './archive-panel';
import { useCustomer, useCustomerActivities, useCustomerPeople } from './customers.api';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function LicensePanel({ company, onSaved }: { company: CompanyItem; onSaved: () => void }) {
  const { t } = useTranslation('customers');
  const { online } = useNetwork();
  const mayChange = useCan('customers', 'delete');
  const [seats, setSeats] = useState<number | string>(company.license);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function save() {
    if (typeof seats !== 'number' || !Number.isInteger(seats) || seats < 1)
      return setMessage({ ok: false, text: t('form.licenseInvalid') });
    setBusy(true);
    const result = await updateLicense.run({ company_uuid: company.company_uuid, license: seats });
    setBusy(false);
    if (result.state === 'refused')
      return setMessage({
        ok: false,
        text: t('detail.licenseFailed', { message: result.message }),
      });
    setMessage({ ok: true, text: t('detail.licenseSaved') });
    onSaved();
  }
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {t('detail.license')}
      </Title>
      <Text data-testid="customer-seats">
        {t('detail.seatsUsed', { used: company.license_used, license: company.license })}
      </Text>
      <Progress
        value={company.license ? (company.license_used / company.license) * 100 : 0}
        mt="xs"
        aria-label={t('detail.license')}
      />
      {mayChange && (
        <Group align="flex-end" mt="sm" gap="xs">
          <NumberInput
            label={t('detail.newLicense')}
            value={seats}
            onChange={setSeats}
            min={1}
            max={MAX_LICENSE}
            allowDecimal={false}
            w={140}
          />
          <Button onClick={save} loading={busy} disabled={!online}>
            {t('detail.setLicense')}
          </Button>
        </Group>
      )}
      {message && (
        <Text
          size="sm"
          mt="xs"
          c={message.ok ? undefined : 'red.8'}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </Text>
      )}
    </Card>
  );
}

function People({ id }: { id: string }) {
  const { t } = useTranslation('customers');
  const { online } = useNetwork();
  const people = useCustomerPeople(id, online);
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {t('detail.people')}
      </Title>
      <OnlineReadStatus
        read={people}
        texts={{
          loading: t('detail.loading'),
          offline: t('list.onlineOnly'),
          failed: (m) => t('detail.loadFailed', { message: m }),
          retry: t('list.retry'),
        }}
      />
      {people.state === 'ready' && (
        <Stack gap={4}>
          {people.data.data.map((u) => (
            <Text size="sm" key={u.user_uuid} data-testid="customer-person">
              {u.name} · {u.email}
            </Text>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function Activity({ id }: { id: string }) {
  const { t } = useTranslation('customers');
  const { online } = useNetwork();
  const lang = currentLanguage();
  const [page, setPage] = useState(1);
  const log = useCustomerActivities(id, page, online);
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {t('detail.activity')}
      </Title>
      <OnlineReadStatus
        read={log}
        texts={{
          loading: t('detail.activityLoading'),
          offline: t('list.onlineOnly'),
          failed: (m) => t('detail.activityFailed', { message: m }),
          retry: t('list.retry'),
        }}
      />
      {log.state === 'ready' && log.data.total === 0 && (
        <Text c="dimmed">{t('detail.activityEmpty')}</Text>
      )}
      {log.state === 'ready' && (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {log.data.data.map((l) => (
            <Text component="li" size="sm" key={l.log_uuid} data-testid="customer-activity">
              {formatMoment(l.created_at, lang)} · {l.type} · {l.action} ·{' '}
              {l.user ? t('detail.by', { name: l.user.name }) : t('detail.system')}
            </Text>
          ))}
        </Stack>
      )}
      {log.state === 'ready' && log.data.total_page > 1 && (
        <LabelledPagination
          total={log.data.total_page}
          value={page}
          onChange={setPage}
          size="sm"
          mt="xs"
        />
      )}
    </Card>
  );
}

function DeleteDialog({
  company,
  onClose,
  onDone,
}: {
  company: CompanyItem;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('customers');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    const result = await deleteCustomer.run(company.company_uuid);
    setBusy(false);
    if (result.state === 'refused')
      return setProblem(t('detail.deleteFailed', { message: result.message }));
    onDone();
  }
  return (
    <Modal opened onClose={onClose} title={t('detail.deleteTitle', { name: company.name })}>
      <Stack>
        <Text>{t('detail.deleteText')}</Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={busy}>
            {t('detail.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CustomerDetail() {
  const { t } = useTranslation('customers');
  const { id } = useParams({ strict: false }) as { id: string };
  const { online } = useNetwork();
  const lang = currentLanguage();
  const customer = useCustomer(id, online);
  const mayUpdate = useCan('customers', 'update');
  const mayDelete = useCan('customers', 'delete');
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  return (
    <Stack gap="md" data-testid="customer-detail">
      <Anchor renderRoot={(props) => <Link to="/customers" {...props} />} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('detail.back')}
        </Group>
      </Anchor>
      <OnlineReadStatus
        read={customer}
        texts={{
          loading: t('detail.loading'),
          offline: t('list.onlineOnly'),
          failed: (m) => t('detail.loadFailed', { message: m }),
          retry: t('list.retry'),
        }}
        testId="customer"
      />
      {customer.state === 'ready' && (
        <>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm">
              <Title order={1} size="h2">
                {customer.data.name}
              </Title>
              <CompanyStateBadge state={customer.data.state} />
            </Group>
            <Group gap="xs">
              {mayUpdate && (
                <Button variant="light" onClick={() => setDialog('edit')} disabled={!online}>
                  {t('detail.edit')}
                </Button>
              )}
              {mayDelete && customer.data.state !== 'inactive' && (
                <Button
                  color="red"
                  variant="light"
                  onClick={() => setDialog('delete')}
                  disabled={!online}
                >
                  {t('detail.delete')}
                </Button>
              )}
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Card withBorder>
              <Title order={2} size="h4" mb="xs">
                {t('detail.subscription')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="dl" m={0}>
                <Field label={t('form.product')}>
                  {customer.data.product_name ?? t('noProduct')}
                </Field>
                <Field label={t('detail.code')}>{customer.data.code}</Field>
                <Field label={t('form.start')}>
                  {formatDay(customer.data.subscription_start, lang) ?? t('noDate')}
                </Field>
                <Field label={t('form.end')}>
                  {formatDay(customer.data.expired_at, lang) ?? t('noDate')}
                </Field>
                <Field label={t('detail.pic')}>
                  {customer.data.pic_name} · {customer.data.pic_email}
                </Field>
                <Field label={t('detail.country')}>
                  {customer.data.country ? countryName(customer.data.country, lang) : t('noDate')}
                </Field>
                <Field label={t('detail.ldap')}>
                  {customer.data.ldap_enabled ? t('detail.ldapOn') : t('detail.ldapOff')}
                </Field>
              </SimpleGrid>
            </Card>
            <LicensePanel
              key={customer.data.license}
              company={customer.data}
              onSaved={customer.reload}
            />
            <People id={id} />
            {mayUpdate && (
              <ArchivePanel target={{ kind: 'users', companyId: id }} onDone={customer.reload} />
            )}
            <Activity id={id} />
          </SimpleGrid>
          {dialog === 'edit' && (
            <CustomerForm
              company={customer.data}
              onClose={() => setDialog(null)}
              onSaved={() => {
                setDialog(null);
                customer.reload();
              }}
            />
          )}
          {dialog === 'delete' && (
            <DeleteDialog
              company={customer.data}
              onClose={() => setDialog(null)}
              onDone={() => {
                setDialog(null);
                customer.reload();
              }}
            />
          )}
        </>
      )}
    </Stack>
  );
}

export function CustomerDetailScreen() {
  return (
    <ModuleGate module="customers">
      <CustomerDetail />
    </ModuleGate>
  );
}
