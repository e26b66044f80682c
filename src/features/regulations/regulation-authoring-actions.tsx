/**
 * What the regulation screens offer an editor and a reader beside the content: on the list, a new
 * regulation (module `content` create) and the library's spreadsheets; on a regulation, edit,
 * delete with a confirmation (the server removes every reference), and its spreadsheets. Each
 * button shows exactly when the server would accept its call (the caller's privileges).
 */
import { Button, Group, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog';
import { useCan } from '../../state/permissions';
import { DownloadButtons, spreadsheets, type DownloadItem } from '../spreadsheets';
import { deleteRegulation } from './regulation-authoring.write';

export function RegulationListActions() {
  const { t } = useTranslation('regulations');
  const canCreate = useCan('content', 'create');
  const canExport = useCan('content', 'view');
  const items: DownloadItem[] = canExport
    ? [
        {
          key: 'regulation-library',
          label: t('exports.regulationLibrary'),
          get: spreadsheets.regulationLibrary(),
          fallbackName: 'regulations.xlsx',
        },
        {
          key: 'regulation-template',
          label: t('exports.regulationTemplate'),
          get: spreadsheets.regulationTemplate(),
          fallbackName: 'regulation-template.xlsx',
        },
        {
          key: 'regframe-template',
          label: t('exports.regframeTemplate'),
          get: spreadsheets.regframeTemplate(),
          fallbackName: 'regframe-template.xlsx',
        },
      ]
    : [];
  return (
    <>
      {canCreate && (
        <Group>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            renderRoot={(props) => <Link to="/regulations/new" {...props} />}
            data-testid="regulation-new"
          >
            {t('editor.new')}
          </Button>
        </Group>
      )}
      <DownloadButtons
        title={t('exports.title')}
        items={items}
        testId="regulation-list-downloads"
      />
    </>
  );
}

export function RegulationActions({ guid, title }: { guid: string; title: string }) {
  const { t } = useTranslation('regulations');
  const navigate = useNavigate();
  const canUpdate = useCan('content', 'update');
  const canDelete = useCan('content', 'delete');
  const canView = useCan('content', 'view');
  const canReadObligations = useCan('regulation', 'view');
  const [confirming, setConfirming] = useState(false);
  const items: DownloadItem[] = [
    ...(canReadObligations
      ? [
          {
            key: 'regulation-obligations',
            label: t('exports.obligations'),
            get: spreadsheets.regulationObligations(guid),
            fallbackName: 'regulation-obligations.xlsx',
          },
        ]
      : []),
    ...(canView
      ? [
          {
            key: 'regulation-companies',
            label: t('exports.companies'),
            get: spreadsheets.regulationCompanies(guid),
            fallbackName: 'subscribed-companies.xlsx',
          },
        ]
      : []),
  ];
  return (
    <>
      {(canUpdate || canDelete) && (
        <Group gap="xs">
          {canUpdate && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEdit size={14} aria-hidden />}
              renderRoot={(props) => (
                <Link
                  to="/regulations/$regulationId/edit"
                  params={{ regulationId: guid }}
                  {...props}
                />
              )}
              data-testid="regulation-edit"
            >
              {t('editor.edit')}
            </Button>
          )}
          {canDelete && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => setConfirming(true)}
              data-testid="regulation-delete"
            >
              {t('editor.delete')}
            </Button>
          )}
        </Group>
      )}
      <DownloadButtons title={t('exports.title')} items={items} testId="regulation-downloads" />
      {confirming && (
        <ActionDialog
          title={t('editor.deleteTitle')}
          actionLabel={t('editor.delete')}
          danger
          testId="regulation-delete-dialog"
          onClose={() => setConfirming(false)}
          onAction={async () => {
            const result = await deleteRegulation.run(guid);
            if (result.state === 'refused') return result.message;
            setConfirming(false);
            void navigate({ to: '/regulations' });
          }}
        >
          <Text size="sm">{t('editor.deleteBody', { title })}</Text>
        </ActionDialog>
      )}
    </>
  );
}
