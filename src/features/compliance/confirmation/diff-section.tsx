/**
 * One group of the diffs (main information, checklist, regulation): each field's before and after
 * side by side, stacked on a phone, a changed field marked in words and colour (not colour alone).
 */
import { Badge, Box, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DiffField } from '../../../../contract/api/checklists';

const FIELD_KEYS = {
  comp_title: 'confirm.field.comp_title',
  topic_title: 'confirm.field.topic_title',
  subtopic_title: 'confirm.field.subtopic_title',
  cat_name: 'confirm.field.cat_name',
  sanction: 'confirm.field.sanction',
  priority: 'confirm.field.priority',
  checklist: 'confirm.field.checklist',
  regulation_obligation_description: 'confirm.field.regulation_obligation_description',
  regulation_penalty_description: 'confirm.field.regulation_penalty_description',
} as const;

function Value({ value }: { value: DiffField['before'] }) {
  const { t } = useTranslation('checklist');
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0))
    return (
      <Text size="sm" c="dimmed">
        {t('confirm.none')}
      </Text>
    );
  if (Array.isArray(value))
    return (
      <List size="sm" spacing={2}>
        {value.map((v, i) => (
          <List.Item key={i}>{v}</List.Item>
        ))}
      </List>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  );
}

export function DiffSection({
  title,
  fields,
  versions,
}: {
  title: string;
  fields: DiffField[];
  versions: { before: number; after: number };
}) {
  const { t } = useTranslation('checklist');
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {fields.map((f) => (
        <Paper
          key={f.field}
          withBorder
          p="xs"
          data-testid={`diff-${f.field}`}
          data-changed={f.changed}
          style={
            f.changed ? { borderColor: 'var(--mantine-color-orange-6)', borderWidth: 2 } : undefined
          }
        >
          <Group gap="xs" mb={4}>
            <Text size="sm" fw={600}>
              {f.field in FIELD_KEYS ? t(FIELD_KEYS[f.field as keyof typeof FIELD_KEYS]) : f.field}
            </Text>
            {f.changed && (
              <Badge size="sm" color="orange" variant="light">
                {t('confirm.changed')}
              </Badge>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Box>
              <Text size="xs" c="dimmed">
                {t('confirm.before', { version: versions.before })}
              </Text>
              <Value value={f.before} />
            </Box>
            <Box
              bg={f.changed ? 'var(--mantine-color-orange-light)' : undefined}
              p={f.changed ? 4 : 0}
            >
              <Text size="xs" c="dimmed">
                {t('confirm.after', { version: versions.after })}
              </Text>
              <Value value={f.after} />
            </Box>
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
