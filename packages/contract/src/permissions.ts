/**
 * Roles, their grants and the matching rule of permission keys (spec part 1 section 6).
 *
 * A key has one to three dot-separated segments: `module`, `module.page`, `module.page.action`.
 * A grant covers its own key and every key beneath it, so a key is granted by itself, its page or its
 * module. Viewing a page without changing anything on it is the `view` action of that page: an operator
 * holds `scale.vehicles.view`, which opens the Vehicles page, but not `scale.vehicles.create`.
 */
import { MENU } from './menu.js';

export const ROLES = ['admin', 'supervisor', 'operator', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** Actions of each page, beyond the `view` action every page has. */
const PAGE_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  'scale.weighing': ['record', 'manual'],
  'scale.scales': ['configure'],
  'scale.readers': ['configure'],
  'scale.documents': ['create', 'edit', 'delete', 'import', 'export', 'print'],
  'scale.vehicles': ['create', 'update', 'delete'],
  'scale.drivers': ['create', 'update', 'delete'],
  'scale.materials': ['create', 'update', 'delete'],
  'scale.loading-areas': ['create', 'update', 'delete'],
  'scale.unloading-stations': ['create', 'update', 'delete'],
  'reports.scale': ['export'],
  'settings.database': ['clear', 'backup', 'restore'],
  'settings.users': ['manage'],
  'settings.security': ['unlock'],
};

const MASTER_DATA_PAGES = ['drivers', 'vehicles', 'materials', 'loading-areas', 'unloading-stations'] as const;

/**
 * The permission matrix: what each role is granted. Admin holds every module. Supervisor holds everything
 * except settings, import, deleting documents, entering documents by hand, user administration and
 * configuring scales and readers (it sees their status). Operator weighs (typing a weight on a scale with
 * an indicator needs `scale.weighing.manual`, which it does not hold) and reads the rest of the scale
 * module and reports. Operators and supervisors print
 * tickets. Viewer reads dashboard, documents and reports, and exports them, but prints no ticket.
 */
export const ROLE_GRANTS: Readonly<Record<Role, readonly string[]>> = {
  admin: MENU.map((module) => module.id),
  supervisor: [
    'project-timeline',
    'scale.dashboard',
    'scale.weighing',
    'scale.documents.view',
    'scale.documents.edit',
    'scale.documents.export',
    'scale.documents.print',
    'scale.scales.view',
    'scale.readers.view',
    'scale.stop-counter',
    ...MASTER_DATA_PAGES.map((page) => `scale.${page}`),
    'garage',
    'drilling',
    'production',
    'planning',
    'hse',
    'reports',
  ],
  operator: [
    'project-timeline',
    'scale.dashboard',
    'scale.weighing.view',
    'scale.weighing.record',
    'scale.documents.view',
    'scale.documents.export',
    'scale.documents.print',
    ...MASTER_DATA_PAGES.map((page) => `scale.${page}.view`),
    'reports',
  ],
  viewer: ['project-timeline', 'scale.dashboard', 'scale.documents.view', 'scale.documents.export', 'reports'],
};

export type PermissionSets = {
  modules: string[];
  pages: string[];
  actions: string[];
};

/** Whether a list of grants covers a key. An empty key is never granted. */
export function isGranted(grants: readonly string[], key: string): boolean {
  if (key === '') return false;
  return grants.some((grant) => grant === key || key.startsWith(`${grant}.`));
}

/** Every page key of the catalogue, `module.item`. */
export const PAGE_KEYS: readonly string[] = [
  ...new Set(MENU.flatMap((module) => module.items.map((item) => `${module.id}.${item.id}`))),
];

/** Every action key of the catalogue, `module.page.action`. */
export const ACTION_KEYS: readonly string[] = PAGE_KEYS.flatMap((page) =>
  ['view', ...(PAGE_ACTIONS[page] ?? [])].map((action) => `${page}.${action}`),
);

/** Whether a grant gives any access within a key (the grant is the key, above it or beneath it). */
function touches(grants: readonly string[], key: string): boolean {
  return grants.some((grant) => grant === key || key.startsWith(`${grant}.`) || grant.startsWith(`${key}.`));
}

/**
 * The lists the client works from: modules and pages the user can open (some grant within them),
 * and the actions the user may take.
 */
export function permissionSets(grants: readonly string[]): PermissionSets {
  return {
    modules: MENU.map((module) => module.id).filter((id) => touches(grants, id)),
    pages: PAGE_KEYS.filter((page) => touches(grants, page)),
    actions: ACTION_KEYS.filter((action) => isGranted(grants, action)),
  };
}

/**
 * The client's check, as the spec states it: one segment is module access; two segments are granted by
 * that page or the whole module; three by that action, its page or its module.
 */
export function hasPermissionKey(sets: PermissionSets, raw: readonly string[], key: string): boolean {
  const segments = key === '' ? [] : key.split('.');
  const [module, page] = segments;
  if (segments.length === 1) return sets.modules.includes(key);
  if (segments.length === 2) return sets.pages.includes(key) || raw.includes(module!);
  if (segments.length === 3) {
    return sets.actions.includes(key) || raw.includes(`${module}.${page}`) || raw.includes(module!);
  }
  return false;
}
