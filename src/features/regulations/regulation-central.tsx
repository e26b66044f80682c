/** The central view of a regulation: its direct neighbours by relation (online only). */
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HIERARCHY_RELATIONS } from '../../../contract/enums';
import { useCentralView } from './regulation-central.api';

export function RegulationCentral({
  regulationId,
  online,
}: {
  regulationId: string;
  online: boolean;
}) {
  const { t } = useTranslation('regulations');
  const remote = useCentralView(regulationId, online);
  if (remote.state === 'loading') return <Loader size="sm" />;
  if (remote.state === 'offline')
    return (
      <Text size="sm" c="dimmed">
        {t('centralOffline')}
      </Text>
    );
  if (remote.state === 'error')
    return <Alert color="red">{t('loadFailed', { message: remote.message })}</Alert>;
  const groups = HIERARCHY_RELATIONS.filter((r) => (remote.data.relations[r] ?? []).length > 0);
  if (groups.length === 0) return <Text size="sm">{t('noHierarchy')}</Text>;
  return (
    <Stack gap="sm" data-testid="central-view">
      {groups.map((relation) => (
        <Stack key={relation} gap={2}>
          <Text size="sm" fw={500}>
            {t(`relation.${relation}`)}
          </Text>
          {remote.data.relations[relation].map((r) => (
            <Anchor
              key={r.regulation_guid}
              size="sm"
              renderRoot={(props) => (
                <Link
                  to="/regulations/$regulationId"
                  params={{ regulationId: r.regulation_guid }}
                  {...props}
                />
              )}
            >
              {`${r.title} (${r.number}/${r.year})`}
            </Anchor>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
