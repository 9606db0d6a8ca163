import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const serverModules = path.join(root, 'apps/server/src/modules');
const webSource = path.join(root, 'apps/web/src');

const noBarrels = { group: ['**/index', '**/index.js'], message: 'Import the module itself; there are no barrel files.' };

/**
 * Server: a module uses another module only through its `public.ts` (what it offers the others). The
 * tables are the database's (db/schema.ts, db/tables/). ledger/ (the scale documents' core), catalogue/ (the kit of master-data catalogues),
 * db/, lib/, metrics/ and plugins/ are open to every module and use none: the modules stand on them.
 */
const moduleZones = readdirSync(serverModules).map((name) => ({
  target: `${serverModules}/${name}/**`,
  from: [`${serverModules}/!(${name})/**`],
  except: [`${serverModules}/*/public.ts`],
  message: `Modules use each other only through the other module's public.ts.`,
}));
/**
 * The ledger (issuing, signing, amending and verifying scale documents) stands on db/, lib/ and the
 * contract only: the modules react to what it issues (ledger/reactions.ts), never the other way round.
 */
const ledgerZone = {
  target: [`${root}/apps/server/src/ledger/**`],
  from: [`${serverModules}/**`, `${root}/apps/server/src/{catalogue,metrics,plugins}/**`],
  message: 'The ledger uses db/, lib/ and the contract only.',
};
const sharedServerZone = {
  target: [`${root}/apps/server/src/{catalogue,db,lib,metrics,plugins}/**`],
  from: [`${serverModules}/**`],
  message: 'catalogue/, db/, lib/, metrics/ and plugins/ use no module: the modules stand on them.',
};

/**
 * Web: app -> features -> shared (components/, lib/). A feature never imports another feature; of app/ a
 * feature uses only the services every page needs: the API client and its shared queries, the session,
 * the permissions and the appearance preferences.
 */
const featureZones = readdirSync(path.join(webSource, 'features')).map((name) => ({
  target: `${webSource}/features/${name}/**`,
  from: [`${webSource}/features/!(${name})/**`],
  message: 'Features do not import each other; what two features share belongs in components/, lib/ or app/queries/.',
}));
const webZones = [
  ...featureZones,
  {
    target: `${webSource}/features/**`,
    from: [`${webSource}/app/**`],
    except: [`${webSource}/app/{api-client.ts,queries/**,session/**,permissions/**,preferences/**,i18n/language-choice.tsx,testing/**}`],
    message: 'Features use of app/ only the API client, its shared queries, the session, the permissions, the preferences and the language choice.',
  },
  {
    target: `${webSource}/{components,lib}/**`,
    from: [`${webSource}/{app,features}/**`],
    message: 'Shared code (components/, lib/) imports neither app/ nor a feature.',
  },
];

/**
 * The folders of apps/web/src whose texts all go through the message catalogues (README, Languages), and
 * single files of folders converted in part. An entry is added once it is converted, and never taken
 * off: the list only grows.
 */
const translatedFolders = [
  'app/layout',
  'app/i18n',
  'app/site',
  'app/permissions',
  'app/preferences',
  'features/auth',
  'features/weighing',
  'features/reports/monthly-material-report-page.tsx',
  'features/reports/export-buttons.tsx',
  'features/reports/material-checkboxes.tsx',
  'features/reports/report-panel.tsx',
  'features/dashboard/dashboard-page.tsx',
  'features/dashboard/stat-cards.tsx',
  'features/dashboard/time-period-filter.tsx',
  'components/language-choice.tsx',
  'components/loading-notice.tsx',
  'components/manual-weight-mark.tsx',
  'features/vehicles',
  'features/drivers',
  'features/materials',
  'features/loading-areas',
  'features/unloading-stations',
  'features/scales',
  'features/import',
  'features/placeholder',
  'features/database',
  'features/monitoring',
  'features/appearance',
  'features/backups',
  'features/system',
  'features/users',
  'app/session',
  'features/security',
  'features/account',
  'features/documents',
  'features/tickets',
  'components/card-page.tsx',
  'components/catalogue-form.tsx',
  'components/catalogue-page.tsx',
  'components/catalogue-table.tsx',
  'components/day-range-inputs.tsx',
  'components/draft-fields.tsx',
  'components/filters-form.tsx',
  'components/form-modal.tsx',
  'components/page-toolbar.tsx',
  'components/pagination-bar.tsx',
  'components/record-actions.tsx',
  'components/record-table-rows.tsx',
  'components/session-table.tsx',
  'components/ticket-print-controls.tsx',
  'lib',
  'features/reports',
  'features/dashboard',
  'features/project-timeline',
  'features/stop-counter',
  'features/drilling',
  'components/plan-revision-list.tsx',
  'components/plan-revision-approve-modal.tsx',
  'components/plan-revision-status.tsx',
  'features/production',
  'components/tons-columns-chart.tsx',
];
const translatedFiles = translatedFolders.map((entry) => (/\.tsx?$/.test(entry) ? `apps/web/src/${entry}` : `apps/web/src/${entry}/**/*.{ts,tsx}`));

/** The props of the component library that carry text a user reads, besides aria-*, title, alt and placeholder. */
const TEXT_PROPS = '{label,placeholder,title,description,error,nothingFoundMessage,tooltip,confirmLabel,cancelLabel}';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/drizzle/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-restricted-imports': ['error', { patterns: [noBarrels] }],
    },
  },
  {
    // The boundaries are checked on the files the imports resolve to, so `../vehicles/...` is caught too.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows the imports of the files it reaches, which it reads as TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          // The server names its own TypeScript files by their compiled `.js` names.
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['source', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests and test helpers set up data across modules, as the composition root (app.ts, cli/) does.
    files: ['apps/server/src/{modules,catalogue,db,ledger,lib,metrics,plugins}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...moduleZones, ledgerZone, sharedServerZone] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    // In a converted folder a text is a message: no string written in the JSX, every message with its
    // English default and the placeholders its values fill.
    files: translatedFiles,
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', TEXT_PROPS]] } }],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
    },
  },
);
