/**
 * The Figures tab of a Stop Counter page: the figures of the module's machines over a shift, a production day,
 * a week or a month of the site's calendar (by default the current shift), per class and machine, the Pareto of
 * the stop reasons, and how the figures are computed. The window is worked out in the site's time zone and
 * shown to the minute; the server counts it up to now.
 */
import { Stack, Text } from '@mantine/core';
import type { EquipmentClass } from '@weighbridge/contract/equipment';
import { stopFiguresWindow } from '@weighbridge/contract/figures-periods';
import { TRAILING_RATE_DAYS } from '@weighbridge/contract/stop-figures';
import { type ShiftPattern, shiftAt } from '@weighbridge/contract/shifts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSite } from '../../app/queries/site';
import { FormulasExplained } from '../../components/formulas-explained';
import { LoadingNotice } from '../../components/loading-notice';
import { showToast } from '../../components/toast';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useNow } from '../../lib/use-now';
import { useStopFigures } from './api/get-stop-figures';
import { ReasonsPareto } from './figures-pareto';
import { type FiguresPeriodChoice, FiguresPeriodPicker } from './figures-period-picker';
import { ClassFiguresSection } from './figures-tables';
import { figuresMessages, figuresTabMessages as text, lostTonsMessage } from './messages';

/** The time usage model of packages/contract/src/time-usage.ts, a line each. */
const FORMULAS = [
  figuresMessages.calendar,
  figuresMessages.down,
  figuresMessages.available,
  figuresMessages.standby,
  figuresMessages.utilised,
  figuresMessages.operating,
  figuresMessages.physicalAvailability,
  figuresMessages.useOfAvailability,
  figuresMessages.effectiveUtilisation,
  figuresMessages.mtbf,
  figuresMessages.mttr,
] as const;

/** The current shift, the default, moves on by itself on an open page. */
const NOW_REFRESH_MS = 60_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type FiguresTabProps = { equipmentClasses: readonly EquipmentClass[] };

export function FiguresTab({ equipmentClasses }: FiguresTabProps) {
  // The periods are the site's own shifts: none is asked for until they are known (the shell has them already).
  const pattern = useSite().data?.shifts;
  return pattern ? <PeriodFigures equipmentClasses={equipmentClasses} pattern={pattern} /> : <LoadingNotice />;
}

function PeriodFigures({ equipmentClasses, pattern }: FiguresTabProps & { pattern: ShiftPattern }) {
  const intl = useIntl();
  const timeZone = useSiteTimeZone();
  const { formatDateTime } = useFormat();
  const now = useNow(NOW_REFRESH_MS);
  const [choice, setChoice] = useState<FiguresPeriodChoice>({ period: 'shift', day: '', shiftName: null });
  const current = shiftAt(now, pattern, timeZone);
  // A cleared date reads as today's production day, and a shift the site no longer has as the current one.
  const day = DAY.test(choice.day) ? choice.day : current.productionDay;
  const shiftName = pattern.shifts.some((shift) => shift.name === choice.shiftName) ? choice.shiftName! : current.name;
  const window = stopFiguresWindow(choice.period, day, shiftName, pattern, timeZone);
  const figures = useStopFigures({ from: window.start.toISOString(), to: window.end.toISOString(), equipmentClasses });
  useLoadFailure(figures.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));

  return (
    <Stack gap="lg">
      <div>
        <FiguresPeriodPicker choice={choice} day={day} shiftName={shiftName} shiftNames={pattern.shifts.map((shift) => shift.name)} onChange={setChoice} />
        <Text size="sm" c="dimmed" mt="xs">
          {intl.formatMessage(text.window, { start: formatDateTime(window.start.toISOString(), timeZone), end: formatDateTime(window.end.toISOString(), timeZone) })}
        </Text>
      </div>
      {figures.isPending && <LoadingNotice />}
      {figures.data && (
        <>
          {equipmentClasses.map((equipmentClass) => (
            <ClassFiguresSection
              key={equipmentClass}
              equipmentClass={equipmentClass}
              totals={figures.data.classes.find((totals) => totals.equipment_class === equipmentClass)}
              machines={figures.data.machines.filter((machine) => machine.equipment_class === equipmentClass)}
            />
          ))}
          <ReasonsPareto reasons={figures.data.reasons} />
        </>
      )}
      <FormulasExplained
        title={intl.formatMessage(figuresMessages.title)}
        intro={intl.formatMessage(figuresMessages.intro)}
        formulas={[...FORMULAS.map((formula) => intl.formatMessage(formula)), intl.formatMessage(lostTonsMessage, { days: TRAILING_RATE_DAYS })]}
      />
    </Stack>
  );
}
