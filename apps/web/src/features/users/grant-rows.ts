/**
 * The rows of a role's grants matrix, from the contract's permission catalogue: a module, then each of its
 * pages with the page's actions (view first). A grant covers everything beneath it, so a box under a
 * granted module or page reads checked and cannot be unticked by itself.
 */
import { MENU } from '@weighbridge/contract/menu';
import { isGranted, normalGrants, pageActions, permissionActionLabel } from '@weighbridge/contract/permissions';
import { menuItemMessage, menuModuleMessage, type TextDescriptor } from '../../lib/contract-messages';

/** A box's action: its key, e.g. 'print', and its English label; the module's and page's names as the menu's messages. */
export type ActionRow = { key: string; action: string; label: string };
export type PageRow = { key: string; label: string; name: TextDescriptor; actions: readonly ActionRow[] };
export type ModuleRow = { key: string; label: string; name: TextDescriptor; pages: readonly PageRow[] };

export const GRANT_ROWS: readonly ModuleRow[] = MENU.map((module) => ({
  key: module.id,
  label: module.name,
  name: menuModuleMessage(module),
  pages: module.items.map((item) => {
    const key = `${module.id}.${item.id}`;
    const actions = pageActions(key).map((action) => ({ key: `${key}.${action}`, action, label: permissionActionLabel(action) }));
    return { key, label: item.label, name: menuItemMessage(item), actions };
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
