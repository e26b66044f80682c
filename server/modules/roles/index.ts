/** What the roles area offers the other areas; they import nothing else of it. */
export { guardedAccessChange, lockCompanyAccess } from './access-guard';
export {
  assertMayGrantRoles,
  assertUserGrants,
  roleOfGroup,
  selfChangeRefused,
} from './grant-guard';
export { ACCESS_CREATE, ACCESS_DELETE, ACCESS_READ, ACCESS_UPDATE } from './roles.policy';
