import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests that bound the time or the memory something takes while it works (an import that must let
 * weighings through, hostile files that must not blow the server's memory): they run after all the
 * others, one at a time, on a machine that is otherwise quiet.
 */
const ALONE = ['apps/server/src/modules/import/import-responsiveness.test.ts', 'apps/server/src/modules/import/hostile-files-memory.test.ts'];

/** The server's tests: a safety net for one that hangs, not a measure of speed (that is bench/). */
const SERVER_TIMEOUTS = { testTimeout: 180_000, hookTimeout: 240_000 };

/** Unit and API tests of every workspace and of the repository's scripts; browser journeys are in e2e/ (Playwright). */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    reporters: ['default', './scripts/slowest-test-files.ts'],
    // Most test files spend much of their time waiting (on the PostgreSQL server, a child server, a
    // simulated indicator), so they run more at a time than there are cores: on two cores one file at a
    // time, the default, leaves them idle.
    maxWorkers: Math.max(3, availableParallelism()),
    // expect.poll gives up after a second by default; a wait with a deadline, not a measure of speed.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ALONE],
          environment: 'node',
          globalSetup: ['apps/server/src/test/database-templates.ts'],
          // Several tests start servers and command lines as child processes: minutes on a loaded machine.
          ...SERVER_TIMEOUTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-alone',
          include: ALONE,
          environment: 'node',
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          globalSetup: ['apps/server/src/test/database-templates.ts'],
          ...SERVER_TIMEOUTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          environment: 'node',
          // Generates a history and starts the server several times; the full run is npm run bench, not a test.
          testTimeout: 600_000,
        },
      },
      {
        extends: true,
        // The boundary tests run ESLint with its type information: seconds each on a loaded machine.
        test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        extends: true,
        // A page's test renders it with its queries and clicks through it: seconds on a loaded machine.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/app/testing/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
