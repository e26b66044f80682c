import type { Config } from './config';
import type { Database } from './db/client';
import type { Mutations } from './lib/mutation';
import type { AttemptStore } from './modules/auth/attempt-store';
import type { Tokens } from './modules/auth/token';
import type { Realtime } from './realtime/realtime';
import type { Storage } from './storage/storage';

/** What modules are built from: handed to every module's routes at registration. */
export interface Deps {
  config: Config;
  database: Database;
  mutations: Mutations;
  tokens: Tokens;
  attempts: AttemptStore;
  realtime: Realtime;
  /** Where files live: local disk under DATA_DIR/files, or S3-compatible storage when configured. */
  storage: Storage;
}
