/**
 * SQL of push subscriptions: a device's subscription belongs to one user of one company, found by
 * its push service address (`endpoint`, unique). Company explicit in every statement.
 */
import type { PushSubscribeBody } from '../../../../contract/api/notification-settings';
import type { Tx } from '../../../db/client';
import type { AuthUser } from '../../../lib/auth-user';
import { isoOf } from '../../../lib/sync-loader';
import { txQuery } from '../../../db/tx-query';

type Owner = Pick<AuthUser, 'user_uuid' | 'company_uuid'>;

export interface StoredSubscription {
  subscription_uuid: string;
  company_uuid: string;
  user_uuid: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores the device's subscription for the caller. The same address held by another user is the
 * same browser changing hands only when its secret (`auth`, known to the browser and to us) is
 * the same: then it moves to the caller (the previous user no longer gets pushes on this device).
 * Otherwise nothing is written and null is answered (not found: no one learns of another's row).
 */
export async function upsertSubscription(tx: Tx, owner: Owner, body: PushSubscribeBody) {
  const rows = await txQuery<{ subscription_uuid: string; created_at: string }>(
    tx,
    `INSERT INTO push_subscriptions (company_uuid, user_uuid, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (endpoint) DO UPDATE SET company_uuid = EXCLUDED.company_uuid, user_uuid = EXCLUDED.user_uuid,
       p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, updated_at = now()
     WHERE (push_subscriptions.user_uuid = EXCLUDED.user_uuid AND push_subscriptions.company_uuid = EXCLUDED.company_uuid)
        OR push_subscriptions.auth = EXCLUDED.auth
     RETURNING subscription_uuid, ${isoOf('created_at')} AS created_at`,
    [owner.company_uuid, owner.user_uuid, body.endpoint, body.keys.p256dh, body.keys.auth],
  );
  return rows[0] ?? null;
}

/** Removes the caller's subscription of this address; false when the caller holds none. */
export async function removeSubscription(tx: Tx, owner: Owner, endpoint: string): Promise<boolean> {
  const rows = await txQuery(
    tx,
    `DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_uuid = $2 AND company_uuid = $3 RETURNING 1`,
    [endpoint, owner.user_uuid, owner.company_uuid],
  );
  return rows.length > 0;
}

/** The devices of these users of the company. */
export async function subscriptionsOf(tx: Tx, company_uuid: string, users: readonly string[]) {
  if (users.length === 0) return [];
  return txQuery<{ subscription_uuid: string; user_uuid: string }>(
    tx,
    `SELECT subscription_uuid::text, user_uuid::text FROM push_subscriptions WHERE company_uuid = $1 AND user_uuid = ANY($2::uuid[])`,
    [company_uuid, [...users]],
  );
}
