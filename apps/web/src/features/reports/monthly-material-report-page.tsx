/**
 * /reports/monthly-material (spec part 2 sections 2 and 9): a year of this one and the five before, the
 * collapsible material filter, one line per material from January to December in tons, and each
 * material's total with its average per month.
 */
import { Button, Collapse, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { MONTHLY_MATERIAL_TITLE, monthlyCards } from '@weighbridge/contract/material-report-tables';
import { useState } from 'react';
import { PageToolbar } from '../../components/page-toolbar';
import { siteYear, useSiteTimeZone } from '../../lib/site-time-zone';
import { useTonnageText } from '../../lib/site-weights';
import { monthlyMaterialQuery, useMonthlyMaterialReport } from './api/get-monthly-material-report';
import { ExportMenu } from './export-buttons';
import { MaterialLinesChart } from './lazy-report-charts';
import { MaterialCheckboxes } from './material-checkboxes';
import { isEmptyChart, monthlyChartRows, monthlyReportYears } from './material-report-figures';
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

  return (
    <Stack gap="md">
      <PageToolbar title={MONTHLY_MATERIAL_TITLE}>
        <Select
          label="Year"
          w={120}
          data={monthlyReportYears(currentYear).map(String)}
          value={String(year)}
          allowDeselect={false}
          onChange={(value) => value && setYear(Number(value))}
        />
        <Button variant="default" mt={24} leftSection={<IconFilter size={16} aria-hidden />} aria-expanded={filtersOpen} onClick={() => setFiltersOpen((open) => !open)}>
          Filters
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
            <ReportSection title={`Monthly Tonnage by Material, ${year}`}>
              <MaterialLinesChart rows={monthlyChartRows(data)} names={data.chart_data.map((line) => line.material_name)} title="Monthly Tonnage by Material" />
            </ReportSection>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {monthlyCards(data).map((card, index) => (
                <Paper key={`${card.name}-${index}`} withBorder p="md" radius="md" role="group" aria-label={card.name}>
                  <Text fw={700}>{card.name}</Text>
                  <Group justify="space-between" mt="xs">
                    <Text size="sm" c="dimmed">
                      Total
                    </Text>
                    <Text fw={600}>{tons(card.totalTons)}</Text>
                  </Group>
                  <Group justify="space-between">
                    <Text size="sm" c="dimmed">
                      Average per month
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
