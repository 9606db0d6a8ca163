/**
 * The period of the report tabs (spec part 2 sections 2, 4 and 5). Today, Week, Month and All Time take
 * effect at once and the server works out their days in the site's time zone. Custom shows two date
 * pickers; the report moves to them only on Apply, and only with both dates set, the start not after the end.
 * The Production and Drilling reports choose among Month, Year and Custom by the same rules.
 */
import type { DayBasis } from '@weighbridge/contract/day-basis';
import { DEFAULT_OPERATIONS_REPORT_PERIOD, type OperationsReportPeriod } from '@weighbridge/contract/operations-reports';
import { DEFAULT_REPORT_PERIOD, type ReportPeriod } from '@weighbridge/contract/reports';

/** What a report call sends. */
export type PeriodQuery<Period extends string = ReportPeriod> = { period: Period; startDate?: string; endDate?: string; dayBasis?: DayBasis };

export type PeriodState<Period extends string = ReportPeriod> = {
  /** The button shown as chosen. */
  choice: Period;
  /** The dates in the pickers. */
  startDate: string;
  endDate: string;
  /** The period of the report shown. */
  query: PeriodQuery<Period>;
};

const initialPeriod = <Period extends string>(period: Period): PeriodState<Period> => ({ choice: period, startDate: '', endDate: '', query: { period } });

export const INITIAL_PERIOD: PeriodState = initialPeriod(DEFAULT_REPORT_PERIOD);
export const INITIAL_OPERATIONS_PERIOD: PeriodState<OperationsReportPeriod> = initialPeriod(DEFAULT_OPERATIONS_REPORT_PERIOD);

export const END_BEFORE_START = 'End Date cannot be earlier than Start Date';

/** Custom only opens the pickers; any other choice reloads the report with it. */
export function choosePeriod<Period extends string>(state: PeriodState<Period>, choice: Period): PeriodState<Period> {
  if (choice === 'custom') return { ...state, choice };
  return { ...state, choice, query: { period: choice } };
}

export function editDate<Period extends string>(state: PeriodState<Period>, field: 'startDate' | 'endDate', value: string): PeriodState<Period> {
  return { ...state, [field]: value };
}

export function dateProblem(state: Pick<PeriodState<string>, 'startDate' | 'endDate'>): string | null {
  return state.startDate && state.endDate && state.endDate < state.startDate ? END_BEFORE_START : null;
}

export function canApply(state: Pick<PeriodState<string>, 'startDate' | 'endDate'>): boolean {
  return Boolean(state.startDate && state.endDate) && dateProblem(state) === null;
}

export function applyCustom<Period extends string>(state: PeriodState<Period>): PeriodState<Period> {
  if (!canApply(state)) return state;
  return { ...state, query: { period: 'custom' as Period, startDate: state.startDate, endDate: state.endDate } };
}
