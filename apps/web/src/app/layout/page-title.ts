/** The header's page title (spec part 2 section 2): the matching menu item, a few special titles, else a default. */
import { ANNUAL_MATERIAL_TITLE, MONTHLY_MATERIAL_TITLE } from '@weighbridge/contract/material-report-tables';
import { MENU } from '@weighbridge/contract/menu';
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { knownTextMessage, menuItemMessage, type TextDescriptor } from '../../lib/contract-messages';
import { pageTitleMessages } from './messages';

const SPECIAL_TITLES: Readonly<Record<string, TextDescriptor>> = {
  '/reports/monthly-material': knownTextMessage(MONTHLY_MATERIAL_TITLE),
  '/reports/annual-material': knownTextMessage(ANNUAL_MATERIAL_TITLE),
  '/dashboard': pageTitleMessages.dashboard,
};

/** Pages opened from a menu item's page, titled as it is: a blast's printable report under Actual Operations. */
const PAGES_UNDER_ITEMS: readonly { page: RegExp; item: string }[] = [{ page: pathPattern(PAGE_PATHS.blastReport), item: PAGE_PATHS.drillingOperations }];

function pathPattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
}

/** The title's message; its English default is the title the specification gives. */
export function pageTitle(pathname: string): TextDescriptor {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const itemPath = PAGES_UNDER_ITEMS.find((under) => under.page.test(path))?.item ?? path;
  const item = MENU.flatMap((module) => module.items).find((candidate) => candidate.path === itemPath);
  return SPECIAL_TITLES[path] ?? (item ? menuItemMessage(item) : pageTitleMessages.operationsDashboard);
}
