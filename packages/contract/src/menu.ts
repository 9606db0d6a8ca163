/**
 * The sidebar's menu catalogue (spec part 2 section 2). Module ids and item ids are also the first two
 * segments of permission keys: an item is visible with the key `{moduleId}.{itemId}`.
 */
import { PAGE_PATHS } from './page-paths.js';

/** active = built; development = 'Under Development'; placeholder = 'Coming Soon'. */
export type MenuStatus = 'active' | 'development' | 'placeholder';

export type MenuItem = {
  id: string;
  label: string;
  path: string;
  status: MenuStatus;
  shared?: boolean;
  /** Names of the other modules this item is shared with. */
  sharedWith?: readonly string[];
  /** Overrides the module's release for this item. */
  estimatedRelease?: string;
};

export type MenuModule = {
  id: string;
  name: string;
  description: string;
  /** A colour name of the UI theme (Mantine palette). */
  colour: string;
  status: MenuStatus;
  estimatedRelease?: string;
  items: readonly MenuItem[];
};

const STAGE_ONE_HARDWARE = 'Q1 2026';

/** The catalogue with its ids as literal types, from which the permission keys' type is derived. */
const CATALOGUE = [
  {
    id: 'project-timeline',
    name: 'Project Timeline',
    description: 'Implementation roadmap, stages and progress of the operations platform',
    colour: 'indigo',
    status: 'active',
    items: [{ id: 'timeline', label: 'Timeline & Roadmap', path: PAGE_PATHS.projectTimeline, status: 'active' }],
  },
  {
    id: 'scale',
    name: 'Scale',
    description: 'Weighbridge operations: tara and load weighings, scale documents and their master data',
    colour: 'blue',
    status: 'active',
    items: [
      { id: 'dashboard', label: 'Dashboard', path: PAGE_PATHS.dashboard, status: 'active' },
      { id: 'weighing', label: 'Weighing', path: PAGE_PATHS.weighing, status: 'active' },
      { id: 'documents', label: 'Scale Documents', path: PAGE_PATHS.documents, status: 'active' },
      { id: 'scales', label: 'Scales (Hardware)', path: PAGE_PATHS.scales, status: 'active' },
      { id: 'readers', label: 'Readers', path: PAGE_PATHS.readers, status: 'active' },
      { id: 'stop-counter', label: 'Stop Counter', path: PAGE_PATHS.scaleStopCounter, status: 'active', estimatedRelease: STAGE_ONE_HARDWARE },
      { id: 'drivers', label: 'Drivers', path: PAGE_PATHS.drivers, status: 'active', shared: true, sharedWith: ['Garage Module'] },
      { id: 'vehicles', label: 'Vehicles', path: PAGE_PATHS.vehicles, status: 'active', shared: true, sharedWith: ['Garage Module'] },
      { id: 'materials', label: 'Materials', path: PAGE_PATHS.materials, status: 'active', shared: true, sharedWith: ['Drilling', 'Production'] },
      { id: 'loading-areas', label: 'Drilling Areas', path: PAGE_PATHS.loadingAreas, status: 'active', shared: true, sharedWith: ['Drilling'] },
      { id: 'unloading-stations', label: 'Unloading Stations', path: PAGE_PATHS.unloadingStations, status: 'active', shared: true, sharedWith: ['Production'] },
    ],
  },
  // Garage, Drilling and Production are Under Development from their first built page (the Stop Counter), so that
  // Simple view shows those pages; their planned items stay Coming Soon.
  {
    id: 'garage',
    name: 'Garage Module',
    description: 'Fleet upkeep: drivers, vehicles, transport planning, maintenance, fuel and GPS tracking',
    colour: 'orange',
    status: 'development',
    estimatedRelease: 'Future Consideration',
    items: [
      { id: 'drivers', label: 'Drivers', path: PAGE_PATHS.drivers, status: 'active', shared: true, sharedWith: ['Scale'] },
      { id: 'vehicles', label: 'Vehicles', path: PAGE_PATHS.vehicles, status: 'active', shared: true, sharedWith: ['Scale'] },
      { id: 'transportation', label: 'Transportation Planning', path: '/garage/transportation', status: 'placeholder' },
      { id: 'maintenance', label: 'Maintenance & Repair', path: '/garage/maintenance', status: 'placeholder' },
      { id: 'fuel', label: 'Fuel Management', path: '/garage/fuel', status: 'placeholder' },
      { id: 'gps', label: 'GPS Tracking', path: '/garage/gps', status: 'placeholder' },
      { id: 'stop-counter', label: 'Stop Counter', path: PAGE_PATHS.garageStopCounter, status: 'active' },
    ],
  },
  {
    id: 'drilling',
    name: 'Drilling',
    description: 'Drilling plans, actual drilling operations and their comparison',
    colour: 'grape',
    status: 'development',
    estimatedRelease: 'Q1 2026',
    items: [
      { id: 'annual-plan', label: 'Annual Drilling Plan', path: PAGE_PATHS.drillingAnnualPlan, status: 'active' },
      { id: 'operations', label: 'Actual Operations', path: PAGE_PATHS.drillingOperations, status: 'active' },
      { id: 'plan-vs-actual', label: 'Plan vs Actual', path: PAGE_PATHS.drillingPlanVsActual, status: 'active' },
      { id: 'stop-counter', label: 'Stop Counter', path: PAGE_PATHS.drillingStopCounter, status: 'active' },
      { id: 'materials', label: 'Materials', path: PAGE_PATHS.materials, status: 'active', shared: true, sharedWith: ['Scale', 'Production'] },
      { id: 'loading-areas', label: 'Drilling Areas', path: PAGE_PATHS.loadingAreas, status: 'active', shared: true, sharedWith: ['Scale'] },
    ],
  },
  {
    id: 'production',
    name: 'Production',
    description: 'Crushing plans and operations, material processing and plan against actual output',
    colour: 'teal',
    status: 'development',
    estimatedRelease: 'Q2 2026',
    items: [
      { id: 'crush-plan', label: 'Crush Plan', path: PAGE_PATHS.crushPlan, status: 'active' },
      { id: 'crush-operations', label: 'Crush Operations', path: PAGE_PATHS.crushOperations, status: 'active' },
      { id: 'material-processing', label: 'Material Processing', path: PAGE_PATHS.materialProcessing, status: 'active' },
      { id: 'plan-vs-actual', label: 'Plan vs Actual', path: PAGE_PATHS.productionPlanVsActual, status: 'active' },
      { id: 'stop-counter', label: 'Stop Counter', path: PAGE_PATHS.productionStopCounter, status: 'active' },
      { id: 'unloading-stations', label: 'Unloading Stations', path: PAGE_PATHS.unloadingStations, status: 'active', shared: true, sharedWith: ['Scale'] },
      { id: 'materials', label: 'Materials', path: PAGE_PATHS.materials, status: 'active', shared: true, sharedWith: ['Scale', 'Drilling'] },
    ],
  },
  {
    id: 'planning',
    name: 'Planning',
    description: 'Production, operations, drilling and personnel planning',
    colour: 'cyan',
    status: 'placeholder',
    estimatedRelease: 'Q2 2026',
    items: [
      { id: 'production-plan', label: 'Production Plan', path: '/planning/production-plan', status: 'placeholder' },
      { id: 'operations-plan', label: 'Operations Plan', path: '/planning/operations-plan', status: 'placeholder' },
      { id: 'drilling-plan', label: 'Drilling Plan', path: '/planning/drilling-plan', status: 'placeholder' },
      { id: 'personnel-plan', label: 'Personnel Plan', path: '/planning/personnel-plan', status: 'placeholder' },
    ],
  },
  {
    id: 'hse',
    name: 'HSE',
    description: 'Health, safety and environment: incidents, inspections and corrective actions',
    colour: 'red',
    status: 'placeholder',
    estimatedRelease: 'Q4 2025',
    items: [
      { id: 'incidents', label: 'Incident Reports', path: '/hse/incidents', status: 'placeholder' },
      { id: 'inspections', label: 'Safety Inspections', path: '/hse/inspections', status: 'placeholder' },
      { id: 'corrective-actions', label: 'Corrective Actions', path: '/hse/corrective-actions', status: 'placeholder' },
      { id: 'analytics', label: 'HSE Analytics', path: '/hse/analytics', status: 'placeholder' },
    ],
  },
  {
    id: 'reports',
    name: 'Reporting',
    description: 'Reports and analytics across the site’s modules',
    colour: 'violet',
    status: 'active',
    items: [
      { id: 'scale', label: 'Scale Reports', path: PAGE_PATHS.reports, status: 'active' },
      { id: 'drilling', label: 'Drilling Reports', path: PAGE_PATHS.drillingReports, status: 'active' },
      { id: 'production', label: 'Production Reports', path: PAGE_PATHS.productionReports, status: 'active' },
      { id: 'planning', label: 'Planning Reports', path: '/reports/planning', status: 'placeholder', estimatedRelease: 'Q2 2026' },
      { id: 'hse', label: 'HSE Reports', path: '/reports/hse', status: 'placeholder', estimatedRelease: 'Q4 2025' },
    ],
  },
  {
    id: 'settings',
    name: 'Settings',
    description: 'Administration of the application: database, monitoring, users and system settings',
    colour: 'gray',
    status: 'active',
    items: [
      { id: 'database', label: 'Database', path: PAGE_PATHS.database, status: 'active' },
      { id: 'monitoring', label: 'Monitoring', path: PAGE_PATHS.monitoring, status: 'active' },
      { id: 'system', label: 'System', path: PAGE_PATHS.system, status: 'active' },
      { id: 'users', label: 'Users & Roles', path: PAGE_PATHS.users, status: 'active' },
      { id: 'notifications', label: 'Notifications', path: '/settings/notifications', status: 'placeholder' },
      { id: 'security', label: 'Security', path: PAGE_PATHS.security, status: 'active' },
      { id: 'appearance', label: 'Appearance', path: PAGE_PATHS.appearance, status: 'active' },
      { id: 'backup', label: 'Backup & Restore', path: PAGE_PATHS.backup, status: 'active' },
    ],
  },
] as const satisfies readonly MenuModule[];

export const MENU: readonly MenuModule[] = CATALOGUE;

type Catalogue = (typeof CATALOGUE)[number];

/** A module's key: `scale`. */
export type ModuleKey = Catalogue['id'];

/** A page's key, `{moduleId}.{itemId}`: `scale.vehicles`. */
export type PageKey = Catalogue extends infer Module
  ? Module extends { id: infer M extends string; items: readonly (infer Item)[] }
    ? Item extends { id: infer I extends string }
      ? `${M}.${I}`
      : never
    : never
  : never;

/** The key of a catalogue module (module access). */
export function moduleKeyOf(module: MenuModule): ModuleKey {
  return module.id as ModuleKey;
}

/** The key of a catalogue item's page (what the sidebar shows it with). */
export function pageKeyOf(module: MenuModule, item: MenuItem): PageKey {
  return `${module.id}.${item.id}` as PageKey;
}

/** The label a status is shown with; an unknown status shows as Coming Soon. */
export function menuStatusLabel(status: string): 'Active' | 'Under Development' | 'Coming Soon' {
  if (status === 'active') return 'Active';
  if (status === 'development') return 'Under Development';
  return 'Coming Soon';
}
