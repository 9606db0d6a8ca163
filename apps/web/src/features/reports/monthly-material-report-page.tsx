/**
 * /reports/monthly-material (spec part 2 sections 2 and 9): a year of this one and the five before, the
 * collapsible material filter, one line per material from January to December in tons, and each
 * material's total with its average per month.
 */
import { Button, Collapse, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { MONTHLY_MATERIAL_TITLE, monthlyCards } from '@weighbridge/contract/material-report-tables';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageToolbar } from '../../components/page-toolbar';
import type { TonsChartRow } from '../../components/tons-columns-chart';
import { siteYear, useSiteTimeZone } from '../../lib/site-time-zone';
import { useTonnageText } from '../../lib/site-weights';
import { useKnownTexts } from '../../lib/known-texts';
import { monthlyMaterialQuery, useMonthlyMaterialReport } from './api/get-monthly-material-report';
import { ExportMenu } from './export-buttons';
import { MaterialLinesChart } from './lazy-report-charts';
import { MaterialCheckboxes } from './material-checkboxes';
import { isEmptyChart, monthlyChartRows, monthlyReportYears } from './material-report-figures';
import { monthlyMessages as text } from './messages';
import { ReportSection } from './report-blocks';
import { ReportPanel } from './report-panel';

export function MonthlyMaterialReportPage() {
  const tons = useTonnageText();
  const timeZone = useSiteTimeZone();
  const [currentYear] = useState(() => siteYear(new Date(), timeZone));
  const [year, setYear] = useState(currentYear);
  const [materialIds, setMaterialIds] = useState<number[]>([]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const report = useMonthlyMaterialReport(year, materialIds);
  const intl = useIntl();
  const knownText = useKnownTexts();
  // The months read in the chosen language: 'Jan' … 'Dec', 'Jan.' … 'Dez.'.
  const chartRows = (rows: TonsChartRow[]) =>
    rows.map((row, month) => ({ ...row, label: intl.formatDate(Date.UTC(2001, month, 1), { month: 'short', timeZone: 'UTC' }) }));

  return (
    <Stack gap="md">
      <PageToolbar title={knownText(MONTHLY_MATERIAL_TITLE)}>
        <Select
          label={intl.formatMessage(text.year)}
          w={120}
          data={monthlyReportYears(currentYear).map(String)}
          value={String(year)}
          allowDeselect={false}
          onChange={(value) => value && setYear(Number(value))}
        />
        <Button variant="default" mt={24} leftSection={<IconFilter size={16} aria-hidden />} aria-expanded={filtersOpen} onClick={() => setFiltersOpen((open) => !open)}>
          {intl.formatMessage(text.filters)}
        </Button>
        <ExportMenu report="monthly-material" query={monthlyMaterialQuery(year, materialIds)} mt={24} />
      </PageToolbar>
      <Collapse expanded={filtersOpen}>
        <Paper withBorder p="md" radius="md">
          <MaterialCheckboxes value={materialIds} onChange={setMaterialIds} />
        </Paper>
      </Collapse>
      <ReportPanel query={report} name="monthly material" isEmpty={(data) => isEmptyChart(monthlyChartRows(data))}>
        {(data) => (
          <>
            <ReportSection title={intl.formatMessage(text.chartSection, { year: String(year) })}>
              <MaterialLinesChart
                rows={chartRows(monthlyChartRows(data))}
                names={data.chart_data.map((line) => line.material_name)}
                title={intl.formatMessage(text.chartTitle)}
              />
            </ReportSection>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {monthlyCards(data).map((card, index) => (
                <Paper key={`${card.name}-${index}`} withBorder p="md" radius="md" role="group" aria-label={card.name}>
                  <Text fw={700}>{card.name}</Text>
                  <Group justify="space-between" mt="xs">
                    <Text size="sm" c="dimmed">
                      {intl.formatMessage(text.total)}
                    </Text>
                    <Text fw={600}>{tons(card.totalTons)}</Text>
                  </Group>
                  <Group justify="space-between">
                    <Text size="sm" c="dimmed">
                      {intl.formatMessage(text.averagePerMonth)}
                    </Text>
                    <Text fw={600}>{tons(card.averageTons)}</Text>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          </>
        )}
      </ReportPanel>
    </Stack>
  );
}
