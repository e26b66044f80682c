/**
 * The configured storage driver: S3-compatible object storage when S3_BUCKET is set, otherwise
 * local disk under DATA_DIR/files.
 */
import { join } from 'node:path';
import type { Config } from '../config';
import { localDiskStorage } from './local-disk';
import { s3Storage } from './s3';
import type { Storage } from './storage';

export type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

export function createStorage(config: StorageConfig): Storage {
  if (config.S3_BUCKET) {
    return s3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return localDiskStorage(join(config.DATA_DIR, 'files'));
}
