/**
 * A new password and its confirmation, with the rules shown and ticked off as the user types
 * (the rules are the contract's, the same the server applies), how easy it is to guess (the
 * strength meter, loaded lazily) and a show/hide toggle on each.
 * Used by the invitation, reset and account screens.
 */
import { List, PasswordInput, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../contract/limits';
import { PasswordStrengthMeter } from './password-strength-meter';

export interface NewPassword {
  password: string;
  password_confirmation: string;
}

export const emptyNewPassword: NewPassword = { password: '', password_confirmation: '' };

/** Each rule of a new password, checked the way `passwordMeetsRules` (contract) does. */
export function passwordRules(password: string) {
  return [
    {
      key: 'ruleLength',
      met: password.length >= LIMITS.password.min && password.length <= LIMITS.password.max,
    },
    { key: 'ruleLetter', met: /\p{L}/u.test(password) },
    { key: 'ruleDigit', met: /\d/.test(password) },
  ] as const;
}

export function PasswordFields({
  value,
  onChange,
  errors,
  disabled,
  userInputs,
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  errors: Partial<Record<keyof NewPassword, string>>;
  disabled?: boolean;
  /** The user's e-mail, name, company: a password made of them is easy to guess. */
  userInputs?: readonly string[];
}) {
  const { t } = useTranslation('account');
  const rulesId = useId();
  const toggle = { 'aria-label': t('password.show') };
  return (
    <Stack gap="sm">
      <PasswordInput
        label={t('password.new')}
        autoComplete="new-password"
        required
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.currentTarget.value })}
        error={errors.password}
        disabled={disabled}
        aria-describedby={rulesId}
        visibilityToggleFocusable
        visibilityToggleButtonProps={toggle}
        data-testid="new-password"
      />
      <PasswordStrengthMeter password={value.password} userInputs={userInputs} />
      <div id={rulesId}>
        <Text size="sm" fw={500}>
          {t('password.rulesTitle')}
        </Text>
        <List size="sm" spacing={2} center>
          {passwordRules(value.password).map((rule) => (
            <List.Item
              key={rule.key}
              data-met={rule.met}
              icon={
                <ThemeIcon
                  size={18}
                  radius="xl"
                  variant="light"
                  color={rule.met ? 'teal' : 'gray'}
                  aria-hidden
                >
                  {rule.met ? <IconCheck size={12} /> : <IconCircleDashed size={12} />}
                </ThemeIcon>
              }
            >
              {t(`password.${rule.key}`)}
              <VisuallyHidden>
                {' '}
                ({rule.met ? t('password.ruleMet') : t('password.ruleNotMet')})
              </VisuallyHidden>
            </List.Item>
          ))}
        </List>
      </div>
      <PasswordInput
        label={t('password.confirm')}
        autoComplete="new-password"
        required
        value={value.password_confirmation}
        onChange={(e) => onChange({ ...value, password_confirmation: e.currentTarget.value })}
        error={errors.password_confirmation}
        disabled={disabled}
        visibilityToggleFocusable
        visibilityToggleButtonProps={toggle}
        data-testid="confirm-password"
      />
    </Stack>
  );
}
