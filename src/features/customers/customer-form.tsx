/**
 * The customer form in a modal: create (POST /users/company/create: the person in charge becomes
 * the first admin, invited by mail) and edit (PUT /users/company/update/{company_uuid}, the whole
 * form). Blank required fields say the specification's "Data cannot be empty", a bad e-mail
 * "Email Is Invalid", before anything is sent; a refusal stays in the form with the server's
 * message. Countries come from the list bundled with the app, in the interface language.
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
import { createCustomer, updateCustomer } from './customer.write';
import { useProducts } from './customers.api';
import { usePhone } from '../../components/use-phone';

export interface CustomerFormProps {
  /** The company to edit; a new one when absent. */
  company?: CompanyItem;
  onClose: () => void;
  onSaved: () => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

export function CustomerForm({ company, onClose, onSaved }: CustomerFormProps) {
  const { t } = useTranslation('customers');
  const { online } = useNetwork();
  const lang = currentLanguage();
  const phone = usePhone();
  const products = useProducts(online);
  const [name, setName] = useState(company?.name ?? '');
  const [code, setCode] = useState(company?.code ?? '');
  const [picName, setPicName] = useState(company?.pic_name ?? '');
  const [picEmail, setPicEmail] = useState(company?.pic_email ?? '');
  const [product, setProduct] = useState<string | null>(company?.product_uuid ?? null);
  const [start, setStart] = useState(day(company?.subscription_start));
  const [end, setEnd] = useState(day(company?.expired_at));
  const [license, setLicense] = useState<number | string>(company?.license ?? 10);
  const [state, setState] = useState<CompanyState>(company?.state ?? 'active');
  const [country, setCountry] = useState<string | null>(company?.country ?? null);
  const [address, setAddress] = useState(company?.address ?? '');
  const [phoneNumber, setPhoneNumber] = useState(company?.phone ?? '');
  const [ldap, setLdap] = useState(company?.ldap_enabled ?? false);
  const [language, setLanguage] = useState<'en' | 'id'>(lang === 'id' ? 'id' : 'en');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countries = useMemo(
    () =>
      COUNTRIES.map((c) => ({ value: c.code, label: lang === 'id' ? c.id : c.en })).sort((a, b) =>
        a.label.localeCompare(b.label, lang),
      ),
    [lang],
  );

  function check(): boolean {
    const e: Record<string, string> = {};
    for (const [field, value] of [
      ['name', name],
      ['pic_name', picName],
      ['pic_email', picEmail],
      ['subscription_start', start],
      ['expired_at', end],
    ] as const) {
      if (!value.trim()) e[field] = t('form.empty');
    }
    if (!e.pic_email && !EMAIL.test(picEmail.trim())) e.pic_email = t('form.emailInvalid');
    if (!e.expired_at && !e.subscription_start && end <= start) e.expired_at = t('form.datesOrder');
    if (typeof license !== 'number' || !Number.isInteger(license) || license < 1)
      e.license = t('form.licenseInvalid');
    setErrors(e);
    return Object.keys(e).length === 0;
  }

  async function save() {
    setProblem(null);
    if (!check()) return;
    setBusy(true);
    const body: CompanyBody = {
      name: name.trim(),
      ...(code.trim() ? { code: code.trim().toLowerCase() } : {}),
      pic_name: picName.trim(),
      pic_email: picEmail.trim(),
      product_uuid: product,
      subscription_start: start,
      expired_at: end,
      license: license as number,
      state,
      country: (country as CountryCode | null) ?? null,
      address: address.trim() || null,
      phone: phoneNumber.trim() || null,
      ldap_enabled: ldap,
      language,
    };
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
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={LIMITS.name}
            required
            error={errors.name}
          />
          <TextInput
            label={t('form.code')}
            description={t('form.codeHint')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            maxLength={40}
          />
          <TextInput
            label={t('form.picName')}
            value={picName}
            onChange={(e) => setPicName(e.currentTarget.value)}
            maxLength={LIMITS.name}
            required
            error={errors.pic_name}
          />
          <TextInput
            label={t('form.picEmail')}
            type="email"
            value={picEmail}
            onChange={(e) => setPicEmail(e.currentTarget.value)}
            maxLength={LIMITS.email}
            required
            error={errors.pic_email}
            autoComplete="off"
          />
          <Select
            label={t('form.product')}
            data={
              products.state === 'ready'
                ? products.data.map((p) => ({ value: p.product_uuid, label: p.name }))
                : []
            }
            value={product}
            onChange={setProduct}
            clearable
            error={
              products.state === 'error'
                ? t('form.productsFailed', { message: products.message })
                : undefined
            }
          />
          <NumberInput
            label={t('form.license')}
            value={license}
            onChange={setLicense}
            min={1}
            max={MAX_LICENSE}
            allowDecimal={false}
            required
            error={errors.license}
          />
          <TextInput
            label={t('form.start')}
            type="date"
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
            required
            error={errors.subscription_start}
          />
          <TextInput
            label={t('form.end')}
            type="date"
            value={end}
            onChange={(e) => setEnd(e.currentTarget.value)}
            required
            error={errors.expired_at}
          />
          <Select
            label={t('form.state')}
            data={COMPANY_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
            value={state}
            onChange={(v) => v && setState(v as CompanyState)}
            allowDeselect={false}
          />
          <Select
            label={t('form.country')}
            data={countries}
            value={country}
            onChange={setCountry}
            searchable
            clearable
          />
          <TextInput
            label={t('form.address')}
            value={address}
            onChange={(e) => setAddress(e.currentTarget.value)}
            maxLength={500}
          />
          <TextInput
            label={t('form.phone')}
            type="tel"
            value={phoneNumber}
            onChange={(e) => setPhoneNumber(e.currentTarget.value)}
            maxLength={40}
          />
          {!company && (
            <Select
              label={t('form.language')}
              data={(['en', 'id'] as const).map((l) => ({
                value: l,
                label: t(`form.languages.${l}`),
              }))}
              value={language}
              onChange={(v) => v && setLanguage(v as 'en' | 'id')}
              allowDeselect={false}
            />
          )}
        </SimpleGrid>
        <Checkbox
          label={t('form.ldap')}
          checked={ldap}
          onChange={(e) => setLdap(e.currentTarget.checked)}
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
