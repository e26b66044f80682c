/**
 * The maintenance window a restore holds. While it lasts every API call but a few (MAINTENANCE_EXEMPT)
 * answers 503 `maintenance`, and clients get the socket event `maintenance` and show a blocking
 * modal until it ends.
 *
 * Two sources, because the restore holds the database: this process knows at once (a flag per
 * database, so a PGlite server never queries while its one connection is busy restoring); other
 * processes read the `maintenance_state` row, committed before the restore begins and looked at
 * once a second at most. The restoring process renews the row's `expires_at` (PostgreSQL only:
 * on PGlite the one process is the only one); a process killed mid-restore lets it lapse.
 */
import { SOCKET_EVENTS } from '../../../contract/socket';
import type { MaintenanceEvent } from '../../../contract/api/backups';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { maintenanceState } from '../../db/schema/platform';
import type { Realtime } from '../../realtime/realtime';

const TTL_SECONDS = 60;
const RENEW_MS = 20_000;
const CHECK_EVERY_MS = 1_000;

interface LocalState {
  active: boolean;
  progress: number;
  checkedAt: number;
  seen: boolean;
}
const states = new WeakMap<Database, LocalState>();
const stateOf = (database: Database) => {
  let s = states.get(database);
  if (!s) states.set(database, (s = { active: false, progress: 0, checkedAt: 0, seen: false }));
  return s;
};

/** Paths under /api that keep answering during maintenance (the window's own status, health, docs). */
export const MAINTENANCE_EXEMPT = [
  '/api/database/maintenance',
  '/api/health',
  '/api/client-config',
  '/api/openapi.json',
  '/api/docs',
];

export const isExempt = (path: string) =>
  MAINTENANCE_EXEMPT.some((p) => path === p || path.startsWith(`${p}/`));

/** Whether the service is in maintenance now, for this process or any other. */
export async function inMaintenance(database: Database): Promise<boolean> {
  const s = stateOf(database);
  if (s.active) return true;
  if (Date.now() - s.checkedAt < CHECK_EVERY_MS) return s.seen;
  s.checkedAt = Date.now();
  const rows = await database.rows(sql`SELECT 1 FROM maintenance_state WHERE expires_at > now()`, {
    prepare: true,
  });
  s.seen = rows.length > 0;
  return s.seen;
}

/** This process's restore progress (0-100), for the window's status call. */
export const maintenanceProgress = (database: Database) => stateOf(database).progress;

export interface MaintenanceWindow {
  progress(percent: number): void;
  end(): Promise<void>;
}

/** Opens the window: the row is committed, this process refuses calls, clients are told. */
export async function beginMaintenance(
  database: Database,
  realtime: Realtime | null,
  backupUuid: string,
): Promise<MaintenanceWindow> {
  const s = stateOf(database);
  const renew = () =>
    database.rows(
      sql`INSERT INTO maintenance_state (id, reason, backup_uuid, expires_at) VALUES (true, 'restore', ${backupUuid}, now() + ${TTL_SECONDS}::int * interval '1 second')
       ON CONFLICT (id) DO UPDATE SET backup_uuid = EXCLUDED.backup_uuid, expires_at = EXCLUDED.expires_at`,
    );
  await renew();
  s.active = true;
  s.progress = 0;
  const timer =
    database.kind === 'postgres'
      ? setInterval(() => void renew().catch(() => undefined), RENEW_MS)
      : undefined;
  timer?.unref();
  const tell = (event: MaintenanceEvent) => realtime?.broadcast(SOCKET_EVENTS.maintenance, event);
  tell({ active: true, reason: 'restore', progress: 0 });
  let told = 0;
  return {
    progress(percent) {
      s.progress = Math.max(0, Math.min(100, Math.round(percent)));
      // One event per 5 %: enough for a progress bar, not a flood.
      if (s.progress - told >= 5) {
        told = s.progress;
        tell({ active: true, reason: 'restore', progress: s.progress });
      }
    },
    async end() {
      clearInterval(timer);
      try {
        await database.db.delete(maintenanceState);
      } finally {
        s.active = false;
        s.seen = false;
        s.checkedAt = 0;
        s.progress = 0;
        tell({ active: false, reason: 'restore' });
      }
    },
  };
}
