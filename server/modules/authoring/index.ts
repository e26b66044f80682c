/** What the authoring area offers the other areas; they import nothing else of it. */
export { createObligation, updateObligation } from './obligations.service';
export { createTopic } from './sectors.service';
