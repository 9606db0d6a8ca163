/**
 * User administration from the command line, on the same DATA_DIR / DATABASE_URL as the server:
 *   npm run user -- create <username> --role <role> --name "Full Name" [--password <password>]
 * Without --password it asks for one when a terminal is attached. The role is a built-in one or a custom
 * role made on /settings/users. The password is the user's own: whoever runs the command line on the
 * server chooses it with them, so it is not one to be changed at the first sign-in.
 */
import { parseArgs } from 'node:util';
import { BUILT_IN_ROLES } from '@weighbridge/contract/permissions';
import { ConfigError, loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { DatabaseUnavailableError, openDatabase } from '../db/database.js';
import { AppError } from '../lib/errors.js';
import { createUser } from '../modules/users/service.js';
import { askHidden } from './prompt.js';

const USAGE = `Usage: npm run user -- create <username> --role <${BUILT_IN_ROLES.join('|')}|custom role> --name "Full Name" [--password <password>]`;

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  const [command, username] = positionals;
  if (command !== 'create' || !username || !values.role || !values.name) throw new UsageError(USAGE);
  let password = values.password;
  if (password === undefined) {
    if (!process.stdin.isTTY) throw new UsageError(`--password is required when no terminal is attached.\n${USAGE}`);
    password = await askHidden('Password: ');
    if ((await askHidden('Repeat password: ')) !== password) throw new UsageError('The passwords do not match.');
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const user = await createUser(database.db, { username, name: values.name, role: values.role, password }, 'cli');
    console.log(`Created user '${user.username}' (${user.name}) with role ${user.role}.`);
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

run(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof AppError ||
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof DatabaseUnavailableError ||
    (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
