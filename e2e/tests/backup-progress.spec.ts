/**
 * Backup & Restore (issue 19) on a server of its own: its backup folder is at first a file, so the backup
 * the schedule takes when the server starts on a database holding a record really fails and the page says
 * why (a database with no record yet gets no scheduled backup); then the folder is made and
 * a manual backup of a big driver list is caught by the page while it is written, with its progress, and
 * listed once done. The server runs on PostgreSQL, in a database made for this test and dropped after.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { freePort } from '../../apps/server/src/test/free-port';
import { E2E_PASSWORD, E2E_SITE_TIME_ZONE } from './fixtures';

const REPO = path.resolve(import.meta.dirname, '../..');
/** The port of this test's own server, a free one. */
const PORT = await freePort();
const BASE = `http://127.0.0.1:${PORT}`;
/** The PostgreSQL server of the test suite (CI sets TEST_DATABASE_URL); this machine's by default. */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Enough drivers that writing them takes the page several polls. */
const DRIVERS = 400_000;

const databaseUrl = (name: string) => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let server: ChildProcess | undefined;
let dataDir = '';
const database = `weighbridge_e2e_backups_${PORT}`;

/** Starts the server on the test's database and waits until it answers. */
async function startServer(): Promise<void> {
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(database),
      BACKUP_DIR: path.join(dataDir, 'backups'),
      ADMIN_PASSWORD: E2E_PASSWORD,
      SITE_TIMEZONE: E2E_SITE_TIME_ZONE,
      LOG_LEVEL: 'fatal',
    },
    stdio: 'ignore',
  });
  await expect(async () => expect((await fetch(`${BASE}/api/health`)).ok).toBe(true)).toPass({ timeout: 60_000 });
}

async function stopServer(): Promise<void> {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

test.beforeAll(async () => {
  await onServer(SERVER_URL, async (client) => {
    await client.query(`drop database if exists ${database}`);
    await client.query(`create database ${database}`);
  });
  dataDir = await mkdtemp(path.join(tmpdir(), 'weighbridge-e2e-backups-'));
  // A file where the backup folder should be: every backup fails until it is a folder.
  await writeFile(path.join(dataDir, 'backups'), 'not a folder');
  // The first start makes the tables and the administrator; the site's first driver, typed in while no
  // server runs, makes the next start's scheduled backup one to take.
  await startServer();
  await stopServer();
  await onServer(databaseUrl(database), (client) => client.query(`insert into drivers (name, surname, driver_license_id) values ('Ana', 'Kos', 'DL-0')`));
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  await onServer(SERVER_URL, (client) => client.query(`drop database if exists ${database}`));
  await rm(dataDir, { recursive: true, force: true });
});

test('the page shows a failed scheduled backup with its reason, and a backup being written with its progress', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The start took the schedule's backup of the last due time, and it failed.
  await page.goto(`${BASE}/settings/backup`);
  const main = page.getByRole('main');
  const failure = main.getByRole('alert');
  await expect(failure).toContainText('Scheduled backup failed');
  await expect(failure).toContainText(/The scheduled backup due .* failed at .*: .*backups/);
  await page.screenshot({ path: 'e2e/.output/screens/backup-schedule-failed.png', fullPage: true });

  await rm(path.join(dataDir, 'backups'));
  await mkdir(path.join(dataDir, 'backups'));
  await onServer(databaseUrl(database), (client) =>
    client.query(
      `insert into drivers (name, surname, driver_license_id) select 'Janez', 'Novak ' || i, 'DL-' || i from generate_series(1, ${DRIVERS}) as i`,
    ),
  );

  await main.getByRole('button', { name: 'Back Up Now' }).click();
  const progress = main.getByRole('status').filter({ hasText: /^Writing a manual backup: \d+ of \d+ tables, [\d,]+ of [\d,]+ rows$/ });
  await expect(progress).toBeVisible();
  await expect(main.getByRole('button', { name: 'Backing Up...' })).toBeDisabled();
  const bar = main.getByRole('progressbar', { name: 'Backup progress' });
  await expect(bar).toBeVisible();
  // Caught part-way: the drivers counted in the total, not all of the rows written yet.
  const [, rowsDone, rowsTotal] = /([\d,]+) of ([\d,]+) rows$/.exec((await progress.textContent()) ?? '')!.map((n) => Number(n.replace(/,/g, '')));
  expect(rowsTotal).toBeGreaterThanOrEqual(DRIVERS);
  expect(rowsDone).toBeLessThan(rowsTotal!);
  await page.screenshot({ path: 'e2e/.output/screens/backup-progress.png', fullPage: true });
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await expect(main.getByText(/^Backup written: /)).toBeVisible({ timeout: 60_000 });
  await expect(progress).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Back Up Now' })).toBeEnabled();
  const rows = page.getByRole('table', { name: 'Backups' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Manual' })).toHaveCount(1);
});
