/**
 * Company settings (/settings): the primary colour and colour scheme, the logo's address, the
 * default language, the subscription warning and reminder days, and the company's names for the
 * priorities in both languages. Saving applies the colour and logo across the app at once.
 */
import {
  Alert,
  Button,
  Card,
  ColorSwatch,
  FileInput,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  COLOR_SCHEMES,
  LOGO_ADDRESS,
  THEME_COLORS,
  type CompanySettings,
  type SettingsUpdateBody,
} from '../../../contract/api/settings';
import { LANGUAGES, PRIORITIES } from '../../../contract/enums';
import { ModuleGate } from '../../components/module-gate';
import { OnlineReadStatus } from '../../components/online-read-status';
import { useCan, useViewableModules } from '../../state/permissions';
import { applyCompanySettings } from '../../state/company-theme';
import { session } from '../../state/session';
import { fetchSettings, useSettings } from './settings.api';
import { MicrosoftTenant } from './microsoft-tenant';
import { updateSettings, uploadLogo } from './settings.write';

type Labels = Record<(typeof PRIORITIES)[number], { en: string; id: string }>;

function SettingsForm({ companyId, initial }: { companyId: string; initial: CompanySettings }) {
  const { t } = useTranslation('settings');
  const { online } = useNetwork();
  const mayUpdate = useCan('settings', 'update');
  const [color, setColor] = useState(initial.primaryColor);
  const [scheme, setScheme] = useState(initial.colorScheme);
  const [logo, setLogo] = useState(initial.logo ?? '');
  const [language, setLanguage] = useState(initial.language);
  const [warning, setWarning] = useState<number | string>(initial.expiryWarningDays);
  const [reminder, setReminder] = useState<number | string>(initial.reminderDaysBefore);
  const [labels, setLabels] = useState<Labels>(
    Object.fromEntries(
      PRIORITIES.map((p) => [p, initial.priorityLabels[p] ?? { en: '', id: '' }]),
    ) as Labels,
  );
  const { t: tl } = useTranslation('layout');
  const modules = useViewableModules();
  const [names, setNames] = useState<Record<string, { en: string; id: string }>>(() =>
    Object.fromEntries(modules.map((m) => [m, initial.labels[m] ?? { en: '', id: '' }])),
  );
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [logoFile, setLogoFile] = useState<File | null>(null);

  /** The image becomes the logo at once (its own call); the header shows it across the app. */
  async function sendLogo() {
    if (!logoFile) return;
    setMessage(null);
    setBusy(true);
    const result = await uploadLogo.run({ company_uuid: companyId, file: logoFile });
    setBusy(false);
    if (result.state !== 'done')
      return setMessage({
        ok: false,
        text: t('failed', {
          message: result.state === 'refused' ? result.message : t('logoOffline'),
        }),
      });
    const saved = (await fetchSettings(companyId)).settings;
    applyCompanySettings(saved);
    setLogo(saved.logo ?? '');
    setLogoFile(null);
    setMessage({ ok: true, text: t('logoSaved') });
  }

  async function save() {
    setMessage(null);
    const logoText = logo.trim();
    if (logoText && !LOGO_ADDRESS.test(logoText))
      return setMessage({ ok: false, text: t('logoInvalid') });
    for (const p of PRIORITIES) {
      const l = labels[p];
      if (!!l.en.trim() !== !!l.id.trim()) return setMessage({ ok: false, text: t('labelsBoth') });
    }
    for (const l of Object.values(names))
      if (!!l.en.trim() !== !!l.id.trim())
        return setMessage({ ok: false, text: t('moduleNamesBoth') });
    const changes: SettingsUpdateBody = {
      primaryColor: color,
      colorScheme: scheme,
      logo: logoText || null,
      language,
      expiryWarningDays: Number(warning),
      reminderDaysBefore: Number(reminder),
      priorityLabels: Object.fromEntries(
        PRIORITIES.map((p) => [
          p,
          labels[p].en.trim() ? { en: labels[p].en.trim(), id: labels[p].id.trim() } : null,
        ]),
      ),
      // Null removes a module's own name: the standard one shows again.
      labels: Object.fromEntries(
        Object.entries(names).map(([m, l]) => [
          m,
          l.en.trim() ? { en: l.en.trim(), id: l.id.trim() } : null,
        ]),
      ),
    };
    setBusy(true);
    const result = await updateSettings.run({ company_uuid: companyId, changes });
    setBusy(false);
    if (result.state === 'refused')
      return setMessage({ ok: false, text: t('failed', { message: result.message }) });
    setMessage({ ok: true, text: t('saved') });
    // Applied across the app at once: the server's copy, as every screen will read it.
    applyCompanySettings((await fetchSettings(companyId)).settings);
  }

  return (
    <Stack gap="md">
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          {t('theme')}
        </Title>
        <Radio.Group
          label={t('primaryColor')}
          value={color}
          onChange={(v) => setColor(v as typeof color)}
        >
          <Group gap="sm" mt="xs">
            {THEME_COLORS.map((c) => (
              <Radio
                key={c}
                value={c}
                disabled={!mayUpdate}
                label={
                  <Group gap={6} wrap="nowrap">
                    <ColorSwatch color={`var(--mantine-color-${c}-8)`} size={18} aria-hidden />
                    {t(`colors.${c}`)}
                  </Group>
                }
              />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
          <Select
            label={t('colorScheme')}
            data={COLOR_SCHEMES.map((s) => ({ value: s, label: t(`schemes.${s}`) }))}
            value={scheme}
            onChange={(v) => v && setScheme(v as typeof scheme)}
            allowDeselect={false}
            disabled={!mayUpdate}
          />
          <TextInput
            label={t('logo')}
            description={t('logoHint')}
            value={logo}
            onChange={(e) => setLogo(e.currentTarget.value)}
            maxLength={500}
            disabled={!mayUpdate}
          />
        </SimpleGrid>
        {mayUpdate && (
          <Group align="flex-end" gap="xs" mt="sm" wrap="wrap">
            <FileInput
              label={t('logoFile')}
              description={t('logoFileHint')}
              accept="image/png,image/jpeg,image/gif,image/webp"
              value={logoFile}
              onChange={setLogoFile}
              clearable
              style={{ flex: '1 1 220px' }}
              data-testid="logo-file"
            />
            <Button
              variant="light"
              onClick={sendLogo}
              loading={busy}
              disabled={!logoFile || !online}
              data-testid="logo-upload"
            >
              {t('logoUpload')}
            </Button>
          </Group>
        )}
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          {t('defaults')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('language')}
            data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            value={language}
            onChange={(v) => v && setLanguage(v as typeof language)}
            allowDeselect={false}
            disabled={!mayUpdate}
          />
          <NumberInput
            label={t('expiryWarningDays')}
            value={warning}
            onChange={setWarning}
            min={1}
            max={365}
            allowDecimal={false}
            disabled={!mayUpdate}
          />
          <NumberInput
            label={t('reminderDaysBefore')}
            value={reminder}
            onChange={setReminder}
            min={0}
            max={365}
            allowDecimal={false}
            disabled={!mayUpdate}
          />
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb={4}>
          {t('priorityLabels')}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {t('priorityHint')}
        </Text>
        {PRIORITIES.map((p) => (
          <SimpleGrid key={p} cols={{ base: 1, sm: 2 }} spacing="sm" mb="xs">
            <TextInput
              label={t('priorityIn', {
                priority: t(`priorities.${p}`),
                language: t('languages.en'),
              })}
              value={labels[p].en}
              onChange={(e) =>
                setLabels({ ...labels, [p]: { ...labels[p], en: e.currentTarget.value } })
              }
              maxLength={40}
              disabled={!mayUpdate}
            />
            <TextInput
              label={t('priorityIn', {
                priority: t(`priorities.${p}`),
                language: t('languages.id'),
              })}
              value={labels[p].id}
              onChange={(e) =>
                setLabels({ ...labels, [p]: { ...labels[p], id: e.currentTarget.value } })
              }
              maxLength={40}
              disabled={!mayUpdate}
            />
          </SimpleGrid>
        ))}
      </Card>
      <Card withBorder data-testid="module-names">
        <Title order={2} size="h4" mb={4}>
          {t('moduleNames')}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {t('moduleNamesHint')}
        </Text>
        {modules.map((m) => (
          <SimpleGrid key={m} cols={{ base: 1, sm: 2 }} spacing="sm" mb="xs">
            {(['en', 'id'] as const).map((lang) => (
              <TextInput
                key={lang}
                label={t('priorityIn', {
                  priority: tl(`modules.${m}`),
                  language: t(`languages.${lang}`),
                })}
                placeholder={tl(`modules.${m}`, { lng: lang })}
                value={names[m]?.[lang] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setNames((all) => ({
                    ...all,
                    [m]: { ...(all[m] ?? { en: '', id: '' }), [lang]: value },
                  }));
                }}
                maxLength={100}
                disabled={!mayUpdate}
              />
            ))}
          </SimpleGrid>
        ))}
      </Card>
      {message && (
        <Alert
          color={message.ok ? 'green' : 'red'}
          role={message.ok ? 'status' : 'alert'}
          data-testid="settings-message"
        >
          {message.text}
        </Alert>
      )}
      {mayUpdate && (
        <Group justify="flex-end">
          <Button onClick={save} loading={busy} disabled={!online}>
            {t('save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Settings() {
  const { t } = useTranslation('settings');
  const { online } = useNetwork();
  const snap = useSnapshot(session);
  const companyId = snap.profile?.company_data.company_uuid ?? '';
  const settings = useSettings(companyId, online && !!companyId);
  return (
    <Stack gap="md" data-testid="settings-screen">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('intro')}</Text>
      <OnlineReadStatus
        read={settings}
        texts={{
          loading: t('loading'),
          offline: t('onlineOnly'),
          failed: (m) => t('loadFailed', { message: m }),
          retry: t('retry'),
        }}
        testId="settings"
      />
      {settings.state === 'ready' && (
        // The form holds what was saved (no reload after a save: remounting it dropped a logo
        // file picked meanwhile, and the saved message); another company is another form.
        <SettingsForm key={companyId} companyId={companyId} initial={settings.data.settings} />
      )}
      {settings.state === 'ready' && <MicrosoftTenant online={online} />}
    </Stack>
  );
}

export function SettingsScreen() {
  return (
    <ModuleGate module="settings">
      <Settings />
    </ModuleGate>
  );
}
