/**
 * Who is signed in (spec part 1 section 4): logged out becomes logged in when the login answers a token;
 * token and user are stored; logout clears both, and so does a 401 from any other call.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  type LoginCodeRequest,
  type LoginRequest,
  loginResponseSchema,
  meResponseSchema,
  type PasswordChangeRequest,
  passwordChangeResponseSchema,
  signedInSchema,
  type User,
} from '@weighbridge/contract/auth';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { apiGet, apiPost } from '../api-client';
import {
  clearStoredSession,
  onAccountStepRequired,
  onStoredSessionCleared,
  readStoredSession,
  type StoredSession,
  storeSession,
  storeUser,
} from './session-storage';

export type SessionContextValue = {
  user: User | null;
  token: string | null;
  /** True while a stored session is being confirmed with the server. */
  loading: boolean;
  /**
   * Signs in; answers the challenge when the user signs in with two factors and the code is to follow.
   * Rejects with the API client's error when the server refuses.
   */
  login: (credentials: LoginRequest) => Promise<{ challenge: string } | undefined>;
  /** The second step of a two-factor sign-in: the code of the app, or a recovery code. */
  loginWithCode: (request: LoginCodeRequest) => Promise<void>;
  /** Takes the user record a change of the user's own account answered (two-factor sign-in turned on or off). */
  updateUser: (user: User) => void;
  /** Signs out on the server and clears the session here even when that call fails. */
  logout: () => Promise<void>;
  /**
   * Changes the signed-in user's own password; the user record then says no change is required any more.
   * Rejects with the API client's error when the server refuses.
   */
  changePassword: (change: PasswordChangeRequest) => Promise<void>;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<StoredSession | null>(readStoredSession);
  const [loading, setLoading] = useState(() => session !== null);

  useEffect(
    () =>
      onStoredSessionCleared(() => {
        setSession(null);
        // Nothing loaded for the previous user may show to the next one.
        queryClient.clear();
      }),
    [queryClient],
  );

  /** The signed-in user as the server has it now; a 401 has already cleared the session, other failures keep the stored one. */
  const readUserAnew = useCallback(
    () =>
      apiGet('/auth/me', { schema: meResponseSchema })
        .then(({ user }) => {
          storeUser(user);
          setSession((current) => current && { ...current, user });
        })
        .catch(() => undefined),
    [],
  );

  useEffect(() => {
    if (readStoredSession() === null) return;
    // The stored token may have expired, and the user's name or role may have changed since sign-in.
    void readUserAnew().finally(() => setLoading(false));
  }, [readUserAnew]);

  useEffect(() => onAccountStepRequired(() => void readUserAnew()), [readUserAnew]);

  const signedIn = useCallback((answer: StoredSession) => {
    storeSession(answer);
    setSession(answer);
  }, []);

  const login = useCallback(
    async (credentials: LoginRequest) => {
      const answer = await apiPost('/auth/login', credentials, { schema: loginResponseSchema });
      if ('two_factor' in answer) return { challenge: answer.two_factor.challenge };
      signedIn(answer);
      return undefined;
    },
    [signedIn],
  );

  const loginWithCode = useCallback(
    async (request: LoginCodeRequest) => signedIn(await apiPost('/auth/login/code', request, { schema: signedInSchema })),
    [signedIn],
  );

  const updateUser = useCallback((user: User) => {
    storeUser(user);
    setSession((current) => current && { ...current, user });
  }, []);

  const logout = useCallback(async () => {
    try {
      await apiPost('/auth/logout');
    } catch {
      // Signing out here must not depend on the server answering.
    } finally {
      clearStoredSession();
    }
  }, []);

  const changePassword = useCallback(
    async (change: PasswordChangeRequest) => updateUser((await apiPost('/auth/change-password', change, { schema: passwordChangeResponseSchema })).user),
    [updateUser],
  );

  const value = useMemo<SessionContextValue>(
    () => ({ user: session?.user ?? null, token: session?.token ?? null, loading, login, loginWithCode, updateUser, logout, changePassword }),
    [session, loading, login, loginWithCode, updateUser, logout, changePassword],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const context = use(SessionContext);
  if (!context) throw new Error('useSession must be used within a SessionProvider');
  return context;
}
