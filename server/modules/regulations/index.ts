/** What the regulations area offers the other areas; they import nothing else of it. */
export { linkObligationRegulations } from './regulation-authoring.service';
export { loadRegulations } from './regulations.sync';
