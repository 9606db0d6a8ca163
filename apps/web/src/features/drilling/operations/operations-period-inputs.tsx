/** The From and To production days of the Drill logs and Blasts tabs, as every filter's day range is chosen. */
import { dateRangeProblem } from '../../../lib/date-range';
import { EndDayInput, StartDayInput } from '../../../components/day-range-inputs';
import type { OperationsPeriod } from './operations-period';

type Props = { period: OperationsPeriod; onChange: (period: OperationsPeriod) => void };

export function OperationsPeriodInputs({ period, onChange }: Props) {
  const range = { startDate: period.from, endDate: period.to };
  return (
    <>
      <StartDayInput range={range} onChange={(from) => onChange({ ...period, from })} />
      <EndDayInput range={range} error={dateRangeProblem(range) ?? undefined} onChange={(to) => onChange({ ...period, to })} />
    </>
  );
}
