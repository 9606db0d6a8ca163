/**
 * The web app's built pages by name: the one place a page's address is written. The sidebar's catalogue
 * (menu.ts), the web's routes and links, and the server (a ticket's verify link) all read it. A planned
 * page's address is written once too, in the catalogue, where its placeholder comes from.
 */
export const PAGE_PATHS = {
  login: '/login',
  verify: '/verify/:number',
  dashboard: '/dashboard',
  weighing: '/weighing',
  documents: '/documents',
  importData: '/import-data',
  scales: '/scales',
  readers: '/readers',
  drivers: '/drivers',
  vehicles: '/vehicles',
  materials: '/materials',
  loadingAreas: '/loading-areas',
  unloadingStations: '/unloading-stations',
  scaleStopCounter: '/scale/stop-counter',
  garageStopCounter: '/garage/stop-counter',
  drillingAnnualPlan: '/drilling/annual-plan',
  drillingPlanVsActual: '/drilling/plan-vs-actual',
  drillingStopCounter: '/drilling/stop-counter',
  drillingOperations: '/drilling/operations',
  blastReport: '/drilling/operations/blasts/:blastId/report',
  productionStopCounter: '/production/stop-counter',
  crushOperations: '/production/crush-operations',
  materialProcessing: '/production/material-processing',
  crushPlan: '/production/crush-plan',
  productionPlanVsActual: '/production/plan-vs-actual',
  reports: '/reports',
  monthlyMaterialReport: '/reports/monthly-material',
  annualMaterialReport: '/reports/annual-material',
  productionReports: '/reports/production',
  drillingReports: '/reports/drilling',
  settings: '/settings',
  database: '/settings/database',
  backup: '/settings/backup',
  monitoring: '/settings/monitoring',
  security: '/settings/security',
  users: '/settings/users',
  system: '/settings/system',
  appearance: '/settings/appearance',
  projectTimeline: '/project-timeline',
  projectDocument: '/project-timeline/documents/:slug',
} as const;

export type PageName = keyof typeof PAGE_PATHS;

/**
 * A page's address with its parameters filled in, each encoded as one path segment.
 * @example pagePath('verify', { number: 'SD-2026-000001' }) // '/verify/SD-2026-000001'
 */
export function pagePath(page: PageName, params: Readonly<Record<string, string>> = {}): string {
  return PAGE_PATHS[page].replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${PAGE_PATHS[page]} needs ${name}`);
    return encodeURIComponent(value);
  });
}

/** The search parameter with which a Stop Counter page shows one machine alone. */
export const STOP_COUNTER_MACHINE_PARAM = 'machine';

type StopCounterPage = 'scaleStopCounter' | 'garageStopCounter' | 'drillingStopCounter' | 'productionStopCounter';

/**
 * A Stop Counter page opened on one of its machines, such as a drill log's rig.
 * @example stopCounterOfMachine('drillingStopCounter', 3) // '/drilling/stop-counter?machine=3'
 */
export function stopCounterOfMachine(page: StopCounterPage, machineId: number): string {
  return `${PAGE_PATHS[page]}?${STOP_COUNTER_MACHINE_PARAM}=${machineId}`;
}
