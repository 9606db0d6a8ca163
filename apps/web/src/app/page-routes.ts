/**
 * The pages: the few public ones, and those inside the signed-in shell. Each page is its own lazily
 * loaded chunk, so /login loads none of the others; a feature replaces its page by changing the one file
 * its route imports. Each page of the shell names the permission it needs (its handle, read by
 * PageAccess): a user without it is told so instead of being shown controls the server would refuse.
 */
import { MENU, moduleKeyOf, pageKeyOf } from '@weighbridge/contract/menu';
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import type { PermissionKey } from '@weighbridge/contract/permissions';
import type { RouteObject } from 'react-router';

/** What a page needs: a permission key, and what a user without it reads when the page has its own text. */
export type PageHandle = { permission: PermissionKey; deniedText?: string };

const needs = (permission: PermissionKey, deniedText?: string): PageHandle => (deniedText ? { permission, deniedText } : { permission });

/** The pages anyone may open without signing in, outside the shell: sign-in, and a ticket's verification. */
export const PUBLIC_ROUTES: RouteObject[] = [
  { path: PAGE_PATHS.login, lazy: { Component: async () => (await import('../features/auth/login-page')).LoginPage } },
  { path: PAGE_PATHS.verify, lazy: { Component: async () => (await import('../features/tickets/verify-page')).VerifyPage } },
];

/** The Stop Counter of each module whose menu lists one: one page, showing that module's machines. */
const STOP_COUNTER_ROUTES: RouteObject[] = MENU.flatMap((module) =>
  module.items
    .filter((item) => item.id === 'stop-counter' && item.status !== 'placeholder')
    .map((item) => ({
      path: item.path,
      handle: needs(`${pageKeyOf(module, item)}.view` as PermissionKey),
      lazy: { Component: async () => (await import('../features/stop-counter/stop-counter-page')).stopCounterPageOf(moduleKeyOf(module)) },
    })),
);

