/**
 * Shows its children only to a user holding `module` (contract/modules.ts); anyone else sees
 * the no-access notice. The server refuses the same calls; this keeps the screen honest offline.
 */
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ModuleCode } from '../../contract/modules';
import { session } from '../state/session';

export function useHasModule(module: ModuleCode): boolean {
  return useSnapshot(session).modules.includes(module);
}

export function NoAccess({ message }: { message?: string }) {
  const { t } = useTranslation('library');
  return (
    <Alert color="red" icon={<IconLock size={18} />} data-testid="no-access">
      {message ?? t('noModuleAccess')}
    </Alert>
  );
}

export function ModuleGate({ module, children }: { module: ModuleCode; children: ReactNode }) {
  return useHasModule(module) ? children : <NoAccess />;
}
