/** The header's page title (spec part 2 section 2): the matching menu item, a few special titles, else a default. */
import { MENU } from '@weighbridge/contract/menu';

const SPECIAL_TITLES: Readonly<Record<string, string>> = {
  '/reports/monthly-material': 'Monthly Material Report',
  '/reports/annual-material': 'Annual Material Report',
  '/dashboard': 'Dashboard',
};

const DEFAULT_TITLE = 'Operations Dashboard';

export function pageTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const item = MENU.flatMap((module) => module.items).find((candidate) => candidate.path === path);
  return SPECIAL_TITLES[path] ?? item?.label ?? DEFAULT_TITLE;
}
