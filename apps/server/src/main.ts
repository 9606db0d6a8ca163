/** Starts the server: configuration, database and migrations, first administrator, HTTP. */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { DatabaseUnavailableError, openDatabase } from './db/database.js';
import { ensureFirstAdmin, type FirstAdmin } from './first-admin.js';
import { SigningKeyMismatchError } from './ledger/signing-key.js';
import { SiteTimeZoneMismatchError } from './modules/site/time-zone.js';
import { DEFAULT_WEB_DIST } from './web/static.js';

function signInHint(url: string, firstAdmin: FirstAdmin | undefined): string {
  if (firstAdmin?.generatedPassword) {
    return [
      `Open ${url} and sign in as '${firstAdmin.username}' with the password: ${firstAdmin.generatedPassword}`,
      'This password is shown only once, and is to be replaced with your own at the first sign-in.',
      'Add more users on Settings / Users & Roles, or with: npm run user -- create <username> --role <role> --name "..."',
    ].join('\n');
  }
  if (firstAdmin) return `Open ${url} and sign in as '${firstAdmin.username}' with the password from ADMIN_PASSWORD.`;
  return `Open ${url} and sign in with your user account (add users on Settings / Users & Roles, or with: npm run user -- create <username> --role <role> --name "...").`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const firstAdmin = await ensureFirstAdmin(database.db, config);
  const { app } = await buildApp({ config, database, webDist: process.env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST });

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Weighbridge operations dashboard is running (${database.engine} database).`);
  console.log(signInHint(`http://${shownHost}:${config.port}`, firstAdmin));
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof DatabaseUnavailableError || error instanceof SigningKeyMismatchError || error instanceof SiteTimeZoneMismatchError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
