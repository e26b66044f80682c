/** The whole database schema: `import * as schema from './schema'`. */
export * from './identity';
export * from './platform';
export * from './library';
export * from './compliance';
export * from './documents';
export * from './engagement';
export * from './dashboard';
export * from './push';
