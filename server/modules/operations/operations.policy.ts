/**
 * Who reaches the operations area: provider users holding the `operations` module. The module is
 * a provider module, so a customer's session never holds it (session.repository.ts) and the auth
 * plugin answers 403; jobs and mails are the platform's, so there is no company to filter by.
 */
export { OPERATIONS_READ, OPERATIONS_WRITE } from '../../../contract/api/operation-endpoints';
