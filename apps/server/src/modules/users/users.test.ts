import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../db/database.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { ensureFirstAdmin } from '../../first-admin.js';
import { AppError } from '../../lib/errors.js';
import { createServerDatabase, ENGINES, makeTempDir, openTestDatabase, type TestDatabase } from '../../test/engines.js';
import { runSource } from '../../test/run-source.js';
import { createUser } from './service.js';

describe.each(ENGINES)('users on the %s engine', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(engine);
  });
  afterAll(async () => t.dispose());

  it.each([
    ['seven7!', /at least 8 characters/],
    ['password123', /too common/],
    ['Password123', /too common/],
  ])('refuses the password %s', async (password, message) => {
    await expect(createUser(t.database.db, { username: 'pat', name: 'Pat', role: 'viewer', password })).rejects.toThrow(message);
  });

  it('accepts a password of 64 characters and more', async () => {
    const password = 'long quarry passphrase '.repeat(4).slice(0, 80);
    await expect(createUser(t.database.db, { username: 'longpass', name: 'Lee', role: 'viewer', password })).resolves.toMatchObject({
      username: 'longpass',
    });
  });

  it('refuses a username that is taken in any letter case', async () => {
    await createUser(t.database.db, { username: 'Marko', name: 'Marko', role: 'operator', password: 'Crusher-Belt-7' });
    const duplicate = createUser(t.database.db, { username: 'marko', name: 'Other', role: 'operator', password: 'Crusher-Belt-7' });
    await expect(duplicate).rejects.toThrow(AppError);
    await expect(duplicate).rejects.toThrow("'marko' is already taken");
  });

  it('refuses an unknown role', async () => {
    await expect(
      createUser(t.database.db, { username: 'boss', name: 'Boss', role: 'owner', password: 'Crusher-Belt-7' }),
    ).rejects.toThrow('Role must be one of admin, operator, supervisor, viewer');
  });

  it('keeps the audit trail append-only', async () => {
    await expect(t.database.db.execute(sql`update audit_log set outcome = 'success'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const rows = await queryRows(t.database.db, sql`select count(*)::int as n from audit_log where action = 'user.create'`);
    expect(rows[0]).toEqual({ n: 2 });
  });
});

describe('the first administrator', () => {
  it('is created from ADMIN_USERNAME and ADMIN_PASSWORD, once', async () => {
    const t = await openTestDatabase('embedded');
    try {
      const config = loadConfig({ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'Haul-Road-2026' });
      expect(await ensureFirstAdmin(t.database.db, config)).toEqual({ username: 'chief' });
      expect(await ensureFirstAdmin(t.database.db, config)).toBeUndefined();
      // The password was chosen by whoever set ADMIN_PASSWORD: it is theirs to keep.
      expect(await queryRows(t.database.db, sql`select role, must_change_password from users`)).toEqual([{ role: 'admin', must_change_password: false }]);
    } finally {
      await t.dispose();
    }
  });

  it('gets a generated password when none is configured', async () => {
    const t = await openTestDatabase('embedded');
    try {
      const created = await ensureFirstAdmin(t.database.db, loadConfig({}));
      expect(created?.username).toBe('admin');
      expect(created?.generatedPassword?.length).toBeGreaterThanOrEqual(16);
      // It was printed in the server's output: the administrator replaces it at the first sign-in.
      expect(await queryRows(t.database.db, sql`select must_change_password from users`)).toEqual([{ must_change_password: true }]);
    } finally {
      await t.dispose();
    }
  });
});

describe('the user command line', () => {
  const cli = (args: string[], env: Record<string, string>) => runSource('cli/user.ts', args, env);

  it.each(ENGINES)('creates a user who can then sign in, on the %s engine', async (engine) => {
    const dataDir = await makeTempDir();
    const server = engine === 'postgres' ? await createServerDatabase() : undefined;
    const env: Record<string, string> = server ? { DATABASE_URL: server.url } : { DATA_DIR: dataDir };
    try {
      const result = await cli(['create', 'mira', '--role', 'supervisor', '--name', 'Mira Kovac', '--password', 'Loader-Bucket-9'], env);
      expect(result.stderr).toBe('');
      expect(result.stdout).toContain("Created user 'mira' (Mira Kovac) with role supervisor.");
      const database = await openDatabase({ dataDir, databaseUrl: server?.url });
      const rows = await queryRows(database.db, sql`select username, name, role from users`);
      await database.close();
      expect(rows).toEqual([{ username: 'mira', name: 'Mira Kovac', role: 'supervisor' }]);
    } finally {
      await server?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('explains a bad role and exits non-zero', async () => {
    const dataDir = await makeTempDir();
    const result = await cli(['create', 'mira', '--role', 'owner', '--name', 'Mira', '--password', 'Loader-Bucket-9'], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('Role must be one of admin, operator, supervisor, viewer');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('asks for --password when no terminal is attached', async () => {
    const dataDir = await makeTempDir();
    const result = await cli(['create', 'mira', '--role', 'viewer', '--name', 'Mira'], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--password is required when no terminal is attached.');
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});

describe('start-up', () => {
  it('exits with one clear line when the PostgreSQL server cannot be reached', async () => {
    const result = await runSource('main.ts', [], { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/weighbridge' });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/weighbridge: /);
  });

  it('exits with one clear line on a bad setting', async () => {
    const result = await runSource('main.ts', [], { PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('PORT');
  });
});
