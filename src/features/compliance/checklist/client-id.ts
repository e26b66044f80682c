/**
 * The id of a checklist item or comment created here: also its local document's id and the id
 * the server stores it under, so an offline create and the server's echo are one document.
 */
export { newUuid as clientId } from '../../../lib/uuid';
