/**
 * The customer form in a modal: create (POST /users/company/create: the person in charge becomes
 * the first admin, invited by mail) and edit (PUT /users/company/update/{company_uuid}, the whole
 * form). The fields' rules are the endpoints' body schema (useEndpointForm): blank required
 * fields say the specification's "Data cannot be empty", a bad e-mail "Email Is Invalid", before
 * anything is sent, in the server's words; a refusal stays in the form with the server's message. Countries come from the list bundled with the app, in the interface language.
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_STATES,
  MAX_LICENSE,
  type CompanyBody,
  type CompanyItem,
  type CompanyState,
} from '../../../contract/api/customers';
import { COUNTRIES, type CountryCode } from '../../../contract/countries';
import { LIMITS } from '../../../contract/limits';
import { currentLanguage } from '../../lib/i18n';
import { customerCreate } from '../../../contract/api/customer-endpoints';
import { useEndpointForm } from '../../lib/endpoint-form';
import { createCustomer, updateCustomer } from './customer.write';
import { useProducts } from './customers.api';
import { usePhone } from '../../components/use-phone';

export interface CustomerFormProps {
  /** The company to edit; a new one when absent. */
  company?: CompanyItem;
  onClose: () => void;
  onSaved: () => void;
}

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

interface CustomerFormValues extends Record<string, unknown> {
  name: string;
  code: string;
  pic_name: string;
  pic_email: string;
  product_uuid: string | null;
  subscription_start: string;
  expired_at: string;
  /** NumberInput's value: '' while empty. */
  license: number | string;
  state: CompanyState;
  country: string | null;
  address: string;
  phone: string;
  ldap_enabled: boolean;
  language: 'en' | 'id';
}

/** The body the form sends (create and update take the same one). */
function bodyOf(v: CustomerFormValues): CompanyBody {
  const code = v.code.trim();
  return {
    name: v.name.trim(),
    ...(code ? { code: code.toLowerCase() } : {}),
    pic_name: v.pic_name.trim(),
    pic_email: v.pic_email.trim(),
    product_uuid: v.product_uuid,
    subscription_start: v.subscription_start,
    expired_at: v.expired_at,
    // Empty is missing ("This field is required"), not zero.
    license: (typeof v.license === 'number' ? v.license : undefined) as number,
    state: v.state,
    country: (v.country as CountryCode | null) ?? null,
    address: v.address.trim() || null,
    phone: v.phone.trim() || null,
    ldap_enabled: v.ldap_enabled,
    language: v.language,
  };
}

export function CustomerForm({ company, onClose, onSaved }: CustomerFormProps) {
  const { t } = useTranslation('customers');
  const { online } = useNetwork();
  const lang = currentLanguage();
  const phone = usePhone();
  const products = useProducts(online);
  // Create and update take one body schema (companyBody): the create endpoint's rules serve both.
  const form = useEndpointForm(customerCreate, {
    initialValues: {
      name: company?.name ?? '',
      code: company?.code ?? '',
      pic_name: company?.pic_name ?? '',
      pic_email: company?.pic_email ?? '',
      product_uuid: company?.product_uuid ?? null,
      subscription_start: day(company?.subscription_start),
      expired_at: day(company?.expired_at),
      license: company?.license ?? 10,
      state: company?.state ?? 'active',
      country: company?.country ?? null,
      address: company?.address ?? '',
      phone: company?.phone ?? '',
      ldap_enabled: company?.ldap_enabled ?? false,
      language: lang === 'id' ? 'id' : 'en',
    } satisfies CustomerFormValues as CustomerFormValues,
    transformValues: bodyOf,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countries = useMemo(
    () =>
      COUNTRIES.map((c) => ({ value: c.code, label: lang === 'id' ? c.id : c.en })).sort((a, b) =>
        a.label.localeCompare(b.label, lang),
      ),
    [lang],
  );

  async function save() {
    setProblem(null);
    if (form.validate().hasErrors) return;
    setBusy(true);
    const body = bodyOf(form.getValues());
    const result = company
      ? await updateCustomer.run({ company_uuid: company.company_uuid, body })
      : await createCustomer.run(body);
    setBusy(false);
    if (result.state === 'refused') {
      setProblem(t('form.failed', { message: result.message }));
      return;
    }
    onSaved();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={company ? t('form.editTitle', { name: company.name }) : t('form.createTitle')}
      size="xl"
      fullScreen={phone}
    >
      <Stack gap="sm">
        {!company && <Text size="sm">{t('form.createIntro')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('form.name')}
            {...form.getInputProps('name')}
            maxLength={LIMITS.name}
            required
          />
          <TextInput
            label={t('form.code')}
            description={t('form.codeHint')}
            {...form.getInputProps('code')}
            maxLength={40}
          />
          <TextInput
            label={t('form.picName')}
            {...form.getInputProps('pic_name')}
            maxLength={LIMITS.name}
            required
          />
          <TextInput
            label={t('form.picEmail')}
            type="email"
            {...form.getInputProps('pic_email')}
            maxLength={LIMITS.email}
            required
            autoComplete="off"
          />
          <Select
            label={t('form.product')}
            data={
              products.state === 'ready'
                ? products.data.map((p) => ({ value: p.product_uuid, label: p.name }))
                : []
            }
            {...form.getInputProps('product_uuid')}
            clearable
            error={
              products.state === 'error'
                ? t('form.productsFailed', { message: products.message })
                : form.getInputProps('product_uuid').error
            }
          />
          <NumberInput
            label={t('form.license')}
            {...form.getInputProps('license')}
            min={1}
            max={MAX_LICENSE}
            allowDecimal={false}
            required
          />
          <TextInput
            label={t('form.start')}
            type="date"
            {...form.getInputProps('subscription_start')}
            required
          />
          <TextInput
            label={t('form.end')}
            type="date"
            {...form.getInputProps('expired_at')}
            required
          />
          <Select
            label={t('form.state')}
            data={COMPANY_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
            {...form.getInputProps('state')}
            allowDeselect={false}
          />
          <Select
            label={t('form.country')}
            data={countries}
            {...form.getInputProps('country')}
            searchable
            clearable
          />
          <TextInput label={t('form.address')} {...form.getInputProps('address')} maxLength={500} />
          <TextInput
            label={t('form.phone')}
            type="tel"
            {...form.getInputProps('phone')}
            maxLength={40}
          />
          {!company && (
            <Select
              label={t('form.language')}
              data={(['en', 'id'] as const).map((l) => ({
                value: l,
                label: t(`form.languages.${l}`),
              }))}
              {...form.getInputProps('language')}
              allowDeselect={false}
            />
          )}
        </SimpleGrid>
        <Checkbox
          label={t('form.ldap')}
          {...form.getInputProps('ldap_enabled', { type: 'checkbox' })}
        />
        {problem && (
          <Alert color="red" role="alert" data-testid="customer-form-error">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button onClick={save} loading={busy} disabled={!online}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
