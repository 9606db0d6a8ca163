/**
 * Roles, their grants and the matching rule of permission keys (spec part 1 section 6).
 *
 * A key has one to three dot-separated segments: `module`, `module.page`, `module.page.action`.
 * A grant covers its own key and every key beneath it, so a key is granted by itself, its page or its
 * module. Viewing a page without changing anything on it is the `view` action of that page: an operator
 * holds `scale.vehicles.view`, which opens the Vehicles page, but not `scale.vehicles.create`.
 */
import { MENU, type ModuleKey, pageKeyOf, type PageKey } from './menu.js';

/**
 * The four roles every site has. They are read-only templates: their grants are the matrix below, which
 * the server copies into the database at every start. Administrators add custom roles beside them, so a
 * user's role is any role name; these names are for the code that needs one of the four.
 */
export const BUILT_IN_ROLES = ['admin', 'supervisor', 'operator', 'viewer'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

/** The built-in role whose active users are the site's administrators: the last of them is kept. */
export const ADMIN_ROLE: BuiltInRole = 'admin';

/** Every role opens Settings / Appearance, where each user chooses how the pages look for them. */
const OWN_APPEARANCE: PermissionKey = 'settings.appearance.view';

/** The permission to manage user accounts and roles. */
export const MANAGE_USERS_KEY: PermissionKey = 'settings.users.manage';

/** How the built-in roles are named on the pages (the header, the users and roles lists) and what they are for. */
export const BUILT_IN_ROLE_TEXTS: Readonly<Record<BuiltInRole, { label: string; description: string }>> = {
  admin: { label: 'Admin', description: 'Everything, including settings, import, deleting documents and user administration' },
  supervisor: { label: 'Supervisor', description: 'Everything except settings, import, deleting documents and user administration' },
  operator: { label: 'Operator', description: 'Weighing; dashboard, documents, master data and reports read-only' },
  viewer: { label: 'Viewer', description: 'Dashboard, documents and reports read-only' },
};

export function isBuiltInRole(name: string): name is BuiltInRole {
  return (BUILT_IN_ROLES as readonly string[]).includes(name);
}

/** Actions of each page, beyond the `view` action every page has. */
const PAGE_ACTIONS = {
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
  'reports.production': ['export'],
  'reports.drilling': ['export'],
  'settings.database': ['clear', 'backup', 'restore'],
  'settings.users': ['manage'],
  'settings.security': ['unlock', 'end-sessions'],
  'settings.system': ['edit'],
  'settings.appearance': ['site-defaults'],
  // Stops of the module's machines: record (start, end, classify), edit a closed stop, configure the reasons and machines.
  'scale.stop-counter': ['record', 'edit', 'configure'],
  'garage.stop-counter': ['record', 'edit', 'configure'],
  'drilling.stop-counter': ['record', 'edit', 'configure'],
  // The annual plan's drafts are edited, and approved (which supersedes the year's plan) by whoever holds Approve.
  'drilling.annual-plan': ['edit', 'approve'],
  // Drill logs and blasts: record, correct; configure keeps the operators and their competencies.
  'drilling.operations': ['record', 'edit', 'configure'],
  'production.stop-counter': ['record', 'edit', 'configure'],
  // Production: edit a draft of the crush plan and approve it; record a shift log, sign it, amend a signed
  // one; record stockpile movements and surveys. Plan vs Actual is read only.
  'production.crush-plan': ['edit', 'approve'],
  'production.crush-operations': ['record', 'sign', 'amend'],
  'production.material-processing': ['record'],
} as const satisfies Partial<Record<PageKey, readonly string[]>>;

type PageActions = typeof PAGE_ACTIONS;

/** An action's key, `{page}.{action}`: `scale.vehicles.create`; every page has `view`. */
export type ActionKey = `${PageKey}.view` | { [Page in keyof PageActions]: `${Page}.${PageActions[Page][number]}` }[keyof PageActions];

/**
 * A key of the catalogue: a module, a page or an action. Code that asks for a permission names one of
 * these, so that a misspelt key does not compile; grants as stored (a role's list) stay strings.
 */
export type PermissionKey = ModuleKey | PageKey | ActionKey;

const MASTER_DATA_PAGES = ['drivers', 'vehicles', 'materials', 'loading-areas', 'unloading-stations'] as const;

/**
 * The permission matrix: what each role is granted. Admin holds every module. Supervisor holds everything
 * except settings, import, deleting documents, entering documents by hand, user administration and
 * configuring scales and readers (it sees their status). Operator weighs (typing a weight on a scale with
 * an indicator needs `scale.weighing.manual`, which it does not hold) and reads the rest of the scale
 * module and reports. Operators and supervisors print
 * tickets. Viewer reads dashboard, documents and reports, and exports them, but prints no ticket.
 */
export const ROLE_GRANTS: Readonly<Record<BuiltInRole, readonly string[]>> = {
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
    OWN_APPEARANCE,
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
    OWN_APPEARANCE,
  ],
  viewer: ['project-timeline', 'scale.dashboard', 'scale.documents.view', 'scale.documents.export', 'reports', OWN_APPEARANCE],
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
export const PAGE_KEYS: readonly PageKey[] = [...new Set(MENU.flatMap((module) => module.items.map((item) => pageKeyOf(module, item))))];

/** Every action key of the catalogue, `module.page.action`. */
export const ACTION_KEYS: readonly ActionKey[] = PAGE_KEYS.flatMap((page) => pageActions(page).map((action) => `${page}.${action}` as ActionKey));

/** The actions of a page, `view` first: the columns of its row in a role's grants. */
export function pageActions(pageKey: string): readonly string[] {
  return ['view', ...((PAGE_ACTIONS as Partial<Record<string, readonly string[]>>)[pageKey] ?? [])];
}

/**
 * What a role can be granted: every module, page and action key of the catalogue, in the menu's order
 * (a module, then each of its pages followed by the page's actions).
 */
export const GRANTABLE_KEYS: ReadonlySet<string> = new Set(
  MENU.flatMap((module) => [
    module.id,
    ...module.items.flatMap((item) => {
      const page = `${module.id}.${item.id}`;
      return [page, ...pageActions(page).map((action) => `${page}.${action}`)];
    }),
  ]),
);

/**
 * A role's grants as it keeps them: only catalogue keys, each once, none beneath another it also holds
 * (a page's action under the page is already granted by it), in the catalogue's order.
 */
export function normalGrants(grants: readonly string[]): string[] {
  const order = [...GRANTABLE_KEYS];
  const kept = [...new Set(grants)].filter((key) => GRANTABLE_KEYS.has(key));
  return kept
    .filter((key) => !kept.some((other) => other !== key && key.startsWith(`${other}.`)))
    .sort((one, other) => order.indexOf(one) - order.indexOf(other));
}

/** Whether a list of grants covers every key of another: a user may hand out only what they hold. */
export function coversGrants(held: readonly string[], given: readonly string[]): boolean {
  return given.every((key) => isGranted(held, key));
}

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

/** How an action reads where people see it (the grants matrix, a refusal); any other reads as its key with a capital. */
const ACTION_LABELS: Readonly<Record<string, string>> = { manual: 'Type weight', import: 'Import', print: 'Print ticket', 'end-sessions': 'End sessions', 'site-defaults': 'Site defaults' };

/** An action as people read it: `print` is 'Print ticket', `clear` is 'Clear'. */
export function permissionActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action.charAt(0).toUpperCase() + action.slice(1);
}

/**
 * A permission key as the grants matrix names it, for a message a user reads:
 * `settings.database.clear` is 'Settings / Database: Clear', `scale.weighing` 'Scale / Weighing' and
 * `reports` 'Reporting'. A segment the catalogue does not know reads as it is.
 */
export function permissionLabel(key: string): string {
  const [moduleId = '', pageId, action] = key.split('.');
  const module = MENU.find((candidate) => candidate.id === moduleId);
  const moduleName = module?.name ?? moduleId;
  if (pageId === undefined) return moduleName;
  const page = `${moduleName} / ${module?.items.find((item) => item.id === pageId)?.label ?? pageId}`;
  return action === undefined ? page : `${page}: ${permissionActionLabel(action)}`;
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
