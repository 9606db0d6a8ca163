/**
 * Migrated, empty databases made once per test run, from which every test database is copied: an
 * embedded data folder, and a database on the TEST_DATABASE_URL server. Creating a cluster and running
 * every migration takes seconds; a copy takes a fraction of that.
 */
import fs from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { createServerDatabase, makeTempDir } from './engines.js';

/** Vitest's global set-up of the server's tests: makes both templates and removes them after the run. */
export default async function makeDatabaseTemplates(project: TestProject) {
  const embeddedDir = await makeTempDir('weighbridge-template-');
  await (await openDatabase({ dataDir: embeddedDir })).close();
  project.provide('embeddedTemplateDir', embeddedDir);

  const server = process.env.TEST_DATABASE_URL ? await createServerDatabase() : undefined;
  if (server) {
    const scratch = await makeTempDir();
    await (await openDatabase({ dataDir: scratch, databaseUrl: server.url })).close();
    await fs.rm(scratch, { recursive: true, force: true });
  }
  project.provide('serverTemplateUrl', server?.url);

  return async () => {
    await fs.rm(embeddedDir, { recursive: true, force: true });
    await server?.drop();
  };
}
