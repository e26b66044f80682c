/**
 * What one client test file leaves to the next in the same worker: they share the app's modules
 * (vitest.config.ts, `isolate: false`), so the module-level state a fresh page would not have is
 * put back here (the stores, the cached configuration) and what a file started is stopped (sync,
 * search index, fake API, database). Imported when used, after the file's own imports, so a file
 * that replaces a module (vi.mock) loads these only after its replacement.
 */

/** Before a file's tests: the state of a fresh, signed-out page in English with nothing stored. */
export async function startFile(): Promise<void> {
  const [i18n, session, theme, alerts, maintenance, updating, pwa, syncStatus, config] =
    await Promise.all([
      import('../lib/i18n'),
      import('../state/session'),
      import('../state/company-theme'),
      import('../state/alerts'),
      import('../state/maintenance'),
      import('../state/content-updating'),
      import('../state/pwa'),
      import('../sync/sync-status'),
      import('../lib/client-config'),
    ]);
  window.localStorage.clear();
  await i18n.setLanguage('en');
  session.hydrateSession();
  theme.applyCompanySettings(null);
  Object.assign(alerts.alertStore, { alerts: [], dismissed: [] });
  Object.assign(maintenance.maintenanceStore, { active: false, progress: null });
  updating.resetContentUpdating();
  pwa.updateState.ready = false;
  pwa.applyOutboxSummary({ pending: 0, failed: [], waitingForLogin: false });
  syncStatus.resetSyncStatus();
  config.resetClientConfig();
}

/** After a file's tests: nothing it started may run on into the next file. */
export async function endFile(): Promise<void> {
  const [{ stopLocalIndex }, { uninstallFakeApi }, { isDatabaseOpen }, { clearLocalData }] =
    await Promise.all([
      import('../search/local-search'),
      import('../lib/api-fake'),
      import('../db/database'),
      import('../sync/session-sync'),
    ]);
  stopLocalIndex();
  uninstallFakeApi();
  // The logout's own clean-up: stops the running sync (its subscriptions to the database), then
  // closes and deletes the database.
  if (isDatabaseOpen()) await clearLocalData();
}
