/**
 * The topics tree: topics, their subtopics and the obligations under each, linking to details.
 * A company's own topics and obligations carry the "Own" mark; for those who may write the
 * company's own library, their edit and add buttons (issue 24).
 */
import { Anchor, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OBLIGATION_STATUS } from '../../../contract/enums';
import type { ObligationDoc, TopicDoc } from '../../../contract/sync';
import { MoveButtons } from '../../components/move-buttons';
import { OwnBadge } from '../../components/own-badge';
import { WRAPPING_BADGE } from '../../components/wrapping-badge';
import { inLanguage } from '../../lib/bilingual';
import { currentLanguage } from '../../lib/i18n';
import { hasObligations, type TreeNode } from './sector-tree';
import { usePriorityName } from '../../state/company-theme';

/**
 * What the reader may do with the company's own rows (absent: nothing): each action only with its
 * right (update: add, edit, order; delete: delete or repeal). Every one needs the server: offline
 * the buttons are disabled and the screen says why.
 */
export interface OwnActions {
  online: boolean;
  addObligation?: (topicUuid: string) => void;
  editObligation?: (o: ObligationDoc) => void;
  editTopic?: (topic: TopicDoc) => void;
  deleteObligation?: (o: ObligationDoc) => void;
  deleteTopic?: (topic: TopicDoc) => void;
  /** The company's own siblings of a topic (its place) or of a topic's obligations, in order. */
  order?: {
    topics: (topic: TopicDoc) => string[];
    obligations: (topicUuid: string) => string[];
    moveTopic: (topic: TopicDoc, order: string[]) => void;
    moveObligation: (topicUuid: string, order: string[]) => void;
  };
}

function ObligationRow({ obligation, own }: { obligation: ObligationDoc; own?: OwnActions }) {
  const { t } = useTranslation('library');
  const priorityName = usePriorityName();
  const lang = currentLanguage();
  return (
    <Group gap="xs" data-testid="obligation-row" wrap="wrap">
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link
            to="/obligations/$obligationId"
            params={{ obligationId: obligation.id }}
            {...props}
          />
        )}
      >
        {inLanguage(obligation.comp_title_en, obligation.comp_title_id, lang)}
      </Anchor>
      {obligation.type && (
        <Badge styles={WRAPPING_BADGE} size="xs" variant="light">
          {t(`enums.type.${obligation.type}`)}
        </Badge>
      )}
      <Badge styles={WRAPPING_BADGE} size="xs" variant="outline">
        {priorityName(obligation.priority) ?? t(`enums.priority.${obligation.priority}`)}
      </Badge>
      <OwnBadge companyUuid={obligation.company_uuid} />
      {own && obligation.company_uuid && <OwnObligationButtons obligation={obligation} own={own} />}
      {obligation.obligation_status === OBLIGATION_STATUS.draft && (
        <Badge styles={WRAPPING_BADGE} size="xs" color="orange">
          {t('draft')}
        </Badge>
      )}
      {obligation.obligation_status === OBLIGATION_STATUS.repealed && (
        <Badge styles={WRAPPING_BADGE} size="xs" color="gray">
          {t('repealed')}
        </Badge>
      )}
    </Group>
  );
}

/** Edit, delete (a draft) or repeal (a published one), and the order among the company's own obligations of the topic. */
function OwnObligationButtons({ obligation, own }: { obligation: ObligationDoc; own: OwnActions }) {
  const { t } = useTranslation('library');
  const name =
    inLanguage(obligation.comp_title_en, obligation.comp_title_id, currentLanguage()) ?? '';
  const repealed = obligation.obligation_status === OBLIGATION_STATUS.repealed;
  const draft = obligation.obligation_status === OBLIGATION_STATUS.draft;
  return (
    <>
      {own.editObligation && !repealed && (
        <Button
          size="compact-xs"
          variant="subtle"
          disabled={!own.online}
          onClick={() => own.editObligation?.(obligation)}
          aria-label={t('own.editNamed', { name })}
        >
          {t('own.edit')}
        </Button>
      )}
      {own.deleteObligation && !repealed && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          disabled={!own.online}
          onClick={() => own.deleteObligation?.(obligation)}
          aria-label={t(draft ? 'own.deleteNamed' : 'own.repealNamed', { name })}
        >
          {t(draft ? 'own.delete' : 'own.repeal')}
        </Button>
      )}
      {own.order && (
        <MoveButtons
          ids={own.order.obligations(obligation.topic_uuid)}
          id={obligation.id}
          label={name}
          disabled={!own.online}
          onOrder={(order) => own.order?.moveObligation(obligation.topic_uuid, order)}
        />
      )}
    </>
  );
}

function Node({ node, depth, own }: { node: TreeNode; depth: number; own?: OwnActions }) {
  const { t } = useTranslation('library');
  const lang = currentLanguage();
  const title = inLanguage(node.topic.title_en, node.topic.title_id, lang);
  const mine = own && node.topic.company_uuid ? own : undefined;
  return (
    <Stack gap={4} pl={depth * 16} data-testid={depth === 0 ? 'topic' : 'subtopic'}>
      <Group gap="xs" wrap="wrap">
        <Text fw={depth === 0 ? 600 : 500} size={depth === 0 ? 'md' : 'sm'}>
          {title}
        </Text>
        <OwnBadge companyUuid={node.topic.company_uuid} />
        {mine && (
          <>
            {mine.editTopic && (
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={!mine.online}
                onClick={() => mine.editTopic?.(node.topic)}
                aria-label={t('own.editNamed', { name: title })}
              >
                {t('own.edit')}
              </Button>
            )}
            {mine.addObligation && (
              <Button
                size="compact-xs"
                variant="light"
                disabled={!mine.online}
                onClick={() => mine.addObligation?.(node.topic.id)}
                aria-label={t('own.addObligationTo', { name: title })}
              >
                {t('own.addObligation')}
              </Button>
            )}
            {mine.deleteTopic && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                disabled={!mine.online}
                onClick={() => mine.deleteTopic?.(node.topic)}
                aria-label={t('own.deleteNamed', { name: title })}
              >
                {t('own.delete')}
              </Button>
            )}
            {mine.order && (
              <MoveButtons
                ids={mine.order.topics(node.topic)}
                id={node.topic.id}
                label={title ?? ''}
                disabled={!mine.online}
                onOrder={(order) => mine.order?.moveTopic(node.topic, order)}
              />
            )}
          </>
        )}
      </Group>
      {node.obligations.length > 0 && (
        <List listStyleType="none" spacing={2} pl="sm">
          {node.obligations.map((o) => (
            <List.Item key={o.id}>
              <ObligationRow obligation={o} own={own} />
            </List.Item>
          ))}
        </List>
      )}
      {node.children.map((child) => (
        <Node key={child.topic.id} node={child} depth={depth + 1} own={own} />
      ))}
    </Stack>
  );
}

/** With filters on, topics without a matching obligation are left out. */
export function TopicTree({
  nodes,
  filtered,
  own,
}: {
  nodes: TreeNode[];
  filtered: boolean;
  own?: OwnActions;
}) {
  const visible = filtered ? nodes.filter(hasObligations) : nodes;
  return (
    <Stack gap="md" data-testid="topic-tree">
      {visible.map((node) => (
        <Node key={node.topic.id} node={node} depth={0} own={own} />
      ))}
    </Stack>
  );
}
