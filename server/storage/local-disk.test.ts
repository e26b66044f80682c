import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from './local-disk';
import { TooLargeError } from './storage';

const roots: string[] = [];
async function storage() {
  const root = await mkdtemp(join(tmpdir(), 'regcomply-storage-'));
  roots.push(root);
  return { root, s: localDiskStorage(root) };
}
afterAll(async () => {
  for (const r of roots) await rm(r, { recursive: true, force: true });
});

describe('local disk storage', () => {
  it('stores, reads whole and by range, stats and deletes', async () => {
    const { s } = await storage();
    const put = await s.put('c1/a', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(put).toEqual({ size: 11, sha256: 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9' });
    expect(await text((await s.get('c1/a'))!.stream)).toBe('hello world');
    const part = (await s.get('c1/a', { start: 6 }))!;
    expect([await text(part.stream), part.size]).toEqual(['world', 11]);
    expect(await text((await s.get('c1/a', { start: 0, end: 4 }))!.stream)).toBe('hello');
    expect(await s.stat('c1/a')).toEqual({ size: 11 });
    await s.delete('c1/a');
    expect([await s.get('c1/a'), await s.stat('c1/a')]).toEqual([null, null]);
    await s.delete('c1/a'); // absent: not an error
  });

  it('refuses past the size limit and leaves nothing behind', async () => {
    const { root, s } = await storage();
    await expect(s.put('c1/big', Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), { maxBytes: 1000 })).rejects.toBeInstanceOf(TooLargeError);
    expect(await s.stat('c1/big')).toBeNull();
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
  });

  it('leaves nothing when the body fails halfway', async () => {
    const { root, s } = await storage();
    const body = new Readable({ read() {} });
    const put = s.put('c1/cut', body);
    body.push(Buffer.alloc(100));
    body.destroy(new Error('connection cut'));
    await expect(put).rejects.toThrow('connection cut');
    expect(await s.stat('c1/cut')).toBeNull();
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
  });

  it('keeps keys inside its root', async () => {
    const { s } = await storage();
    await expect(s.put('../escape', Readable.from(['x']))).rejects.toThrow(/outside the root/);
  });
});
