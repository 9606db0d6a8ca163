/**
 * What the signed-in user may see (spec part 1 section 6). Permissions load when a token exists; while
 * they load nothing is granted. This only hides what a user may not do: the server checks every call.
 */
import { myPermissionsResponseSchema, type MyPermissionsResponse } from '@weighbridge/contract/auth';
import { MESSAGES } from '@weighbridge/contract/messages';
import { hasPermissionKey, type PermissionKey } from '@weighbridge/contract/permissions';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { apiGet, errorText } from '../api-client';

export type PermissionContextValue = {
  loading: boolean;
  /** Server error text, 'Failed to load permissions', or 'Not authenticated' without a token. */
  error: string | null;
  hasPermission: (key: PermissionKey) => boolean;
  hasAnyPermission: (keys: readonly PermissionKey[]) => boolean;
  hasAllPermissions: (keys: readonly PermissionKey[]) => boolean;
  accessibleModules: readonly string[];
  accessiblePages: readonly string[];
  accessibleActions: readonly string[];
  /** Loads the permissions again. */
  refresh: () => void;
  /** Forgets the loaded permissions until the next refresh or sign-in. */
  clear: () => void;
};

export type LoadPermissions = () => Promise<MyPermissionsResponse>;

function loadMyPermissions(): Promise<MyPermissionsResponse> {
  return apiGet('/permissions/my-permissions', { schema: myPermissionsResponseSchema });
}

/** The outcome of one load, tagged with the request it answers so a stale answer is never shown. */
type Outcome = { request: string; permissions: MyPermissionsResponse | null; error: string | null };

const PermissionContext = createContext<PermissionContextValue | null>(null);

const NONE: readonly string[] = [];

type PermissionProviderProps = {
  /** The session token; without one nothing is loaded and nothing is granted. */
  token: string | null;
  /** Where permissions come from; tests pass their own, the app uses the API. */
  loadPermissions?: LoadPermissions;
  children: ReactNode;
};

export function PermissionProvider({ token, loadPermissions = loadMyPermissions, children }: PermissionProviderProps) {
  const [generation, setGeneration] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const request = token === null ? null : `${generation}:${token}`;

  useEffect(() => {
    if (request === null) return;
    let current = true;
    const settle = (result: Omit<Outcome, 'request'>) => {
      if (current) setOutcome({ request, ...result });
    };
    loadPermissions().then(
      (permissions) => settle({ permissions, error: null }),
      (error: unknown) => settle({ permissions: null, error: errorText(error, MESSAGES.permissionsLoadFailed) }),
    );
    return () => {
      current = false;
    };
  }, [request, loadPermissions]);

  const refresh = useCallback(() => setGeneration((value) => value + 1), []);
  const clear = useCallback(() => {
    if (request !== null) setOutcome({ request, permissions: null, error: null });
  }, [request]);

  const value = useMemo<PermissionContextValue>(() => {
    const loading = request !== null && outcome?.request !== request;
    const loaded = !loading && outcome ? outcome.permissions : null;
    const error = request === null ? MESSAGES.notAuthenticated : loading ? null : (outcome?.error ?? null);
    const hasPermission = (key: PermissionKey) => loaded !== null && hasPermissionKey(loaded.permissions, loaded.raw, key);
    return {
      loading,
      error,
      hasPermission,
      hasAnyPermission: (keys) => keys.some(hasPermission),
      hasAllPermissions: (keys) => keys.every(hasPermission),
      accessibleModules: loaded?.permissions.modules ?? NONE,
      accessiblePages: loaded?.permissions.pages ?? NONE,
      accessibleActions: loaded?.permissions.actions ?? NONE,
      refresh,
      clear,
    };
  }, [request, outcome, refresh, clear]);

  return <PermissionContext value={value}>{children}</PermissionContext>;
}

export function usePermissions(): PermissionContextValue {
  const context = use(PermissionContext);
  if (!context) throw new Error('usePermissions must be used within a PermissionProvider');
  return context;
}
