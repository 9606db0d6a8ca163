/**
 * /production/plan-vs-actual: a month of production days (up to today while it runs) and its year to date. Per
 * crushing plant: the approved crush plan against the output of the shift logs by month of the year, and the
 * figures of GET /api/production/figures with their formulas written out.
 */
import { Alert, Select, Stack, Text } from '@mantine/core';
import type { ShiftPattern } from '@weighbridge/contract/shifts';
import { productionDayOf } from '@weighbridge/contract/shifts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSite } from '../../app/queries/site';
import { FormulasExplained } from '../../components/formulas-explained';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { showToast } from '../../components/toast';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useCrushPlan } from './api/get-crush-plan';
import { useCrushPlans } from './api/get-crush-plans';
import { useProductionFigures, useProductionFiguresOf } from './api/get-production-figures';
import { MONTHS, planYears } from './crush-plan-grid';
import { productionFormulaMessages as formulas, planVsActualMessages as text } from './messages';
import { monthPeriod, monthsSoFar, planActualRows, plannedMonths } from './plan-vs-actual-periods';
import { PlanVsActualPlant } from './plan-vs-actual-plant';

/** The formulas of the contract's production-figures.ts, a line each. */
const FORMULAS = [
  formulas.feedWeighed,
  formulas.feedLogged,
  formulas.yield,
  formulas.tonsPerHour,
  formulas.utilisation,
  formulas.availability,
  formulas.planToDate,
  formulas.attainment,
  formulas.specificEnergy,
  formulas.feedCheck,
] as const;

export function PlanVsActualPage() {
  // Production days follow the site's shifts: nothing is asked for until they are known (the shell has them already).
  const pattern = useSite().data?.shifts;
  return pattern ? <PlanVsActual pattern={pattern} /> : <LoadingNotice />;
}

function PlanVsActual({ pattern }: { pattern: ShiftPattern }) {
  const intl = useIntl();
  const timeZone = useSiteTimeZone();
  const { formatCalendarDate } = useFormat();
  const [today] = useState(() => productionDayOf(new Date(), pattern, timeZone));
  const currentYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(currentYear);
  const [month, setMonth] = useState(Number(today.slice(5, 7)));
  // A month not yet begun reads as its first day: its figures are none, and its plan still shows.
  const period = monthPeriod(year, month, today) ?? { from: `${year}-${String(month).padStart(2, '0')}-01`, to: `${year}-${String(month).padStart(2, '0')}-01` };
  const figures = useProductionFigures(period);
  const monthly = useProductionFiguresOf(monthsSoFar(year, month, today));
  const approved = (useCrushPlans(year).data ?? []).find((revision) => revision.status === 'approved');
  const plan = useCrushPlan(approved?.revision_id ?? null);
  useLoadFailure(figures.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));
  const monthNames = Array.from({ length: MONTHS }, (_, index) => intl.formatDate(Date.UTC(2001, index, 1), { month: 'long', timeZone: 'UTC' }));
  const shortNames = Array.from({ length: MONTHS }, (_, index) => intl.formatDate(Date.UTC(2001, index, 1), { month: 'short', timeZone: 'UTC' }));
  const monthlyFigures = monthly.map((query) => query.data);

  return (
    <Stack gap="md">
      <PageToolbar title={intl.formatMessage(text.title)}>
        <Select label={intl.formatMessage(text.year)} w={110} data={planYears(currentYear).map(String)} value={String(year)} allowDeselect={false} onChange={(value) => value && setYear(Number(value))} />
        <Select
          label={intl.formatMessage(text.month)}
          w={160}
          data={monthNames.map((name, index) => ({ value: String(index + 1), label: name }))}
          value={String(month)}
          allowDeselect={false}
          onChange={(value) => value && setMonth(Number(value))}
        />
      </PageToolbar>
      <Text size="sm" c="dimmed" mt={-12}>
        {intl.formatMessage(text.period, { from: formatCalendarDate(period.from), to: formatCalendarDate(period.to) })}
      </Text>
      {figures.isPending && <LoadingNotice />}
      {figures.data && figures.data.plants.length === 0 && <Alert color="blue">{intl.formatMessage(text.noPlants)}</Alert>}
      {figures.data?.plants.map((plant) => (
        <PlanVsActualPlant
          key={plant.plant_id}
          plant={plant}
          year={year}
          chartRows={planActualRows(shortNames, plannedMonths(plan.data?.tons, plant.plant_id), monthlyFigures, plant.plant_id)}
        />
      ))}
      <FormulasExplained
        title={intl.formatMessage(formulas.title)}
        intro={intl.formatMessage(formulas.intro)}
        formulas={FORMULAS.map((formula) => intl.formatMessage(formula))}
      />
    </Stack>
  );
}
