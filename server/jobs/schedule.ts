/**
 * Recurring (cron-like) jobs, one line per kind: every N minutes, or daily at HH:MM UTC. Every
 * process's runner, on each poll, enqueues the current slot of each kind with the dedupe key
 * `<kind>:<slot start>`; the unique key makes the slot run once whatever the number of
 * processes. A process remembers the slots it has enqueued, so it writes once per slot.
 *
 * A daily slot is the latest HH:MM at or before now: a process started before today's time
 * enqueues yesterday's slot, which runs then unless it already ran (a missed run catches up).
 */
import type { Db } from '../db/client';
import { enqueueJob } from './queue';

export type Recurrence = { everyMinutes: number } | { dailyAtUtc: `${number}:${number}` };

export interface ScheduledJob {
  kind: string;
  every: Recurrence;
  maxAttempts?: number;
}

const DAY = 86_400_000;

/** The start of the slot `now` falls in. */
export function slotStart(every: Recurrence, now: Date): Date {
  if ('everyMinutes' in every) {
    const span = every.everyMinutes * 60_000;
    return new Date(Math.floor(now.getTime() / span) * span);
  }
  const [h, m] = every.dailyAtUtc.split(':').map(Number);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), h, m);
  return new Date(today <= now.getTime() ? today : today - DAY);
}

export const slotKey = (kind: string, start: Date) => `${kind}:${start.toISOString()}`;

/** Enqueues each kind's current slot unless this process already did (`seen`: kind -> key). */
export async function enqueueDueSlots(
  db: Db,
  schedule: readonly ScheduledJob[],
  now: Date,
  seen: Map<string, string>,
): Promise<number> {
  let added = 0;
  for (const s of schedule) {
    const start = slotStart(s.every, now);
    const key = slotKey(s.kind, start);
    if (seen.get(s.kind) === key) continue;
    const id = await db.transaction((tx) =>
      enqueueJob(tx, { kind: s.kind, runAt: start, dedupeKey: key, maxAttempts: s.maxAttempts }),
    );
    seen.set(s.kind, key);
    if (id) added++;
  }
  return added;
}
