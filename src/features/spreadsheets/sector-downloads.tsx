/**
 * A sector's spreadsheets on its library screen: the editor's regframe export (module `content`),
 * and for every reader of obligations the obligations list and the recent updates, which the
 * server fills under the obligation policy (no draft reaches a customer).
 */
import { useTranslation } from 'react-i18next';
import { useCan } from '../../state/permissions';
import { DownloadButtons, type DownloadItem } from './download-buttons';
import { spreadsheets } from './spreadsheets.api';

export function SectorDownloads({ sectorUuid, code }: { sectorUuid: string; code: string }) {
  const { t } = useTranslation('regulations');
  const canExport = useCan('content', 'view');
  const canRead = useCan('obligation', 'view');
  const items: DownloadItem[] = [
    ...(canExport
      ? [
          {
            key: 'sector-export',
            label: t('exports.sectorExport'),
            get: spreadsheets.sectorExport(sectorUuid),
            fallbackName: `regframe-${code}.xlsx`,
          },
        ]
      : []),
    ...(canRead
      ? [
          {
            key: 'sector-obligations',
            label: t('exports.dataExcel'),
            get: spreadsheets.dataExcel(sectorUuid),
            fallbackName: `obligations-${code}.xlsx`,
          },
          {
            key: 'sector-updates',
            label: t('exports.updates'),
            get: spreadsheets.updates(sectorUuid),
            fallbackName: `updates-${code}.xlsx`,
          },
        ]
      : []),
  ];
  return <DownloadButtons title={t('exports.title')} items={items} testId="sector-downloads" />;
}
