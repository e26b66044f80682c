/**
 * The header's global search: a Mantine Combobox over a text input. Results are grouped by kind
 * (sectors, topics, obligations, regulations); arrows move, Enter opens, Escape closes. Where the
 * results come from is passed in (`sources`: the local index and the server's suggestions), so
 * this component imports no feature code; use-global-search.ts holds the timing and merge rules.
 */
import { Combobox, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGESTION_MIN_CHARS } from '../../contract/api/search';
import type { Language } from '../../contract/enums';
import { navigateTo } from '../lib/navigation';
import { hrefOf } from '../search/merge';
import { useGlobalSearch, type SearchSources } from './use-global-search';

export interface GlobalSearchProps {
  sources: SearchSources;
  /** Where a chosen result goes; the app's navigation by default. */
  onNavigate?: (to: string) => void;
}

export function GlobalSearch({ sources, onNavigate = navigateTo }: GlobalSearchProps) {
  const { t, i18n } = useTranslation('search');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const { query, change, groups, waiting, reset } = useGlobalSearch(
    sources,
    i18n.language as Language,
  );
  const options = useRef<HTMLDivElement>(null);
  const count = groups.reduce((n, g) => n + g.items.length, 0);

  useEffect(() => {
    if (count > 0) combobox.selectFirstOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the results change
  }, [groups]);

  const submit = (key: string) => {
    const item = groups.flatMap((g) => g.items).find((i) => i.key === key);
    if (!item) return;
    combobox.closeDropdown();
    reset();
    onNavigate(hrefOf(item));
  };

  const trimmed = query.trim();
  return (
    <Combobox store={combobox} onOptionSubmit={submit} withinPortal width={320}>
      <Combobox.Target>
        <TextInput
          data-testid="global-search"
          type="search"
          aria-label={t('label')}
          placeholder={t('placeholder')}
          value={query}
          w={{ base: 160, sm: 320 }}
          rightSection={waiting ? <Loader size={14} aria-label={t('searching')} /> : null}
          onChange={(event) => {
            change(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => trimmed && combobox.openDropdown()}
          onBlur={(event) => {
            // Tab from the field into the (scrollable, hence focusable) results keeps them open.
            if (!options.current?.contains(event.relatedTarget as Node | null))
              combobox.closeDropdown();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!trimmed} aria-live="polite">
        {/* A scrollable list needs a name and keyboard focus to be scrolled without a mouse. */}
        <Combobox.Options
          ref={options}
          aria-label={t('resultsLabel')}
          tabIndex={0}
          mah={420}
          style={{ overflowY: 'auto' }}
          onBlur={(event) => {
            if (!options.current?.contains(event.relatedTarget as Node | null))
              combobox.closeDropdown();
          }}
        >
          {groups.map((group) => (
            <Combobox.Group key={group.type} label={t(`groups.${group.type}`)}>
              {group.items.map((item) => (
                <Combobox.Option key={item.key} value={item.key} data-source={item.source}>
                  {/* Whole titles over two lines rather than one cut short ("Withh…" on a phone). */}
                  <Stack gap={0}>
                    <Text size="sm">{item.title}</Text>
                    {item.subtitle && (
                      <Text size="xs" c="dimmed">
                        {item.subtitle}
                      </Text>
                    )}
                  </Stack>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          ))}
          {count === 0 && (
            <Combobox.Empty>
              {waiting
                ? t('searching')
                : trimmed.length < SUGGESTION_MIN_CHARS
                  ? t('typeMore', { count: SUGGESTION_MIN_CHARS })
                  : t('empty', { q: trimmed })}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
