/**
 * Who may see and change a company's directory connection: the `users` module's view right to
 * read the settings, its update right to save them and to run a sync (a sync creates, changes and
 * suspends users). The settings belong to the caller's company only: the company comes from the
 * token, never from the request.
 */
export { DIRECTORY_READ, DIRECTORY_WRITE } from '../../../contract/api/directory-endpoints';
