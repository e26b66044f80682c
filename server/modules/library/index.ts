/** What the library area offers the other areas; they import nothing else of it. */
export {
  canSeeObligation,
  visibleObligations,
  visibleRegulations,
  visibleSectors,
  visibleTopics,
} from './library.policy';
export type { ObligationAccessRow } from './library.policy';
export { loadSectors } from './sectors.sync';
export { loadTopics } from './topics.sync';
