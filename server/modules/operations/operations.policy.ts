/**
 * Who reaches the operations area: provider users holding the `operations` module. The module is
 * a provider module, so a customer's session never holds it (session.repository.ts) and the auth
 * plugin answers 403; jobs and mails are the platform's, so there is no company to filter by.
 */
import type { Access } from '../../../contract/modules';

export const OPERATIONS_READ: Access = { module: 'operations', action: 'view' };
export const OPERATIONS_WRITE: Access = { module: 'operations', action: 'update' };
