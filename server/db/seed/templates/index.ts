/** Bilingual content templates for the demo library: five sectors, phrases, regulation shapes. */
import { corporate } from './corporate';
import { energy } from './energy';
import { environment } from './environment';
import { manpower } from './manpower';
import { safety } from './safety';
import type { SectorTemplate } from './types';

export const SECTOR_TEMPLATES: SectorTemplate[] = [
  environment,
  safety,
  manpower,
  energy,
  corporate,
];
export * from './types';
export * from './obligations';
export * from './regulations';
