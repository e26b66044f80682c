/** The topics tree: topics, their subtopics and the obligations under each, linking to details. */
import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OBLIGATION_STATUS } from '../../../contract/enums';
import type { ObligationDoc } from '../../../contract/sync';
import { WRAPPING_BADGE } from '../../components/wrapping-badge';
import { inLanguage } from '../../lib/bilingual';
import { currentLanguage } from '../../lib/i18n';
import { hasObligations, type TreeNode } from './sector-tree';
import { usePriorityName } from '../../state/company-theme';

function ObligationRow({ obligation }: { obligation: ObligationDoc }) {
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

function Node({ node, depth }: { node: TreeNode; depth: number }) {
  const lang = currentLanguage();
  return (
    <Stack gap={4} pl={depth * 16} data-testid={depth === 0 ? 'topic' : 'subtopic'}>
      <Text fw={depth === 0 ? 600 : 500} size={depth === 0 ? 'md' : 'sm'}>
        {inLanguage(node.topic.title_en, node.topic.title_id, lang)}
      </Text>
      {node.obligations.length > 0 && (
        <List listStyleType="none" spacing={2} pl="sm">
          {node.obligations.map((o) => (
            <List.Item key={o.id}>
              <ObligationRow obligation={o} />
            </List.Item>
          ))}
        </List>
      )}
      {node.children.map((child) => (
        <Node key={child.topic.id} node={child} depth={depth + 1} />
      ))}
    </Stack>
  );
}

/** With filters on, topics without a matching obligation are left out. */
export function TopicTree({ nodes, filtered }: { nodes: TreeNode[]; filtered: boolean }) {
  const visible = filtered ? nodes.filter(hasObligations) : nodes;
  return (
    <Stack gap="md" data-testid="topic-tree">
      {visible.map((node) => (
        <Node key={node.topic.id} node={node} depth={0} />
      ))}
    </Stack>
  );
}
