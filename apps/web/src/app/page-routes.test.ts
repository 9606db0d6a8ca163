import { MENU } from '@weighbridge/contract/menu';
import { BUILT_IN_ROLES, hasPermissionKey, permissionSets, ROLE_GRANTS } from '@weighbridge/contract/permissions';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, type PageHandle, PLACEHOLDER_PATHS, PLACEHOLDER_ROUTES, PUBLIC_ROUTES } from './page-routes';

describe('page routes', () => {
  it('routes every placeholder path of the spec to the placeholder page', () => {
    const modules = ['/garage/*', '/drilling/*', '/production/*', '/planning/*', '/hse/*'];
    const reports = ['planning', 'hse'].map((page) => `/reports/${page}`);
    const settings = ['notifications'].map((page) => `/settings/${page}`);
    expect(PLACEHOLDER_PATHS).toEqual(expect.arrayContaining([...modules, ...reports, ...settings]));
  });

  it('routes the scales, readers, backup, security, users, system and appearance pages to their own pages, no longer to the placeholder', () => {
    expect(PLACEHOLDER_PATHS).not.toContain('/scales');
    expect(PLACEHOLDER_PATHS).not.toContain('/readers');
    expect(PLACEHOLDER_PATHS).not.toContain('/settings/backup');
    expect(PLACEHOLDER_PATHS).not.toContain('/settings/security');
    expect(PLACEHOLDER_PATHS).not.toContain('/settings/users');
    expect(PLACEHOLDER_PATHS).not.toContain('/settings/system');
    expect(PLACEHOLDER_PATHS).not.toContain('/settings/appearance');
  });

  it('routes the four Stop Counter pages to their page, no longer to the placeholder', () => {
    const stopCounters = ['/scale/stop-counter', '/garage/stop-counter', '/drilling/stop-counter', '/production/stop-counter'];
    for (const path of stopCounters) expect(PLACEHOLDER_PATHS).not.toContain(path);
    expect(PAGE_ROUTES.filter((route) => stopCounters.includes(route.path ?? '')).map((route) => [route.path, (route.handle as PageHandle).permission])).toEqual([
      ['/scale/stop-counter', 'scale.stop-counter.view'],
      ['/garage/stop-counter', 'garage.stop-counter.view'],
      ['/drilling/stop-counter', 'drilling.stop-counter.view'],
      ['/production/stop-counter', 'production.stop-counter.view'],
    ]);
  });

  it("routes Production's pages to themselves, no longer to the placeholder", () => {
    const built = ['/production/crush-plan', '/production/crush-operations', '/production/material-processing', '/production/plan-vs-actual'];
    for (const path of built) expect(PLACEHOLDER_PATHS).not.toContain(path);
    expect(PAGE_ROUTES.filter((route) => built.includes(route.path ?? '')).map((route) => [route.path, (route.handle as PageHandle).permission])).toEqual([
      ['/production/crush-operations', 'production.crush-operations.view'],
      ['/production/material-processing', 'production.material-processing.view'],
      ['/production/crush-plan', 'production.crush-plan.view'],
      ['/production/plan-vs-actual', 'production.plan-vs-actual.view'],
    ]);
  });

  it('routes the Production and Drilling reports to their pages, each with its own permission, no longer to the placeholder', () => {
    const reports = ['/reports/production', '/reports/drilling'];
    for (const path of reports) expect(PLACEHOLDER_PATHS).not.toContain(path);
    expect(PAGE_ROUTES.filter((route) => reports.includes(route.path ?? '')).map((route) => [route.path, (route.handle as PageHandle).permission])).toEqual([
      ['/reports/production', 'reports.production.view'],
      ['/reports/drilling', 'reports.drilling.view'],
    ]);
  });

  it('routes every real page of the spec', () => {
    expect(PAGE_ROUTES.map((route) => route.path).sort()).toEqual(
      [
        '/dashboard',
        '/project-timeline',
        '/weighing',
        '/documents',
        '/scales',
        '/readers',
        '/drivers',
        '/vehicles',
        '/materials',
        '/loading-areas',
        '/unloading-stations',
        '/reports',
        '/reports/monthly-material',
        '/reports/annual-material',
        '/reports/production',
        '/reports/drilling',
        '/settings/database',
        '/settings/backup',
        '/settings/system',
        '/settings/appearance',
        '/settings/monitoring',
        '/settings/security',
        '/settings/users',
        '/import-data',
        '/project-timeline/documents/:slug',
        '/scale/stop-counter',
        '/garage/stop-counter',
        '/drilling/stop-counter',
        '/production/stop-counter',
        '/drilling/annual-plan',
        '/drilling/plan-vs-actual',
        '/drilling/operations',
        '/drilling/operations/blasts/:blastId/report',
        '/production/crush-operations',
        '/production/material-processing',
        '/production/crush-plan',
        '/production/plan-vs-actual',
      ].sort(),
    );
  });

  it('routes the Annual Drilling Plan, Actual Operations (and its printable blast report) and Plan vs Actual to their pages, each with its view key', () => {
    for (const path of ['/drilling/annual-plan', '/drilling/operations', '/drilling/plan-vs-actual']) expect(PLACEHOLDER_PATHS).not.toContain(path);
    expect(PAGE_ROUTES.filter((route) => route.path?.startsWith('/drilling/') && !route.path.endsWith('stop-counter')).map((route) => [route.path, (route.handle as PageHandle).permission])).toEqual([
      ['/drilling/annual-plan', 'drilling.annual-plan.view'],
      ['/drilling/plan-vs-actual', 'drilling.plan-vs-actual.view'],
      ['/drilling/operations', 'drilling.operations.view'],
      ['/drilling/operations/blasts/:blastId/report', 'drilling.operations.view'],
    ]);
  });
});

