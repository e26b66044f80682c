/** The body of the obligation detail: information, attributes, checklist template, regulations with their documents. */
import { Anchor, Badge, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObligationDoc } from '../../../contract/sync';
import { useRegulationsByIds } from '../../db/hooks/regulations';
import { WRAPPING_BADGE } from '../../components/wrapping-badge';
import { inLanguage } from '../../lib/bilingual';
import { currentLanguage } from '../../lib/i18n';
import { RegulationDocuments } from '../regulations';
import { usePriorityName } from '../../state/company-theme';

function Field({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function RelatedRegulations({ guids }: { guids: string[] }) {
  const { t } = useTranslation('library');
  const lang = currentLanguage();
  const { data } = useRegulationsByIds(guids);
  const byId = new Map(data.map((r) => [r.id, r]));
  if (guids.length === 0) return <Text size="sm">{t('obligation.noRegulations')}</Text>;
  return (
    <List spacing={4} size="sm" data-testid="related-regulations">
      {guids.map((guid) => {
        const r = byId.get(guid);
        return (
          <List.Item key={guid}>
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link to="/regulations/$regulationId" params={{ regulationId: guid }} {...props} />
              )}
            >
              {r
                ? `${inLanguage(r.title_en, r.title_id, lang)} (${r.number}/${r.year})`
                : t('obligation.unknownRegulation')}
            </Anchor>
            {r && r.documents.length > 0 && <RegulationDocuments documents={r.documents} />}
          </List.Item>
        );
      })}
    </List>
  );
}

export function ObligationInfo({ obligation: o }: { obligation: ObligationDoc }) {
  const { t } = useTranslation('library');
  const priorityName = usePriorityName();
  const lang = currentLanguage();
  const none = '—';
  return (
    <Stack gap="md">
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('obligation.information')}
        </Title>
        <Stack gap="sm">
          <Field label={t('obligation.description')} testId="obligation-description">
            {inLanguage(
              o.regulation_obligation_description_en,
              o.regulation_obligation_description_id,
              lang,
            ) ?? none}
          </Field>
          <Field label={t('obligation.penalty')} testId="obligation-penalty">
            {inLanguage(
              o.regulation_penalty_description_en,
              o.regulation_penalty_description_id,
              lang,
            ) ?? none}
          </Field>
        </Stack>
        <SimpleGrid cols={{ base: 2, md: 4 }} mt="md">
          <Field label={t('obligation.type')} testId="obligation-type">
            {o.type ? t(`enums.type.${o.type}`) : t('obligation.noType')}
          </Field>
          <Field label={t('obligation.sanction')} testId="obligation-sanction">
            {t(`enums.sanction.${o.sanction}`)}
          </Field>
          <Field label={t('obligation.priority')} testId="obligation-priority">
            <Badge variant="light" styles={WRAPPING_BADGE}>
              {priorityName(o.priority) ?? t(`enums.priority.${o.priority}`)}
            </Badge>
          </Field>
          <Field label={t('obligation.version')} testId="obligation-version">
            {o.version_code}
          </Field>
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('obligation.checklist')}
        </Title>
        {o.checklist_template.length === 0 ? (
          <Text size="sm">{t('obligation.noChecklist')}</Text>
        ) : (
          <List type="ordered" size="sm" spacing={4} data-testid="checklist-template">
            {o.checklist_template.map((item, i) => (
              <List.Item key={i}>{inLanguage(item.title_en, item.title_id, lang)}</List.Item>
            ))}
          </List>
        )}
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('obligation.regulations')}
        </Title>
        <RelatedRegulations guids={o.regulation_guids ?? []} />
      </Card>
    </Stack>
  );
}
