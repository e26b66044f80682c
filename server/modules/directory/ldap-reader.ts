/**
 * Reads a company's directory over LDAP (ldapts): connect (StartTLS when asked), bind with the
 * service account, then two paged subtree searches under the base DN, one for people and one for
 * groups, asking only for the mapped attributes. Nothing here writes: the sync applies what this
 * answers in one transaction afterwards, so a directory that fails half-way changes nothing.
 *
 * Failures become stable errors, never a 500: a server that cannot be reached (refused, timed
 * out, TLS, closed mid-search) is 400 `directory_unavailable` (a 4xx: the API is well, the
 * company's directory is not; the API's own 5xx mean the former); a refused bind is 400
 * `directory_refused` with `ldap_bind_failed`; a refused search (unknown base DN, a filter the
 * server rejects) is 400 with `ldap_search_failed`.
 *
 * Before anything is sent the address is checked (ldap-target.ts) and the connection goes to the
 * checked address. Resolving, connecting, TLS and the bind share one deadline (LDAP_TIMEOUT_MS),
 * and a failure among them answers only once it has passed: a closed port, a port where
 * something else listens, an address the server may not reach and a silent host all answer the
 * same code and message after the same time, so a sync cannot be used to map the network.
 */
import { Client, ResultCodeError, type Entry } from 'ldapts';
import type { LdapMapping } from '../../../contract/api/directory';
import type { MessageKey } from '../../../contract/messages';
import { AppError } from '../../lib/errors';
import { checkLdapTarget, type LdapNetPolicy, type Resolve } from './ldap-target';

export interface DirectoryTarget {
  url: string;
  bind_dn: string;
  base_dn: string;
  user_filter: string;
  group_filter: string;
  mapping: LdapMapping;
  start_tls: boolean;
}

export interface DirectoryPerson {
  dn: string;
  /** The DN compared case- and space-insensitively (see normalizeDn). */
  key: string;
  email: string | null;
  name: string | null;
  phone: string | null;
  position: string | null;
}

export interface DirectoryGroup {
  dn: string;
  name: string;
  /** Member DNs, normalized. */
  members: Set<string>;
}

export interface Directory {
  people: DirectoryPerson[];
  groups: DirectoryGroup[];
}

const OPERATION_TIMEOUT_MS = 30_000;

export interface DirectoryNet {
  policy: LdapNetPolicy;
  /** The deadline of resolving, connecting, TLS and the bind, and the least time a failure among them takes. */
  timeoutMs: number;
  resolve?: Resolve;
}
const PAGE_SIZE = 500;

/**
 * DNs name the same entry whatever the case of their attribute types and values (for the usual
 * case-insensitive naming attributes) and the spaces around separators: `UID=Ann, OU=People`
 * and `uid=ann,ou=people` are one person.
 */
export function normalizeDn(dn: string): string {
  return dn
    .trim()
    .toLowerCase()
    .replace(/\s*([,=+])\s*/g, '$1');
}

const unreachable = () => new AppError('directory_unavailable', 'ldap_unreachable');
const refused = (key: MessageKey) => new AppError('directory_refused', key);

function first(entry: Entry, attribute: string): string | null {
  const found = Object.keys(entry).find((k) => k.toLowerCase() === attribute.toLowerCase());
  const value = found ? entry[found] : undefined;
  const one = Array.isArray(value) ? value[0] : value;
  if (one === undefined) return null;
  const text = (Buffer.isBuffer(one) ? one.toString('utf8') : String(one)).trim();
  return text ? text.slice(0, 255) : null;
}

function all(entry: Entry, attribute: string): string[] {
  const found = Object.keys(entry).find((k) => k.toLowerCase() === attribute.toLowerCase());
  const value = found ? entry[found] : undefined;
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((v) =>
    Buffer.isBuffer(v) ? v.toString('utf8') : String(v),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Connects to the checked address and binds, all within `net.timeoutMs`; failures wait it out. */
async function connect(
  target: DirectoryTarget,
  password: string,
  net: DirectoryNet,
): Promise<Client> {
  const started = Date.now();
  const settle = async (error: AppError): Promise<never> => {
    await sleep(started + net.timeoutMs - Date.now());
    throw error;
  };
  const checked = await checkLdapTarget(target.url, target.start_tls, net.policy, net.resolve);
  // Settings, not the network: no connection is made, so nothing about the address is learnt.
  if (!checked.ok && checked.reason === 'plain') throw refused('ldap_plain_refused');
  if (!checked.ok) return settle(unreachable());
  const { url, servername } = checked.target;
  const tlsOptions = servername ? { servername } : {};
  let client: Client;
  try {
    client = new Client({
      url,
      connectTimeout: net.timeoutMs,
      timeout: OPERATION_TIMEOUT_MS,
      tlsOptions,
    });
  } catch {
    return settle(unreachable());
  }
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), started + net.timeoutMs - Date.now());
  });
  const handshake = (async () => {
    if (target.start_tls) await client.startTLS(tlsOptions);
    await client.bind(target.bind_dn, password);
  })();
  // The loser of the race below must not surface as an unhandled rejection.
  handshake.catch(() => undefined);
  try {
    await Promise.race([handshake, deadline]);
    return client;
  } catch (err) {
    await client.unbind().catch(() => undefined);
    return settle(err instanceof ResultCodeError ? refused('ldap_bind_failed') : unreachable());
  } finally {
    clearTimeout(timer);
  }
}

export async function readDirectory(
  target: DirectoryTarget,
  password: string,
  net: DirectoryNet,
): Promise<Directory> {
  const client = await connect(target, password, net);
  try {
    const { mapping } = target;
    const search = async (filter: string, attributes: string[]) => {
      try {
        const { searchEntries } = await client.search(target.base_dn, {
          scope: 'sub',
          filter,
          attributes,
          paged: { pageSize: PAGE_SIZE },
        });
        return searchEntries;
      } catch (err) {
        if (err instanceof ResultCodeError) throw refused('ldap_search_failed');
        // A lost connection or a timeout is the server's; anything else (a filter the parser
        // refuses throws before anything is sent) is the settings'.
        const lost =
          !client.isConnected ||
          /time(d)? ?out|socket|closed/i.test(String((err as Error)?.message));
        throw lost ? unreachable() : refused('ldap_search_failed');
      }
    };
    const people = (
      await search(target.user_filter, [
        mapping.email,
        mapping.name,
        mapping.phone,
        mapping.position,
      ])
    ).map((e): DirectoryPerson => ({
      dn: e.dn,
      key: normalizeDn(e.dn),
      email: first(e, mapping.email)?.toLowerCase() ?? null,
      name: first(e, mapping.name),
      phone: first(e, mapping.phone),
      position: first(e, mapping.position),
    }));
    const groups = (await search(target.group_filter, [mapping.group_name, mapping.group_member]))
      .map((e): DirectoryGroup | null => {
        const name = first(e, mapping.group_name);
        return name
          ? { dn: e.dn, name, members: new Set(all(e, mapping.group_member).map(normalizeDn)) }
          : null;
      })
      .filter((g): g is DirectoryGroup => g !== null);
    return { people, groups };
  } finally {
    await client.unbind().catch(() => undefined);
  }
}
