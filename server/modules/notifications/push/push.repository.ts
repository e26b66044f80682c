/**
 * SQL of push subscriptions: a device's subscription belongs to one user of one company, found by
 * its push service address (`endpoint`, unique). Company explicit in every statement.
 */
import { sql } from 'drizzle-orm';
import type { PushSubscribeBody } from '../../../../contract/api/notification-settings';
import { txRows, type Tx } from '../../../db/client';
import type { pushSubscriptions } from '../../../db/schema/push';
import type { AuthUser } from '../../../lib/auth-user';
import { iso } from '../../../lib/sync-loader';

type Owner = Pick<AuthUser, 'user_uuid' | 'company_uuid'>;

export type StoredSubscription = Pick<
  typeof pushSubscriptions.$inferSelect,
  'subscription_uuid' | 'company_uuid' | 'user_uuid' | 'endpoint' | 'p256dh' | 'auth'
>;

/**
 * Stores the device's subscription for the caller. The same address held by another user is the
 * same browser changing hands only when its secret (`auth`, known to the browser and to us) is
 * the same: then it moves to the caller (the previous user no longer gets pushes on this device).
 * Otherwise nothing is written and null is answered (not found: no one learns of another's row).
 */
export async function upsertSubscription(tx: Tx, owner: Owner, body: PushSubscribeBody) {
  const rows = await txRows<{ subscription_uuid: string; created_at: string }>(
    tx,
    sql`INSERT INTO push_subscriptions (company_uuid, user_uuid, endpoint, p256dh, auth)
     VALUES (${owner.company_uuid}, ${owner.user_uuid}, ${body.endpoint}, ${body.keys.p256dh}, ${body.keys.auth})
     ON CONFLICT (endpoint) DO UPDATE SET company_uuid = EXCLUDED.company_uuid, user_uuid = EXCLUDED.user_uuid,
       p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, updated_at = now()
     WHERE (push_subscriptions.user_uuid = EXCLUDED.user_uuid AND push_subscriptions.company_uuid = EXCLUDED.company_uuid)
        OR push_subscriptions.auth = EXCLUDED.auth
     RETURNING subscription_uuid, ${iso('created_at')} AS created_at`,
  );
  return rows[0] ?? null;
}

/** Removes the caller's subscription of this address; false when the caller holds none. */
export async function removeSubscription(tx: Tx, owner: Owner, endpoint: string): Promise<boolean> {
  const rows = await txRows(
    tx,
    sql`DELETE FROM push_subscriptions WHERE endpoint = ${endpoint} AND user_uuid = ${owner.user_uuid} AND company_uuid = ${owner.company_uuid} RETURNING 1`,
  );
  return rows.length > 0;
}

/** The devices of these users of the company. */
export async function subscriptionsOf(tx: Tx, company_uuid: string, users: readonly string[]) {
  if (users.length === 0) return [];
  return txRows<{ subscription_uuid: string; user_uuid: string }>(
    tx,
    sql`SELECT subscription_uuid::text, user_uuid::text FROM push_subscriptions WHERE company_uuid = ${company_uuid} AND user_uuid = ANY(${sql.param([...users])}::uuid[])`,
  );
}
