/**
 * The Pareto of the period's stop reasons: a bar of hours per reason, most first, with the line of the
 * cumulative share (the chart loads with the chart library on first use), and the same reasons as a table. A
 * stop without a reason counts under 'Not classified'.
 */
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReasonFigures } from '@weighbridge/contract/stop-figures';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { ParetoChart } from '../../components/lazy-pareto-chart';
import { useFigureTexts } from '../../lib/figure-texts';
import { categoryMessages, dayMessages, figuresTabMessages as text } from './messages';

const keyOf = (reason: ReasonFigures) => `${reason.equipment_class}:${reason.reason_id ?? 'none'}`;

function useReasonColumns(): readonly CatalogueColumn<ReasonFigures>[] {
  const intl = useIntl();
  const texts = useFigureTexts();
  const notClassified = intl.formatMessage(dayMessages.notClassified);
  return [
    { header: intl.formatMessage(text.reason), cell: (reason) => reason.name ?? notClassified, td: { fw: 600 } },
    { header: intl.formatMessage(text.category), cell: (reason) => (reason.category ? intl.formatMessage(categoryMessages[reason.category]) : notClassified) },
    { header: intl.formatMessage(text.stops), align: 'right', cell: (reason) => texts.count(reason.stops) },
    { header: intl.formatMessage(text.hours), align: 'right', cell: (reason) => texts.hours(reason.hours) },
    { header: intl.formatMessage(text.cumulative), align: 'right', cell: (reason) => texts.percent(reason.cumulative_share) },
  ];
}

export function ReasonsPareto({ reasons }: { reasons: readonly ReasonFigures[] }) {
  const intl = useIntl();
  const chartTitle = intl.formatMessage(text.paretoChart);
  const tableTitle = intl.formatMessage(text.paretoTable);
  const notClassified = intl.formatMessage(dayMessages.notClassified);
  const columns = useReasonColumns();
  const bars = reasons.map((reason) => ({ name: reason.name ?? notClassified, hours: reason.hours, cumulative: reason.cumulative_share }));
  return (
    <Stack gap="sm" component="section" aria-label={tableTitle}>
      <Title order={3} size="h4">
        {tableTitle}
      </Title>
      {reasons.length === 0 ? (
        <Text c="dimmed">{intl.formatMessage(text.noStops)}</Text>
      ) : (
        <>
          <Paper withBorder radius="md" p="md">
            <Text size="sm" fw={600} mb="xs">
              {chartTitle}
            </Text>
            <Suspense fallback={<Skeleton height={320} radius="sm" />}>
              <ParetoChart bars={bars} title={chartTitle} />
            </Suspense>
          </Paper>
          <Paper withBorder radius="md">
            <CatalogueTable records={reasons} columns={columns} rowKey={keyOf} emptyText={intl.formatMessage(text.noStops)} minWidth={560} label={tableTitle} focusable />
          </Paper>
        </>
      )}
    </Stack>
  );
}
