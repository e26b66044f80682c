import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { i18n, loadAppNamespaces } from '../lib/i18n';
import { companyTheme } from '../state/company-theme';
import { updateState } from '../state/pwa';
import { colorSchemeManager, themeFor } from './theme';
import { ThemeVariables } from './theme-variables';

/** Theme, colour scheme and translations around the app (`env="test"` drops transitions and portals). */
export function Providers({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  // The signed-in company's primary colour, applied live when its settings load or change.
  const { primaryColor } = useSnapshot(companyTheme);
  const themed = themeFor(primaryColor);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={themed}
        colorSchemeManager={colorSchemeManager}
        // The variables (Mantine's and our readable colours) are written by ThemeVariables,
        // computed once per theme instead of at every mount.
        withCssVariables={false}
        defaultColorScheme="light"
        env={env}
      >
        <ThemeVariables theme={themed} />
        {children}
        <LazyUpdatePrompt />
      </MantineProvider>
    </I18nextProvider>
  );
}

const UpdatePrompt = lazy(async () => {
  const [m] = await Promise.all([import('../components/update-prompt'), loadAppNamespaces()]);
  return { default: m.UpdatePrompt };
});

/**
 * The update prompt (and workbox-window behind it) is loaded only once an update waits: most
 * visits never need it. Once shown it stays mounted, so dismissing it still plays its transition.
 */
function LazyUpdatePrompt() {
  const { ready } = useSnapshot(updateState);
  const [shown, setShown] = useState(false);
  if (ready && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
