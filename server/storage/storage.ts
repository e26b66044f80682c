/**
 * File storage: where document and regulation files live. Two drivers share this interface:
 * local disk under DATA_DIR (the default, nothing to install; `local-disk.ts`) and S3-compatible
 * object storage when configured (`s3.ts`). Keys are opaque, made by the caller
 * (`<company>/<uuid>`), never from a user's file name.
 *
 * `put` streams: it never holds a whole file in memory, counts and hashes as the bytes pass,
 * and refuses past `maxBytes`. A put that fails or is aborted leaves nothing stored: the bytes
 * go to a temporary place first and become visible under the key only once complete.
 */
import type { Readable } from 'node:stream';

export interface PutResult {
  size: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
}

export interface ByteRange {
  start: number;
  /** Inclusive, as in an HTTP Range header; the end of the file when omitted. */
  end?: number;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(
    key: string,
    body: Readable,
    opts?: { maxBytes?: number; contentType?: string },
  ): Promise<PutResult>;
  /** The file's bytes (or a range of them) as a stream, with the file's whole size; null when absent. */
  get(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null>;
  /** The file's size, or null when absent. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the file; removing an absent key is not an error. */
  delete(key: string): Promise<void>;
}

/** Thrown by `put` when the body passes `maxBytes` (the route answers 413). */
export class TooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
  }
}
