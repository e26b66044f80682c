/** The language request form (POST /user-request/create): which interface language to add. */
import { Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerText } from '../../components/server-text';
import type { WriteResult } from '../../db/writes';
import { createLanguageRequest } from './account.write';
import { WriteNotice } from './write-notice';

export function LanguageRequestSection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('account');
  const serverText = useServerText();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<WriteResult | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    if (!content.trim()) return setError('required');
    setPending(true);
    const outcome = await createLanguageRequest.run({ content: content.trim() });
    setPending(false);
    setResult(outcome);
    if (outcome.state !== 'refused') setContent('');
  };

  return (
    <Card withBorder component="section" aria-labelledby="account-request" padding="md">
      <Title order={2} size="h4" id="account-request" mb={4}>
        {t('settings.requestTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.requestHint')}
      </Text>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="sm">
          <Textarea
            label={t('settings.requestLabel')}
            placeholder={t('settings.requestPlaceholder')}
            required
            rows={3}
            maxLength={5000}
            value={content}
            onChange={(e) => {
              setContent(e.currentTarget.value);
              setError(undefined);
            }}
            error={error ? serverText(error) : undefined}
            disabled={disabled}
          />
          <WriteNotice result={result} done={t('settings.requestSent')} />
          <Button
            type="submit"
            loading={pending}
            disabled={disabled}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('settings.requestSubmit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
