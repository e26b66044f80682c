/**
 * The obligation detail (/obligations/$obligationId), from the local database.
 *
 * "No access" when the user lacks the `obligation` module, or the obligation is not held locally
 * (a customer receives only published obligations). While the first sync runs and the document
 * has not arrived yet, a loader shows instead: it may still come.
 */
import { Anchor, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { OBLIGATION_STATUS } from '../../../contract/enums';
import { NoAccess, useHasModule } from '../../components/module-gate';
import { RegulationChangedNotice } from '../../components/regulation-changed';
import { OwnBadge } from '../../components/own-badge';
import { useObligation, useSector } from '../../db/hooks/library';
import { inLanguage } from '../../lib/bilingual';
import { currentLanguage } from '../../lib/i18n';
import { syncStatus } from '../../sync/sync-status';
import { BookmarkButton } from '../bookmarks';
import { ObligationInfo } from './obligation-info';

function ObligationDetail({ obligationId }: { obligationId: string }) {
  const { t } = useTranslation('library');
  const lang = currentLanguage();
  const { state } = useSnapshot(syncStatus);
  const { data: o, loading } = useObligation(obligationId);
  const sector = useSector(o?.sector_uuid ?? '');

  if (loading || (!o && state === 'synchronizing')) {
    return (
      <Center mih="30vh" data-testid="obligation-syncing">
        <Stack align="center" gap="xs">
          <Loader />
          {!loading && <Text size="sm">{t('syncing')}</Text>}
        </Stack>
      </Center>
    );
  }
  if (!o) return <NoAccess message={t('noAccess')} />;
  return (
    <Stack gap="md" data-testid="obligation-detail" data-obligation={o.id}>
      {sector.data && (
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link to="/library/$sectorId" params={{ sectorId: o.sector_uuid }} {...props} />
          )}
        >
          {inLanguage(sector.data.name_en, sector.data.name_id, lang)}
        </Anchor>
      )}
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1} size="h2" data-testid="obligation-title">
            {inLanguage(o.comp_title_en, o.comp_title_id, lang)}
          </Title>
          <OwnBadge companyUuid={o.company_uuid} size="sm" />
          {o.obligation_status === OBLIGATION_STATUS.draft && (
            <Badge color="orange">{t('draft')}</Badge>
          )}
          {o.obligation_status === OBLIGATION_STATUS.repealed && (
            <Badge color="gray">{t('repealed')}</Badge>
          )}
        </Group>
        <BookmarkButton type="obligation" uuid={o.id} />
      </Group>
      <RegulationChangedNotice change={o.regulation_changed} />
      <ObligationInfo obligation={o} />
    </Stack>
  );
}

export function ObligationDetailScreen() {
  const { t } = useTranslation('library');
  const { obligationId } = useParams({ strict: false });
  const allowed = useHasModule('obligation');
  if (!allowed) return <NoAccess message={t('noAccess')} />;
  return <ObligationDetail key={obligationId} obligationId={obligationId ?? ''} />;
}
