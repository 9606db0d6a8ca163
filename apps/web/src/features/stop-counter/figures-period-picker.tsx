/**
 * The period of the Figures tab: Shift, Production day, Week or Month, the day it is read from, and for a shift
 * which of the site's shifts. A week or month is the one the day falls in.
 */
import { Group, Input, NativeSelect, SegmentedControl } from '@mantine/core';
import { FIGURES_PERIODS, type FiguresPeriod } from '@weighbridge/contract/figures-periods';
import { useIntl } from 'react-intl';
import { SiteDayInput } from '../../components/site-day-input';
import { figuresTabMessages as text } from './messages';

export type FiguresPeriodChoice = {
  period: FiguresPeriod;
  /** The production day 'YYYY-MM-DD' the period is read from; empty for today's. */
  day: string;
  /** One of the site's shifts; null for the current one. */
  shiftName: string | null;
};

type FiguresPeriodPickerProps = {
  choice: FiguresPeriodChoice;
  /** The day and the shift shown when the choice leaves them to the current time. */
  day: string;
  shiftName: string;
  shiftNames: readonly string[];
  onChange: (choice: FiguresPeriodChoice) => void;
};

export function FiguresPeriodPicker({ choice, day, shiftName, shiftNames, onChange }: FiguresPeriodPickerProps) {
  const intl = useIntl();
  const periodLabel = intl.formatMessage(text.period);
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      {/* A caption over the choice, as over the inputs beside it; the control is named by its own label. */}
      <Input.Wrapper label={periodLabel} labelElement="div">
        <div>
          <SegmentedControl
            aria-label={periodLabel}
            data={FIGURES_PERIODS.map((period) => ({ value: period, label: intl.formatMessage(text[period]) }))}
            value={choice.period}
            onChange={(period) => onChange({ ...choice, period: period as FiguresPeriod })}
          />
        </div>
      </Input.Wrapper>
      <SiteDayInput label={intl.formatMessage(text.date)} value={day} onChange={(chosen) => onChange({ ...choice, day: chosen })} />
      {choice.period === 'shift' && (
        <NativeSelect
          label={intl.formatMessage(text.shift)}
          data={[...shiftNames]}
          value={shiftName}
          onChange={(event) => onChange({ ...choice, shiftName: event.currentTarget.value })}
        />
      )}
    </Group>
  );
}
