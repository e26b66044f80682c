/**
 * A company's own library in its screens (issue 24): the dialogs of an own topic (titles) and an
 * own obligation (titles, texts, type, priority, checklist items). A company may write in English,
 * Indonesian or both: a language left empty takes the other's text, so every reader sees one.
 * "Save" on a new obligation creates and publishes it (its compliance opens at once); on a
 * published one the change takes effect at once. Related regulations are picked from the server's
 * search of the regulations the company sees and added after the save (links already there stay).
 * Online only, like every authoring call (offline the dialog says so): the server places the row
 * and opens the compliance; a refusal stays in the dialog.
 */
import {
  ActionIcon,
  Button,
  Group,
  List,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OBLIGATION_TYPES,
  PRIORITIES,
  type ObligationType,
  type Priority,
} from '../../../contract/enums';
import type { ObligationDoc, TopicDoc } from '../../../contract/sync';
import { ActionDialog } from '../../components/action-dialog';
import { NeedsConnection } from '../../components/needs-connection';
import { usePhone } from '../../components/use-phone';
import { useRegulationsByIds } from '../../db/hooks/regulations';
import { obligationCreate } from '../../../contract/api/authoring-endpoints';
import { answerOf, type WriteResult } from '../../db/writes';
import { inLanguage } from '../../lib/bilingual';
import { currentLanguage } from '../../lib/i18n';
import { regulationChoices, RemotePicker, type Picked } from '../regulations';
import {
  createOwnObligation,
  createOwnSector,
  createOwnTopic,
  linkOwnRegulations,
  updateOwnObligation,
  updateOwnTopic,
} from './own-library.write';

const problemOf = (r: WriteResult) => (r.state === 'refused' ? r.message : null);
/** One text in both languages: an empty one takes the other's. */
const both = (en: string, id: string) => ({
  en: en.trim() || id.trim(),
  id: id.trim() || en.trim(),
});

