import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../contract/socket';
import { customerCompany, providerCompany } from '../test/fixtures';
import { createTestApp, loginAs, type TestApp } from '../test/harness';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function listen(t: TestApp): Promise<{ server: Server; url: string }> {
  const server = createServer();
  t.app.deps.realtime.attach(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const sockets: Socket[] = [];
function open(url: string, token?: string): Promise<Socket> {
  const socket = connect(url, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (err) => reject(err));
  });
}
const next = (socket: Socket, event: string, ms = 1500) =>
  new Promise<unknown>((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), ms);
    socket.once(event, (payload) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

const servers: Server[] = [];
let one: TestApp;
let two: TestApp;
let urlOne: string;
let urlTwo: string;
beforeAll(async () => {
  one = await createTestApp({ REDIS_URL });
  two = await createTestApp({ REDIS_URL }, one.database);
  urlOne = (await listen(one)).url;
  urlTwo = (await listen(two)).url;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await two.close();
  await one.close();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

describe('socket', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(open(urlOne)).rejects.toThrow('Unauthorized');
    await expect(open(urlOne, 'not-a-token')).rejects.toThrow('Unauthorized');
  });

  it('delivers a company event to that company only, and a user event to that user only', async () => {
    const a = await customerCompany(one.app, one.database);
    const b = await customerCompany(one.app, one.database);
    const [aAdmin, aMember, bAdmin] = await Promise.all([
      open(urlOne, a.admin.token),
      open(urlOne, a.member.token),
      open(urlOne, b.admin.token),
    ]);
    await new Promise((r) => setTimeout(r, 100));
    const got = [next(aAdmin, 'alert'), next(aMember, 'alert'), next(bAdmin, 'alert', 500)];
    one.app.deps.realtime.emit(rooms.company(a.company.company_uuid), 'alert', { n: 1 });
    expect(await Promise.all(got)).toEqual([{ n: 1 }, { n: 1 }, 'timeout']);
    const personal = [next(aAdmin, 'notification', 500), next(aMember, 'notification')];
    one.app.deps.realtime.emit(rooms.user(a.member.user_uuid), 'notification', { counter: 3 });
    expect(await Promise.all(personal)).toEqual(['timeout', { counter: 3 }]);
  });

  it('puts provider users in the provider room and customers not', async () => {
    const p = await providerCompany(one.app, one.database);
    const c = await customerCompany(one.app, one.database);
    const [provider, customer] = await Promise.all([
      open(urlOne, p.admin.token),
      open(urlOne, c.admin.token),
    ]);
    await new Promise((r) => setTimeout(r, 100));
    const got = [next(provider, 'content-updating'), next(customer, 'content-updating', 500)];
    one.app.deps.realtime.emit(rooms.provider, 'content-updating', { updating: true });
    expect(await Promise.all(got)).toEqual([{ updating: true }, 'timeout']);
  });

  it('greets a connecting socket with what its registered greeters say it missed, to it alone', async () => {
    const a = await customerCompany(one.app, one.database);
    const b = await customerCompany(one.app, one.database);
    one.app.deps.realtime.onConnect(async (user) =>
      user.company_uuid === a.company.company_uuid
        ? [{ event: 'content-updating', payload: { sector_uuid: 's', updating: true } }]
        : [],
    );
    const greeted = (token: string) => {
      const socket = connect(urlOne, {
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      return next(socket, 'content-updating', 1500);
    };
    expect(await Promise.all([greeted(a.member.token), greeted(b.member.token)])).toEqual([
      { sector_uuid: 's', updating: true },
      'timeout',
    ]);
  });

  it('delivers an event emitted by one server process to a socket held by another (Redis adapter)', async () => {
    const a = await customerCompany(one.app, one.database);
    const onTwo = await open(urlTwo, a.member.token);
    await new Promise((r) => setTimeout(r, 200));
    const got = next(onTwo, 'alert', 3000);
    one.app.deps.realtime.emit(rooms.company(a.company.company_uuid), 'alert', { from: 'one' });
    expect(await got).toEqual({ from: 'one' });
  });

  it("is served on the API's own origin too, so a client needs no second port", async () => {
    const a = await customerCompany(one.app, one.database);
    await one.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (one.app.server.address() as AddressInfo).port;
    const socket = await open(`http://127.0.0.1:${port}`, a.member.token);
    await new Promise((r) => setTimeout(r, 100));
    const got = next(socket, 'alert');
    one.app.deps.realtime.emit(rooms.user(a.member.user_uuid), 'alert', { same: 'origin' });
    expect(await got).toEqual({ same: 'origin' });
  });

  it('stops a socket from connecting with a logged-out token', async () => {
    const a = await customerCompany(one.app, one.database);
    await one.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { access_token: a.member.token },
    });
    await expect(open(urlOne, a.member.token)).rejects.toThrow('Unauthorized');
  });
});

describe('a socket lives no longer than its session', () => {
  const disconnected = (socket: Socket, ms = 3000) =>
    new Promise<string>((resolve) => {
      if (socket.disconnected) return resolve('already');
      const timer = setTimeout(() => resolve('still connected'), ms);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });

  it('ends every socket of a logged-out session on every server process, and no hint reaches them after', async () => {
    const a = await customerCompany(one.app, one.database);
    const otherSession = await loginAs(one.app, a.member.email);
    const [onOne, onTwo, keeps] = await Promise.all([
      open(urlOne, a.member.token),
      open(urlTwo, a.member.token),
      open(urlOne, otherSession),
    ]);
    await new Promise((r) => setTimeout(r, 200));
    const ended = [disconnected(onOne), disconnected(onTwo), disconnected(keeps, 1000)];
    const late = [next(onOne, 'sync', 1000), next(onTwo, 'sync', 1000)];
    const out = await one.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { access_token: a.member.token },
    });
    expect(out.statusCode).toBe(200);
    expect(await Promise.all(ended)).toEqual([
      'io server disconnect',
      'io server disconnect',
      'still connected',
    ]);
    // The other session of the same user still hears its rooms; the ended ones hear nothing.
    const stillHears = next(keeps, 'sync', 3000);
    one.app.deps.realtime.emit(rooms.user(a.member.user_uuid), 'sync', {
      collection: 'bookmarks',
      documents: [],
      checkpoint: null,
    });
    expect(await stillHears).toMatchObject({ collection: 'bookmarks' });
    expect(await Promise.all(late)).toEqual(['timeout', 'timeout']);
  });

  it('closes a socket when its token expires', async () => {
    const a = await customerCompany(one.app, one.database);
    const claims = JSON.parse(Buffer.from(a.member.token.split('.')[1], 'base64url').toString());
    const shortLived = await one.app.deps.tokens.sign(
      claims,
      claims.jti,
      new Date(Date.now() + 1500),
    );
    const socket = await open(urlOne, shortLived);
    expect(await disconnected(socket, 4000)).toBe('io server disconnect');
  });
});
