/**
 * The Load Date of a row: an Excel date cell, an Excel date number whose format was lost, or text as
 * YYYY-MM-DD HH:mm, DD.MM.YYYY HH:mm or ISO 8601. Without an offset it is read on the site's clock.
 */
import { IMPORT_ROW_REASONS } from '@weighbridge/contract/import-refusals';
import { isRealWallClock, siteMoment, type WallClock } from '../../lib/site-time.js';
import type { SheetCell } from './workbook.js';

/** An ISO date with an optional time, seconds, fraction and offset: 2025-03-04, 2025-03-04 07:30, 2025-03-04T07:30:00+01:00. */
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
/** A day as 04.03.2025, with an optional time. */
const DOTTED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

export type LoadDate = { ok: true; moment: Date } | { ok: false; problem: string };

const unreadable = (shown: string): LoadDate => ({ ok: false, problem: IMPORT_ROW_REASONS.loadDateUnreadable(shown) });

export function readLoadDate(cell: SheetCell, timeZone: string): LoadDate {
  switch (cell.type) {
    case 'date':
      return onSiteClock(cell, timeZone, 'the date cell');
    case 'number':
      return fromSerial(cell.value, timeZone);
    case 'text':
      return fromText(cell.text, timeZone);
    case 'error':
      return { ok: false, problem: IMPORT_ROW_REASONS.loadDateExcelError };
  }
}

function onSiteClock(clock: WallClock, timeZone: string, shown: string): LoadDate {
  if (!isRealWallClock(clock)) return unreadable(shown);
  return { ok: true, moment: siteMoment(clock, timeZone) };
}

/** Excel counts days from 30 December 1899; the fraction is the time of day. */
function fromSerial(serial: number, timeZone: string): LoadDate {
  if (serial < 1 || serial > 2_958_465) return unreadable(String(serial));
  const wall = new Date(EXCEL_EPOCH_MS + Math.round(serial * DAY_MS / 1000) * 1000);
  return onSiteClock(
    {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
    },
    timeZone,
    String(serial),
  );
}

function fromText(text: string, timeZone: string): LoadDate {
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const [, year, month, day, hour, minute, second, offset] = iso;
    const clock = wallClock(year, month, day, hour, minute, second);
    if (!isRealWallClock(clock)) return unreadable(text);
    if (!offset) return { ok: true, moment: siteMoment(clock, timeZone) };
    const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
    return { ok: true, moment: new Date(asUtc - offsetMinutes(offset) * 60_000) };
  }
  const dotted = DOTTED_DATE.exec(text);
  if (dotted) {
    const [, day, month, year, hour, minute, second] = dotted;
    return onSiteClock(wallClock(year, month, day, hour, minute, second), timeZone, text);
  }
  return unreadable(text);
}

/** 'Z' is 0; '+01:00' and '+0100' are 60. */
function offsetMinutes(offset: string): number {
  if (offset.toUpperCase() === 'Z') return 0;
  const digits = offset.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return digits.startsWith('-') ? -minutes : minutes;
}

function wallClock(...[year, month, day, hour, minute, second]: (string | undefined)[]): WallClock {
  return {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour ?? 0),
    minute: Number(minute ?? 0),
    second: Number(second ?? 0),
  };
}
