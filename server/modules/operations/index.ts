/** What the operations area offers the other areas; they import nothing else of it. */
export { OPERATIONS_WRITE } from './operations.policy';