export const PAGE_ROUTES: RouteObject[] = [
  {
    path: PAGE_PATHS.dashboard,
    handle: needs('scale.dashboard.view'),
    lazy: { Component: async () => (await import('../features/dashboard/dashboard-page')).DashboardPage },
  },
  {
    path: PAGE_PATHS.weighing,
    handle: needs('scale.weighing.view'),
    lazy: { Component: async () => (await import('../features/weighing/weighing-page')).WeighingPage },
  },
  {
    path: PAGE_PATHS.documents,
    handle: needs('scale.documents.view'),
    lazy: { Component: async () => (await import('../features/documents/documents-page')).DocumentsPage },
  },
  {
    path: PAGE_PATHS.scales,
    handle: needs('scale.scales.view'),
    lazy: { Component: async () => (await import('../features/scales/scales-page')).ScalesPage },
  },
  {
    path: PAGE_PATHS.readers,
    handle: needs('scale.readers.view'),
    lazy: { Component: async () => (await import('../features/scales/readers-page')).ReadersPage },
  },
  {
    path: PAGE_PATHS.drivers,
    handle: needs('scale.drivers.view'),
    lazy: { Component: async () => (await import('../features/drivers/drivers-page')).DriversPage },
  },
  {
    path: PAGE_PATHS.vehicles,
    handle: needs('scale.vehicles.view'),
    lazy: { Component: async () => (await import('../features/vehicles/vehicles-page')).VehiclesPage },
  },
  {
    path: PAGE_PATHS.materials,
    handle: needs('scale.materials.view'),
    lazy: { Component: async () => (await import('../features/materials/materials-page')).MaterialsPage },
  },
  {
    path: PAGE_PATHS.loadingAreas,
    handle: needs('scale.loading-areas.view'),
    lazy: { Component: async () => (await import('../features/loading-areas/loading-areas-page')).LoadingAreasPage },
  },
  {
    path: PAGE_PATHS.unloadingStations,
    handle: needs('scale.unloading-stations.view'),
    lazy: {
      Component: async () => (await import('../features/unloading-stations/unloading-stations-page')).UnloadingStationsPage,
    },
  },
  {
    path: PAGE_PATHS.reports,
    handle: needs('reports.scale.view'),
    lazy: { Component: async () => (await import('../features/reports/reports-page')).ReportsPage },
  },
  {
    path: PAGE_PATHS.monthlyMaterialReport,
    handle: needs('reports.scale.view'),
    lazy: {
      Component: async () => (await import('../features/reports/monthly-material-report-page')).MonthlyMaterialReportPage,
    },
  },
  {
    path: PAGE_PATHS.annualMaterialReport,
    handle: needs('reports.scale.view'),
    lazy: {
      Component: async () => (await import('../features/reports/annual-material-report-page')).AnnualMaterialReportPage,
    },
  },
  {
    path: PAGE_PATHS.productionReports,
    handle: needs('reports.production.view'),
    lazy: { Component: async () => (await import('../features/reports/production-report-page')).ProductionReportPage },
  },
  {
    path: PAGE_PATHS.drillingReports,
    handle: needs('reports.drilling.view'),
    lazy: { Component: async () => (await import('../features/reports/drilling-report-page')).DrillingReportPage },
  },
  {
    path: PAGE_PATHS.database,
    handle: needs('settings.database.view'),
    lazy: { Component: async () => (await import('../features/database/database-settings-page')).DatabaseSettingsPage },
  },
  {
    path: PAGE_PATHS.backup,
    handle: needs('settings.backup.view'),
    lazy: { Component: async () => (await import('../features/backups/backup-page')).BackupPage },
  },
  {
    path: PAGE_PATHS.monitoring,
    handle: needs('settings.monitoring.view'),
    lazy: { Component: async () => (await import('../features/monitoring/monitoring-page')).MonitoringPage },
  },
  {
    path: PAGE_PATHS.security,
    handle: needs('settings.security.view'),
    lazy: { Component: async () => (await import('../features/security/security-page')).SecurityPage },
  },
  {
    path: PAGE_PATHS.users,
    handle: needs('settings.users.view'),
    lazy: { Component: async () => (await import('../features/users/users-page')).UsersPage },
  },
  {
    path: PAGE_PATHS.system,
    handle: needs('settings.system.view'),
    lazy: { Component: async () => (await import('../features/system/system-page')).SystemPage },
  },
  {
    path: PAGE_PATHS.appearance,
    handle: needs('settings.appearance.view'),
    lazy: { Component: async () => (await import('../features/appearance/appearance-page')).AppearancePage },
  },
  {
    path: PAGE_PATHS.importData,
    handle: needs('scale.documents.import', 'You do not have permission to import data. Only administrators can import.'),
    lazy: { Component: async () => (await import('../features/import/import-data-page')).ImportDataPage },
  },
  {
    path: PAGE_PATHS.projectTimeline,
    handle: needs('project-timeline.timeline.view'),
    lazy: {
      Component: async () => (await import('../features/project-timeline/project-timeline-page')).ProjectTimelinePage,
    },
  },
  {
    path: PAGE_PATHS.projectDocument,
    handle: needs('project-timeline.timeline.view'),
    lazy: {
      Component: async () => (await import('../features/project-timeline/project-document-page')).ProjectDocumentPage,
    },
  },
  {
    path: PAGE_PATHS.drillingAnnualPlan,
    handle: needs('drilling.annual-plan.view'),
    lazy: { Component: async () => (await import('../features/drilling/annual-plan-page')).AnnualPlanPage },
  },
  {
    path: PAGE_PATHS.drillingPlanVsActual,
    handle: needs('drilling.plan-vs-actual.view'),
    lazy: { Component: async () => (await import('../features/drilling/plan-vs-actual-page')).PlanVsActualPage },
  },
  {
    path: PAGE_PATHS.drillingOperations,
    handle: needs('drilling.operations.view'),
    lazy: { Component: async () => (await import('../features/drilling/operations/drilling-operations-page')).DrillingOperationsPage },
  },
  {
    path: PAGE_PATHS.blastReport,
    handle: needs('drilling.operations.view'),
    lazy: { Component: async () => (await import('../features/drilling/operations/blast-report-page')).BlastReportPage },
  },
  {
    path: PAGE_PATHS.crushOperations,
    handle: needs('production.crush-operations.view'),
    lazy: { Component: async () => (await import('../features/production/shift-log-page')).ShiftLogPage },
  },
  {
    path: PAGE_PATHS.materialProcessing,
    handle: needs('production.material-processing.view'),
    lazy: { Component: async () => (await import('../features/production/stockpiles-page')).StockpilesPage },
  },
  {
    path: PAGE_PATHS.crushPlan,
    handle: needs('production.crush-plan.view'),
    lazy: { Component: async () => (await import('../features/production/crush-plan-page')).CrushPlanPage },
  },
  {
    path: PAGE_PATHS.productionPlanVsActual,
    handle: needs('production.plan-vs-actual.view'),
    lazy: { Component: async () => (await import('../features/production/plan-vs-actual-page')).PlanVsActualPage },
  },
  ...STOP_COUNTER_ROUTES,
];

/** Every 'Coming Soon' path of the menu catalogue, and anything else under a module that is not yet built whole. */
export const PLACEHOLDER_PATHS: readonly string[] = [
  ...new Set(MENU.flatMap((module) => module.items.filter((item) => item.status === 'placeholder').map((item) => item.path))),
  ...MENU.filter((module) => module.status !== 'active').map((module) => `/${module.id}/*`),
];

/** A planned page needs its catalogue key, `{moduleId}.{itemId}`, as its menu item does; a whole module, module access. */
function placeholderPermission(path: string): PermissionKey {
  for (const module of MENU) {
    const item = module.items.find((candidate) => candidate.path === path);
    if (item) return pageKeyOf(module, item);
    if (path === `/${module.id}/*`) return moduleKeyOf(module);
  }
  throw new Error(`no catalogue key for ${path}`);
}

export const PLACEHOLDER_ROUTES: RouteObject[] = PLACEHOLDER_PATHS.map((path) => ({
  path,
  handle: needs(placeholderPermission(path)),
  lazy: { Component: async () => (await import('../features/placeholder/placeholder-page')).PlaceholderPage },
}));
