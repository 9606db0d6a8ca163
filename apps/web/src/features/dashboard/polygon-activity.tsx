/** Polygon Activity: trips and loads per polygon, and the Top Polygons with their loading area. */
import { Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Insights, PolygonInsight } from '@weighbridge/contract/dashboard';
import { Suspense } from 'react';
import { useTotalText } from '../../lib/site-weights';
import { DashboardPanel, PanelContent } from './dashboard-panel';
import { polygonBars, polygonLabel, tripsText } from './insight-figures';
import { PolygonActivityChart } from './lazy-charts';

type InsightsQuery = { data: Insights | undefined; isPending: boolean };

const TOP_POLYGONS = 5;

export function PolygonActivity({ insights }: { insights: InsightsQuery }) {
  return (
    <DashboardPanel title="Polygon Activity">
      <PanelContent
        query={{ data: insights.data?.polygons, isPending: insights.isPending }}
        isEmpty={(polygons) => polygons.length === 0}
        emptyText="No data for this period"
        skeletonHeight={280}
      >
        {(polygons) => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Suspense fallback={<Skeleton height={280} radius="sm" />}>
                <PolygonActivityChart bars={polygonBars(polygons)} />
              </Suspense>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Title order={3} size="h6" mb="xs">
                Top Polygons
              </Title>
              <TopPolygons polygons={polygons.slice(0, TOP_POLYGONS)} />
            </Grid.Col>
          </Grid>
        )}
      </PanelContent>
    </DashboardPanel>
  );
}

function TopPolygons({ polygons }: { polygons: PolygonInsight[] }) {
  const totalText = useTotalText();
  return (
    <Stack gap="xs" component="ol" aria-label="Top Polygons" p={0} m={0} style={{ listStyle: 'none' }}>
      {polygons.map((polygon, index) => (
        <Group key={polygon.polygon_id} component="li" justify="space-between" wrap="nowrap" gap="sm">
          <div>
            <Text fw={600} size="sm">
              {index + 1}. {polygonLabel(polygon)}
            </Text>
            <Text size="xs" c="dimmed">
              {polygon.loading_area_name}
            </Text>
          </div>
          <div style={{ textAlign: 'right' }}>
            <Text size="sm" fw={600}>
              {totalText(polygon.total_weight_kg)}
            </Text>
            <Text size="xs" c="dimmed">
              {tripsText(polygon.transaction_count)}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}
