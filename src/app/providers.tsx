import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { UpdatePrompt } from '../components/update-prompt';
import { i18n } from '../lib/i18n';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

/** Theme, colour scheme and translations around the app (`env="test"` drops transitions and portals). */
export function Providers({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        env={env}
      >
        {children}
        <UpdatePrompt />
      </MantineProvider>
    </I18nextProvider>
  );
}
