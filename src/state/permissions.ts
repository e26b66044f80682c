/**
 * What the signed-in user may do, as the server decides it: the profile's privileges (module ->
 * view / create / update / delete), kept in the session store and in storage for offline starts.
 * A button shows exactly when the server would accept its call: `useCan('bookmarks', 'create')`,
 * not "holds the bookmarks module" (a view-only user would see the flip, then a 403 and an undo).
 *
 * Before the first profile of a session (just after login) only the token's modules are known;
 * they are view rights, so any other action waits for the profile.
 */
import { useSnapshot } from 'valtio';
import type { Profile } from '../../contract/api/auth';
import { grants, MODULES, type Action, type ModuleCode } from '../../contract/modules';
import { session } from './session';

export function canWith(
  privileges: Profile['privileges'] | null,
  modules: readonly ModuleCode[],
  module: ModuleCode,
  action: Action,
): boolean {
  if (privileges) return grants(privileges, module, action);
  return action === 'view' && modules.includes(module);
}

/** Whether the signed-in user may take `action` in `module` (outside React). */
export function can(module: ModuleCode, action: Action): boolean {
  return canWith(session.privileges, session.modules, module, action);
}

/** The modules whose view right the signed-in user holds (the navigation's entries). */
export function useViewableModules(): ModuleCode[] {
  const snap = useSnapshot(session);
  return MODULES.filter((m) => canWith(snap.privileges, snap.modules, m, 'view'));
}

/** Whether the signed-in user may take `action` in `module`; re-renders when the session changes. */
export function useCan(module: ModuleCode, action: Action): boolean {
  const snap = useSnapshot(session);
  return canWith(snap.privileges, snap.modules, module, action);
}
