/**
 * "Today" in SQL, counted in UTC as every date the product shows and compares (a subscription's
 * end is read `AT TIME ZONE 'UTC'`). `current_date` is the database session's day, which on a
 * server outside UTC differs from UTC's for hours each day: a deadline 7 days ahead counted 6 or
 * 8 and its notice never went out.
 */
import { sql } from 'drizzle-orm';

/** Today's date in UTC (`date`). */
export const utcToday = sql`(now() AT TIME ZONE 'UTC')::date`;

/** Today's start in UTC (`timestamptz`), for comparing with a stored time. */
export const utcDayStart = sql`(date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;
