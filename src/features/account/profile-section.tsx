/** The own profile: name, phone and position (the e-mail is shown, not editable). */
import { Button, Card, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnAccount } from '../../../contract/api/account-access';
import { LIMITS } from '../../../contract/limits';
import { useServerText } from '../../components/server-text';
import type { WriteResult } from '../../db/writes';
import { session, setProfile } from '../../state/session';
import { updateOwnAccount } from './account.write';
import { WriteNotice } from './write-notice';

export function ProfileSection({ account, disabled }: { account: OwnAccount; disabled: boolean }) {
  const { t } = useTranslation('account');
  const serverText = useServerText();
  const [name, setName] = useState(account.name);
  const [phone, setPhone] = useState(account.phone ?? '');
  const [position, setPosition] = useState(account.position ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<WriteResult | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    if (!name.trim()) return setNameError('required');
    setPending(true);
    const outcome = await updateOwnAccount.run({
      name: name.trim(),
      phone: phone.trim() || null,
      position: position.trim() || null,
    });
    setPending(false);
    setResult(outcome);
    // The header shows the name from the profile: follow the change at once.
    if (outcome.state !== 'refused' && session.profile)
      setProfile({ ...session.profile, name: name.trim() });
  };

  return (
    <Card withBorder component="section" aria-labelledby="account-profile" padding="md">
      <Title order={2} size="h4" id="account-profile" mb="sm">
        {t('settings.profileTitle')}
      </Title>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="sm">
          <TextInput label={t('settings.email')} value={account.email} readOnly />
          <TextInput
            label={t('settings.name')}
            required
            maxLength={LIMITS.name}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setNameError(undefined);
            }}
            error={nameError ? serverText(nameError) : undefined}
            disabled={disabled}
            autoComplete="name"
          />
          <TextInput
            label={t('settings.phone')}
            maxLength={40}
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
            disabled={disabled}
            autoComplete="tel"
            type="tel"
          />
          <TextInput
            label={t('settings.position')}
            maxLength={LIMITS.name}
            value={position}
            onChange={(e) => setPosition(e.currentTarget.value)}
            disabled={disabled}
            autoComplete="organization-title"
          />
          <WriteNotice result={result} done={t('settings.saved')} />
          <Button
            type="submit"
            loading={pending}
            disabled={disabled}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('settings.save')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
