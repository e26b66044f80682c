/**
 * The server's VAPID key pair (Web Push's application server keys). From configuration when
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set; otherwise made on first start and kept in
 * `app_secrets` (row `vapid_keys`, sealed by server/lib/secret-box.ts), so devices subscribed to
 * the public key keep receiving after a restart and every process uses the same pair. Two
 * processes starting together both try to insert; the first wins and both read its pair. A
 * stored pair that no longer opens (DATA_KEY or JWT_SECRET changed) is replaced: the devices then
 * subscribe again with the new public key.
 */
import webPush from 'web-push';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
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
    const [row] = await database.query<{ value: string }>(
      `SELECT value FROM app_secrets WHERE name = $1`,
      [SECRET_NAME],
    );
    const plain = row ? box.open(row.value) : null;
    return { exists: Boolean(row), keys: plain ? (JSON.parse(plain) as VapidKeys) : null };
  };
  const first = await read();
  if (first.keys) return first.keys;
  const made = webPush.generateVAPIDKeys();
  const sealed = box.seal(JSON.stringify(made));
  if (first.exists) {
    await database.query(`UPDATE app_secrets SET value = $2, created_at = now() WHERE name = $1`, [
      SECRET_NAME,
      sealed,
    ]);
  } else {
    await database.query(
      `INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
      [SECRET_NAME, sealed],
    );
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
