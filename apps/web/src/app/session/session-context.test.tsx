import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiTestServer, startApiTestServer } from '../testing/api-test-server';
import { SessionProvider, useSession } from './session-context';
import { readStoredSession, storeSession } from './session-storage';

let api: ApiTestServer;
beforeAll(async () => {
  api = await startApiTestServer();
});
afterAll(() => api.close());
beforeEach(() => {
  localStorage.clear();
  api.requests.length = 0;
});

const operator = { id: 3, username: 'oper', name: 'Olga Operator', role: 'operator', role_label: 'Operator', must_change_password: false, two_factor_enabled: false, two_factor_setup_required: false };

function renderSession() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useSession(), { wrapper }).result;
}

describe('session context', () => {
  it('stores the token and user that the login answers', async () => {
    api.answer('POST /api/auth/login', { status: 200, body: { token: 'fresh-token', user: operator } });
    const session = renderSession();
    expect(session.current.user).toBeNull();
    await act(() => session.current.login({ username: 'oper', password: 'Haul-Truck-Scale-7' }));
    expect(session.current.user).toEqual(operator);
    expect(readStoredSession()).toEqual({ token: 'fresh-token', user: operator });
  });

  it('stores nothing when the login is refused', async () => {
    api.answer('POST /api/auth/login', { status: 401, body: { error: 'Invalid username or password' } });
    const session = renderSession();
    await act(() =>
      expect(session.current.login({ username: 'oper', password: 'wrong' })).rejects.toMatchObject({ status: 401 }),
    );
    expect(session.current.user).toBeNull();
    expect(readStoredSession()).toBeNull();
  });

  it('signs out here even when the server fails to answer the logout', async () => {
    storeSession({ token: 'old-token', user: operator });
    api.answer('GET /api/auth/me', { status: 200, body: { user: operator } });
    api.answer('POST /api/auth/logout', { status: 500, body: { error: 'Internal server error' } });
    const session = renderSession();
    await waitFor(() => expect(session.current.loading).toBe(false));
    await act(() => session.current.logout());
    expect(session.current.user).toBeNull();
    expect(readStoredSession()).toBeNull();
    expect(api.requests.some((request) => request.url === '/api/auth/logout')).toBe(true);
  });

  it('confirms a stored session with the server and takes the user record it answers', async () => {
    storeSession({ token: 'old-token', user: operator });
    api.answer('GET /api/auth/me', { status: 200, body: { user: { ...operator, name: 'Olga Weighbridge' } } });
    const session = renderSession();
    expect(session.current.loading).toBe(true);
    await waitFor(() => expect(session.current.loading).toBe(false));
    expect(session.current.user?.name).toBe('Olga Weighbridge');
  });

  it('drops a stored session that the server no longer accepts', async () => {
    storeSession({ token: 'expired-token', user: operator });
    api.answer('GET /api/auth/me', { status: 401, body: { error: 'Authentication required' } });
    const session = renderSession();
    await waitFor(() => expect(session.current.loading).toBe(false));
    expect(session.current.user).toBeNull();
    expect(session.current.token).toBeNull();
  });
});
