/**
 * Which part of the menu catalogue the sidebar shows (spec part 2 section 2): Simple view hides
 * placeholder modules and items; a module needs module access and an item needs '{moduleId}.{itemId}'.
 */
import { type MenuItem, type MenuModule, moduleKeyOf, pageKeyOf } from '@weighbridge/contract/menu';
import type { PermissionKey } from '@weighbridge/contract/permissions';
import type { MenuView } from '@weighbridge/contract/preferences';

export type VisibleModule = { module: MenuModule; items: readonly MenuItem[] };

export function visibleMenu(
  menu: readonly MenuModule[],
  view: MenuView,
  hasPermission: (key: PermissionKey) => boolean,
): VisibleModule[] {
  const shown = (status: MenuModule['status']) => view === 'advanced' || status !== 'placeholder';
  return menu
    .filter((module) => shown(module.status) && hasPermission(moduleKeyOf(module)))
    .map((module) => ({
      module,
      items: module.items.filter((item) => shown(item.status) && hasPermission(pageKeyOf(module, item))),
    }))
    // A heading with nothing under it would only be noise.
    .filter(({ items }) => items.length > 0);
}
