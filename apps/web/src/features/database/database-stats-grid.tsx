/** The record counts of the site, three to a row (spec part 2 section 2). */
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { DatabaseStats } from '@weighbridge/contract/database';
import { formatNumber, NOT_SET } from '../../lib/format';

const COUNTS: ReadonlyArray<{ key: keyof DatabaseStats; label: string }> = [
  { key: 'scale_documents', label: 'Scale Documents' },
  { key: 'vehicles', label: 'Vehicles' },
  { key: 'drivers', label: 'Drivers' },
  { key: 'materials', label: 'Materials' },
  { key: 'loading_areas', label: 'Loading Areas' },
  { key: 'unloading_stations', label: 'Unloading Stations' },
];

export function DatabaseStatsGrid({ stats, loading }: { stats: DatabaseStats | undefined; loading: boolean }) {
  return (
    <SimpleGrid cols={3} spacing="md">
      {COUNTS.map(({ key, label }) => (
        <Paper key={key} withBorder p="md" radius="md" role="group" aria-label={label}>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          {loading ? (
            <Skeleton height={32} width={80} mt={4} />
          ) : (
            <Text fz={28} fw={700}>
              {stats ? formatNumber(stats[key]) : NOT_SET}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
