import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { freePort } from '../apps/server/src/test/free-port';
import { E2E_PASSWORD, E2E_SITE_TIME_ZONE } from './tests/fixtures';

// The server's port: E2E_PORT when set, else one the system has free. The runner chooses it; the workers
// it starts load this file again and find it in their environment.
process.env.E2E_PORT ??= String(await freePort());
const E2E_PORT = Number(process.env.E2E_PORT);
const dataDir = path.resolve(import.meta.dirname, '.output', `data-${E2E_PORT}`);

/** Browser journeys against the production build on a fresh embedded database, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  outputDir: `./.output/results-${E2E_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'bash e2e/start-server.sh',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every journey signs in from 127.0.0.1: allow the whole suite's sign-ins from one address. The site's
    // zone is set, not the machine's, so that a browser in another zone can be shown the site's days.
    env: {
      E2E_DATA_DIR: dataDir,
      E2E_PASSWORD,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '2000',
      SITE_TIMEZONE: E2E_SITE_TIME_ZONE,
    },
  },
});
