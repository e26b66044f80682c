/**
 * The provider's regulation editor (/regulations/new, /regulations/$regulationId/edit; module
 * `content`): metadata in both languages, legal status, hierarchy links (each shows how the other
 * regulation will show it: the inverse relation), the obligations resting on it (a picker with
 * search). Online only, like every provider screen; writes through the kit. The server's field
 * messages show under their fields.
 */
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  HierarchyLinkInput,
  RegulationCreateBody,
  RegulationSaved,
} from '../../../contract/api/regulation-authoring';
import {
  HIERARCHY_RELATIONS,
  INVERSE_RELATION,
  LEGAL_STATUSES,
  REGULATION_TYPES,
  type HierarchyRelation,
  type LegalStatus,
  type RegulationType,
} from '../../../contract/enums';
import { labelOf, REGULATION_TYPE_LABELS } from '../../../contract/labels';
import { ModuleGate } from '../../components/module-gate';
import { OnlineReadStatus } from '../../components/online-read-status';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../state/permissions';
import { RemotePicker, type Picked } from './remote-picker';
import {
  regulationChoices,
  regulationLabel,
  searchObligations,
  useEditedRegulation,
  type EditedRegulation,
} from './regulation-authoring.api';
import { createRegulation, updateRegulation } from './regulation-authoring.write';

interface Link {
  relation: HierarchyRelation;
  regulation: Picked;
}

interface Form {
  title_en: string;
  title_id: string;
  number: string;
  year: string;
  type: RegulationType | null;
  issuer_en: string;
  issuer_id: string;
  enacted_at: string;
  effective_at: string;
  legal_status: LegalStatus;
  abstract_en: string;
  abstract_id: string;
  full_text_en: string;
  full_text_id: string;
}

function initialForm(e: EditedRegulation | null): Form {
  const d = e?.detail;
  return {
    title_en: d?.title_en ?? '',
    title_id: d?.title_id ?? '',
    number: d?.number ?? '',
    year: d ? String(d.year) : String(new Date().getFullYear()),
    type: (d?.type as RegulationType | undefined) ?? null,
    issuer_en: d?.issuer_en ?? '',
    issuer_id: d?.issuer_id ?? '',
    enacted_at: d?.enacted_at?.slice(0, 10) ?? '',
    effective_at: d?.effective_at?.slice(0, 10) ?? '',
    legal_status: (d?.legal_status as LegalStatus | undefined) ?? 'in_effect',
    abstract_en: d?.abstract_en ?? '',
    abstract_id: d?.abstract_id ?? '',
    full_text_en: d?.full_text_en ?? '',
    full_text_id: d?.full_text_id ?? '',
  };
}

function initialLinks(e: EditedRegulation | null): Link[] {
  if (!e) return [];
  return HIERARCHY_RELATIONS.flatMap((relation) =>
    e.central.relations[relation].map((n) => ({
      relation,
      regulation: { id: n.regulation_guid, label: regulationLabel(n) },
    })),
  );
}