/** The obligation's related regulations: those linked (kept), those picked now (removable until saved), and the search. */
function RelatedRegulations({
  linked,
  picked,
  onChange,
}: {
  linked: string[];
  picked: Picked[];
  onChange: (p: Picked[]) => void;
}) {
  const { t } = useTranslation('library');
  const lang = currentLanguage();
  const { data } = useRegulationsByIds(linked);
  const byId = new Map(data.map((r) => [r.id, r]));
  return (
    <Stack gap={4} data-testid="own-regulations">
      <Title order={4} size="h5">
        {t('own.regulations')}
      </Title>
      {linked.length === 0 && picked.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('obligation.noRegulations')}
        </Text>
      )}
      {linked.length > 0 && (
        <List size="sm" spacing={2}>
          {linked.map((guid) => {
            const r = byId.get(guid);
            return (
              <List.Item key={guid}>
                {r
                  ? `${r.number}/${r.year} · ${inLanguage(r.title_en, r.title_id, lang)}`
                  : t('obligation.unknownRegulation')}
              </List.Item>
            );
          })}
        </List>
      )}
      {picked.map((p) => (
        <Group key={p.id} gap="xs" wrap="nowrap" data-testid="own-regulation-picked">
          <Text size="sm" style={{ flex: 1 }}>
            {p.label}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('own.removeRegulation', { name: p.label })}
            onClick={() => onChange(picked.filter((x) => x.id !== p.id))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <RemotePicker
        label={t('own.addRegulation')}
        testId="own-regulation-picker"
        search={async (q) => (await regulationChoices(q)).filter((c) => !linked.includes(c.id))}
        onPick={(p) => !picked.some((x) => x.id === p.id) && onChange([...picked, p])}
      />
    </Stack>
  );
}

export function OwnSectorDialog(props: { onClose: () => void }) {
  const { t } = useTranslation('library');
  const { online } = useNetwork();
  const [code, setCode] = useState('');
  const [en, setEn] = useState('');
  const [id, setId] = useState('');
  const save = async () => {
    const name = both(en, id);
    const problem = problemOf(
      await createOwnSector.run({ code: code.trim(), name_en: name.en, name_id: name.id }),
    );
    if (!problem) props.onClose();
    return problem;
  };
  return (
    <ActionDialog
      title={t('own.newSector')}
      actionLabel={t('own.save')}
      onAction={save}
      onClose={props.onClose}
      disabled={!online}
      testId="own-sector-dialog"
    >
      <Text size="sm" c="dimmed">
        {t('own.oneLanguage')}
      </Text>
      <TextInput
        label={t('code')}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        data-autofocus
      />
      <TextInput
        label={t('own.nameEn')}
        lang="en"
        value={en}
        onChange={(e) => setEn(e.currentTarget.value)}
      />
      <TextInput
        label={t('own.nameId')}
        lang="id"
        value={id}
        onChange={(e) => setId(e.currentTarget.value)}
      />
      <NeedsConnection online={online} text={t('own.needsConnection')} />
    </ActionDialog>
  );
}

export function OwnTopicDialog(props: {
  sectorUuid: string;
  companyUuid: string;
  topic?: TopicDoc;
  onClose: () => void;
}) {
  const { t } = useTranslation('library');
  const { online } = useNetwork();
  const [en, setEn] = useState(props.topic?.title_en ?? '');
  const [id, setId] = useState(props.topic?.title_id ?? '');
  const save = async () => {
    const title = both(en, id);
    const r = props.topic
      ? await updateOwnTopic.run({
          topic_uuid: props.topic.id,
          title_en: title.en,
          title_id: title.id,
        })
      : await createOwnTopic.run({
          sector_uuid: props.sectorUuid,
          customerId: props.companyUuid,
          title_en: title.en,
          title_id: title.id,
        });
    const problem = problemOf(r);
    if (!problem) props.onClose();
    return problem;
  };
  return (
    <ActionDialog
      title={t(props.topic ? 'own.editTopic' : 'own.newTopic')}
      actionLabel={t('own.save')}
      onAction={save}
      onClose={props.onClose}
      disabled={!online}
      testId="own-topic-dialog"
    >
      <Text size="sm" c="dimmed">
        {t('own.oneLanguage')}
      </Text>
      <TextInput
        label={t('own.titleEn')}
        lang="en"
        value={en}
        onChange={(e) => setEn(e.currentTarget.value)}
        data-autofocus
      />
      <TextInput
        label={t('own.titleId')}
        lang="id"
        value={id}
        onChange={(e) => setId(e.currentTarget.value)}
      />
      <NeedsConnection online={online} text={t('own.needsConnection')} />
    </ActionDialog>
  );
}

interface Form {
  title_en: string;
  title_id: string;
  description_en: string;
  description_id: string;
  type: ObligationType | null;
  priority: Priority;
  items: { en: string; id: string }[];
}

const formOf = (o?: ObligationDoc): Form => ({
  title_en: o?.comp_title_en ?? '',
  title_id: o?.comp_title_id ?? '',
  description_en: o?.regulation_obligation_description_en ?? '',
  description_id: o?.regulation_obligation_description_id ?? '',
  type: (o?.type || null) as ObligationType | null,
  priority: (o?.priority as Priority) ?? 'medium',
  items: (o?.checklist_template ?? []).map((c) => ({ en: c.title_en, id: c.title_id })),
});

export function OwnObligationDialog(props: {
  topicUuid: string;
  companyUuid: string;
  obligation?: ObligationDoc;
  onClose: () => void;
}) {
  const { t } = useTranslation('library');
  const { online } = useNetwork();
  const phone = usePhone();
  const [f, setF] = useState<Form>(formOf(props.obligation));
  // Related regulations picked here; the links already there stay (the call only adds).
  const [picked, setPicked] = useState<Picked[]>([]);
  const linked = props.obligation?.regulation_guids ?? [];
  // A new obligation created by an earlier try whose publish or links were refused: a retry updates it, never makes a second.
  const created = useRef<string | null>(null);
  const item = (i: number, patch: Partial<Form['items'][number]>) =>
    setF({ ...f, items: f.items.map((c, j) => (j === i ? { ...c, ...patch } : c)) });

  const link = async (obligationUuid: string) => {
    const fresh = picked.filter((p) => !linked.includes(p.id));
    if (fresh.length === 0) return null;
    return problemOf(
      await linkOwnRegulations.run({
        obligation_uuid: obligationUuid,
        regulation_guids: fresh.map((p) => p.id),
      }),
    );
  };

  const save = async () => {
    const title = both(f.title_en, f.title_id);
    const description = both(f.description_en, f.description_id);
    const fields = {
      comp_title_en: title.en,
      comp_title_id: title.id,
      regulation_obligation_description_en: description.en || null,
      regulation_obligation_description_id: description.id || null,
      type: f.type,
      priority: f.priority,
      checklist_template: f.items
        .map((c) => both(c.en, c.id))
        .filter((c) => c.en)
        .map((c) => ({ title_en: c.en, title_id: c.id })),
    };
    const existing = props.obligation
      ? { id: props.obligation.id, draft: props.obligation.obligation_status === 0 }
      : created.current
        ? { id: created.current, draft: true }
        : null;
    if (existing) {
      // A draft (left by a refused publish) is published with the change; a published one changes at once.
      const r = await updateOwnObligation.run({
        ...fields,
        obligation_uuid: existing.id,
        ...(existing.draft ? { obligation_status: 1 as const } : {}),
      });
      return problemOf(r) ?? (await link(existing.id)) ?? props.onClose();
    }
    const made = await createOwnObligation.run({
      ...fields,
      topic_uuid: props.topicUuid,
      company_uuid: props.companyUuid,
    });
    if (made.state === 'refused') return made.message;
    const id =
      made.state === 'done' ? answerOf(obligationCreate, made.answer)?.obligation_uuid : undefined;
    if (!id) return props.onClose();
    created.current = id;
    const published = await updateOwnObligation.run({ obligation_uuid: id, obligation_status: 1 });
    return problemOf(published) ?? (await link(id)) ?? props.onClose();
  };

  const typeOptions = OBLIGATION_TYPES.map((v) => ({ value: v, label: t(`enums.type.${v}`) }));
  const priorityOptions = PRIORITIES.map((v) => ({ value: v, label: t(`enums.priority.${v}`) }));
  return (
    <ActionDialog
      title={t(props.obligation ? 'own.editObligation' : 'own.newObligation')}
      actionLabel={t(props.obligation ? 'own.save' : 'own.publish')}
      onAction={save}
      onClose={props.onClose}
      disabled={!online}
      testId="own-obligation-dialog"
    >
      <Stack gap="sm" miw={phone ? undefined : 480}>
        <Text size="sm" c="dimmed">
          {t('own.oneLanguage')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('own.titleEn')}
            lang="en"
            value={f.title_en}
            onChange={(e) => setF({ ...f, title_en: e.currentTarget.value })}
            data-autofocus
          />
          <TextInput
            label={t('own.titleId')}
            lang="id"
            value={f.title_id}
            onChange={(e) => setF({ ...f, title_id: e.currentTarget.value })}
          />
          <Textarea
            label={t('own.descriptionEn')}
            lang="en"
            rows={2}
            value={f.description_en}
            onChange={(e) => setF({ ...f, description_en: e.currentTarget.value })}
          />
          <Textarea
            label={t('own.descriptionId')}
            lang="id"
            rows={2}
            value={f.description_id}
            onChange={(e) => setF({ ...f, description_id: e.currentTarget.value })}
          />
          <Select
            label={t('obligation.type')}
            description={t('own.typeHint')}
            data={typeOptions}
            value={f.type}
            onChange={(v) => setF({ ...f, type: (v as ObligationType) ?? null })}
          />
          <Select
            label={t('obligation.priority')}
            data={priorityOptions}
            value={f.priority}
            onChange={(v) => v && setF({ ...f, priority: v as Priority })}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Title order={4} size="h5">
          {t('obligation.checklist')}
        </Title>
        {f.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('obligation.noChecklist')}
          </Text>
        )}
        {f.items.map((c, i) => (
          <Group key={i} wrap="nowrap" align="flex-end" gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
              <TextInput
                label={t('own.itemEn', { n: i + 1 })}
                lang="en"
                value={c.en}
                onChange={(e) => item(i, { en: e.currentTarget.value })}
              />
              <TextInput
                label={t('own.itemId', { n: i + 1 })}
                lang="id"
                value={c.id}
                onChange={(e) => item(i, { id: e.currentTarget.value })}
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('own.removeItem', { n: i + 1 })}
              onClick={() => setF({ ...f, items: f.items.filter((_, j) => j !== i) })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => setF({ ...f, items: [...f.items, { en: '', id: '' }] })}
          >
            {t('own.addItem')}
          </Button>
        </Group>
        <RelatedRegulations linked={linked} picked={picked} onChange={setPicked} />
        <NeedsConnection online={online} text={t('own.needsConnection')} />
      </Stack>
    </ActionDialog>
  );
}
