/**
 * The signed-in shell: header (logo, search and, on a wide screen, the account controls), the
 * navbar of held modules, the subscription warning and the screen. Loads the profile and the
 * server version once per session; a subscription answer on the profile sends the user to
 * /subscription-expired.
 *
 * On a phone the header keeps only the burger, the logo and the search: the account controls
 * (sync state, outbox, language, theme, user menu) move into the drawer below the navigation,
 * since 639 px of them do not fit in 390 (issue 7, finding 1). The closed drawer is only slid
 * off screen by Mantine, so it is made `inert`: its links must not be tab stops nor be read.
 * On a phone the drawer's contents are first rendered when it first opens (then kept, so it
 * closes with its transition): rendering the navigation and the controls nobody can see yet was
 * a large part of a phone's signed-in start (Lighthouse's blocking time on /library).
 */
import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Navigate, Outlet } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { AlertBanner } from '../../components/alert-banner';
import { ExpiryBanner } from '../../components/expiry-banner';
import { DeferredMount } from '../../components/deferred-mount';
import { ContentUpdatingModal } from '../../components/content-updating-modal';
import { MaintenanceModal } from '../../components/maintenance-modal';
import { Logo } from '../../components/logo';
import { loadProfile } from '../../features/auth/profile.api';
import { checkVersion } from '../../features/auth/version.api';
import { StaticPagesFooter } from '../../features/content';
import { NotificationBell } from '../../features/notifications';
import { useCompanyThemeLoader } from '../../features/settings';
import { session } from '../../state/session';
import { AppNav } from './app-nav';
import { HeaderControls } from './header-controls';
import { HeaderSearch } from './header-search';
import { MAIN_CONTENT_ID } from './skip-link';
import { usePhone } from '../../components/use-phone';

export function AppLayout() {
  return (
    <DeferredMount>
      <AppShellLayout />
    </DeferredMount>
  );
}

function AppShellLayout() {
  const { t } = useTranslation('layout');
  const [opened, { toggle, close }] = useDisclosure();
  const phone = usePhone();
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (phone && opened && !drawerUsed) setDrawerUsed(true);
  const navShown = !phone || drawerUsed;
  const snap = useSnapshot(session);
  // The company's colour, logo and labels (company settings), applied live across the app.
  useCompanyThemeLoader(snap.token ? snap.profile?.company_data.company_uuid : null);

  useEffect(() => {
    if (session.token && session.profileStatus === 'idle') void loadProfile();
    if (session.token && session.serverVersion === null) void checkVersion();
  }, []);

  if (snap.subscriptionExpired) return <Navigate to="/subscription-expired" replace />;
  if (!snap.token) return <Navigate to="/login" replace />;

  const profile = snap.profile;
  const drawerClosed = phone && !opened;
  return (
    <AppShell
      data-testid="app-layout"
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('toggleNavigation')}
              aria-expanded={opened}
              aria-controls="app-navbar"
              data-testid="nav-toggle"
            />
            <Logo />
            <HeaderSearch />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <NotificationBell />
            {!phone && <HeaderControls placement="header" />}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        p="sm"
        id="app-navbar"
        inert={drawerClosed}
        aria-hidden={drawerClosed || undefined}
        style={{ overflowY: 'auto' }}
      >
        {navShown && (
          <AppNav
            isProvider={profile ? profile.company_data.is_provider : null}
            onNavigate={close}
          />
        )}
        {phone && navShown && (
          <AppShell.Section
            mt="md"
            pt="md"
            style={{ borderTop: '1px solid var(--app-shell-border-color)' }}
          >
            <HeaderControls placement="drawer" />
          </AppShell.Section>
        )}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {profile && <ExpiryBanner company={profile.company_data} />}
        <AlertBanner />
        <MaintenanceModal />
        <ContentUpdatingModal />
        <div className="app-screen">
          <Outlet />
        </div>
        <StaticPagesFooter />
      </AppShell.Main>
    </AppShell>
  );
}
