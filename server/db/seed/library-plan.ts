/** The rows the library generator plans before the seed inserts them (library.ts, library-obligations.ts). */
import type {
  obligationRegulations,
  obligationVersions,
  obligations,
  sectorVersions,
  sectors,
  topics,
} from '../schema/library';
import type { HierarchyRow, RegulationRow } from './library-regulations';

export type ObligationRow = typeof obligations.$inferInsert;
export interface LibraryPlan {
  sectors: (typeof sectors.$inferInsert)[];
  sectorVersions: (typeof sectorVersions.$inferInsert)[];
  topics: (typeof topics.$inferInsert)[];
  obligations: ObligationRow[];
  obligationVersions: (typeof obligationVersions.$inferInsert)[];
  obligationRegulations: (typeof obligationRegulations.$inferInsert)[];
  regulations: RegulationRow[];
  hierarchy: HierarchyRow[];
}
