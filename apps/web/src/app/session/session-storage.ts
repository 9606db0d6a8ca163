/**
 * The signed-in session kept in localStorage: the bearer token and the user record from the login
 * answer. Clearing it tells every listener, so a 401 seen by the API client signs the whole app out.
 */
import { type User, userSchema } from '@weighbridge/contract/auth';

/** Where the session is kept; browser tests that start signed in keep theirs there too. */
export const SESSION_STORAGE_KEYS = { token: 'weighbridge.token', user: 'weighbridge.user' } as const;
const { token: TOKEN_KEY, user: USER_KEY } = SESSION_STORAGE_KEYS;

export type StoredSession = { token: string; user: User };

const clearedListeners = new Set<() => void>();

export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** The stored session, or null when there is none or what is stored is not a valid user record. */
export function readStoredSession(): StoredSession | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const user = parseUser(localStorage.getItem(USER_KEY));
  return token && user ? { token, user } : null;
}

export function storeSession(session: StoredSession): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(USER_KEY, JSON.stringify(session.user));
}

export function storeUser(user: User): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  for (const listener of clearedListeners) listener();
}

const accountStepListeners = new Set<() => void>();

/**
 * The server refused a call until the user changes the password or sets up two-factor sign-in (an
 * administrator reset it, or made the user's role require it while the user was signed in): the session
 * reads the user anew, and the page shows that step.
 */
export function accountStepRequired(): void {
  for (const listener of accountStepListeners) listener();
}

export function onAccountStepRequired(listener: () => void): () => void {
  accountStepListeners.add(listener);
  return () => {
    accountStepListeners.delete(listener);
  };
}

/** Calls `listener` whenever the stored session is cleared; returns the unsubscribe function. */
export function onStoredSessionCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => {
    clearedListeners.delete(listener);
  };
}

function parseUser(raw: string | null): User | null {
  if (raw === null) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
