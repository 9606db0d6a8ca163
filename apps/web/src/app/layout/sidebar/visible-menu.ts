/**
 * Which part of the menu catalogue the sidebar shows (spec part 2 section 2): Simple view hides
 * placeholder modules and items; a module needs module access and an item needs '{moduleId}.{itemId}'.
 */
import type { MenuItem, MenuModule } from '@weighbridge/contract/menu';

export type MenuView = 'simple' | 'advanced';

export type VisibleModule = { module: MenuModule; items: readonly MenuItem[] };

export function visibleMenu(
  menu: readonly MenuModule[],
  view: MenuView,
  hasPermission: (key: string) => boolean,
): VisibleModule[] {
  const shown = (status: MenuModule['status']) => view === 'advanced' || status !== 'placeholder';
  return menu
    .filter((module) => shown(module.status) && hasPermission(module.id))
    .map((module) => ({
      module,
      items: module.items.filter((item) => shown(item.status) && hasPermission(`${module.id}.${item.id}`)),
    }))
    // A heading with nothing under it would only be noise.
    .filter(({ items }) => items.length > 0);
}
