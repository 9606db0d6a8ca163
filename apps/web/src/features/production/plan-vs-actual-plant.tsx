/**
 * One plant on Plan vs Actual: its plan and output by month of the year as columns, its attainment month to
 * date and year to date, how it ran (feed, output, hours, tons per operating hour, utilisation, availability,
 * energy), the yield of each product and the three-way check of its feed. A figure without a value reads '—'.
 */
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PlantFigures } from '@weighbridge/contract/production-figures';
import { Suspense } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { FigureTerms } from '../../components/figure-terms';
import { TonsColumnsChart } from '../../components/lazy-tons-columns-chart';
import type { TonsChartRow } from '../../components/tons-columns-chart';
import { useFigureTexts } from '../../lib/figure-texts';
import { useFormat } from '../../lib/use-format';
import { planVsActualMessages as text } from './messages';

type Figure = { label: MessageDescriptor; value: string };

/** Figures as terms and their values, under a heading. */
function FigureGroup({ title, figures }: { title: string; figures: readonly Figure[] }) {
  const intl = useIntl();
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm" mb={6}>
        {title}
      </Text>
      <FigureTerms label={title} figures={figures.map((figure) => ({ label: intl.formatMessage(figure.label), value: figure.value }))} />
    </Paper>
  );
}

type CheckRow = { key: string; source: MessageDescriptor; tons: number; variance: number | null; share: number | null };

export function PlanVsActualPlant({ plant, chartRows, year }: { plant: PlantFigures; chartRows: TonsChartRow[]; year: number }) {
  const intl = useIntl();
  const texts = useFigureTexts();
  const { formatNumber } = useFormat();
  const chartTitle = intl.formatMessage(text.chartTitle, { plant: plant.name, year });
  const kwh = (value: number | null) => (value === null ? texts.tons(null) : `${formatNumber(value)} kWh`);
  const kwhPerTon = (value: number | null) => (value === null ? texts.tons(null) : `${formatNumber(Math.round(value * 100) / 100)} kWh/t`);
  const check = plant.feed_check;
  const checkRows: CheckRow[] = [
    { key: 'weighbridge', source: text.weighbridge, tons: check.weighbridge_tons, variance: null, share: null },
    { key: 'logged', source: text.loggedFeed, tons: check.logged_tons, variance: check.logged_variance_tons, share: check.logged_variance_share },
    { key: 'survey', source: text.surveyedOutput, tons: check.survey_tons, variance: check.survey_variance_tons, share: check.survey_variance_share },
  ];
  const checkColumns: CatalogueColumn<CheckRow>[] = [
    { header: intl.formatMessage(text.source), cell: (row) => intl.formatMessage(row.source), td: { fw: 600 } },
    { header: intl.formatMessage(text.tons), align: 'right', cell: (row) => texts.tons(row.tons) },
    { header: intl.formatMessage(text.variance), align: 'right', cell: (row) => texts.tons(row.variance) },
    { header: intl.formatMessage(text.varianceShare), align: 'right', cell: (row) => texts.percent(row.share) },
  ];
  const productColumns: CatalogueColumn<PlantFigures['products'][number]>[] = [
    { header: intl.formatMessage(text.product), cell: (product) => product.material_name, td: { fw: 600 } },
    { header: intl.formatMessage(text.tons), align: 'right', cell: (product) => texts.tons(product.tons) },
    { header: intl.formatMessage(text.yield), align: 'right', cell: (product) => texts.percent(product.yield) },
  ];

  return (
    <Stack gap="sm" component="section" aria-label={plant.name}>
      <Title order={3} size="h4">
        {plant.name}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Text size="sm" fw={600} mb="xs">
          {chartTitle}
        </Text>
        <Suspense fallback={<Skeleton height={360} radius="sm" />}>
          <TonsColumnsChart rows={chartRows} names={[intl.formatMessage(text.plan), intl.formatMessage(text.actual)]} title={chartTitle} stacked={false} />
        </Suspense>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <FigureGroup
          title={intl.formatMessage(text.monthToDate)}
          figures={[
            { label: text.planToDate, value: texts.tons(plant.plan_month_to_date_tons) },
            { label: text.outputToDate, value: texts.tons(plant.actual_month_to_date_tons) },
            { label: text.attainment, value: texts.percent(plant.attainment_month_to_date) },
          ]}
        />
        <FigureGroup
          title={intl.formatMessage(text.yearToDate)}
          figures={[
            { label: text.planToDate, value: texts.tons(plant.plan_year_to_date_tons) },
            { label: text.outputToDate, value: texts.tons(plant.actual_year_to_date_tons) },
            { label: text.attainment, value: texts.percent(plant.attainment_year_to_date) },
          ]}
        />
      </SimpleGrid>
      <FigureGroup
        title={intl.formatMessage(text.throughput)}
        figures={[
          { label: text.logs, value: texts.count(plant.logs) },
          { label: text.feedWeighed, value: texts.tons(plant.feed_weighed_tons) },
          { label: text.feedLogged, value: texts.tons(plant.feed_tons) },
          { label: text.output, value: texts.tons(plant.output_tons) },
          { label: text.runningHours, value: texts.hours(plant.running_hours) },
          { label: text.scheduledHours, value: texts.hours(plant.scheduled_hours) },
          { label: text.tonsPerHour, value: texts.tonsPerHour(plant.tons_per_operating_hour) },
          { label: text.utilisation, value: texts.percent(plant.utilisation) },
          { label: text.availability, value: texts.percent(plant.availability) },
          { label: text.energy, value: kwh(plant.energy_kwh) },
          { label: text.specificEnergy, value: kwhPerTon(plant.specific_energy_kwh_per_ton) },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Paper withBorder radius="md">
          <Text fw={600} size="sm" px="sm" pt="sm">
            {intl.formatMessage(text.products)}
          </Text>
          <CatalogueTable
            records={plant.products}
            columns={productColumns}
            rowKey={(product) => product.material_id}
            emptyText={intl.formatMessage(text.noProducts)}
            minWidth={360}
            label={intl.formatMessage(text.productsOf, { plant: plant.name })}
            focusable
          />
        </Paper>
        <Paper withBorder radius="md">
          <Text fw={600} size="sm" px="sm" pt="sm">
            {intl.formatMessage(text.feedCheck)}
          </Text>
          <CatalogueTable
            records={checkRows}
            columns={checkColumns}
            rowKey={(row) => row.key}
            emptyText=""
            minWidth={420}
            label={intl.formatMessage(text.feedCheckOf, { plant: plant.name })}
            focusable
          />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

