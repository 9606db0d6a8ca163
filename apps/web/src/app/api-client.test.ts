import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notificationsStore } from '@mantine/notifications';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, apiGet, apiPost, errorText, tooManyRequestsText } from './api-client';
import { onStoredSessionCleared, readStoredSession, storeSession } from './session/session-storage';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/** A real HTTP server standing in for the API: each test says what the next answer is. */
let server: Server;
let nextReply: Reply = { status: 200, body: {} };
let lastRequest: { method: string; url: string; headers: IncomingHttpHeaders };

beforeAll(async () => {
  server = createServer((request, response) => {
    lastRequest = { method: request.method ?? '', url: request.url ?? '', headers: request.headers };
    response.writeHead(nextReply.status, { 'Content-Type': 'application/json', ...nextReply.headers });
    response.end(nextReply.body === undefined ? '' : JSON.stringify(nextReply.body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  // The client calls the page's own origin, as it does behind the real server.
  (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom.reconfigure({
    url: `http://127.0.0.1:${port}/dashboard`,
  });
});

afterAll(() => {
  server.close();
});

beforeEach(() => {
  localStorage.clear();
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});

const admin = { id: 1, username: 'admin', name: 'Site Admin', role: 'admin' as const };

describe('api client', () => {
  it('sends the stored bearer token, no-cache headers and the query under /api', async () => {
    storeSession({ token: 'secret-token', user: admin });
    nextReply = { status: 200, body: { data: [1, 2] } };
    const answer = await apiGet<{ data: number[] }>('/vehicles', { query: { page: 2, search: undefined } });
    expect(answer).toEqual({ data: [1, 2] });
    expect(lastRequest.url).toBe('/api/vehicles?page=2');
    expect(lastRequest.headers.authorization).toBe('Bearer secret-token');
    expect(lastRequest.headers['cache-control']).toBe('no-cache');
    expect(lastRequest.headers.pragma).toBe('no-cache');
  });

  it('sends no Authorization header without a stored token, and JSON bodies', async () => {
    nextReply = { status: 200, body: { token: 't', user: admin } };
    await apiPost('/auth/login', { username: 'admin', password: 'pw' });
    expect(lastRequest.headers.authorization).toBeUndefined();
    expect(lastRequest.headers['content-type']).toBe('application/json');
  });

  it('clears the session on a 401 from any call but the login', async () => {
    storeSession({ token: 'expired', user: admin });
    let cleared = 0;
    const stop = onStoredSessionCleared(() => (cleared += 1));
    nextReply = { status: 401, body: { error: 'Authentication required' } };
    await expect(apiGet('/vehicles')).rejects.toMatchObject({ status: 401, serverError: 'Authentication required' });
    stop();
    expect(readStoredSession()).toBeNull();
    expect(cleared).toBe(1);
  });

  it('keeps the session on a 401 from the login call', async () => {
    storeSession({ token: 'kept', user: admin });
    nextReply = { status: 401, body: { error: 'Invalid username or password' } };
    const error = await apiPost('/auth/login', { username: 'admin', password: 'wrong' }).catch((e: unknown) => e);
    expect(errorText(error, 'Login failed. Please try again.')).toBe('Invalid username or password');
    expect(readStoredSession()?.token).toBe('kept');
  });

  it('turns a 429 into an error toast with the wait in whole minutes', async () => {
    nextReply = { status: 429, body: { error: 'Too many login attempts. Please try again later.' }, headers: { 'Retry-After': '61' } };
    const error = await apiPost('/auth/login', {}).catch((e: unknown) => e);
    const expected = 'Too many login attempts. Please try again later. (Try again in 2 minutes)';
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(expected);
    expect(notificationsStore.getState().notifications.map((toast) => toast.message)).toEqual([expected]);
  });

  it('carries the status and the server text of other failures, or neither text when there is none', async () => {
    nextReply = { status: 409, body: { error: 'Vehicle is in use' } };
    await expect(apiGet('/vehicles/1')).rejects.toMatchObject({ status: 409, serverError: 'Vehicle is in use' });
    nextReply = { status: 500 };
    const error = await apiGet('/vehicles/1').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, serverError: undefined });
    expect(errorText(error, 'Failed to load vehicles')).toBe('Failed to load vehicles');
  });
});

describe('tooManyRequestsText', () => {
  it('uses the default text without a server message and adds nothing without Retry-After', () => {
    expect(tooManyRequestsText(undefined, null)).toBe('Too many requests. Please slow down and try again later.');
  });

  it('rounds the wait up to whole minutes', () => {
    expect(tooManyRequestsText('Slow down', '60')).toBe('Slow down (Try again in 1 minutes)');
    expect(tooManyRequestsText('Slow down', '900')).toBe('Slow down (Try again in 15 minutes)');
  });
});
