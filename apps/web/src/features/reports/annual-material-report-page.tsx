/**
 * /reports/annual-material (spec part 2 sections 2 and 9): start and end year (this year back ten; the
 * last three by default), grouped or stacked columns of tons per year per material, the material
 * checkboxes, and each material's total, transactions and average per transaction, heaviest first.
 */
import { Group, Paper, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { ANNUAL_MATERIAL_TITLE, annualCards } from '@weighbridge/contract/material-report-tables';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TonsColumnsChart } from '../../components/lazy-tons-columns-chart';
import { PageToolbar } from '../../components/page-toolbar';
import { siteYear, useSiteTimeZone } from '../../lib/site-time-zone';
import { NOT_SET } from '../../lib/format';
import { useKnownTexts } from '../../lib/known-texts';
import { useTonnageText } from '../../lib/site-weights';
import { annualMaterialQuery, useAnnualMaterialReport, type YearRange } from './api/get-annual-material-report';
import { ExportMenu } from './export-buttons';
import { MaterialCheckboxes } from './material-checkboxes';
import { annualChartRows, annualReportYears, defaultAnnualRange, isEmptyChart } from './material-report-figures';
import { annualMessages as text } from './messages';
import { ReportSection } from './report-blocks';
import { ReportPanel } from './report-panel';

type ChartType = 'grouped' | 'stacked';

export function AnnualMaterialReportPage() {
  const tons = useTonnageText();
  const timeZone = useSiteTimeZone();
  const [currentYear] = useState(() => siteYear(new Date(), timeZone));
  const [years, setYears] = useState<YearRange>(() => defaultAnnualRange(currentYear));
  const [chartType, setChartType] = useState<ChartType>('grouped');
  const [materialIds, setMaterialIds] = useState<number[]>([]);
  const report = useAnnualMaterialReport(years, materialIds);
  const intl = useIntl();
  const knownText = useKnownTexts();
  // A start after the end cannot be chosen: each list offers only the years on its side of the other.
  const yearChoices = (allowed: (year: number) => boolean) =>
    annualReportYears(currentYear).map((year) => ({ value: String(year), label: String(year), disabled: !allowed(year) }));

  return (
    <Stack gap="md">
      <PageToolbar title={knownText(ANNUAL_MATERIAL_TITLE)}>
        <ExportMenu report="annual-material" query={annualMaterialQuery(years, materialIds)} />
      </PageToolbar>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group align="flex-end" gap="lg">
            <Select
              label={intl.formatMessage(text.startYear)}
              w={120}
              data={yearChoices((year) => year <= years.endYear)}
              value={String(years.startYear)}
              allowDeselect={false}
              onChange={(value) => value && setYears({ ...years, startYear: Number(value) })}
            />
            <Select
              label={intl.formatMessage(text.endYear)}
              w={120}
              data={yearChoices((year) => year >= years.startYear)}
              value={String(years.endYear)}
              allowDeselect={false}
              onChange={(value) => value && setYears({ ...years, endYear: Number(value) })}
            />
            <Radio.Group label={intl.formatMessage(text.chartType)} value={chartType} onChange={(value) => setChartType(value as ChartType)}>
              <Group gap="md" mt={8} mb={8}>
                <Radio value="grouped" label={intl.formatMessage(text.grouped)} />
                <Radio value="stacked" label={intl.formatMessage(text.stacked)} />
              </Group>
            </Radio.Group>
          </Group>
          <MaterialCheckboxes value={materialIds} onChange={setMaterialIds} />
        </Stack>
      </Paper>
      <ReportPanel query={report} name="annual material" isEmpty={(data) => isEmptyChart(annualChartRows(data))}>
        {(data) => (
          <>
            <ReportSection title={intl.formatMessage(text.chartSection, { start: String(years.startYear), end: String(years.endYear) })}>
              <TonsColumnsChart
                rows={annualChartRows(data)}
                names={data.materials.map((material) => material.material_name)}
                title={intl.formatMessage(text.chartTitle)}
                stacked={chartType === 'stacked'}
              />
            </ReportSection>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {annualCards(data).map((card) => (
                <Paper key={card.id} withBorder p="md" radius="md" role="group" aria-label={card.name}>
                  <Text fw={700}>{card.name}</Text>
                  <Text fz={24} fw={700}>
                    {tons(card.totalTons)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {intl.formatMessage(text.transactions, { count: card.transactions })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {intl.formatMessage(text.averagePerTransaction, { average: card.averageTons === null ? NOT_SET : tons(card.averageTons) })}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </>
        )}
      </ReportPanel>
    </Stack>
  );
}