describe('the public pages', () => {
  it('are sign-in and the ticket verification a QR code opens, and ask for no permission', () => {
    expect(PUBLIC_ROUTES.map((route) => route.path)).toEqual(['/login', '/verify/:number']);
    for (const route of PUBLIC_ROUTES) expect(route.handle, route.path).toBeUndefined();
  });
});

describe('the permission each page asks for', () => {
  const routes = [...PAGE_ROUTES, ...PLACEHOLDER_ROUTES];

  it('is named by every page and placeholder route', () => {
    for (const route of routes) expect((route.handle as PageHandle | undefined)?.permission, route.path).toMatch(/^[a-z-]+(\.[a-z-]+){0,2}$/);
  });

  it('is held exactly by the roles whose sidebar shows the page', () => {
    for (const role of BUILT_IN_ROLES) {
      const grants = ROLE_GRANTS[role];
      const may = (key: string) => hasPermissionKey(permissionSets(grants), grants, key);
      // A shared item (Drivers under Scale and Garage) is checked under the first module that lists it.
      const seen = new Set<string>();
      for (const module of MENU) {
        for (const item of module.items) {
          if (seen.has(item.path)) continue;
          seen.add(item.path);
          const route = routes.find((candidate) => candidate.path === item.path);
          const permission = (route?.handle as PageHandle | undefined)?.permission ?? '';
          expect({ role, path: item.path, may: may(permission) }).toEqual({ role, path: item.path, may: may(`${module.id}.${item.id}`) });
        }
      }
    }
  });

  it('keeps the operator and the viewer out of the settings, and the viewer out of weighing', () => {
    const may = (role: 'operator' | 'viewer', path: string) => {
      const permission = (routes.find((route) => route.path === path)?.handle as PageHandle).permission;
      return hasPermissionKey(permissionSets(ROLE_GRANTS[role]), ROLE_GRANTS[role], permission);
    };
    expect(may('operator', '/settings/database')).toBe(false);
    expect(may('operator', '/weighing')).toBe(true);
    expect(may('viewer', '/weighing')).toBe(false);
    expect(may('viewer', '/documents')).toBe(true);
  });
});
