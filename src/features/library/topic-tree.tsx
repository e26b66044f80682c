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
import { OwnBadge } from '../../components/own-badge';
import { WRAPPING_BADGE } from '../../components/wrapping-badge';
import { inLanguage } from '../../lib/bilingual';
import { currentLanguage } from '../../lib/i18n';
import { hasObligations, type TreeNode } from './sector-tree';
import { usePriorityName } from '../../state/company-theme';

/** What the reader may do with the company's own rows (absent: nothing). */
export interface OwnActions {
  addObligation: (topicUuid: string) => void;
  editObligation: (o: ObligationDoc) => void;
  editTopic: (topic: TopicDoc) => void;
}

function ObligationRow({ obligation, own }: { obligation: ObligationDoc; own?: OwnActions }) {
  const { t } = useTranslation('library');
  const priorityName = usePriorityName();
  const lang = currentLanguage();
  return (
    <Group gap="xs" data-testid="obligation-row" wrap="wrap">
      <Anchor
        size="sm"
        renderRoot={(props) => <Link to="/obligations/$obligationId" params={{ obligationId: obligation.id }} {...props} />}
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
      {own && obligation.company_uuid && (
        <Button size="compact-xs" variant="subtle" onClick={() => own.editObligation(obligation)} aria-label={t('own.editNamed', { name: inLanguage(obligation.comp_title_en, obligation.comp_title_id, lang) })}>
          {t('own.edit')}
        </Button>
      )}
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
            <Button size="compact-xs" variant="subtle" onClick={() => mine.editTopic(node.topic)} aria-label={t('own.editNamed', { name: title })}>
              {t('own.edit')}
            </Button>
            <Button size="compact-xs" variant="light" onClick={() => mine.addObligation(node.topic.id)} aria-label={t('own.addObligationTo', { name: title })}>
              {t('own.addObligation')}
            </Button>
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
export function TopicTree({ nodes, filtered, own }: { nodes: TreeNode[]; filtered: boolean; own?: OwnActions }) {
  const visible = filtered ? nodes.filter(hasObligations) : nodes;
  return (
    <Stack gap="md" data-testid="topic-tree">
      {visible.map((node) => (
        <Node key={node.topic.id} node={node} depth={0} own={own} />
      ))}
    </Stack>
  );
}
