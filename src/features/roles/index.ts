/** What the roles area offers other areas: the company's privilege roles (group and user forms pick one). */
export { fetchRoles, useRoles } from './roles.api';
