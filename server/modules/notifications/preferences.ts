/**
 * Notification preferences per kind and channel (rules: contract/notification-channels.ts). Rows
 * of `notification_preferences` hold a user's choices; a kind without a row has every offered
 * channel on. `recipientsOf` is what every sender asks on its own transaction: notify() (in app),
 * the mails (reminder, subscription ending) and the push queue (queue-push.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PreferenceItem, PreferencesBody } from '../../../contract/api/notification-settings';
import {
  KIND_CHANNELS,
  NOTIFICATION_CHANNELS,
  choicesOf,
  offersChannel,
  type NotificationChannel,
} from '../../../contract/notification-channels';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../contract/notification-kinds';
import { txRows, type Tx } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { errors, type FieldErrors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';

/** Runs a bound statement (on the pool for a read route, on the mutation's transaction for a write). */
type Query = <T>(query: SQL) => Promise<T[]>;
const onTx =
  (tx: Tx): Query =>
  (query) =>
    txRows(tx, query);

export interface Recipient {
  user_uuid: string;
  language: 'en' | 'id';
  in_app: boolean;
  mail: boolean;
  push: boolean;
}

/** The users of `company` among `users` with their language and effective channels for `kind`. */
export async function recipientsOf(
  tx: Tx,
  company_uuid: string,
  users: readonly string[],
  kind: NotificationKind,
): Promise<Recipient[]> {
  if (users.length === 0) return [];
  const rows = await onTx(tx)<{
    user_uuid: string;
    language: string;
    in_app: boolean | null;
    mail: boolean | null;
    push: boolean | null;
  }>(
    sql`SELECT u.user_uuid::text, u.language, p.in_app, p.mail, p.push
       FROM users u LEFT JOIN notification_preferences p ON p.user_uuid = u.user_uuid AND p.kind = ${kind}
      WHERE u.company_uuid = ${company_uuid} AND u.user_uuid = ANY(${sql.param([...users])}::uuid[])`,
  );
  return rows.map((r) => {
    const c = choicesOf(kind, {
      in_app: r.in_app ?? undefined,
      mail: r.mail ?? undefined,
      push: r.push ?? undefined,
    });
    return {
      user_uuid: r.user_uuid,
      language: r.language === 'id' ? 'id' : 'en',
      in_app: c.in_app === true,
      mail: c.mail === true,
      push: c.push === true,
    };
  });
}

/** Whether one user takes `kind` on `channel` (a mail sender's check). */
export async function wantsChannel(
  tx: Tx,
  company_uuid: string,
  user_uuid: string,
  kind: NotificationKind,
  channel: NotificationChannel,
): Promise<boolean> {
  const [r] = await recipientsOf(tx, company_uuid, [user_uuid], kind);
  return Boolean(r?.[channel]);
}

type StoredRow = { kind: NotificationKind; in_app: boolean; mail: boolean; push: boolean };

/** Every kind with the caller's channels, in the kinds' order. */
export async function readPreferences(
  query: Query,
  user: Pick<AuthUser, 'user_uuid' | 'company_uuid'>,
): Promise<PreferenceItem[]> {
  const rows = await query<StoredRow>(
    sql`SELECT kind, in_app, mail, push FROM notification_preferences WHERE user_uuid = ${user.user_uuid} AND company_uuid = ${user.company_uuid}`,
  );
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return NOTIFICATION_KINDS.map((kind) => ({ kind, ...choicesOf(kind, byKind.get(kind)) }));
}

/**
 * Changes the named channels of the named kinds, the others kept; a channel the kind does not
 * offer is refused (400 on its field). One activity-log entry with the choices before and after.
 */
export async function savePreferences(
  m: MutationContext,
  user: AuthUser,
  body: PreferencesBody,
): Promise<PreferenceItem[]> {
  const fields: FieldErrors = {};
  body.preferences.forEach((p, i) => {
    for (const c of NOTIFICATION_CHANNELS)
      if (p[c] !== undefined && !offersChannel(p.kind, c))
        fields[`preferences.${i}.${c}`] = ['check_field'];
  });
  if (Object.keys(fields).length > 0) throw errors.validation(fields, 'channel_not_offered');
  const query = onTx(m.tx);
  // The user's row lock: two saves at once apply in turn, each on the other's result.
  await query(sql`SELECT 1 FROM users WHERE user_uuid = ${user.user_uuid} FOR UPDATE`);
  const before = await readPreferences(query, user);
  const current = new Map(before.map((p) => [p.kind, p]));
  for (const p of body.preferences) {
    const now = { ...current.get(p.kind)! };
    for (const c of KIND_CHANNELS[p.kind]) if (p[c] !== undefined) now[c] = p[c]!;
    current.set(p.kind, now);
    await query(
      sql`INSERT INTO notification_preferences (user_uuid, company_uuid, kind, in_app, mail, push, updated_at)
       VALUES (${user.user_uuid}, ${user.company_uuid}, ${p.kind}, ${now.in_app ?? true}, ${now.mail ?? true}, ${now.push ?? true}, now())
       ON CONFLICT (user_uuid, kind) DO UPDATE SET in_app = EXCLUDED.in_app, mail = EXCLUDED.mail, push = EXCLUDED.push, updated_at = now()`,
    );
  }
  const after = await readPreferences(query, user);
  const changed = (list: PreferenceItem[]) =>
    list.filter((p) => body.preferences.some((b) => b.kind === p.kind));
  await m.log({
    type: 'notification_preferences',
    type_uuid: user.user_uuid,
    action: 'update',
    before: changed(before),
    after: changed(after),
  });
  return after;
}
