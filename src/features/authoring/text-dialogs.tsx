/**
 * The small forms of the workspace in the shared action dialog: a sector (code, names and
 * descriptions in both languages) and a topic or subtopic (titles in both languages). A refusal
 * (the specification's "This field is required", a code in use) stays in the dialog.
 */
import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog';
import type { WriteResult } from '../../db/writes';

const problemOf = (r: WriteResult) => (r.state === 'refused' ? r.message : null);

export interface SectorValues {
  code: string;
  name_en: string;
  name_id: string;
  description_en: string | null;
  description_id: string | null;
}

export function SectorDialog(props: {
  initial?: SectorValues;
  onSave: (v: SectorValues) => Promise<WriteResult>;
  onClose: () => void;
}) {
  const { t } = useTranslation('authoring');
  const { online } = useNetwork();
  const [v, setV] = useState<SectorValues>(
    props.initial ?? {
      code: '',
      name_en: '',
      name_id: '',
      description_en: null,
      description_id: null,
    },
  );
  const set = (k: keyof SectorValues) => (e: { currentTarget: { value: string } }) =>
    setV({ ...v, [k]: e.currentTarget.value });
  return (
    <ActionDialog
      title={t(props.initial ? 'sector.edit' : 'sector.create')}
      actionLabel={t('save')}
      disabled={!online}
      onClose={props.onClose}
      testId="sector-dialog"
      onAction={async () => {
        const r = await props.onSave(v);
        return problemOf(r);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('sector.code')}
          value={v.code}
          onChange={set('code')}
          required
          maxLength={40}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('field.nameEn')}
            value={v.name_en}
            onChange={set('name_en')}
            required
            lang="en"
          />
          <TextInput
            label={t('field.nameId')}
            value={v.name_id}
            onChange={set('name_id')}
            required
            lang="id"
          />
          <Textarea
            label={t('field.descriptionEn')}
            value={v.description_en ?? ''}
            onChange={set('description_en')}
            autosize
            minRows={2}
            lang="en"
          />
          <Textarea
            label={t('field.descriptionId')}
            value={v.description_id ?? ''}
            onChange={set('description_id')}
            autosize
            minRows={2}
            lang="id"
          />
        </SimpleGrid>
      </Stack>
    </ActionDialog>
  );
}

export function TopicDialog(props: {
  title: string;
  initial?: { title_en: string; title_id: string };
  onSave: (v: { title_en: string; title_id: string }) => Promise<WriteResult>;
  onClose: () => void;
}) {
  const { t } = useTranslation('authoring');
  const { online } = useNetwork();
  const [v, setV] = useState(props.initial ?? { title_en: '', title_id: '' });
  return (
    <ActionDialog
      title={props.title}
      actionLabel={t('save')}
      disabled={!online}
      onClose={props.onClose}
      testId="topic-dialog"
      onAction={async () => problemOf(await props.onSave(v))}
    >
      <Stack gap="sm">
        <TextInput
          label={t('field.titleEn')}
          value={v.title_en}
          onChange={(e) => setV({ ...v, title_en: e.currentTarget.value })}
          required
          lang="en"
          data-autofocus
        />
        <TextInput
          label={t('field.titleId')}
          value={v.title_id}
          onChange={(e) => setV({ ...v, title_id: e.currentTarget.value })}
          required
          lang="id"
        />
      </Stack>
    </ActionDialog>
  );
}
