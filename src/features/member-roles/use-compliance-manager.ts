/**
 * Whether the signed-in user manages the company's compliances: the `compliance` module's delete
 * right in a customer company, the server's isComplianceManager (compliance.policy.ts). A manager
 * may take every obligation action and edit member roles.
 */
import { useSnapshot } from 'valtio';
import { useCan } from '../../state/permissions';
import { session } from '../../state/session';

export function useIsComplianceManager(): boolean {
  const mayDelete = useCan('compliance', 'delete');
  const isProvider = useSnapshot(session).profile?.company_data.is_provider ?? true;
  return mayDelete && !isProvider;
}
