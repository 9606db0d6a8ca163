import { act, renderHook, waitFor } from '@testing-library/react';
import type { MyPermissionsResponse } from '@weighbridge/contract/auth';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { type LoadPermissions, PermissionProvider, usePermissions } from './permission-context';


/** An operator-like user: whole reports module, two scale pages, one action, one page granted raw. */
const OPERATOR: MyPermissionsResponse = {
  success: true,
  permissions: {
    modules: ['scale', 'reports'],
    pages: ['scale.weighing', 'scale.vehicles', 'reports.scale'],
    actions: ['scale.vehicles.view'],
  },
  raw: ['scale.weighing', 'scale.vehicles.view', 'reports'],
  user: { id: 2, username: 'op', name: 'Olga Operator', role: 'operator', role_label: 'Operator', must_change_password: false, two_factor_enabled: false, two_factor_setup_required: false },
};

function renderPermissions(token: string | null, loadPermissions: LoadPermissions) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PermissionProvider token={token} loadPermissions={loadPermissions}>
      {children}
    </PermissionProvider>
  );
  return renderHook(() => usePermissions(), { wrapper });
}

async function loaded(permissions: MyPermissionsResponse = OPERATOR) {
  const view = renderPermissions('token', () => Promise.resolve(permissions));
  await waitFor(() => expect(view.result.current.loading).toBe(false));
  return view.result;
}

describe('permission context', () => {
  it('grants a one-segment key only for an accessible module', async () => {
    const permissions = await loaded();
    expect(permissions.current.hasPermission('scale')).toBe(true);
    expect(permissions.current.hasPermission('garage')).toBe(false);
  });

  it('grants a two-segment key by the page or by the whole module', async () => {
    const permissions = await loaded();
    expect(permissions.current.hasPermission('scale.weighing')).toBe(true);
    expect(permissions.current.hasPermission('reports.drilling')).toBe(true);
    expect(permissions.current.hasPermission('scale.documents')).toBe(false);
  });

  it('grants a three-segment key by the action, its page or its module', async () => {
    const permissions = await loaded();
    expect(permissions.current.hasPermission('scale.vehicles.view')).toBe(true);
    expect(permissions.current.hasPermission('scale.weighing.record')).toBe(true);
    expect(permissions.current.hasPermission('reports.scale.export')).toBe(true);
    expect(permissions.current.hasPermission('scale.vehicles.delete')).toBe(false);
  });

  it('grants nothing while the permissions load', async () => {
    let finish: (value: MyPermissionsResponse) => void = () => undefined;
    const view = renderPermissions('token', () => new Promise((resolve) => (finish = resolve)));
    expect(view.result.current.loading).toBe(true);
    expect(view.result.current.hasPermission('scale')).toBe(false);
    expect(view.result.current.hasAnyPermission(['scale', 'reports'])).toBe(false);
    expect(view.result.current.accessibleModules).toEqual([]);
    await act(async () => finish(OPERATOR));
    expect(view.result.current.hasPermission('scale')).toBe(true);
  });

  it('checks any-of and all-of lists', async () => {
    const permissions = await loaded();
    expect(permissions.current.hasAnyPermission(['garage', 'scale.weighing'])).toBe(true);
    expect(permissions.current.hasAnyPermission(['garage', 'hse'])).toBe(false);
    expect(permissions.current.hasAllPermissions(['scale', 'scale.weighing.record'])).toBe(true);
    expect(permissions.current.hasAllPermissions(['scale', 'garage'])).toBe(false);
  });

  it('lists the accessible modules, pages and actions', async () => {
    const permissions = await loaded();
    expect(permissions.current.accessibleModules).toEqual(['scale', 'reports']);
    expect(permissions.current.accessiblePages).toEqual(['scale.weighing', 'scale.vehicles', 'reports.scale']);
    expect(permissions.current.accessibleActions).toEqual(['scale.vehicles.view']);
  });

  it("says 'Not authenticated' and loads nothing without a token", () => {
    const load = vi.fn<LoadPermissions>(() => Promise.resolve(OPERATOR));
    const view = renderPermissions(null, load);
    expect(view.result.current.error).toBe('Not authenticated');
    expect(view.result.current.loading).toBe(false);
    expect(view.result.current.hasPermission('scale')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it("reports the server's error, or 'Failed to load permissions' when it gave none", async () => {
    const refused = renderPermissions('token', () => Promise.reject(new ApiError(403, 'Account disabled')));
    await waitFor(() => expect(refused.result.current.error).toBe('Account disabled'));
    const broken = renderPermissions('token', () => Promise.reject(new ApiError(0, undefined)));
    await waitFor(() => expect(broken.result.current.error).toBe('Failed to load permissions'));
    expect(broken.result.current.hasPermission('scale')).toBe(false);
  });

  it('forgets the permissions on clear and loads them again on refresh', async () => {
    const load = vi.fn<LoadPermissions>(() => Promise.resolve(OPERATOR));
    const view = renderPermissions('token', load);
    await waitFor(() => expect(view.result.current.hasPermission('scale')).toBe(true));
    act(() => view.result.current.clear());
    expect(view.result.current.hasPermission('scale')).toBe(false);
    expect(view.result.current.accessiblePages).toEqual([]);
    act(() => view.result.current.refresh());
    await waitFor(() => expect(view.result.current.hasPermission('scale')).toBe(true));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('throws when used outside its provider', () => {
    // React reports the render error to the console as well; that noise is expected here.
    const silence = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePermissions())).toThrow('usePermissions must be used within a PermissionProvider');
    silence.mockRestore();
  });
});
