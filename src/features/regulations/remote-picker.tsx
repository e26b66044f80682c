/**
 * A search-as-you-type picker over a server search (the editor's regulation and obligation
 * pickers): the text is sent 300 ms after the last key, the matches are listed as buttons, a
 * click picks one and clears the search. Loading, nothing found and a failed search are said
 * (an online read: offline it says the search failed).
 */
import { Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnlineRead } from '../../lib/use-online-read';

export interface Picked {
  id: string;
  label: string;
}

export function RemotePicker({
  label,
  search,
  onPick,
  testId,
}: {
  label: string;
  search: (q: string) => Promise<Picked[]>;
  onPick: (p: Picked) => void;
  testId: string;
}) {
  const { t } = useTranslation('regulations');
  const { online } = useNetwork();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const result = useOnlineRead(q ? `picker:${testId}:${q}` : null, online, () => search(q));
  return (
    <Stack gap={4} data-testid={testId}>
      <TextInput
        label={label}
        placeholder={t('editor.searchHint')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {q && result.state === 'loading' && <Loader size="xs" aria-label={t('editor.searching')} />}
      {q && (result.state === 'error' || result.state === 'offline') && (
        <Text size="xs" c="red" role="alert">
          {t('editor.searchFailed')}
        </Text>
      )}
      {q && result.state === 'ready' && result.data.length === 0 && (
        <Text size="xs">{t('editor.nothingFound')}</Text>
      )}
      {q &&
        result.state === 'ready' &&
        result.data.map((item) => (
          <Button
            key={item.id}
            variant="subtle"
            size="compact-sm"
            justify="flex-start"
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            onClick={() => {
              onPick(item);
              setText('');
            }}
          >
            {item.label}
          </Button>
        ))}
    </Stack>
  );
}
