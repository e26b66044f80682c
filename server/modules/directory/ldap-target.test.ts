/**
 * The LDAP settings must not turn the server into a probe of its own network (SSRF): only hosts
 * the operator allows, never loopback, link-local or private addresses unless listed, the
 * password never sent in clear unless the operator allows plain LDAP, and a failed sync that
 * says nothing about what answered at the address (same code, message and minimum duration).
 */
import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ldapSettings } from '../../db/schema/identity';
import { twoCompanies } from '../../test/fixtures';
import { call, createTestApp, openTestDatabase, type TestApp } from '../../test/harness';
import type { Database } from '../../db/client';
import { checkLdapTarget, type LdapNetPolicy } from './ldap-target';

const TIMEOUT_MS = 800;

/** A TCP listener on loopback that records every connection and the bytes each one sent. */
async function listener(
  behaviour: 'silent' | 'close',
): Promise<{ server: Server; port: number; received: Buffer[]; connections: () => number }> {
  const received: Buffer[] = [];
  let connections = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('data', (d) => received.push(d));
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    if (behaviour === 'close') socket.destroy();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const close = server.close.bind(server);
  server.close = ((cb?: (err?: Error) => void) => {
    for (const s of sockets) s.destroy();
    return close(cb);
  }) as Server['close'];
  return {
    server,
    port: (server.address() as { port: number }).port,
    received,
    connections: () => connections,
  };
}

async function closedPort(): Promise<number> {
  const l = await listener('close');
  l.server.close();
  await once(l.server, 'close');
  return l.port;
}

describe('checkLdapTarget', () => {
  const open: LdapNetPolicy = { allowedHosts: [], allowPlain: false };
  const resolveTo = (addresses: Record<string, string[]>) => async (host: string) => {
    if (!addresses[host]) throw new Error(`ENOTFOUND ${host}`);
    return addresses[host];
  };

  it('refuses loopback, private, link-local and other non-public addresses, as literals and through names', async () => {
    const resolve = resolveTo({
      localhost: ['127.0.0.1'],
      'intranet.example': ['10.0.0.5'],
      'metadata.example': ['169.254.169.254'],
      'mixed.example': ['93.184.215.14', '192.168.1.1'],
      'v6.example': ['fd00::1'],
      'mapped.example': ['::ffff:127.0.0.1'],
    });
    for (const url of [
      'ldaps://127.0.0.1',
      'ldaps://10.1.2.3:636',
      'ldaps://169.254.169.254',
      'ldaps://[::1]:636',
      'ldaps://0.0.0.0',
      'ldaps://localhost',
      'ldaps://intranet.example',
      'ldaps://metadata.example',
      'ldaps://mixed.example',
      'ldaps://v6.example',
      'ldaps://mapped.example',
    ]) {
      expect([url, await checkLdapTarget(url, false, open, resolve)]).toEqual([
        url,
        { ok: false, reason: 'host' },
      ]);
    }
  });

  it('connects to the address it checked (no second lookup to rebind), naming the host for TLS', async () => {
    const answers = [['93.184.215.14'], ['127.0.0.1']];
    const rebinding = async () => answers.shift() ?? ['127.0.0.1'];
    expect(await checkLdapTarget('ldaps://directory.example:636', false, open, rebinding)).toEqual({
      ok: true,
      target: { url: 'ldaps://93.184.215.14:636', servername: 'directory.example' },
    });
    expect(
      await checkLdapTarget(
        'ldap://[2001:db8::1]',
        true,
        { allowedHosts: ['2001:db8::/32'], allowPlain: false },
        rebinding,
      ),
    ).toEqual({
      ok: true,
      target: { url: 'ldap://[2001:db8::1]:389', servername: undefined },
    });
  });

  it('with an allow-list, reaches only the hosts, addresses and networks listed, private ones included', async () => {
    const resolve = resolveTo({
      'ldap.corp.example': ['10.0.0.5'],
      'dc1.corp.example': ['10.0.0.6'],
      'public.example': ['93.184.215.14'],
    });
    const policy: LdapNetPolicy = {
      allowedHosts: ['ldap.corp.example', '*.ad.example', '172.16.0.0/12', '127.0.0.1'],
      allowPlain: false,
    };
    expect((await checkLdapTarget('ldaps://ldap.corp.example', false, policy, resolve)).ok).toBe(
      true,
    );
    expect((await checkLdapTarget('ldaps://172.20.1.1', false, policy, resolve)).ok).toBe(true);
    expect((await checkLdapTarget('ldaps://127.0.0.1:1636', false, policy, resolve)).ok).toBe(true);
    expect(await checkLdapTarget('ldaps://dc1.corp.example', false, policy, resolve)).toEqual({
      ok: false,
      reason: 'host',
    });
    expect(await checkLdapTarget('ldaps://public.example', false, policy, resolve)).toEqual({
      ok: false,
      reason: 'host',
    });
    expect(await checkLdapTarget('ldaps://127.0.0.2', false, policy, resolve)).toEqual({
      ok: false,
      reason: 'host',
    });
  });

  it('wants ldaps or StartTLS before a password is sent, unless plain LDAP is allowed', async () => {
    const resolve = resolveTo({ 'directory.example': ['93.184.215.14'] });
    expect(await checkLdapTarget('ldap://directory.example', false, open, resolve)).toEqual({
      ok: false,
      reason: 'plain',
    });
    expect((await checkLdapTarget('ldap://directory.example', true, open, resolve)).ok).toBe(true);
    expect((await checkLdapTarget('ldaps://directory.example', false, open, resolve)).ok).toBe(
      true,
    );
    expect(
      (
        await checkLdapTarget(
          'ldap://directory.example',
          false,
          { allowedHosts: [], allowPlain: true },
          resolve,
        )
      ).ok,
    ).toBe(true);
  });
});

