/** What the obligations area offers the other areas; they import nothing else of it. */
export { loadObligations } from './obligations.sync';
