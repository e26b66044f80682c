import { setLanguage } from '../lib/i18n';
import { setNavigator, setReloader } from '../lib/navigation';
import { uninstallFakeApi } from '../lib/api-fake';
import { hydrateSession } from '../state/session';

/** Back to a signed-out English app with no network and no navigation side effects. */
export async function resetClient(): Promise<void> {
  window.localStorage.clear();
  await setLanguage('en');
  window.localStorage.clear();
  hydrateSession();
  uninstallFakeApi();
  setNavigator(() => {});
  setReloader(() => {});
}
