/**
 * The local-disk driver: files under `<root>/<key>`. A put writes `<root>/.tmp/<random>` and
 * renames it into place when complete, so a reader never sees half a file and a failed put
 * leaves only a temporary file, removed at once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TooLargeError, type ByteRange, type PutResult, type Storage } from './storage';

export function localDiskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    // Keys are made by the server, but a key must never leave the root whatever it holds.
    if (!path.startsWith(base + sep)) throw new Error(`storage key outside the root: ${key}`);
    return path;
  };

  return {
    kind: 'local',
    async put(key, body, opts = {}): Promise<PutResult> {
      const target = pathOf(key);
      // The body may fail while the folder is made: keep its error for the pipeline to report
      // rather than let it escape as an unhandled 'error' event.
      const early = (): void => {};
      body.once('error', early);
      const tmp = join(base, '.tmp', randomUUID());
      await mkdir(dirname(tmp), { recursive: true });
      const hash = createHash('sha256');
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (opts.maxBytes !== undefined && size > opts.maxBytes)
            return done(new TooLargeError(opts.maxBytes));
          hash.update(chunk);
          done(null, chunk);
        },
      });
      // The file is opened before any byte flows: a stream that opened it itself could fail (a
      // first chunk already past the limit) while its open was still on the way, and the rm
      // below would run before the open made the file, leaving it behind.
      const file = await open(tmp, 'wx');
      try {
        if (body.errored) throw body.errored;
        await pipeline(body, counter, file.createWriteStream());
        await mkdir(dirname(target), { recursive: true });
        await rename(tmp, target);
      } catch (err) {
        await file.close().catch(() => undefined);
        await rm(tmp, { force: true });
        throw err;
      } finally {
        body.off('error', early);
      }
      return { size, sha256: hash.digest('hex') };
    },
    async get(key, range?: ByteRange) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const stream: Readable = range
        ? createReadStream(path, { start: range.start, end: range.end ?? info.size - 1 })
        : createReadStream(path);
      return { stream, size: info.size };
    },
    async stat(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ? { size: info.size } : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
