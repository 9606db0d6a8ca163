/**
 * Two servers on one PostgreSQL database: a session and the sign-in throttling belong to the database,
 * not to the server that signed the user in, and both servers must sign documents with one key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, type ChildServer, newServerData, type ServerData, sharingDatabase, signInAsAdmin, startChildServer } from '../../test/child-server.js';
import { ENGINES } from '../../test/engines.js';

const SIGNING_KEY = 'two-instances-share-this-signing-key-0123';
const MAX_FAILURES = 4;

const me = (server: ChildServer, token: string) => fetch(`${server.base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });

const signIn = (server: ChildServer, password: string) =>
  fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });

describe.runIf(ENGINES.includes('postgres'))('sessions and sign-in throttling across two servers on one PostgreSQL database', () => {
  let data: ServerData[] = [];
  let servers: ChildServer[] = [];
  const startBoth = async () => {
    servers = await Promise.all(data.map((each) => startChildServer(each)));
  };
  beforeAll(async () => {
    const first = await newServerData('postgres', { DOCUMENT_SIGNING_KEY: SIGNING_KEY, LOGIN_MAX_FAILURES_PER_USERNAME: String(MAX_FAILURES) });
    data = [first, await sharingDatabase(first)];
    await startBoth();
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    for (const each of data.reverse()) await each.dispose();
  });

  it('accepts a session from A on B, and ends it on B when it is signed out on A', async () => {
    const [a, b] = servers as [ChildServer, ChildServer];
    const api = await signInAsAdmin(a.base);
    expect((await me(b, api.token)).status).toBe(200);
    expect((await api.call('POST', '/api/auth/logout')).status).toBe(200);
    expect((await me(b, api.token)).status).toBe(401);
    expect((await me(a, api.token)).status).toBe(401);
  });

  it('refuses a second server whose signing key is not the first one’s, naming the setting', async () => {
    const stranger = await sharingDatabase(data[0]!, { DOCUMENT_SIGNING_KEY: 'another-key-of-at-least-32-characters-long' });
    try {
      await expect(startChildServer(stranger, 60_000)).rejects.toThrow(
        "The document signing key (from DOCUMENT_SIGNING_KEY) is not the key this database's documents are signed with",
      );
    } finally {
      await stranger.dispose();
    }
  }, 90_000);

  // Last: it leaves the administrator locked out for the window.
  it('locks a username out after failures spread over A and B, and keeps it locked when both restart', async () => {
    for (let failure = 0; failure < MAX_FAILURES; failure++) {
      const answer = await signIn(servers[failure % 2]!, 'not-the-password');
      expect(answer.status).toBe(401);
    }
    for (const server of servers) {
      const refused = await signIn(server, ADMIN_PASSWORD);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    await Promise.all(servers.map((server) => server.stop()));
    await startBoth();
    for (const server of servers) expect((await signIn(server, ADMIN_PASSWORD)).status).toBe(429);
  }, 180_000);
});
