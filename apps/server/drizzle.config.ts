import { defineConfig } from 'drizzle-kit';

/** Generates the versioned SQL migrations in ./drizzle from the schema; they run at every start. */
export default defineConfig({
  dialect: 'postgresql',
  // The foundation's tables, and the business tables of the modules.
  schema: ['./apps/server/src/db/schema.ts', './apps/server/src/db/tables/*.ts'],
  out: './apps/server/drizzle',
});
