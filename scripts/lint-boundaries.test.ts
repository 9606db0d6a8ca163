/**
 * The boundaries between the parts of each app live in the linter (eslint.config.js). These tests lint a
 * file's text as if it stood at a path in the repository and read what the linter says of its imports.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The linter's messages about the imports of `code`, linted as the file at `filePath`. */
async function importProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('import-x/')).map((message) => `${message.ruleId}: ${message.message}`);
}

/** An import whose name is used, so that only the boundary rules have something to say. */
const importing = (specifier: string) => `import * as imported from '${specifier}';\nexport const used = imported;\n`;

describe('web boundaries', () => {
  const driversPage = 'apps/web/src/features/drivers/drivers-page.tsx';

  it('refuses a feature importing another feature, by a sibling path or through features/', async () => {
    for (const specifier of ['../vehicles/vehicle-labels', '../../features/vehicles/api/get-tara-history', '../vehicles/api/create-vehicle']) {
      expect(await importProblems(driversPage, importing(specifier))).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import each other/),
      ]);
    }
  });

  it('refuses a feature importing the app shell, and shared code importing a feature or the app', async () => {
    expect(await importProblems(driversPage, importing('../../app/layout/app-layout'))).toEqual([
      expect.stringMatching(/Features use of app\/ only the API client, its shared queries, the session, the permissions/),
    ]);
    expect(await importProblems('apps/web/src/components/record-actions.tsx', importing('../features/drivers/delete-question'))).toEqual([
      expect.stringMatching(/Shared code \(components\/, lib\/\) imports neither app\/ nor a feature/),
    ]);
    expect(await importProblems('apps/web/src/lib/format.ts', importing('../app/api-client'))).toEqual([
      expect.stringMatching(/Shared code \(components\/, lib\/\) imports neither app\/ nor a feature/),
    ]);
  });

  it('lets a feature import its own files, shared code, the API client and its queries, the session and the permissions', async () => {
    for (const specifier of [
      './delete-question',
      './api/get-driver-usage',
      '../../components/toast',
      '../../lib/format',
      '../../app/api-client',
      '../../app/queries/vehicles',
      '../../app/queries/drivers',
      '../../app/session/session-context',
      '../../app/permissions/use-record-permissions',
      '@weighbridge/contract/drivers',
    ]) {
      expect(await importProblems(driversPage, importing(specifier))).toEqual([]);
    }
  });
});

describe('server boundaries', () => {
  const driversService = 'apps/server/src/modules/drivers/service.ts';

  it("refuses a module importing another module's files other than its public.ts", async () => {
    for (const specifier of ['../vehicles/repository.js', '../scale-documents/export.js', '../../modules/vehicles/catalogue.js']) {
      expect(await importProblems(driversService, importing(specifier))).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*Modules use each other only through the other module's public.ts/),
      ]);
    }
  });

  it('refuses db/, lib/, metrics/ and plugins/ importing a module, even its public.ts', async () => {
    for (const [file, specifier] of [
      ['apps/server/src/plugins/access.ts', '../modules/auth/service.js'],
      ['apps/server/src/plugins/access.ts', '../modules/auth/public.js'],
      ['apps/server/src/db/tables/vehicles.ts', '../../modules/vehicles/public.js'],
      ['apps/server/src/metrics/metrics.ts', '../modules/monitoring/service.js'],
    ]) {
      expect(await importProblems(file, importing(specifier))).toContainEqual(expect.stringMatching(/db\/, lib\/, metrics\/ and plugins\/ use no module/));
    }
  });

  it('refuses the ledger importing a module, metrics/ or plugins/', async () => {
    for (const specifier of ['../modules/vehicles/public.js', '../modules/idempotency/public.js', '../metrics/metrics.js', '../plugins/access.js']) {
      expect(await importProblems('apps/server/src/ledger/issue.ts', importing(specifier))).toContainEqual(
        expect.stringMatching(/The ledger uses db\/, lib\/ and the contract only/),
      );
    }
  });

  it("lets a module import its own files, another module's public.ts, the tables, the ledger, db/, lib/, metrics/, plugins/ and the contract", async () => {
    for (const specifier of [
      './repository.js',
      '../../ledger/issue.js',
      '../vehicles/public.js',
      '../../db/tables/vehicles.js',
      '../../db/database.js',
      '../../metrics/metrics.js',
      '../../lib/errors.js',
      '../../plugins/access.js',
      '@weighbridge/contract/drivers',
    ]) {
      expect(await importProblems(driversService, importing(specifier))).toEqual([]);
    }
  });

  it('refuses an import cycle', async () => {
    // The vehicles' catalogue imports their repository; the repository importing the catalogue closes a cycle.
    expect(await importProblems('apps/server/src/modules/vehicles/repository.ts', importing('./catalogue.js'))).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: /),
    ]);
  });
});
