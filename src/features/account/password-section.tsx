/**
 * Changing the own password: the current one, a new one meeting the rules, its confirmation.
 * The spec's messages are checked here as the server does; a wrong current password comes back
 * as "Please check this field" under that field. The server ends the user's other sessions.
 */
import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordRuleProblems } from '../../../contract/api/account-access';
import { useServerText } from '../../components/server-text';
import type { WriteResult } from '../../db/writes';
import { messageKeyOf } from '../../lib/i18n';
import { updateOwnAccount } from './account.write';
import { emptyNewPassword, PasswordFields, type NewPassword } from './password-fields';
import { WriteNotice } from './write-notice';

type Errors = Partial<Record<'old_password' | keyof NewPassword, string>>;

export function PasswordSection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('account');
  const serverText = useServerText();
  const [current, setCurrent] = useState('');
  const [value, setValue] = useState<NewPassword>(emptyNewPassword);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<WriteResult | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const problems: Errors = { ...passwordRuleProblems(value) };
    if (!current) problems.old_password = 'required';
    else if (!problems.password && value.password === current) problems.password = 'password_same';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    const outcome = await updateOwnAccount.run({ old_password: current, ...value });
    setPending(false);
    if (outcome.state === 'refused' && messageKeyOf(outcome.message) === 'check_field') {
      setErrors({ old_password: outcome.message });
      return;
    }
    setResult(outcome);
    if (outcome.state !== 'refused') {
      setCurrent('');
      setValue(emptyNewPassword);
    }
  };

  const shown = (key: keyof Errors) => (errors[key] ? serverText(errors[key]) : undefined);

  return (
    <Card withBorder component="section" aria-labelledby="account-password" padding="md">
      <Title order={2} size="h4" id="account-password" mb={4}>
        {t('settings.passwordTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.passwordHint')}
      </Text>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="sm">
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            error={shown('old_password')}
            disabled={disabled}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('password.show') }}
            data-testid="current-password"
          />
          <PasswordFields
            value={value}
            onChange={setValue}
            errors={{
              password: shown('password'),
              password_confirmation: shown('password_confirmation'),
            }}
            disabled={disabled}
          />
          <WriteNotice result={result} done={t('settings.passwordChanged')} />
          <Button
            type="submit"
            loading={pending}
            disabled={disabled}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('settings.passwordSubmit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