describe('LDAP settings and sync against addresses of the server’s own network', () => {
  let database: Database;
  let strict: TestApp;
  let lenient: TestApp;
  let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
  beforeAll(async () => {
    database = await openTestDatabase();
    // No allow-list, no plain LDAP: the defaults.
    strict = await createTestApp({ LDAP_TIMEOUT_MS: String(TIMEOUT_MS) }, database);
    // Loopback listed and plain LDAP allowed, as an operator with a local directory would.
    lenient = await createTestApp(
      {
        LDAP_ALLOWED_HOSTS: '127.0.0.1',
        LDAP_ALLOW_PLAIN: 'true',
        LDAP_TIMEOUT_MS: String(TIMEOUT_MS),
      },
      database,
    );
    ({ a } = await twoCompanies(strict.app, database));
  });
  afterAll(async () => {
    await strict?.close();
    await lenient?.close();
    await database?.close();
  });

  const body = (url: string, start_tls = false) => ({
    url,
    bind_dn: 'cn=sync,dc=example,dc=test',
    bind_password: 'secret-bind-password',
    base_dn: 'dc=example,dc=test',
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
    start_tls,
  });
  const put = (t: TestApp, url: string, start_tls = false, lang = 'en') =>
    call(t.app, 'PUT', `/ldap/settings?lang=${lang}`, {
      token: a.admin.token,
      body: body(url, start_tls),
    });
  const sync = async (t: TestApp, lang = 'en') => {
    const started = Date.now();
    const res = await call(t.app, 'GET', `/ldap/sync?lang=${lang}`, { token: a.admin.token });
    return { ...res, ms: Date.now() - started };
  };
  /** Stored as if saved before the rule, or under another configuration. */
  const store = async (url: string, start_tls = false) => {
    expect((await put(lenient, 'ldap://127.0.0.1:389', start_tls)).status).toBe(200);
    await database.db
      .update(ldapSettings)
      .set({ url, start_tls })
      .where(eq(ldapSettings.company_uuid, a.company.company_uuid));
  };

  it('refuses to save a loopback, private or link-local address, naming the field in both languages', async () => {
    for (const url of [
      'ldaps://127.0.0.1:636',
      'ldaps://10.0.0.5',
      'ldaps://169.254.169.254',
      'ldaps://[::1]',
      'ldaps://localhost:636',
    ]) {
      const res = await put(strict, url);
      expect([url, res.status, res.body.code]).toEqual([url, 400, 'directory_refused']);
      expect(res.body.errors.url).toEqual([
        'The server may not connect to this address. Ask the operator to allow it',
      ]);
    }
    const id = await put(strict, 'ldaps://192.168.0.10', false, 'id');
    expect(id.body.errors.url).toEqual([
      'Server tidak boleh terhubung ke alamat ini. Minta operator untuk mengizinkannya',
    ]);
    expect(
      await database.db
        .select()
        .from(ldapSettings)
        .where(eq(ldapSettings.company_uuid, a.company.company_uuid)),
    ).toEqual([]);
  });

  it('refuses plain LDAP without StartTLS unless the operator allows it', async () => {
    const l = await listener('silent');
    try {
      const res = await put(strict, `ldap://203.0.113.10:389`);
      expect(res.status).toBe(400);
      expect(res.body.errors.start_tls).toEqual([
        'Use ldaps:// or turn on StartTLS: the bind password is never sent in clear',
      ]);
      // Stored while plain LDAP was allowed: the sync refuses before connecting, the password unsent.
      await store(`ldap://127.0.0.1:${l.port}`);
      const strictLoopback = await createTestApp(
        { LDAP_ALLOWED_HOSTS: '127.0.0.1', LDAP_TIMEOUT_MS: String(TIMEOUT_MS) },
        database,
      );
      try {
        const refused = await sync(strictLoopback, 'id');
        expect(refused.status).toBe(400);
        expect(refused.body.code).toBe('directory_refused');
        expect(refused.body.message).toBe(
          'Gunakan ldaps:// atau aktifkan StartTLS: kata sandi bind tidak pernah dikirim tanpa enkripsi',
        );
      } finally {
        await strictLoopback.close();
      }
      expect(l.connections()).toBe(0);
      expect(Buffer.concat(l.received).toString('latin1')).not.toContain('secret-bind-password');
    } finally {
      l.server.close();
    }
  });

  it('never connects to a stored address the server may not reach', async () => {
    const l = await listener('silent');
    try {
      await store(`ldaps://127.0.0.1:${l.port}`);
      const res = await sync(strict);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('directory_unavailable');
      expect(l.connections()).toBe(0);
    } finally {
      l.server.close();
    }
  });

  it('answers a closed port, a silent open port, a port that hangs up and a refused host alike: same code, message and minimum duration', async () => {
    const silent = await listener('silent');
    const hangUp = await listener('close');
    const closed = await closedPort();
    try {
      const cases: Record<string, { app: TestApp; url: string }> = {
        'closed port': { app: lenient, url: `ldap://127.0.0.1:${closed}` },
        'silent open port': { app: lenient, url: `ldap://127.0.0.1:${silent.port}` },
        'port that hangs up': { app: lenient, url: `ldap://127.0.0.1:${hangUp.port}` },
        'refused host': { app: lenient, url: `ldap://127.0.0.2:${silent.port}` },
      };
      const answers: Record<string, unknown> = {};
      for (const [name, c] of Object.entries(cases)) {
        await store(c.url);
        const res = await sync(c.app);
        answers[name] = {
          status: res.status,
          code: res.body.code,
          message: res.body.message,
          errors: res.body.errors,
        };
        expect([name, res.ms >= TIMEOUT_MS]).toEqual([name, true]);
        expect([name, res.ms < TIMEOUT_MS + 1500]).toEqual([name, true]);
      }
      const expected = {
        status: 400,
        code: 'directory_unavailable',
        message: 'The directory server cannot be reached. Check the address and try again',
        errors: undefined,
      };
      expect(answers).toEqual(Object.fromEntries(Object.keys(cases).map((k) => [k, expected])));
      // The silent port did get the bind (plain LDAP allowed there); the refused host nothing.
      expect(silent.connections()).toBe(1);
    } finally {
      silent.server.close();
      hangUp.server.close();
    }
  });
});
