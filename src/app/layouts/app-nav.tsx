import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleCode } from '../../../contract/modules';
import { UpdatesNavBadge } from '../../features/updates';
import { useLabelOverride } from '../../state/company-theme';
import { useViewableModules } from '../../state/permissions';
import { NAV_ITEMS, visibleNavItems, type NavItem } from './nav-items';

export interface AppNavProps {
  /** The modules to show; by default those the signed-in user may view (useCan). */
  modules?: readonly ModuleCode[];
  isProvider: boolean | null;
  items?: readonly NavItem[];
  onNavigate?: () => void;
}

/** Counters shown beside an entry, by its key. */
const BADGES: Partial<Record<string, ComponentType>> = { updates: UpdatesNavBadge };

function Counter({ itemKey }: { itemKey: string }) {
  const Badge = BADGES[itemKey];
  return Badge ? <Badge /> : null;
}

/** The navbar: only the entries of modules the user holds. */
export function AppNav({ modules, isProvider, items = NAV_ITEMS, onNavigate }: AppNavProps) {
  const { t } = useTranslation('layout');
  const viewable = useViewableModules();
  const { pathname } = useLocation();
  // A module's entry carries the company's own name for it (settings label overrides), per language.
  const labelOf = useLabelOverride();
  return (
    <Stack component="nav" gap={4} aria-label={t('navLabel')}>
      {visibleNavItems(items, modules ?? viewable, isProvider).map((item) => (
        <NavLink
          key={item.key}
          data-testid={`nav-${item.key}`}
          label={
            item.module && item.label === `modules.${item.module}`
              ? labelOf(item.module, t(item.label))
              : t(item.label)
          }
          leftSection={<item.icon size={18} stroke={1.5} />}
          rightSection={BADGES[item.key] && <Counter itemKey={item.key} />}
          active={pathname === item.to}
          onClick={onNavigate}
          renderRoot={(props) => <Link to={item.to} {...props} />}
        />
      ))}
    </Stack>
  );
}
