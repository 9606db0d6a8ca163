import { defineConfig } from 'drizzle-kit';

/** Generates the versioned SQL migrations in ./drizzle from the schema; they run at every start. */
export default defineConfig({
  dialect: 'postgresql',
  // The foundation's tables, and each business module's own schema.ts.
  schema: ['./apps/server/src/db/schema.ts', './apps/server/src/modules/*/schema.ts'],
  out: './apps/server/drizzle',
});
