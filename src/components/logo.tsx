import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { companyTheme } from '../state/company-theme';

/** The shield-and-check mark with the app name. */
export function Logo({ size = 28, withName = true }: { size?: number; withName?: boolean }) {
  const { t } = useTranslation();
  const { logo } = useSnapshot(companyTheme);
  // A company's own logo (company settings) replaces the mark; the name stays for everyone.
  if (logo)
    return (
      <Group gap="xs" wrap="nowrap">
        <img
          src={logo}
          alt=""
          height={size}
          style={{ maxWidth: size * 4, objectFit: 'contain' }}
          data-testid="company-logo"
        />
        {withName && (
          <Text fw={700} size="lg">
            {t('appName')}
          </Text>
        )}
      </Group>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <path d="M32 4 8 13v17c0 15 10 26 24 30 14-4 24-15 24-30V13L32 4Z" fill="#1c7ed6" />
        <path
          d="m21 32 8 8 15-16"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {withName && (
        <Text fw={700} size="lg">
          {t('appName')}
        </Text>
      )}
    </Group>
  );
}
