/**
 * /drilling/plan-vs-actual: a period of production days (the month a day falls in, or its year to date) from GET
 * /api/drilling/figures: the approved plan against the actuals per month as a chart and per month, area and rig
 * with their variances; each rig's rates; each blast's volume, tons broken and powder factors; what remains of
 * each polygon's latest blast; and how each figure is computed.
 */
import { Group, Input, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { productionDayOf, type ShiftPattern } from '@weighbridge/contract/shifts';
import { Suspense, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useMuckpiles } from '../../app/queries/muckpiles';
import { useSite } from '../../app/queries/site';
import { FigureTerms } from '../../components/figure-terms';
import { FormulasExplained } from '../../components/formulas-explained';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { SiteDayInput } from '../../components/site-day-input';
import { showToast } from '../../components/toast';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { useLoadFailure } from '../../lib/use-load-failure';
import { usePageOf } from '../../lib/use-page-of';
import { useDrillingFigures } from './api/get-drilling-figures';
import { drillingFormulaMessages as formulas, planVsActualMessages as text } from './messages';
import { MuckpileTable } from './muckpile-table';
import { PlanActualChart } from './plan-vs-actual-lazy-chart';
import { PLAN_PERIODS, type PlanPeriod, planPeriodDays } from './plan-vs-actual-period';
import { BlastFiguresTable, PlanActualTable, RigFiguresTable, useDrillingTexts } from './plan-vs-actual-tables';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The figures of packages/contract/src/drilling.ts and blasts.ts, a line each. */
const FORMULAS = [
  formulas.metres,
  formulas.perShift,
  formulas.perDrillHour,
  formulas.volume,
  formulas.tonsBroken,
  formulas.powderFactor,
  formulas.hauled,
  formulas.remaining,
  formulas.perWeighedTon,
  formulas.variance,
  formulas.rigTons,
] as const;

export function PlanVsActualPage() {
  const intl = useIntl();
  // The production days are the site's own: none is asked for until its day start is known (the shell has it already).
  const pattern = useSite().data?.shifts;
  return (
    <Stack gap="lg">
      <PageToolbar title={intl.formatMessage(text.title)} />
      {pattern ? <PeriodFigures pattern={pattern} /> : <LoadingNotice />}
    </Stack>
  );
}

function PeriodFigures({ pattern }: { pattern: ShiftPattern }) {
  const intl = useIntl();
  const timeZone = useSiteTimeZone();
  const { formatCalendarDate } = useFormat();
  const texts = useDrillingTexts();
  const [period, setPeriod] = useState<PlanPeriod>('month');
  const [chosenDay, setChosenDay] = useState('');
  // A cleared date reads as today's production day.
  const day = DAY.test(chosenDay) ? chosenDay : productionDayOf(new Date(), pattern, timeZone);
  const days = planPeriodDays(period, day);
  const [blastsPage, setBlastsPage] = usePageOf(`${days.from}/${days.to}`);
  const figures = useDrillingFigures(days, blastsPage);
  const muckpiles = useMuckpiles();
  useLoadFailure(figures.isError || muckpiles.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));
  const periodLabel = intl.formatMessage(text.period);
  const data = figures.data;

  return (
    <Stack gap="lg">
      <div>
        <Group align="flex-end" gap="md" wrap="wrap">
          {/* A caption over the choice, as over the input beside it; the control is named by its own label. */}
          <Input.Wrapper label={periodLabel} labelElement="div">
            <div>
              <SegmentedControl
                aria-label={periodLabel}
                data={PLAN_PERIODS.map((one) => ({ value: one, label: intl.formatMessage(one === 'month' ? text.month : text.yearToDate) }))}
                value={period}
                onChange={(value) => setPeriod(value as PlanPeriod)}
              />
            </div>
          </Input.Wrapper>
          <SiteDayInput label={intl.formatMessage(text.date)} value={day} onChange={setChosenDay} />
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          {intl.formatMessage(text.window, { from: formatCalendarDate(days.from), to: formatCalendarDate(days.to) })}
        </Text>
      </div>
      {figures.isPending && <LoadingNotice />}
      {data && (
        <>
          <Paper withBorder radius="md" p="sm">
            <FigureTerms
              label={intl.formatMessage(text.totals)}
              figures={(
                [
                [text.metres, texts.number(data.totals.metres)],
                [text.drillHours, texts.number(data.totals.drill_hours)],
                [text.metresPerDrillHour, texts.number(data.totals.metres_per_drill_hour)],
                [text.blasts, texts.number(data.totals.blasts)],
                [text.volume, texts.number(data.totals.volume_m3)],
                [text.tonsBroken, texts.number(data.totals.tons_broken)],
                [text.explosives, texts.number(data.totals.explosives_kg)],
                [text.powderFactorVolume, texts.factor(data.totals.powder_factor_kg_m3)],
                [text.powderFactorTons, texts.factor(data.totals.powder_factor_kg_t)],
                ] satisfies [MessageDescriptor, string][]
              ).map(([label, value]) => ({ label: intl.formatMessage(label), value }))}
            />
          </Paper>
          <Stack gap="xs" component="section" aria-label={intl.formatMessage(text.chartTitle)}>
            <Title order={3} size="h4">
              {intl.formatMessage(text.chartTitle)}
            </Title>
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              {(['metres', 'tons'] as const).map((figure) => {
                const title = intl.formatMessage(figure === 'metres' ? text.metresChart : text.tonsChart);
                return (
                  <Paper key={figure} withBorder radius="md" p="sm">
                    <Text size="sm" fw={600} mb="xs">
                      {title}
                    </Text>
                    <Suspense fallback={<LoadingNotice />}>
                      <PlanActualChart rows={data.plan_vs_actual.by_month} figure={figure} title={title} />
                    </Suspense>
                  </Paper>
                );
              })}
            </SimpleGrid>
          </Stack>
          <PlanActualTable rows={data.plan_vs_actual.by_month} by="month" title={intl.formatMessage(text.byMonth)} />
          <PlanActualTable rows={data.plan_vs_actual.by_area} by="area" title={intl.formatMessage(text.byArea)} />
          <PlanActualTable rows={data.plan_vs_actual.by_rig} by="rig" title={intl.formatMessage(text.byRig)} />
          <RigFiguresTable rigs={data.rigs} />
          <BlastFiguresTable blasts={data.blasts} pages={data.blast_pages} onPage={setBlastsPage} />
        </>
      )}
      {muckpiles.data && <MuckpileTable muckpiles={muckpiles.data} />}
      <FormulasExplained
        title={intl.formatMessage(formulas.title)}
        intro={intl.formatMessage(formulas.intro)}
        formulas={FORMULAS.map((formula) => intl.formatMessage(formula))}
      />
    </Stack>
  );
}
