/** Which catalogue page or module a placeholder path stands for, and what its page says about it. */
import { MENU, type MenuModule, type MenuStatus } from '@weighbridge/contract/menu';
import { MODULE_PLANNED_FEATURES, PAGE_PLANNED_FEATURES } from './planned-features';

export type PlaceholderTarget = {
  module: MenuModule;
  /** The page's own name, or the module's for a path that is not in the catalogue. */
  title: string;
  status: MenuStatus;
  estimatedRelease: string;
  plannedFeatures: readonly string[];
};

/** Shown when neither the page nor its module names a release. */
const RELEASE_NOT_SCHEDULED = 'To be announced';

export function placeholderTarget(pathname: string): PlaceholderTarget | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const module of MENU) {
    const item = module.items.find((candidate) => candidate.path === path);
    if (item) {
      return {
        module,
        title: item.label,
        status: item.status,
        estimatedRelease: item.estimatedRelease ?? module.estimatedRelease ?? RELEASE_NOT_SCHEDULED,
        plannedFeatures: PAGE_PLANNED_FEATURES[path] ?? MODULE_PLANNED_FEATURES[module.id] ?? [],
      };
    }
  }
  const module = MENU.find((candidate) => path === `/${candidate.id}` || path.startsWith(`/${candidate.id}/`));
  if (!module) return null;
  return {
    module,
    title: module.name,
    status: module.status,
    estimatedRelease: module.estimatedRelease ?? RELEASE_NOT_SCHEDULED,
    plannedFeatures: MODULE_PLANNED_FEATURES[module.id] ?? [],
  };
}
