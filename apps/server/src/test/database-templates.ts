/**
 * Migrated, empty databases made once per test run, from which every test database is copied: an
 * embedded data folder, and a database on the TEST_DATABASE_URL server. Creating a cluster and running
 * every migration takes seconds; a copy takes a fraction of that.
 */
import fs from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { createServerDatabase, makeTempDir } from './engines.js';

type Templates = { embeddedDir: string; serverUrl: string | undefined; drop: () => Promise<void> };

async function makeTemplates(): Promise<Templates> {
  const embeddedDir = await makeTempDir('weighbridge-template-');
  await (await openDatabase({ dataDir: embeddedDir })).close();
  const server = process.env.TEST_DATABASE_URL ? await createServerDatabase() : undefined;
  if (server) {
    const scratch = await makeTempDir();
    await (await openDatabase({ dataDir: scratch, databaseUrl: server.url })).close();
    await fs.rm(scratch, { recursive: true, force: true });
  }
  return {
    embeddedDir,
    serverUrl: server?.url,
    drop: async () => {
      await fs.rm(embeddedDir, { recursive: true, force: true });
      await server?.drop();
    },
  };
}

/**
 * Every project that sets this file up shares one pair of templates: the set-ups run one after the other in
 * the runner's process, each with modules of its own, so the templates are kept on the process, and dropped
 * by the last teardown.
 */
const shared = globalThis as typeof globalThis & { weighbridgeTemplates?: { made: Promise<Templates>; users: number } };

/** Vitest's global set-up of the server's tests: makes both templates and removes them after the run. */
export default async function makeDatabaseTemplates(project: TestProject) {
  shared.weighbridgeTemplates ??= { made: makeTemplates(), users: 0 };
  const entry = shared.weighbridgeTemplates;
  entry.users++;
  const templates = await entry.made;
  project.provide('embeddedTemplateDir', templates.embeddedDir);
  project.provide('serverTemplateUrl', templates.serverUrl);

  return async () => {
    if (--entry.users > 0) return;
    shared.weighbridgeTemplates = undefined;
    await templates.drop();
  };
}
