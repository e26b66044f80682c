import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's Pagination with a name for every control in the current language: its arrows are
 * icons only, so without these a screen reader announces unnamed buttons (an axe critical).
 */
export function LabelledPagination(props: PaginationProps) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('pagination.label')}>
      <Pagination
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
        {...props}
      />
    </nav>
  );
}
