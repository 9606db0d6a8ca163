/**
 * Material Flow: weight in tons by material, its share of the weight and of the transactions, the detail
 * table, and each material by loading area and polygon and by destination.
 */
import { Grid } from '@mantine/core';
import { REPORT_DEFINITIONS } from '@weighbridge/contract/report-tables';
import type { MaterialReport } from '@weighbridge/contract/reports';
import { useIntl } from 'react-intl';
import { useMaterialReport } from './api/get-material-report';
import { RankingBars, SlicePie } from './lazy-report-charts';
import { chartMessages as text } from './messages';
import { DefinedReport, ReportSection } from './report-blocks';
import { pieSlices, topBars } from './report-figures';
import { ReportPanel } from './report-panel';
import type { PeriodQuery } from './report-period';

type MaterialRow = MaterialReport['materialSummary'][number];

const DEFINITION = REPORT_DEFINITIONS.materials;
const name = (row: MaterialRow) => row.material_name;
const weight = (row: MaterialRow) => row.total_weight_kg;
const transactions = (row: MaterialRow) => row.total_transactions;

export function MaterialsTab({ period }: { period: PeriodQuery }) {
  const query = useMaterialReport(period);
  const intl = useIntl();
  const materialWeight = intl.formatMessage(text.materialWeightTons);
  const weightDistribution = intl.formatMessage(text.weightDistribution);
  const transactionDistribution = intl.formatMessage(text.transactionDistribution);
  const others = intl.formatMessage(text.others);
  return (
    <ReportPanel query={query} name="materials" isEmpty={(report) => report.materialSummary.length === 0}>
      {(report) => (
        <DefinedReport definition={DEFINITION} data={report}>
          <ReportSection title={materialWeight}>
            <RankingBars bars={topBars(report.materialSummary, name, weight)} kind="kg" title={materialWeight} label={intl.formatMessage(text.totalWeight)} />
          </ReportSection>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ReportSection title={weightDistribution}>
                <SlicePie slices={pieSlices(report.materialSummary, name, weight, others)} kind="kg" title={weightDistribution} />
              </ReportSection>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ReportSection title={transactionDistribution}>
                <SlicePie slices={pieSlices(report.materialSummary, name, transactions, others)} kind="count" title={transactionDistribution} />
              </ReportSection>
            </Grid.Col>
          </Grid>
        </DefinedReport>
      )}
    </ReportPanel>
  );
}
