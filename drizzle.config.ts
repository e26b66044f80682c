import { defineConfig } from 'drizzle-kit';

/** Offline migration generation: `npx drizzle-kit generate --name <name>` (no database needed). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
