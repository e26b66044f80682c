import { z } from 'zod';
import { LIMITS } from '../limits';

/** Page and limit; `limit=~` means no limit where the specification allows it (sectors). */
export const pageQuery = (opts: { allowAll?: boolean } = {}) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z
      .union([z.literal('~'), z.coerce.number().int().min(1).max(LIMITS.maxPageSize)])
      .default(LIMITS.pageSize)
      .refine((v) => opts.allowAll || v !== '~'),
  });

export const sectorListQuery = pageQuery({ allowAll: true }).extend({
  search: z.string().trim().max(200).optional(),
});

export interface SectorListItem {
  sector_uuid: string;
  code: string;
  name: string;
  name_en: string;
  name_id: string;
  description: string | null;
  sort: number;
  version: number;
  last_published_at: string | null;
  last_synced_at: string | null;
  topic_count: number;
  obligation_count: number;
}
