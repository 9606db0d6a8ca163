import { defineConfig } from 'drizzle-kit';

/** Generates the versioned SQL migrations in ./drizzle from the schema; they run at every start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/drizzle',
});