function RegulationEditor({ edited }: { edited: EditedRegulation | null }) {
  const { t } = useTranslation('regulations');
  const lang = currentLanguage();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(() => initialForm(edited));
  const [links, setLinks] = useState<Link[]>(() => initialLinks(edited));
  const [obligations, setObligations] = useState<Picked[]>(
    () =>
      edited?.detail.obligations.map((o) => ({ id: o.obligation_uuid, label: o.comp_title })) ?? [],
  );
  const [relation, setRelation] = useState<HierarchyRelation>('amends');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const guid = edited?.detail.regulation_guid;
  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const text = (key: keyof Form) => (e: { currentTarget: { value: string } }) =>
    set(key)(e.currentTarget.value as never);

  function check(): boolean {
    const e: Record<string, string> = {};
    for (const k of ['title_en', 'title_id', 'number', 'year'] as const)
      if (!form[k].trim()) e[k] = t('editor.required');
    if (!form.type) e.type = t('editor.required');
    if (form.year.trim() && !/^\d{4}$/.test(form.year.trim())) e.year = t('editor.yearInvalid');
    if (form.enacted_at && form.effective_at && form.effective_at < form.enacted_at)
      e.effective_at = t('editor.datesOrder');
    setFieldErrors(e);
    return Object.keys(e).length === 0;
  }

  async function save() {
    setProblem(null);
    if (!check()) return;
    setBusy(true);
    const blank = (s: string) => s.trim() || null;
    const body: RegulationCreateBody = {
      title_en: form.title_en.trim(),
      title_id: form.title_id.trim(),
      number: form.number.trim(),
      year: Number(form.year),
      type: form.type!,
      issuer_en: blank(form.issuer_en),
      issuer_id: blank(form.issuer_id),
      enacted_at: form.enacted_at || null,
      effective_at: form.effective_at || null,
      legal_status: form.legal_status,
      abstract_en: blank(form.abstract_en),
      abstract_id: blank(form.abstract_id),
      full_text_en: blank(form.full_text_en),
      full_text_id: blank(form.full_text_id),
      hierarchy: links.map((l): HierarchyLinkInput => ({
        relation: l.relation,
        regulation_guid: l.regulation.id,
      })),
      obligation_uuids: obligations.map((o) => o.id),
    };
    const result = guid
      ? await updateRegulation.run({ regulation_guid: guid, ...body })
      : await createRegulation.run(body);
    setBusy(false);
    if (result.state === 'refused') {
      setProblem(result.message);
      return;
    }
    if (result.state === 'queued') {
      setProblem(t('editor.queued'));
      return;
    }
    const saved = (result.answer as { data?: RegulationSaved } | undefined)?.data;
    const id = saved?.regulation_guid ?? guid;
    if (id) void navigate({ to: '/regulations/$regulationId', params: { regulationId: id } });
  }

  const relationLabel = (r: HierarchyRelation) => t(`relation.${r}`);

  return (
    <Stack gap="md" data-testid="regulation-editor">
      <Anchor
        size="sm"
        renderRoot={(props) =>
          guid ? (
            <Link to="/regulations/$regulationId" params={{ regulationId: guid }} {...props} />
          ) : (
            <Link to="/regulations" {...props} />
          )
        }
      >
        {guid ? t('editor.backToRegulation') : t('backToList')}
      </Anchor>
      <Title order={1} size="h2">
        {guid ? t('editor.editTitle') : t('editor.createTitle')}
      </Title>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('editor.titleEn')}
            value={form.title_en}
            onChange={text('title_en')}
            required
            maxLength={1000}
            error={fieldErrors.title_en}
          />
          <TextInput
            label={t('editor.titleId')}
            value={form.title_id}
            onChange={text('title_id')}
            required
            maxLength={1000}
            error={fieldErrors.title_id}
          />
          <TextInput
            label={t('number')}
            value={form.number}
            onChange={text('number')}
            required
            maxLength={100}
            error={fieldErrors.number}
          />
          <TextInput
            label={t('year')}
            value={form.year}
            onChange={text('year')}
            required
            inputMode="numeric"
            maxLength={4}
            error={fieldErrors.year}
          />
          <Select
            label={t('type')}
            data={REGULATION_TYPES.map((v) => ({
              value: v,
              label: labelOf(REGULATION_TYPE_LABELS, v, lang),
            }))}
            value={form.type}
            onChange={(v) => set('type')(v as RegulationType | null)}
            required
            error={fieldErrors.type}
          />
          <Select
            label={t('legalStatus')}
            data={LEGAL_STATUSES.map((s) => ({ value: s, label: t(`legal.${s}`) }))}
            value={form.legal_status}
            onChange={(v) => v && set('legal_status')(v as LegalStatus)}
            allowDeselect={false}
            error={fieldErrors.legal_status}
          />
          <TextInput
            label={t('editor.issuerEn')}
            value={form.issuer_en}
            onChange={text('issuer_en')}
            maxLength={255}
          />
          <TextInput
            label={t('editor.issuerId')}
            value={form.issuer_id}
            onChange={text('issuer_id')}
            maxLength={255}
          />
          <TextInput
            label={t('enactedAt')}
            type="date"
            value={form.enacted_at}
            onChange={text('enacted_at')}
            error={fieldErrors.enacted_at}
          />
          <TextInput
            label={t('effectiveAt')}
            type="date"
            value={form.effective_at}
            onChange={text('effective_at')}
            error={fieldErrors.effective_at}
          />
          <Textarea
            label={t('editor.abstractEn')}
            value={form.abstract_en}
            onChange={text('abstract_en')}
            minRows={2}
          />
          <Textarea
            label={t('editor.abstractId')}
            value={form.abstract_id}
            onChange={text('abstract_id')}
            minRows={2}
          />
          <Textarea
            label={t('editor.fullTextEn')}
            value={form.full_text_en}
            onChange={text('full_text_en')}
            minRows={4}
          />
          <Textarea
            label={t('editor.fullTextId')}
            value={form.full_text_id}
            onChange={text('full_text_id')}
            minRows={4}
          />
        </SimpleGrid>
      </Card>

      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('hierarchy')}
          </Title>
          {links.length === 0 && <Text size="sm">{t('noHierarchy')}</Text>}
          {links.map((l, i) => (
            <Group
              key={`${l.regulation.id}-${l.relation}`}
              justify="space-between"
              wrap="nowrap"
              data-testid="editor-link"
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm">
                  <Badge size="sm" variant="light" mr="xs">
                    {relationLabel(l.relation)}
                  </Badge>
                  {l.regulation.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('editor.inverseHint', {
                    relation: relationLabel(INVERSE_RELATION[l.relation]),
                  })}
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('editor.removeLink', { name: l.regulation.label })}
                onClick={() => setLinks((ls) => ls.filter((_, j) => j !== i))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {fieldErrors.hierarchy && (
            <Text size="sm" c="red" role="alert">
              {fieldErrors.hierarchy}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('editor.relation')}
              data={HIERARCHY_RELATIONS.map((r) => ({ value: r, label: relationLabel(r) }))}
              value={relation}
              onChange={(v) => v && setRelation(v as HierarchyRelation)}
              allowDeselect={false}
            />
            <RemotePicker
              label={t('editor.linkRegulation')}
              search={(q) => regulationChoices(q, guid)}
              onPick={(p) =>
                setLinks((ls) =>
                  ls.some((l) => l.regulation.id === p.id && l.relation === relation)
                    ? ls
                    : [...ls, { relation, regulation: p }],
                )
              }
              testId="link-picker"
            />
          </SimpleGrid>
        </Stack>
      </Card>

      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('relatedObligations')}
          </Title>
          {obligations.length === 0 && <Text size="sm">{t('noObligations')}</Text>}
          {obligations.map((o) => (
            <Group key={o.id} justify="space-between" wrap="nowrap" data-testid="editor-obligation">
              <Text size="sm" style={{ minWidth: 0 }}>
                {o.label}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('editor.removeObligation', { name: o.label })}
                onClick={() => setObligations((os) => os.filter((x) => x.id !== o.id))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {fieldErrors.obligation_uuids && (
            <Text size="sm" c="red" role="alert">
              {fieldErrors.obligation_uuids}
            </Text>
          )}
          <RemotePicker
            label={t('editor.addObligation')}
            search={async (q) =>
              (await searchObligations(q)).map((o) => ({
                id: o.obligation_uuid,
                label: o.comp_title,
              }))
            }
            onPick={(p) =>
              setObligations((os) => (os.some((o) => o.id === p.id) ? os : [...os, p]))
            }
            testId="obligation-picker"
          />
        </Stack>
      </Card>

      {problem && (
        <Alert color="red" role="alert" data-testid="regulation-editor-error">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={busy} data-testid="regulation-save">
          {t('editor.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function EditExisting({ id }: { id: string }) {
  const { t } = useTranslation('regulations');
  const { online } = useNetwork();
  const read = useEditedRegulation(id, online);
  if (read.state !== 'ready') {
    return (
      <OnlineReadStatus
        read={read}
        texts={{
          loading: t('editor.loading'),
          offline: t('editor.offline'),
          failed: (m) => t('loadFailed', { message: m }),
          retry: t('editor.retry'),
        }}
        testId="regulation-editor"
      />
    );
  }
  return <RegulationEditor key={id} edited={read.data} />;
}

function EditorGate({ id }: { id: string | null }) {
  const { t } = useTranslation('regulations');
  const { online } = useNetwork();
  const canWrite = useCan('content', id ? 'update' : 'create');
  if (!canWrite) return <Alert color="gray">{t('editor.noRight')}</Alert>;
  if (!id && !online) return <Alert color="gray">{t('editor.offline')}</Alert>;
  return id ? <EditExisting id={id} /> : <RegulationEditor edited={null} />;
}

export function RegulationNewScreen() {
  return (
    <ModuleGate module="content">
      <EditorGate id={null} />
    </ModuleGate>
  );
}

export function RegulationEditScreen() {
  const { regulationId } = useParams({ strict: false });
  return (
    <ModuleGate module="content">
      <EditorGate key={regulationId} id={regulationId ?? ''} />
    </ModuleGate>
  );
}
