/** The add and edit form of a static page (in a modal): slug, titles, bodies, published. */
import { Button, Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentAddBody, ContentItem } from '../../../contract/api/content';

export function PageForm({
  page,
  busy,
  error,
  onSave,
  onCancel,
}: {
  page: ContentItem | null;
  busy: boolean;
  error: string | null;
  onSave: (v: Required<ContentAddBody>) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('content');
  const [v, setV] = useState<Required<ContentAddBody>>({
    slug: page?.slug ?? '',
    title_en: page?.title_en ?? '',
    title_id: page?.title_id ?? '',
    body_en: page?.body_en ?? '',
    body_id: page?.body_id ?? '',
    is_published: page?.is_published ?? false,
  });
  const set = (k: keyof typeof v) => (e: { currentTarget: { value: string } }) =>
    setV({ ...v, [k]: e.currentTarget.value });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(v);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('fields.slug')}
          description={t('fields.slugHint')}
          value={v.slug}
          onChange={set('slug')}
          required
          data-testid="page-slug"
        />
        <TextInput
          label={t('fields.titleEn')}
          value={v.title_en}
          onChange={set('title_en')}
          required
          data-testid="page-title-en"
        />
        <TextInput
          label={t('fields.titleId')}
          value={v.title_id}
          onChange={set('title_id')}
          required
          data-testid="page-title-id"
        />
        <Textarea
          label={t('fields.bodyEn')}
          value={v.body_en}
          onChange={set('body_en')}
          rows={6}
          data-testid="page-body-en"
        />
        <Textarea
          label={t('fields.bodyId')}
          value={v.body_id}
          onChange={set('body_id')}
          rows={6}
          data-testid="page-body-id"
        />
        <Switch
          label={t('fields.isPublished')}
          checked={v.is_published}
          onChange={(e) => setV({ ...v, is_published: e.currentTarget.checked })}
          data-testid="page-published"
        />
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="page-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
