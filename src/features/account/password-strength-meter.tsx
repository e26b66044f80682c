/**
 * How easy a new password is to guess, shown as the user types: a bar and a line read out by
 * screen readers (aria-live), under the new-password field of the invitation, reset and account
 * screens. The estimate is the server's own (contract/password-strength.ts, zxcvbn-ts): a score
 * below PASSWORD_MIN_SCORE is what the server refuses as `password_weak`. Its dictionaries load
 * on first use in a chunk of their own, never with the login page; while they load the line says
 * so, and when they cannot load (offline, first visit) the meter stays away: the server judges.
 */
import { Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPasswordJudge, type PasswordStrength } from '../../../contract/password-strength';

const COLORS = ['red', 'orange', 'yellow', 'teal', 'green'] as const;

export function PasswordStrengthMeter({
  password,
  userInputs = [],
  id,
}: {
  password: string;
  userInputs?: readonly string[];
  id?: string;
}) {
  const { t } = useTranslation('account');
  // The last estimate, kept while the next one is worked out (no flicker as the user types).
  const [result, setResult] = useState<PasswordStrength | null>(null);
  const [failed, setFailed] = useState(false);
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!password) return;
    let live = true;
    // A short pause after the last key: the estimate is not free on a slow phone.
    const timer = setTimeout(() => {
      loadPasswordJudge()
        .then((judge) => live && setResult(judge(password, inputsKey ? inputsKey.split('\n') : [])))
        .catch(() => live && setFailed(true));
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);

  const strength = password ? result : null;
  if (!password || failed) return <div id={id} aria-live="polite" />;
  const level = strength ? t(`password.strength${strength.score}`) : null;
  return (
    <Stack
      gap={4}
      id={id}
      aria-live="polite"
      data-testid="password-strength"
      data-score={strength?.score}
    >
      {strength ? (
        <>
          <Progress
            value={(strength.score + 1) * 20}
            color={COLORS[strength.score]}
            size="sm"
            aria-hidden
          />
          <Text size="sm">{t('password.strengthLabel', { level })}</Text>
          {!strength.acceptable && (
            <Text size="sm" c="red.8">
              {t('password.strengthRefused')}
            </Text>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('password.strengthChecking')}
        </Text>
      )}
    </Stack>
  );
}
