import { describe, expect, it } from 'vitest';
import { ACTION_KEYS, hasPermissionKey, isGranted, PAGE_KEYS, permissionLabel, permissionSets, ROLE_GRANTS } from './permissions.js';

const check = (grants: readonly string[], key: string) => hasPermissionKey(permissionSets(grants), grants, key);

describe('permission keys', () => {
  it('grants a page by the page or its whole module', () => {
    expect(check(['scale.weighing'], 'scale.weighing')).toBe(true);
    expect(check(['scale'], 'scale.weighing')).toBe(true);
    expect(check(['scale.dashboard'], 'scale.weighing')).toBe(false);
  });

  it('grants an action by the action, its page or its module', () => {
    expect(check(['scale.documents.delete'], 'scale.documents.delete')).toBe(true);
    expect(check(['scale.documents'], 'scale.documents.delete')).toBe(true);
    expect(check(['scale'], 'scale.documents.delete')).toBe(true);
    expect(check(['scale.documents.view'], 'scale.documents.delete')).toBe(false);
  });

  it('gives module access to anyone holding something within the module', () => {
    expect(check(['scale.documents.view'], 'scale')).toBe(true);
    expect(check(['scale.documents.view'], 'scale.documents')).toBe(true);
    expect(check(['scale.documents.view'], 'settings')).toBe(false);
  });

  it('denies the empty key and keys of more than three segments', () => {
    expect(isGranted(['scale'], '')).toBe(false);
    expect(check(['scale'], '')).toBe(false);
    expect(check(['scale'], 'scale.documents.delete.extra')).toBe(false);
  });

  it('does not treat a key prefix as a grant', () => {
    expect(isGranted(['scale.doc'], 'scale.documents.view')).toBe(false);
  });
});

describe('a permission as people read it', () => {
  it('names a module, a page and an action as the grants matrix does', () => {
    expect(permissionLabel('settings.database.clear')).toBe('Settings / Database: Clear');
    expect(permissionLabel('scale.documents.print')).toBe('Scale / Scale Documents: Print ticket');
    expect(permissionLabel('scale.weighing.manual')).toBe('Scale / Weighing: Type weight');
    expect(permissionLabel('settings.security.end-sessions')).toBe('Settings / Security: End sessions');
    expect(permissionLabel('scale.loading-areas')).toBe('Scale / Drilling Areas');
    expect(permissionLabel('reports')).toBe('Reporting');
  });
});

describe('the role matrix', () => {
  const may = (role: keyof typeof ROLE_GRANTS, key: string) => isGranted(ROLE_GRANTS[role], key);

  it('lets an admin do everything', () => {
    for (const key of [...PAGE_KEYS, ...ACTION_KEYS]) expect(may('admin', key)).toBe(true);
  });

  it('keeps settings, import, document deletion and user administration from a supervisor', () => {
    expect(may('supervisor', 'settings.database.view')).toBe(false);
    expect(may('supervisor', 'settings.users.manage')).toBe(false);
    expect(may('supervisor', 'scale.documents.import')).toBe(false);
    expect(may('supervisor', 'scale.documents.delete')).toBe(false);
    expect(may('supervisor', 'scale.documents.edit')).toBe(true);
    expect(may('supervisor', 'scale.vehicles.delete')).toBe(true);
    expect(may('supervisor', 'reports.scale.view')).toBe(true);
  });

  it('lets an operator weigh and only read master data', () => {
    expect(may('operator', 'scale.weighing.record')).toBe(true);
    expect(may('operator', 'scale.vehicles.view')).toBe(true);
    expect(may('operator', 'scale.vehicles.create')).toBe(false);
    expect(may('operator', 'scale.documents.edit')).toBe(false);
    expect(may('operator', 'reports.scale.view')).toBe(true);
  });

  it('lets a viewer read the dashboard, documents and reports only', () => {
    expect(may('viewer', 'scale.dashboard.view')).toBe(true);
    expect(may('viewer', 'scale.documents.view')).toBe(true);
    expect(may('viewer', 'reports.scale.view')).toBe(true);
    expect(may('viewer', 'scale.weighing.view')).toBe(false);
    expect(may('viewer', 'scale.vehicles.view')).toBe(false);
  });

  it('lets every role choose its own appearance, and only an admin the site defaults', () => {
    for (const role of ['admin', 'supervisor', 'operator', 'viewer'] as const) expect(may(role, 'settings.appearance.view')).toBe(true);
    for (const role of ['supervisor', 'operator', 'viewer'] as const) {
      expect(may(role, 'settings.appearance.site-defaults')).toBe(false);
      expect(may(role, 'settings.system.view')).toBe(false);
    }
    expect(may('admin', 'settings.appearance.site-defaults')).toBe(true);
  });
});
