import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, PLACEHOLDER_PATHS } from './page-routes';

describe('page routes', () => {
  it('routes every placeholder path of the spec to the placeholder page', () => {
    const modules = ['/scales', '/readers', '/scale/stop-counter', '/garage/*', '/drilling/*', '/production/*', '/planning/*', '/hse/*'];
    const reports = ['drilling', 'production', 'planning', 'hse'].map((page) => `/reports/${page}`);
    const settings = ['system', 'users', 'notifications', 'security', 'appearance', 'backup'].map((page) => `/settings/${page}`);
    expect(PLACEHOLDER_PATHS).toEqual(expect.arrayContaining([...modules, ...reports, ...settings]));
  });

  it('routes every real page of the spec', () => {
    expect(PAGE_ROUTES.map((route) => route.path).sort()).toEqual(
      [
        '/dashboard',
        '/project-timeline',
        '/weighing',
        '/documents',
        '/drivers',
        '/vehicles',
        '/materials',
        '/loading-areas',
        '/unloading-stations',
        '/reports',
        '/reports/monthly-material',
        '/reports/annual-material',
        '/settings/database',
        '/settings/monitoring',
        '/import-data',
      ].sort(),
    );
  });
});
