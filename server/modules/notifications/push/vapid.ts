/**
 * The server's VAPID key pair (Web Push's application server keys). From configuration when
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set; otherwise made on first start and kept in
 * `app_secrets` (row `vapid_keys`, sealed by server/lib/secret-box.ts), so devices subscribed to
 * the public key keep receiving after a restart and every process uses the same pair. Two
 * processes starting together both try to insert; the first wins and both read its pair. A
 * stored pair that no longer opens (DATA_KEY or JWT_SECRET changed) is replaced: the devices then
 * subscribe again with the new public key.
 */
import { eq, sql } from 'drizzle-orm';
import webPush from 'web-push';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { appSecrets } from '../../../db/schema/push';
import { secretBoxOf } from '../../../lib/secret-box';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SECRET_NAME = 'vapid_keys';
const cache = new WeakMap<Database, Promise<VapidKeys>>();

async function loadOrCreate(database: Database, config: Config): Promise<VapidKeys> {
  const box = secretBoxOf(config);
  const read = async () => {
    const [row] = await database.db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, SECRET_NAME));
    const plain = row ? box.open(row.value) : null;
    return { exists: Boolean(row), keys: plain ? (JSON.parse(plain) as VapidKeys) : null };
  };
  const first = await read();
  if (first.keys) return first.keys;
  const made = webPush.generateVAPIDKeys();
  const sealed = box.seal(JSON.stringify(made));
  if (first.exists) {
    await database.db
      .update(appSecrets)
      .set({ value: sealed, created_at: sql`now()` })
      .where(eq(appSecrets.name, SECRET_NAME));
  } else {
    await database.db
      .insert(appSecrets)
      .values({ name: SECRET_NAME, value: sealed })
      .onConflictDoNothing({ target: appSecrets.name });
  }
  const after = await read();
  if (!after.keys) throw new Error('VAPID keys could not be stored');
  return after.keys;
}

/** The key pair; read (or made) once per database handle. */
export function vapidKeys(database: Database, config: Config): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return Promise.resolve({
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
    });
  let keys = cache.get(database);
  if (!keys) {
    keys = loadOrCreate(database, config);
    cache.set(database, keys);
    keys.catch(() => cache.delete(database));
  }
  return keys;
}
