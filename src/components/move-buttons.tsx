/**
 * Move up / Move down: the keyboard and screen-reader way to reorder a row among its siblings
 * (the provider's authoring tree beside drag and drop, a company's own library rows). `ids` is
 * the place's order; a click hands the new order to `onOrder`. The first row has no "up", the
 * last no "down".
 */
import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shifted } from '../lib/list-order';

export function MoveButtons(props: {
  ids: readonly string[];
  id: string;
  label: string;
  onOrder: (order: string[]) => void;
  disabled?: boolean;
  before?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const up = shifted(props.ids, props.id, -1);
  const down = shifted(props.ids, props.id, 1);
  return (
    <Group gap={2} wrap="nowrap">
      {props.before}
      <ActionIcon
        variant="subtle"
        size="sm"
        disabled={props.disabled || !up}
        aria-label={t('moveUp', { name: props.label })}
        onClick={() => up && props.onOrder(up)}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="sm"
        disabled={props.disabled || !down}
        aria-label={t('moveDown', { name: props.label })}
        onClick={() => down && props.onOrder(down)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
    </Group>
  );
}
