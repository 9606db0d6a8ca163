import { MAX_PAGE_BUTTONS } from '@weighbridge/contract/constants';

/**
 * The page numbers a pagination bar shows: at most `max` consecutive pages, the current one in the middle
 * where it can be, shifted at either end so that the bar always shows as many pages as there are.
 * @example pageWindow(5, 10) // [3, 4, 5, 6, 7]
 */
export function pageWindow(current: number, pages: number, max: number = MAX_PAGE_BUTTONS): number[] {
  const count = Math.max(0, Math.min(max, pages));
  const first = Math.max(1, Math.min(current - Math.floor(count / 2), pages - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}
