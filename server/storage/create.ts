/**
 * The configured storage driver: local disk under DATA_DIR/files unless S3-compatible storage is
 * configured (the S3 driver joins here when it lands).
 */
import { join } from 'node:path';
import type { Config } from '../config';
import { localDiskStorage } from './local-disk';
import type { Storage } from './storage';

export function createStorage(config: Pick<Config, 'DATA_DIR'>): Storage {
  return localDiskStorage(join(config.DATA_DIR, 'files'));
}
