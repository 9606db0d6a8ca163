import { notificationsStore } from '@mantine/notifications';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, apiDelete, apiGet, apiGetText, apiLiveEvents, apiPost, attachmentName, errorText, tooManyRequestsText } from './api-client';
import { onStoredSessionCleared, readStoredSession, storeSession } from './session/session-storage';
import { type ApiTestServer, startApiTestServer } from './testing/api-test-server';

let api: ApiTestServer;
beforeAll(async () => {
  api = await startApiTestServer();
});
afterAll(() => api.close());

beforeEach(() => {
  localStorage.clear();
  api.requests.length = 0;
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});

const admin = { id: 1, username: 'admin', name: 'Site Admin', role: 'admin', role_label: 'Admin', must_change_password: false, two_factor_enabled: false, two_factor_setup_required: false };

describe('api client', () => {
  it('sends the stored bearer token, no-cache headers and the query under /api', async () => {
    storeSession({ token: 'secret-token', user: admin });
    api.answer('GET /api/vehicles', { status: 200, body: { data: [1, 2] } });
    const answer = await apiGet<{ data: number[] }>('/vehicles', { query: { page: 2, search: undefined } });
    expect(answer).toEqual({ data: [1, 2] });
    const [request] = api.requests;
    expect(request?.url).toBe('/api/vehicles?page=2');
    expect(request?.headers.authorization).toBe('Bearer secret-token');
    expect(request?.headers['cache-control']).toBe('no-cache');
    expect(request?.headers.pragma).toBe('no-cache');
  });

  it('sends JSON bodies, and no Authorization header without a stored token', async () => {
    api.answer('POST /api/auth/login', { status: 200, body: { token: 't', user: admin } });
    await apiPost('/auth/login', { username: 'admin', password: 'pw' });
    const [request] = api.requests;
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ username: 'admin', password: 'pw' });
  });

  it('reads a text answer as sent, asking for text with the token, and the server text of a failure', async () => {
    storeSession({ token: 'secret-token', user: admin });
    api.answer('GET /api/monitoring/metrics', { status: 200, body: 42 });
    expect(await apiGetText('/monitoring/metrics')).toBe('42');
    expect(api.requests[0]?.headers.accept).toBe('text/plain');
    expect(api.requests[0]?.headers.authorization).toBe('Bearer secret-token');
    api.answer('GET /api/monitoring/metrics', { status: 403, body: { error: 'Not for you' } });
    await expect(apiGetText('/monitoring/metrics')).rejects.toMatchObject({ status: 403, serverError: 'Not for you' });
  });

  it('sends the extra headers a call names', async () => {
    api.answer('POST /api/tara-weighings', { status: 201, body: { message: 'ok' } });
    await apiPost('/tara-weighings', { vehicleId: 1 }, { headers: { 'Idempotency-Key': 'key-1' } });
    expect(api.requests[0]?.headers['idempotency-key']).toBe('key-1');
  });

  it('clears the session on a 401 from any call but the login', async () => {
    storeSession({ token: 'expired', user: admin });
    let cleared = 0;
    const stop = onStoredSessionCleared(() => (cleared += 1));
    api.answer('GET /api/drivers', { status: 401, body: { error: 'Authentication required' } });
    await expect(apiGet('/drivers')).rejects.toMatchObject({ status: 401, serverError: 'Authentication required' });
    stop();
    expect(readStoredSession()).toBeNull();
    expect(cleared).toBe(1);
  });

  it('keeps the session on a 401 from the login call', async () => {
    storeSession({ token: 'kept', user: admin });
    api.answer('POST /api/auth/login', { status: 401, body: { error: 'Invalid username or password' } });
    const error = await apiPost('/auth/login', { username: 'admin', password: 'wrong' }).catch((e: unknown) => e);
    expect(errorText(error, 'Login failed. Please try again.')).toBe('Invalid username or password');
    expect(readStoredSession()?.token).toBe('kept');
  });

  it('turns a 429 into an error toast with the wait in whole minutes', async () => {
    api.answer('POST /api/auth/login', {
      status: 429,
      body: { error: 'Too many login attempts. Please try again later.' },
      headers: { 'Retry-After': '61' },
    });
    const error = await apiPost('/auth/login', {}).catch((e: unknown) => e);
    const expected = 'Too many login attempts. Please try again later. (Try again in 2 minutes)';
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(expected);
    expect(notificationsStore.getState().notifications.map((toast) => toast.message)).toEqual([expected]);
  });

  it('sends an anonymous call without the token, and its 401 or 429 neither signs out nor toasts', async () => {
    storeSession({ token: 'secret-token', user: admin });
    api.answer('GET /api/verify/SD-2026-000001', { status: 200, body: { data: 1 } });
    await apiGet('/verify/SD-2026-000001', { query: { c: 'abc' }, anonymous: true });
    expect(api.requests[0]?.headers.authorization).toBeUndefined();

    api.answer('GET /api/verify/SD-2026-000001', { status: 401, body: { error: 'Authentication required' } });
    await expect(apiGet('/verify/SD-2026-000001', { anonymous: true })).rejects.toMatchObject({ status: 401 });
    expect(readStoredSession()?.token).toBe('secret-token');

    api.answer('GET /api/verify/SD-2026-000001', {
      status: 429,
      body: { error: 'Too many verification requests. Please try again later.' },
      headers: { 'Retry-After': '30' },
    });
    await expect(apiGet('/verify/SD-2026-000001', { anonymous: true })).rejects.toMatchObject({
      status: 429,
      serverError: 'Too many verification requests. Please try again later.',
    });
    expect(notificationsStore.getState().notifications).toEqual([]);
  });

  it('carries the status and the server text of other failures, or no text when there is none', async () => {
    api.answer('DELETE /api/vehicles/1', { status: 409, body: { error: 'Vehicle is in use' } });
    await expect(apiDelete('/vehicles/1')).rejects.toMatchObject({ status: 409, serverError: 'Vehicle is in use' });
    api.answer('GET /api/vehicles/1', { status: 500 });
    const error = await apiGet('/vehicles/1').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, serverError: undefined });
    expect(errorText(error, 'Failed to load vehicles')).toBe('Failed to load vehicles');
  });
});

