/**
 * The obligation editor (a modal, full screen on a phone): titles, obligation and penalty texts in
 * both languages, type, sanction, priority and the checklist template. "Save" creates a draft or
 * saves (on a published obligation the changes wait, unseen by customers); "Publish" saves and
 * publishes through the master publish call, which needs a type. A refusal stays in the editor
 * with the server's message.
 */
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Modal,
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObligationFields } from '../../../contract/api/authoring';
import type { ObligationDetail } from '../../../contract/api/obligations';
import {
  OBLIGATION_TYPES,
  PRIORITIES,
  SANCTIONS,
  type ObligationType,
  type Priority,
  type Sanction,
} from '../../../contract/enums';
import {
  labelOf,
  OBLIGATION_TYPE_LABELS,
  PRIORITY_LABELS,
  SANCTION_LABELS,
} from '../../../contract/labels';
import type { WriteResult } from '../../db/writes';
import { currentLanguage } from '../../lib/i18n';
import { useObligationForEditor } from './authoring.api';
import { createObligation, publishObligation, updateObligation } from './authoring.write';
import { DraftBadge } from './draft-badge';
import { usePhone } from '../../components/use-phone';

type Form = Required<Omit<ObligationFields, 'type' | 'checklist_template'>> & {
  type: ObligationType | null;
  checklist_template: { title_en: string; title_id: string }[];
};

const EMPTY: Form = {
  comp_title_en: '',
  comp_title_id: '',
  regulation_obligation_description_en: '',
  regulation_obligation_description_id: '',
  regulation_penalty_description_en: '',
  regulation_penalty_description_id: '',
  type: null,
  sanction: 'none',
  priority: 'medium',
  checklist_template: [],
};

function formOf(detail: ObligationDetail): Form {
  const w = { ...detail, ...(detail.authoring?.draft ?? {}) } as ObligationDetail;
  return {
    comp_title_en: w.comp_title_en,
    comp_title_id: w.comp_title_id,
    regulation_obligation_description_en: w.regulation_obligation_description_en ?? '',
    regulation_obligation_description_id: w.regulation_obligation_description_id ?? '',
    regulation_penalty_description_en: w.regulation_penalty_description_en ?? '',
    regulation_penalty_description_id: w.regulation_penalty_description_id ?? '',
    type: (w.type as ObligationType | null) ?? null,
    sanction: w.sanction as Sanction,
    priority: w.priority as Priority,
    checklist_template: (w.checklist_template ?? []).map(({ title_en, title_id }) => ({
      title_en,
      title_id,
    })),
  };
}

export interface ObligationEditorProps {
  /** The obligation to edit, or the topic a new one goes into. */
  target: { obligation_uuid: string } | { topic_uuid: string };
  onClose: () => void;
  onSaved: () => void;
}

export function ObligationEditor({ target, onClose, onSaved }: ObligationEditorProps) {
  const { t } = useTranslation('authoring');
  const { online } = useNetwork();
  const phone = usePhone();
  const existing = 'obligation_uuid' in target ? target.obligation_uuid : null;
  const read = useObligationForEditor(existing, online);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(existing ? 'obligation.edit' : 'obligation.create')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="obligation-editor"
    >
      {existing === null ? (
        <EditorForm initial={EMPTY} target={target} onSaved={onSaved} online={online} />
      ) : read.state === 'ready' ? (
        <EditorForm
          initial={formOf(read.data)}
          detail={read.data}
          target={target}
          onSaved={onSaved}
          online={online}
        />
      ) : read.state === 'loading' ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : (
        <Alert color={read.state === 'offline' ? 'gray' : 'red'}>
          {read.state === 'error' ? read.message : t('offline')}
        </Alert>
      )}
    </Modal>
  );
}

