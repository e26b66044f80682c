/**
 * One update opened: the company's compliances on its obligation (`contentUpdateGet`),
 * each linking to its compliance screen, which shows the version's diffs and takes the confirmation.
 */
import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CONFIRMATION_STATUS_LABELS, PROCESS_STATUS_LABELS } from '../../../contract/labels';
import type { ConfirmationStatus, Language, ProcessStatus } from '../../../contract/enums';
import { OnlineReadStatus } from '../../components/online-read-status';
import { useUpdateDetail } from './updates.api';
import { useReadTexts } from './updates-texts';

export function UpdateDetail({ id, online }: { id: string; online: boolean }) {
  const { t, i18n } = useTranslation('updates');
  const lang = i18n.language as Language;
  const read = useUpdateDetail(id, online);
  const texts = useReadTexts('detailRead');
  return (
    <div data-testid="update-detail">
      <OnlineReadStatus read={read} texts={texts} testId="update-detail" />
      {read.state === 'ready' &&
        (read.data.compliances.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.none')}
          </Text>
        ) : (
          <>
            <Text size="sm" fw={600}>
              {t('detail.heading')}
            </Text>
            <List size="sm" spacing={6}>
              {read.data.compliances.map((c, index) => (
                <List.Item key={c.compliance_uuid} data-testid="update-compliance">
                  <Group gap="xs" wrap="wrap">
                    <Anchor
                      size="sm"
                      renderRoot={(props) => (
                        <Link to="/compliance/$id" params={{ id: c.compliance_uuid }} {...props} />
                      )}
                    >
                      {t('detail.open', { n: index + 1 })}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {PROCESS_STATUS_LABELS[c.process_status as ProcessStatus]?.[lang] ??
                        c.process_status}
                    </Text>
                    {c.confirmation_status && (
                      <Badge
                        size="sm"
                        color={
                          c.confirmation_status === 'need_confirmation' ? 'orange.9' : 'gray.7'
                        }
                        variant="filled"
                      >
                        {CONFIRMATION_STATUS_LABELS[c.confirmation_status as ConfirmationStatus]?.[
                          lang
                        ] ?? c.confirmation_status}
                      </Badge>
                    )}
                    {!c.is_active && (
                      <Badge size="sm" color="gray.7" variant="filled">
                        {t('detail.inactive')}
                      </Badge>
                    )}
                  </Group>
                </List.Item>
              ))}
            </List>
          </>
        ))}
    </div>
  );
}
