/**
 * The pages inside the signed-in shell. Each page is its own lazily loaded chunk, so /login loads none
 * of them; a feature replaces its page by changing the one file its route imports.
 */
import { MENU } from '@weighbridge/contract/menu';
import type { RouteObject } from 'react-router';

export const PAGE_ROUTES: RouteObject[] = [
  { path: '/dashboard', lazy: { Component: async () => (await import('../features/dashboard/dashboard-page')).DashboardPage } },
  { path: '/weighing', lazy: { Component: async () => (await import('../features/weighing/weighing-page')).WeighingPage } },
  { path: '/documents', lazy: { Component: async () => (await import('../features/documents/documents-page')).DocumentsPage } },
  { path: '/drivers', lazy: { Component: async () => (await import('../features/drivers/drivers-page')).DriversPage } },
  { path: '/vehicles', lazy: { Component: async () => (await import('../features/vehicles/vehicles-page')).VehiclesPage } },
  { path: '/materials', lazy: { Component: async () => (await import('../features/materials/materials-page')).MaterialsPage } },
  {
    path: '/loading-areas',
    lazy: { Component: async () => (await import('../features/loading-areas/loading-areas-page')).LoadingAreasPage },
  },
  {
    path: '/unloading-stations',
    lazy: {
      Component: async () => (await import('../features/unloading-stations/unloading-stations-page')).UnloadingStationsPage,
    },
  },
  { path: '/reports', lazy: { Component: async () => (await import('../features/reports/reports-page')).ReportsPage } },
  {
    path: '/reports/monthly-material',
    lazy: {
      Component: async () => (await import('../features/reports/monthly-material-report-page')).MonthlyMaterialReportPage,
    },
  },
  {
    path: '/reports/annual-material',
    lazy: {
      Component: async () => (await import('../features/reports/annual-material-report-page')).AnnualMaterialReportPage,
    },
  },
  {
    path: '/settings/database',
    lazy: { Component: async () => (await import('../features/database/database-settings-page')).DatabaseSettingsPage },
  },
  {
    path: '/settings/monitoring',
    lazy: { Component: async () => (await import('../features/monitoring/monitoring-page')).MonitoringPage },
  },
  { path: '/import-data', lazy: { Component: async () => (await import('../features/import/import-data-page')).ImportDataPage } },
  {
    path: '/project-timeline',
    lazy: {
      Component: async () => (await import('../features/project-timeline/project-timeline-page')).ProjectTimelinePage,
    },
  },
];

/** Every 'Coming Soon' path of the menu catalogue, and anything under a module that is all placeholder. */
export const PLACEHOLDER_PATHS: readonly string[] = [
  ...new Set(MENU.flatMap((module) => module.items.filter((item) => item.status === 'placeholder').map((item) => item.path))),
  ...MENU.filter((module) => module.status === 'placeholder').map((module) => `/${module.id}/*`),
];

export const PLACEHOLDER_ROUTES: RouteObject[] = PLACEHOLDER_PATHS.map((path) => ({
  path,
  lazy: { Component: async () => (await import('../features/placeholder/placeholder-page')).PlaceholderPage },
}));
