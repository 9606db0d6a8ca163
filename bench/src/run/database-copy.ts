/**
 * A copy of a PostgreSQL database (CREATE DATABASE ... TEMPLATE), for a figure that writes: the weighings
 * of a throughput run land in the copy, so that the database the endpoints are timed on keeps the generated
 * history alone, however often the bench runs. The template must have no other connection while it is copied.
 */
import pg from 'pg';

export type DatabaseCopy = { url: string; drop: () => Promise<void> };

async function onServer<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function copyDatabase(databaseUrl: string, suffix: string): Promise<DatabaseCopy> {
  const source = new URL(databaseUrl).pathname.slice(1);
  const name = `${source}_${suffix}`;
  await onServer(databaseUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(source)}`);
  });
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(databaseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)).then(() => undefined),
  };
}
