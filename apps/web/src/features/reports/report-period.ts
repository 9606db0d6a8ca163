/**
 * The period of the report tabs (spec part 2 sections 2, 4 and 5). Today, Week, Month and All Time take
 * effect at once and the server works out their days in the site's time zone. Custom shows two date
 * pickers; the report moves to them only on Apply, and only with both dates set, the start not after the end.
 */
import type { DayBasis } from '@weighbridge/contract/day-basis';
import { DEFAULT_REPORT_PERIOD, type ReportPeriod } from '@weighbridge/contract/reports';

/** What a report call sends. */
export type PeriodQuery = { period: ReportPeriod; startDate?: string; endDate?: string; dayBasis?: DayBasis };

export type PeriodState = {
  /** The button shown as chosen. */
  choice: ReportPeriod;
  /** The dates in the pickers. */
  startDate: string;
  endDate: string;
  /** The period of the report shown. */
  query: PeriodQuery;
};

export const INITIAL_PERIOD: PeriodState = { choice: DEFAULT_REPORT_PERIOD, startDate: '', endDate: '', query: { period: DEFAULT_REPORT_PERIOD } };

export const END_BEFORE_START = 'End Date cannot be earlier than Start Date';

/** Custom only opens the pickers; any other choice reloads the report with it. */
export function choosePeriod(state: PeriodState, choice: ReportPeriod): PeriodState {
  if (choice === 'custom') return { ...state, choice };
  return { ...state, choice, query: { period: choice } };
}

export function editDate(state: PeriodState, field: 'startDate' | 'endDate', value: string): PeriodState {
  return { ...state, [field]: value };
}

export function dateProblem(state: PeriodState): string | null {
  return state.startDate && state.endDate && state.endDate < state.startDate ? END_BEFORE_START : null;
}

export function canApply(state: PeriodState): boolean {
  return Boolean(state.startDate && state.endDate) && dateProblem(state) === null;
}

export function applyCustom(state: PeriodState): PeriodState {
  if (!canApply(state)) return state;
  return { ...state, query: { period: 'custom', startDate: state.startDate, endDate: state.endDate } };
}
