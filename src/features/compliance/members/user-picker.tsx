/**
 * Picks an active user of the company, searched on the server as the user types (the company's
 * users are not synced). A user without a group is shown but cannot be picked: the server would
 * refuse the assignment ("Assign failed, User does not have a group"). Users the position excludes
 * (the separation of duties) are shown but cannot be picked either, with the reason beside them.
 */
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplianceUserItem } from '../../../../contract/api/members';
import { useComplianceUsers } from './compliance-users.api';

export interface UserPickerProps {
  label: string;
  value: ComplianceUserItem | null;
  onChange: (user: ComplianceUserItem | null) => void;
  online: boolean;
  /** Users who may not take this position, shown disabled with `excludedNote` beside their name. */
  excluded?: ReadonlySet<string>;
  excludedNote?: string;
}

export function UserPicker({
  label,
  value,
  onChange,
  online,
  excluded,
  excludedNote = '',
}: UserPickerProps) {
  const { t } = useTranslation('members');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // A picked user's label fills the search box: search again only for what was typed.
  const query = value && search === optionLabel(value, t('panel.noGroup')) ? '' : debounced;
  const users = useComplianceUsers(query, online);
  const found = users.state === 'ready' ? users.data : [];
  const all =
    value && !found.some((u) => u.user_uuid === value.user_uuid) ? [value, ...found] : found;
  const noGroup = t('panel.noGroup');
  const error =
    users.state === 'error' ? t('assign.searchFailed', { message: users.message }) : undefined;

  return (
    <Select
      label={label}
      placeholder={t('assign.userPlaceholder')}
      searchable
      clearable
      disabled={!online}
      data={all.map((u) => {
        const barred = excluded?.has(u.user_uuid) ?? false;
        return {
          value: u.user_uuid,
          label: `${optionLabel(u, noGroup)}${barred ? ` (${excludedNote})` : ''}`,
          disabled: !u.group_uuid || barred,
        };
      })}
      filter={({ options }) => options}
      value={value?.user_uuid ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(all.find((u) => u.user_uuid === id) ?? null)}
      nothingFoundMessage={users.state === 'loading' ? t('assign.searching') : t('assign.noUsers')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function optionLabel(u: ComplianceUserItem, noGroup: string): string {
  return `${u.name} · ${u.email}${u.group_name ? ` · ${u.group_name}` : u.group_uuid ? '' : ` (${noGroup})`}`;
}
