/**
 * The S3-compatible driver (AWS S3, MinIO, s3rver in tests). A put streams through a counting,
 * hashing transform into a multipart upload (lib-storage `Upload`): the object appears under its
 * key only when the upload completes, and a put that fails (too large, body cut) aborts the
 * multipart upload, so nothing is left stored. Gets take an HTTP Range; stat is a HeadObject.
 */
import { createHash } from 'node:crypto';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { TooLargeError, type PutResult, type Storage } from './storage';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addresses (`endpoint/bucket/key`): MinIO and s3rver need them. */
  forcePathStyle?: boolean;
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function s3Storage(opts: S3Options): Storage {
  const config: S3ClientConfig = {
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle ?? false,
  };
  if (opts.accessKeyId && opts.secretAccessKey) {
    config.credentials = { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey };
  }
  const client = new S3Client(config);
  const Bucket = opts.bucket;

  return {
    kind: 's3',
    async put(key, body, putOpts = {}): Promise<PutResult> {
      const hash = createHash('sha256');
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (putOpts.maxBytes !== undefined && size > putOpts.maxBytes)
            return done(new TooLargeError(putOpts.maxBytes));
          hash.update(chunk);
          done(null, chunk);
        },
      });
      const out = new PassThrough();
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: out, ContentType: putOpts.contentType },
        // 5 MiB parts (the S3 minimum), two in flight: memory stays bounded whatever the size.
        partSize: 5 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      });
      const sent = upload.done();
      // Keep the upload's failure for the catch below rather than let it go unhandled meanwhile.
      sent.catch(() => undefined);
      try {
        if (body.errored) throw body.errored;
        await pipeline(body, counter, out);
        await sent;
      } catch (err) {
        out.destroy();
        await upload.abort().catch(() => undefined);
        await sent.catch(() => undefined);
        // A single-part upload may have completed before the failure was seen: remove it.
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => undefined);
        throw err;
      }
      return { size, sha256: hash.digest('hex') };
    },
    async get(key, range) {
      try {
        const res = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        );
        const total = res.ContentRange
          ? Number(res.ContentRange.split('/')[1])
          : Number(res.ContentLength ?? 0);
        return { stream: res.Body as Readable, size: total };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async stat(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: Number(res.ContentLength ?? 0) };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
