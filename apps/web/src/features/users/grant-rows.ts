/**
 * The rows of a role's grants matrix, from the contract's permission catalogue: a module, then each of its
 * pages with the page's actions (view first). A grant covers everything beneath it, so a box under a
 * granted module or page reads checked and cannot be unticked by itself.
 */
import { MENU } from '@weighbridge/contract/menu';
import { isGranted, normalGrants, pageActions, permissionActionLabel } from '@weighbridge/contract/permissions';

export type PageRow = { key: string; label: string; actions: readonly { key: string; label: string }[] };
export type ModuleRow = { key: string; label: string; pages: readonly PageRow[] };

export const GRANT_ROWS: readonly ModuleRow[] = MENU.map((module) => ({
  key: module.id,
  label: module.name,
  pages: module.items.map((item) => {
    const key = `${module.id}.${item.id}`;
    return { key, label: item.label, actions: pageActions(key).map((action) => ({ key: `${key}.${action}`, label: permissionActionLabel(action) })) };
  }),
}));

/** How a key's box reads: ticked by itself, ticked because a grant above covers it, or not ticked. */
export type GrantState = 'granted' | 'covered' | 'none';

export function grantState(grants: readonly string[], key: string): GrantState {
  if (grants.includes(key)) return 'granted';
  return isGranted(grants, key) ? 'covered' : 'none';
}

/** The grants once a box is ticked or unticked, kept as the server keeps them (nothing under a grant it covers). */
export function toggleGrant(grants: readonly string[], key: string, granted: boolean): string[] {
  return normalGrants(granted ? [...grants, key] : grants.filter((grant) => grant !== key));
}
