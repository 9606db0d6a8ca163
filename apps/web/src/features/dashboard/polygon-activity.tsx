/** Polygon Activity: trips and loads per polygon, and the Top Polygons with their loading area. */
import { Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Insights, PolygonInsight } from '@weighbridge/contract/dashboard';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useTotalText } from '../../lib/site-weights';
import { DashboardPanel, PanelContent } from './dashboard-panel';
import { polygonBars, polygonLabel } from './insight-figures';
import { PolygonActivityChart } from './lazy-charts';
import { panelMessages, polygonMessages as text } from './messages';

type InsightsQuery = { data: Insights | undefined; isPending: boolean };

const TOP_POLYGONS = 5;

export function PolygonActivity({ insights }: { insights: InsightsQuery }) {
  const intl = useIntl();
  return (
    <DashboardPanel title={intl.formatMessage(text.title)}>
      <PanelContent
        query={{ data: insights.data?.polygons, isPending: insights.isPending }}
        isEmpty={(polygons) => polygons.length === 0}
        emptyText={intl.formatMessage(panelMessages.noDataForPeriod)}
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
                {intl.formatMessage(text.top)}
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
  const intl = useIntl();
  return (
    <Stack gap="xs" component="ol" aria-label={intl.formatMessage(text.top)} p={0} m={0} style={{ listStyle: 'none' }}>
      {polygons.map((polygon, index) => (
        <Group key={polygon.polygon_id} component="li" justify="space-between" wrap="nowrap" gap="sm">
          <div>
            <Text fw={600} size="sm">
              {intl.formatMessage(text.ranked, { rank: index + 1, polygon: polygonLabel(polygon) })}
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
              {intl.formatMessage(panelMessages.trips, { count: polygon.transaction_count })}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}
