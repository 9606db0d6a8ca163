/**
 * The page shown of a table that comes a page at a time (Driver Activity's pairs, Drilling's blasts), kept for
 * what it is a page of: another period, say, starts again at page 1.
 */
import { useState } from 'react';

/** `of` names what the pages are of (a period's key); the page and a setter that keeps it for `of`. */
export function usePageOf(of: string): [number, (page: number) => void] {
  const [shown, setShown] = useState({ of, page: 1 });
  return [shown.of === of ? shown.page : 1, (page) => setShown({ of, page })];
}
