/**
 * The pages: the few public ones, and those inside the signed-in shell. Each page is its own lazily
 * loaded chunk, so /login loads none of the others; a feature replaces its page by changing the one file
 * its route imports. Each page of the shell names the permission it needs (its handle, read by
 * PageAccess): a user without it is told so instead of being shown controls the server would refuse.
 */
import { MENU } from '@weighbridge/contract/menu';
import type { RouteObject } from 'react-router';

/** What a page needs: a permission key, and what a user without it reads when the page has its own text. */
export type PageHandle = { permission: string; deniedText?: string };

const needs = (permission: string, deniedText?: string): PageHandle => (deniedText ? { permission, deniedText } : { permission });

/** The pages anyone may open without signing in, outside the shell: sign-in, and a ticket's verification. */
export const PUBLIC_ROUTES: RouteObject[] = [
  { path: '/login', lazy: { Component: async () => (await import('../features/auth/login-page')).LoginPage } },
  { path: '/verify/:number', lazy: { Component: async () => (await import('../features/tickets/verify-page')).VerifyPage } },
];

export const PAGE_ROUTES: RouteObject[] = [
  {
    path: '/dashboard',
    handle: needs('scale.dashboard.view'),
    lazy: { Component: async () => (await import('../features/dashboard/dashboard-page')).DashboardPage },
  },
  {
    path: '/weighing',
    handle: needs('scale.weighing.view'),
    lazy: { Component: async () => (await import('../features/weighing/weighing-page')).WeighingPage },
  },
  {
    path: '/documents',
    handle: needs('scale.documents.view'),
    lazy: { Component: async () => (await import('../features/documents/documents-page')).DocumentsPage },
  },
  {
    path: '/scales',
    handle: needs('scale.scales.view'),
    lazy: { Component: async () => (await import('../features/scales/scales-page')).ScalesPage },
  },
  {
    path: '/readers',
    handle: needs('scale.readers.view'),
    lazy: { Component: async () => (await import('../features/scales/readers-page')).ReadersPage },
  },
  {
    path: '/drivers',
    handle: needs('scale.drivers.view'),
    lazy: { Component: async () => (await import('../features/drivers/drivers-page')).DriversPage },
  },
  {
    path: '/vehicles',
    handle: needs('scale.vehicles.view'),
    lazy: { Component: async () => (await import('../features/vehicles/vehicles-page')).VehiclesPage },
  },
  {
    path: '/materials',
    handle: needs('scale.materials.view'),
    lazy: { Component: async () => (await import('../features/materials/materials-page')).MaterialsPage },
  },
  {
    path: '/loading-areas',
    handle: needs('scale.loading-areas.view'),
    lazy: { Component: async () => (await import('../features/loading-areas/loading-areas-page')).LoadingAreasPage },
  },
  {
    path: '/unloading-stations',
    handle: needs('scale.unloading-stations.view'),
    lazy: {
      Component: async () => (await import('../features/unloading-stations/unloading-stations-page')).UnloadingStationsPage,
    },
  },
  {
    path: '/reports',
    handle: needs('reports.scale.view'),
    lazy: { Component: async () => (await import('../features/reports/reports-page')).ReportsPage },
  },
  {
    path: '/reports/monthly-material',
    handle: needs('reports.scale.view'),
    lazy: {
      Component: async () => (await import('../features/reports/monthly-material-report-page')).MonthlyMaterialReportPage,
    },
  },
  {
    path: '/reports/annual-material',
    handle: needs('reports.scale.view'),
    lazy: {
      Component: async () => (await import('../features/reports/annual-material-report-page')).AnnualMaterialReportPage,
    },
  },
  {
    path: '/settings/database',
    handle: needs('settings.database.view'),
    lazy: { Component: async () => (await import('../features/database/database-settings-page')).DatabaseSettingsPage },
  },
  {
    path: '/settings/backup',
    handle: needs('settings.backup.view'),
    lazy: { Component: async () => (await import('../features/backups/backup-page')).BackupPage },
  },
  {
    path: '/settings/monitoring',
    handle: needs('settings.monitoring.view'),
    lazy: { Component: async () => (await import('../features/monitoring/monitoring-page')).MonitoringPage },
  },
  {
    path: '/settings/security',
    handle: needs('settings.security.view'),
    lazy: { Component: async () => (await import('../features/security/security-page')).SecurityPage },
  },
  {
    path: '/settings/users',
    handle: needs('settings.users.view'),
    lazy: { Component: async () => (await import('../features/users/users-page')).UsersPage },
  },
  {
    path: '/import-data',
    handle: needs('scale.documents.import', 'You do not have permission to import data. Only administrators can import.'),
    lazy: { Component: async () => (await import('../features/import/import-data-page')).ImportDataPage },
  },
  {
    path: '/project-timeline',
    handle: needs('project-timeline.timeline.view'),
    lazy: {
      Component: async () => (await import('../features/project-timeline/project-timeline-page')).ProjectTimelinePage,
    },
  },
  {
    path: '/project-timeline/documents/:slug',
    handle: needs('project-timeline.timeline.view'),
    lazy: {
      Component: async () => (await import('../features/project-timeline/project-document-page')).ProjectDocumentPage,
    },
  },
];

/** Every 'Coming Soon' path of the menu catalogue, and anything under a module that is all placeholder. */
export const PLACEHOLDER_PATHS: readonly string[] = [
  ...new Set(MENU.flatMap((module) => module.items.filter((item) => item.status === 'placeholder').map((item) => item.path))),
  ...MENU.filter((module) => module.status === 'placeholder').map((module) => `/${module.id}/*`),
];

/** A planned page needs its catalogue key, `{moduleId}.{itemId}`, as its menu item does; a whole module, module access. */
function placeholderPermission(path: string): string {
  for (const module of MENU) {
    const item = module.items.find((candidate) => candidate.path === path);
    if (item) return `${module.id}.${item.id}`;
  }
  return path.replace(/^\/|\/\*$/g, '');
}

export const PLACEHOLDER_ROUTES: RouteObject[] = PLACEHOLDER_PATHS.map((path) => ({
  path,
  handle: needs(placeholderPermission(path)),
  lazy: { Component: async () => (await import('../features/placeholder/placeholder-page')).PlaceholderPage },
}));
