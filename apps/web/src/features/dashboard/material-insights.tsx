/** Material Insights: the bar chart, the pie of the top 5 and the table of the top 5. */
import { Grid, Skeleton, Table, Title } from '@mantine/core';
import type { Insights, MaterialInsight } from '@weighbridge/contract/dashboard';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useKnownTexts } from '../../lib/known-texts';
import { useTotalText } from '../../lib/site-weights';
import { useFormat } from '../../lib/use-format';
import { DashboardPanel, PanelContent } from './dashboard-panel';
import { materialBars, materialSlices, TOP_IN_PIE } from './insight-figures';
import { MaterialBarChart, MaterialPieChart } from './lazy-charts';
import { materialMessages as text, panelMessages } from './messages';

type InsightsQuery = { data: Insights | undefined; isPending: boolean };

const chartFallback = <Skeleton height={280} radius="sm" />;

export function MaterialInsights({ insights }: { insights: InsightsQuery }) {
  const intl = useIntl();
  return (
    <DashboardPanel title={intl.formatMessage(text.title)}>
      <PanelContent
        query={{ data: insights.data?.materials, isPending: insights.isPending }}
        isEmpty={(materials) => materials.length === 0}
        emptyText={intl.formatMessage(panelMessages.noDataForPeriod)}
        skeletonHeight={320}
      >
        {(materials) => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Title order={3} size="h6" mb="xs">
                {intl.formatMessage(text.topByWeight)}
              </Title>
              <Suspense fallback={chartFallback}>
                <MaterialBarChart bars={materialBars(materials)} />
              </Suspense>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Title order={3} size="h6" mb="xs">
                {intl.formatMessage(text.distribution)}
              </Title>
              <Suspense fallback={chartFallback}>
                <MaterialPieChart slices={materialSlices(materials)} />
              </Suspense>
            </Grid.Col>
            <Grid.Col span={12}>
              <TopMaterialsTable materials={materials.slice(0, TOP_IN_PIE)} />
            </Grid.Col>
          </Grid>
        )}
      </PanelContent>
    </DashboardPanel>
  );
}

function TopMaterialsTable({ materials }: { materials: MaterialInsight[] }) {
  const totalText = useTotalText();
  const { formatNumber } = useFormat();
  const intl = useIntl();
  const knownText = useKnownTexts();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label={intl.formatMessage(text.topFive)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{knownText(TICKET_FIELDS.material)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(text.transactions)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(text.totalWeight)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(text.avgWeight)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {materials.map((material) => (
            <Table.Tr key={material.material_id}>
              <Table.Td>{material.material_name}</Table.Td>
              <Table.Td ta="right">{formatNumber(material.transaction_count)}</Table.Td>
              <Table.Td ta="right">{totalText(material.total_weight_kg)}</Table.Td>
              <Table.Td ta="right">{totalText(material.avg_weight_kg)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
