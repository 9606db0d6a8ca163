/** Which catalogue page or module a placeholder path stands for, and what its page says about it. */
import { MENU, type MenuModule, type MenuStatus } from '@weighbridge/contract/menu';
import type { MessageDescriptor } from 'react-intl';
import { menuItemMessage, menuModuleMessage, type TextDescriptor } from '../../lib/contract-messages';
import { releaseMessages } from './messages';
import { modulePlannedFeatures, pagePlannedFeatures } from './planned-features';

export type PlaceholderTarget = {
  module: MenuModule;
  /** The page's own name, or the module's for a path that is not in the catalogue. */
  title: TextDescriptor;
  status: MenuStatus;
  /** The menu's release ('Q1 2026', 'Future Consideration'), or none when neither the page nor its module names one. */
  estimatedRelease: string | undefined;
  plannedFeatures: readonly MessageDescriptor[];
};

/** Shown when neither the page nor its module names a release. */
export const RELEASE_NOT_SCHEDULED = releaseMessages.notScheduled;

export function placeholderTarget(pathname: string): PlaceholderTarget | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const module of MENU) {
    const item = module.items.find((candidate) => candidate.path === path);
    if (item) {
      return {
        module,
        title: menuItemMessage(item),
        status: item.status,
        estimatedRelease: item.estimatedRelease ?? module.estimatedRelease,
        plannedFeatures: pagePlannedFeatures(path) ?? modulePlannedFeatures(module.id) ?? [],
      };
    }
  }
  const module = MENU.find((candidate) => path === `/${candidate.id}` || path.startsWith(`/${candidate.id}/`));
  if (!module) return null;
  return {
    module,
    title: menuModuleMessage(module),
    status: module.status,
    estimatedRelease: module.estimatedRelease,
    plannedFeatures: modulePlannedFeatures(module.id) ?? [],
  };
}
