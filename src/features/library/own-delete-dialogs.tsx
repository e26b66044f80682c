/**
 * Removing a company's own content from the library (issue 24), confirmed first: an empty own
 * topic is deleted; an own obligation never published is deleted; a published one is repealed
 * instead (kept for history, its compliance closed: what the server does for a published row).
 * The server's refusal (a topic that still holds obligations) stays in the dialog.
 */
import { useTranslation } from 'react-i18next';
import { OBLIGATION_STATUS } from '../../../contract/enums';
import type { ObligationDoc, TopicDoc } from '../../../contract/sync';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { inLanguage } from '../../lib/bilingual';
import { currentLanguage } from '../../lib/i18n';
import { deleteOwnObligation, deleteOwnTopic, updateOwnObligation } from './own-library.write';

export function OwnTopicDelete({
  topic,
  companyUuid,
  onClose,
}: {
  topic: TopicDoc;
  companyUuid: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('library');
  const name = inLanguage(topic.title_en, topic.title_id, currentLanguage());
  return (
    <ConfirmDialog
      title={t('own.deleteTopic')}
      text={t('own.deleteTopicText', { name })}
      actionLabel={t('own.delete')}
      danger
      testId="own-delete-dialog"
      onClose={onClose}
      onConfirm={async () => {
        const r = await deleteOwnTopic.run({ topic_uuid: topic.id, customerId: companyUuid });
        if (r.state !== 'refused') onClose();
        return r;
      }}
    />
  );
}

export function OwnObligationDelete({
  obligation,
  onClose,
}: {
  obligation: ObligationDoc;
  onClose: () => void;
}) {
  const { t } = useTranslation('library');
  const name = inLanguage(obligation.comp_title_en, obligation.comp_title_id, currentLanguage());
  const draft = obligation.obligation_status === OBLIGATION_STATUS.draft;
  return (
    <ConfirmDialog
      title={t(draft ? 'own.deleteObligation' : 'own.repealObligation')}
      text={t(draft ? 'own.deleteObligationText' : 'own.repealObligationText', { name })}
      actionLabel={t(draft ? 'own.delete' : 'own.repeal')}
      danger
      testId="own-delete-dialog"
      onClose={onClose}
      onConfirm={async () => {
        const r = draft
          ? await deleteOwnObligation.run({
              topic_uuid: obligation.topic_uuid,
              obligation_uuid: obligation.id,
            })
          : await updateOwnObligation.run({
              obligation_uuid: obligation.id,
              obligation_status: OBLIGATION_STATUS.repealed,
            });
        if (r.state !== 'refused') onClose();
        return r;
      }}
    />
  );
}
