/**
 * Prints the API's OpenAPI document (GET /api/openapi.json) as the app builds it on an in-memory
 * PGlite, for comparing two revisions: a refactor of the route declarations must leave it equal
 * (issue 25: "the route table and OpenAPI document diff shows only additions of types").
 *
 *   npx tsx scripts/openapi-dump.ts > /tmp/after.json   # then diff against another revision's
 */
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';

const database = await openDatabase({ dataDir: 'memory://' });
await runMigrations(database);
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_CLIENT: 'false',
    JWT_SECRET: 'openapi-dump-0123456789-0123456789-0123',
    DATA_DIR: '/tmp/openapi-dump',
  }),
  database,
});
await app.ready();
const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
process.stdout.write(JSON.stringify(JSON.parse(answer.body), null, 1) + '\n');
await app.close();
await database.close();