describe('apiLiveEvents', () => {
  const follow = (path: string) => apiLiveEvents(path, { onEvent: () => undefined, onOnline: () => undefined, silenceLimitMs: 5_000 });

  it('asks for the stream with the token, signs out on a 401 and does not ask again', async () => {
    storeSession({ token: 'expired', user: admin });
    api.answer('GET /api/scales/2/live', { status: 401, body: { error: 'Authentication required' } });
    const stop = follow('/scales/2/live');
    await expect.poll(() => readStoredSession()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 700));
    stop();
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.headers.authorization).toBe('Bearer expired');
    expect(api.requests[0]?.headers.accept).toBe('text/event-stream');
  });

  it('asks again after a server error', async () => {
    storeSession({ token: 'secret-token', user: admin });
    api.answer('GET /api/scales/2/live', { status: 503, body: { error: 'Starting' } });
    const stop = follow('/scales/2/live');
    await expect.poll(() => api.requests.length).toBeGreaterThanOrEqual(2);
    stop();
    expect(readStoredSession()?.token).toBe('secret-token');
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

  it('keeps the code of a failure, and no code where the server sent none or one it does not know', async () => {
    api.answer('DELETE /api/vehicles/1', { status: 409, body: { error: 'Vehicle is in use', code: 'CONFLICT' } });
    await expect(apiDelete('/vehicles/1')).rejects.toMatchObject({ status: 409, serverError: 'Vehicle is in use', code: 'CONFLICT' });
    api.answer('GET /api/vehicles/1', { status: 404, body: { error: 'Vehicle not found', code: 'NO_SUCH_CODE' } });
    await expect(apiGet('/vehicles/1')).rejects.toMatchObject({ status: 404, code: undefined });
    api.answer('GET /api/monitoring/metrics', { status: 403, body: { error: 'Not for you', code: 'FORBIDDEN' } });
    await expect(apiGetText('/monitoring/metrics')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});

describe('attachmentName', () => {
  it('reads the UTF-8 name first, then the plain one', () => {
    expect(attachmentName(`attachment; filename="Poro_ilo.pdf"; filename*=UTF-8''Poro%C4%8Dilo.pdf`)).toBe('Poročilo.pdf');
    expect(attachmentName('inline; filename="SD-2026-000123.pdf"')).toBe('SD-2026-000123.pdf');
    expect(attachmentName('attachment; filename=report.xlsx')).toBe('report.xlsx');
  });

  it('has no name without the header or with a broken encoding and no plain name', () => {
    expect(attachmentName(null)).toBeUndefined();
    expect(attachmentName(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeUndefined();
  });
});