function EditorForm(props: {
  initial: Form;
  detail?: ObligationDetail;
  target: ObligationEditorProps['target'];
  onSaved: () => void;
  online: boolean;
}) {
  const { t } = useTranslation('authoring');
  const [f, setF] = useState<Form>(props.initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = (k: keyof Form) => ({
    value: f[k] as string,
    onChange: (e: { currentTarget: { value: string } }) =>
      setF({ ...f, [k]: e.currentTarget.value }),
  });
  const fields = { ...f, type: f.type ?? null };

  async function act(run: () => Promise<WriteResult>) {
    setProblem(null);
    setBusy(true);
    try {
      const r = await run();
      if (r.state === 'refused') setProblem(r.message);
      else props.onSaved();
    } finally {
      setBusy(false);
    }
  }
  const save = () =>
    act(() =>
      'topic_uuid' in props.target
        ? createObligation.run({ ...fields, topic_uuid: props.target.topic_uuid })
        : updateObligation.run({ ...fields, obligation_uuid: props.target.obligation_uuid }),
    );
  const publish = () =>
    act(() =>
      publishObligation.run({
        ...fields,
        obligation_uuid: (props.target as { obligation_uuid: string }).obligation_uuid,
      }),
    );
  const lang = currentLanguage();
  const options = (values: readonly string[], labels: Parameters<typeof labelOf>[0]) =>
    values.map((v) => ({ value: v, label: labelOf(labels, v, lang) }));
  const row = (i: number, patch: Partial<Form['checklist_template'][number]>) =>
    setF({
      ...f,
      checklist_template: f.checklist_template.map((c, j) => (j === i ? { ...c, ...patch } : c)),
    });

  return (
    <Stack gap="md">
      {props.detail && (
        <Group gap="xs">
          <DraftBadge state={props.detail.authoring} />
          {props.detail.obligation_status === -2 && (
            <Text size="sm" c="red">
              {t('obligation.repealed')}
            </Text>
          )}
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('field.titleEn')}
          required
          lang="en"
          {...text('comp_title_en')}
          data-autofocus
        />
        <TextInput label={t('field.titleId')} required lang="id" {...text('comp_title_id')} />
        <Textarea
          label={t('field.obligationEn')}
          lang="en"
          autosize
          minRows={3}
          {...text('regulation_obligation_description_en')}
        />
        <Textarea
          label={t('field.obligationId')}
          lang="id"
          autosize
          minRows={3}
          {...text('regulation_obligation_description_id')}
        />
        <Textarea
          label={t('field.penaltyEn')}
          lang="en"
          autosize
          minRows={2}
          {...text('regulation_penalty_description_en')}
        />
        <Textarea
          label={t('field.penaltyId')}
          lang="id"
          autosize
          minRows={2}
          {...text('regulation_penalty_description_id')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('field.type')}
          description={t('field.typeHint')}
          data={options(OBLIGATION_TYPES, OBLIGATION_TYPE_LABELS)}
          value={f.type}
          onChange={(v) => setF({ ...f, type: (v as ObligationType) ?? null })}
          clearable
        />
        <Select
          label={t('field.sanction')}
          data={options(SANCTIONS, SANCTION_LABELS)}
          value={f.sanction}
          onChange={(v) => v && setF({ ...f, sanction: v as Sanction })}
          allowDeselect={false}
        />
        <Select
          label={t('field.priority')}
          data={options(PRIORITIES, PRIORITY_LABELS)}
          value={f.priority}
          onChange={(v) => v && setF({ ...f, priority: v as Priority })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={4}>{t('field.checklist')}</Title>
        {f.checklist_template.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('field.noChecklist')}
          </Text>
        )}
        {f.checklist_template.map((c, i) => (
          <Group key={i} wrap="nowrap" align="flex-end" gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
              <TextInput
                label={t('field.itemEn', { n: i + 1 })}
                lang="en"
                value={c.title_en}
                onChange={(e) => row(i, { title_en: e.currentTarget.value })}
              />
              <TextInput
                label={t('field.itemId', { n: i + 1 })}
                lang="id"
                value={c.title_id}
                onChange={(e) => row(i, { title_id: e.currentTarget.value })}
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('field.removeItem', { n: i + 1 })}
              onClick={() =>
                setF({ ...f, checklist_template: f.checklist_template.filter((_, j) => j !== i) })
              }
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() =>
              setF({
                ...f,
                checklist_template: [...f.checklist_template, { title_en: '', title_id: '' }],
              })
            }
          >
            {t('field.addItem')}
          </Button>
        </Group>
      </Stack>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => void save()}
          loading={busy}
          disabled={!props.online}
          data-testid="obligation-save"
        >
          {t('save')}
        </Button>
        {'obligation_uuid' in props.target && props.detail?.master !== false && (
          <Button
            onClick={() => void publish()}
            loading={busy}
            disabled={!props.online || props.detail?.obligation_status === -2}
            data-testid="obligation-publish"
          >
            {t('publish')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
