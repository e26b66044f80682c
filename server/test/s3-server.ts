/**
 * A real S3-compatible server for tests (s3rver): a free port on 127.0.0.1, a temporary folder,
 * one bucket. `storage()` gives the S3 driver pointed at it; `objects()` lists what is stored
 * (tests check that a failed upload leaves nothing).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { s3Storage } from '../storage/s3';

export const S3_TEST_BUCKET = 'regcomply-test';

export async function startS3Server() {
  const directory = await mkdtemp(join(tmpdir(), 'regcomply-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const settings = {
    S3_BUCKET: S3_TEST_BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: true,
  };
  return {
    port,
    settings,
    storage: () =>
      s3Storage({
        bucket: S3_TEST_BUCKET,
        region: 'us-east-1',
        endpoint: settings.S3_ENDPOINT,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
    /** Every object key under the bucket (s3rver keeps `<key>._S3rver_object` files). */
    async objects(): Promise<string[]> {
      const root = join(directory, S3_TEST_BUCKET);
      const entries = await readdir(root, { recursive: true }).catch(() => [] as string[]);
      return entries
        .filter((e) => e.endsWith('._S3rver_object'))
        .map((e) => e.replace(/\._S3rver_object$/, ''));
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
