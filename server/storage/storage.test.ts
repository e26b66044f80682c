/**
 * The same behaviour asked of both drivers: local disk in a temporary folder, and S3 against a
 * real S3-compatible server (s3rver) started here.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server';
import { localDiskStorage } from './local-disk';
import { TooLargeError, type Storage } from './storage';

interface Driver {
  s: Storage;
  /** Whatever the driver holds besides finished files: temporary files, unfinished parts. */
  leftovers(): Promise<string[]>;
  /** Every stored key. */
  keys(): Promise<string[]>;
}

const roots: string[] = [];
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
  for (const r of roots) await rm(r, { recursive: true, force: true });
});

const drivers: [string, () => Promise<Driver>][] = [
  [
    'local disk',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'regcomply-storage-'));
      roots.push(root);
      const files = async () =>
        (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
      return {
        s: localDiskStorage(root),
        leftovers: async () =>
          (await files()).filter((e) => e.parentPath.endsWith('.tmp')).map((e) => e.name),
        keys: async () =>
          (await files()).filter((e) => !e.parentPath.endsWith('.tmp')).map((e) => e.name),
      };
    },
  ],
  ['s3', async () => ({ s: s3.storage(), leftovers: async () => [], keys: () => s3.objects() })],
];

describe.each(drivers)('%s storage', (_name, make) => {
  it('stores, reads whole and by range, stats and deletes', async () => {
    const { s } = await make();
    const key = `c1/${crypto.randomUUID()}`;
    const put = await s.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(put).toEqual({
      size: 11,
      sha256: 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9',
    });
    expect(await text((await s.get(key))!.stream)).toBe('hello world');
    const part = (await s.get(key, { start: 6 }))!;
    expect([await text(part.stream), part.size]).toEqual(['world', 11]);
    const head = (await s.get(key, { start: 0, end: 4 }))!;
    expect([await text(head.stream), head.size]).toEqual(['hello', 11]);
    expect(await s.stat(key)).toEqual({ size: 11 });
    await s.delete(key);
    expect([await s.get(key), await s.stat(key)]).toEqual([null, null]);
    await s.delete(key); // absent: not an error
  });

  it('streams a file of several parts and hashes it', async () => {
    const { s } = await make();
    const key = `c1/${crypto.randomUUID()}`;
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const put = await s.put(key, Readable.from(Array.from({ length: 12 }, () => chunk)));
    const { createHash } = await import('node:crypto');
    const expected = createHash('sha256');
    for (let i = 0; i < 12; i++) expected.update(chunk);
    expect(put).toEqual({ size: 12 * 1024 * 1024, sha256: expected.digest('hex') });
    expect(await s.stat(key)).toEqual({ size: 12 * 1024 * 1024 });
    const tail = (await s.get(key, { start: 12 * 1024 * 1024 - 3 }))!;
    expect([...(await tail.stream.toArray()).flatMap((b: Buffer) => [...b])]).toEqual([7, 7, 7]);
    await s.delete(key);
  });

  it('refuses past the size limit and leaves nothing behind', async () => {
    const d = await make();
    const key = `c1/${crypto.randomUUID()}`;
    await expect(
      d.s.put(key, Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), { maxBytes: 1000 }),
    ).rejects.toBeInstanceOf(TooLargeError);
    expect(await d.s.stat(key)).toBeNull();
    expect(await d.leftovers()).toEqual([]);
    expect(await d.keys()).not.toContain(key);
  });

  it('refuses past the size limit in a multipart upload and leaves nothing behind', async () => {
    const d = await make();
    const key = `c1/${crypto.randomUUID()}`;
    const chunk = Buffer.alloc(1024 * 1024);
    await expect(
      d.s.put(key, Readable.from(Array.from({ length: 12 }, () => chunk)), {
        maxBytes: 11 * 1024 * 1024,
      }),
    ).rejects.toBeInstanceOf(TooLargeError);
    expect(await d.s.stat(key)).toBeNull();
    expect(await d.leftovers()).toEqual([]);
  });

  it('leaves nothing when the body fails halfway', async () => {
    const d = await make();
    const key = `c1/${crypto.randomUUID()}`;
    const body = new Readable({ read() {} });
    const put = d.s.put(key, body);
    body.push(Buffer.alloc(100));
    setTimeout(() => body.destroy(new Error('connection cut')), 20);
    await expect(put).rejects.toThrow('connection cut');
    expect(await d.s.stat(key)).toBeNull();
    expect(await d.leftovers()).toEqual([]);
  });
});

describe('local disk', () => {
  // Seen in CI: a body whose first chunk already passes the limit (an injected request's form
  // arrives as one buffer) failed the put before the temporary file's open had returned; the
  // cleanup's rm found nothing, then the open made an empty file that stayed.
  it('leaves nothing when the limit is passed before the disk has opened the file', async () => {
    const root = await mkdtemp(join(tmpdir(), 'regcomply-storage-'));
    roots.push(root);
    const s = localDiskStorage(root);
    let left: string[] = [];
    for (let round = 0; round < 150 && left.length === 0; round++) {
      const puts = Array.from({ length: 20 }, () =>
        s.put(`c1/${crypto.randomUUID()}`, Readable.from([Buffer.alloc(10)]), { maxBytes: 5 }),
      );
      const results = await Promise.allSettled(puts);
      expect(results.every((r) => r.status === 'rejected')).toBe(true);
      left = await readdir(join(root, '.tmp')).catch(() => []);
    }
    expect(left).toEqual([]);
  });

  it('keeps keys inside the root', async () => {
    const root = await mkdtemp(join(tmpdir(), 'regcomply-storage-'));
    roots.push(root);
    await expect(localDiskStorage(root).put('../escape', Readable.from(['x']))).rejects.toThrow(
      /outside the root/,
    );
  });
});
