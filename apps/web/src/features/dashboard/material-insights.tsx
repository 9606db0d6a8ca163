/** Material Insights: the bar chart, the pie of the top 5 and the table of the top 5. */
import { Grid, Skeleton, Table, Title } from '@mantine/core';
import type { Insights, MaterialInsight } from '@weighbridge/contract/dashboard';
import { Suspense } from 'react';
import { formatNumber } from '../../lib/format';
import { useTotalText } from '../../lib/site-weights';
import { DashboardPanel, PanelContent } from './dashboard-panel';
import { materialBars, materialSlices, TOP_IN_PIE } from './insight-figures';
import { MaterialBarChart, MaterialPieChart } from './lazy-charts';

type InsightsQuery = { data: Insights | undefined; isPending: boolean };

const chartFallback = <Skeleton height={280} radius="sm" />;

export function MaterialInsights({ insights }: { insights: InsightsQuery }) {
  return (
    <DashboardPanel title="Material Insights">
      <PanelContent
        query={{ data: insights.data?.materials, isPending: insights.isPending }}
        isEmpty={(materials) => materials.length === 0}
        emptyText="No data for this period"
        skeletonHeight={320}
      >
        {(materials) => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Title order={3} size="h6" mb="xs">
                Top Materials by Weight
              </Title>
              <Suspense fallback={chartFallback}>
                <MaterialBarChart bars={materialBars(materials)} />
              </Suspense>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Title order={3} size="h6" mb="xs">
                Material Distribution
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
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label="Top 5 materials">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Material</Table.Th>
            <Table.Th ta="right">Transactions</Table.Th>
            <Table.Th ta="right">Total Weight</Table.Th>
            <Table.Th ta="right">Avg Weight</Table.Th>
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
