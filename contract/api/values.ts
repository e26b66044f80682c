/** Value schemas shared by the answers of every area. */
import { z } from 'zod';

/** A point in time, ISO 8601 in UTC (api.md "Answers"). */
export const isoTime = z.iso.datetime({ offset: true });

/** A calendar date or a time as the database's text gives it (enactment dates). */
export const dateText = z.string();

/** An answer with no data (logout). */
export const noData = z.null();

/** A fixed option with its label in the request language and in both (filters, categories). */
export const labelledOption = z.strictObject({
  value: z.string(),
  label: z.string(),
  label_en: z.string(),
  label_id: z.string(),
});

/** A regulation named from elsewhere (an obligation's basis, a hierarchy link): who it is, in brief. */
export const regulationRef = z.strictObject({
  regulation_guid: z.string(),
  title: z.string(),
  number: z.string(),
  year: z.number().int(),
  type: z.string(),
  legal_status: z.string(),
});
