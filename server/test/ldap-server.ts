/**
 * A real OpenLDAP server for the directory tests: Debian's `slapd` started on a free port with its
 * own temporary slapd.conf and mdb database, loaded with `slapadd` from an LDIF the test gives,
 * then stopped and removed. A service account (`cn=sync,ou=services,…`) binds for the sync; the
 * root DN changes the directory between syncs through `admin()`.
 *
 * The service account may read at most 2 entries without paging (`limits … size.hard=2`), so a
 * sync that did not page would fail on the directory below.
 *
 * Without slapd the directory tests skip locally with the reason, and fail under CI=true (.ci/run
 * installs it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'ldapts';

export const SLAPD = '/usr/sbin/slapd';
const SLAPADD = '/usr/sbin/slapadd';
const SCHEMA = '/etc/ldap/schema';
const MODULES = '/usr/lib/ldap';

export const BASE_DN = 'dc=example,dc=test';
export const SYNC_DN = `cn=sync,ou=services,${BASE_DN}`;
export const SYNC_PASSWORD = 'sync-secret-2026';
const ADMIN_DN = `cn=admin,${BASE_DN}`;
const ADMIN_PASSWORD = 'admin-secret-2026';

/** Whether the directory tests can run here; when not, why (the skip's reason). */
export function slapdMissing(): string | null {
  if (existsSync(SLAPD) && existsSync(SLAPADD) && existsSync(join(SCHEMA, 'inetorgperson.schema')))
    return null;
  return `OpenLDAP's slapd is not installed (${SLAPD}); apt-get install slapd ldap-utils. Skipped locally, a failure under CI.`;
}

/** True when the suite must run: slapd is there, or this is CI (where its absence is a failure). */
export const ldapTestsRun = () => slapdMissing() === null || Boolean(process.env.CI);

export interface Person {
  uid: string;
  name: string;
  mail?: string;
  phone?: string;
  title?: string;
}

export interface Group {
  cn: string;
  members: string[];
}

export const personDn = (uid: string) => `uid=${uid},ou=people,${BASE_DN}`;
export const groupDn = (cn: string) => `cn=${cn},ou=groups,${BASE_DN}`;

function ldif(people: Person[], groups: Group[]): string {
  const entries = [
    `dn: ${BASE_DN}\nobjectClass: dcObject\nobjectClass: organization\no: Example\ndc: example`,
    `dn: ou=services,${BASE_DN}\nobjectClass: organizationalUnit\nou: services`,
    `dn: ${SYNC_DN}\nobjectClass: person\ncn: sync\nsn: sync\nuserPassword: ${SYNC_PASSWORD}`,
    `dn: ou=people,${BASE_DN}\nobjectClass: organizationalUnit\nou: people`,
    `dn: ou=groups,${BASE_DN}\nobjectClass: organizationalUnit\nou: groups`,
    ...people.map((p) => personLdif(p)),
    ...groups.map((g) =>
      [
        `dn: ${groupDn(g.cn)}`,
        'objectClass: groupOfNames',
        `cn: ${g.cn}`,
        ...g.members.map((m) => `member: ${personDn(m)}`),
      ].join('\n'),
    ),
  ];
  return `${entries.join('\n\n')}\n`;
}

function personLdif(p: Person): string {
  const lines = [
    `dn: ${personDn(p.uid)}`,
    'objectClass: inetOrgPerson',
    `uid: ${p.uid}`,
    `cn: ${p.name}`,
    `sn: ${p.name.split(' ').at(-1)}`,
  ];
  if (p.mail) lines.push(`mail: ${p.mail}`);
  if (p.phone) lines.push(`telephoneNumber: ${p.phone}`);
  if (p.title) lines.push(`title: ${p.title}`);
  return lines.join('\n');
}

function conf(dir: string): string {
  return [
    ...['core', 'cosine', 'inetorgperson'].map((s) => `include ${SCHEMA}/${s}.schema`),
    `modulepath ${MODULES}`,
    'moduleload back_mdb',
    `pidfile ${dir}/slapd.pid`,
    `argsfile ${dir}/slapd.args`,
    'database mdb',
    'maxsize 10485760',
    `suffix "${BASE_DN}"`,
    `rootdn "${ADMIN_DN}"`,
    `rootpw ${ADMIN_PASSWORD}`,
    `directory ${dir}/db`,
    'limits users size.soft=2 size.hard=2 size.prtotal=unlimited',
    'access to attrs=userPassword by self write by anonymous auth by * none',
    'access to * by * read',
    '',
  ].join('\n');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}: ${err}`)),
    );
  });
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`slapd exited ${child.exitCode}: ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`slapd did not listen on ${port}: ${log()}`);
}

/** The directory settings (PUT /ldap/settings) that read the test server's people and groups. */
export const directorySettings = (ldap: { url: string }, over: Record<string, unknown> = {}) => ({
  url: ldap.url,
  bind_dn: SYNC_DN,
  bind_password: SYNC_PASSWORD,
  base_dn: BASE_DN,
  user_filter: '(objectClass=inetOrgPerson)',
  group_filter: '(objectClass=groupOfNames)',
  mapping: {
    email: 'mail',
    name: 'cn',
    phone: 'telephoneNumber',
    position: 'title',
    group_name: 'cn',
    group_member: 'member',
  },
  start_tls: false,
  ...over,
});

export interface LdapServer {
  url: string;
  /** A client bound as the directory's root, to change entries between syncs. */
  admin<T>(fn: (client: Client) => Promise<T>): Promise<T>;
  addPerson(p: Person): Promise<void>;
  stop(): Promise<void>;
}

export async function startLdapServer(directory: {
  people: Person[];
  groups: Group[];
}): Promise<LdapServer> {
  const missing = slapdMissing();
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(join(tmpdir(), 'regcomply-slapd-'));
  await mkdir(join(dir, 'db'));
  writeFileSync(join(dir, 'slapd.conf'), conf(dir));
  writeFileSync(join(dir, 'data.ldif'), ldif(directory.people, directory.groups));
  await run(SLAPADD, ['-q', '-f', join(dir, 'slapd.conf'), '-l', join(dir, 'data.ldif')]);

  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  // -d 0: stay in the foreground, so this process owns it and stops it.
  const child = spawn(SLAPD, ['-d', '0', '-f', join(dir, 'slapd.conf'), '-h', `${url}/`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (d) => (log = (log + d).slice(-2000)));
  try {
    await waitForPort(port, child, () => log);
  } catch (err) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }

  const admin = async <T>(fn: (client: Client) => Promise<T>) => {
    const client = new Client({ url, timeout: 5000 });
    try {
      await client.bind(ADMIN_DN, ADMIN_PASSWORD);
      return await fn(client);
    } finally {
      await client.unbind().catch(() => undefined);
    }
  };

  return {
    url,
    admin,
    addPerson: (p) =>
      admin((c) =>
        c.add(personDn(p.uid), {
          objectClass: 'inetOrgPerson',
          uid: p.uid,
          cn: p.name,
          sn: p.name.split(' ').at(-1)!,
          ...(p.mail ? { mail: p.mail } : {}),
          ...(p.phone ? { telephoneNumber: p.phone } : {}),
          ...(p.title ? { title: p.title } : {}),
        }),
      ),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
