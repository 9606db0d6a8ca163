/** The record counts of the site, three to a row (spec part 2 section 2). */
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { DatabaseStats } from '@weighbridge/contract/database';
import { useIntl } from 'react-intl';
import { NOT_SET } from '../../lib/format';
import { useFormat } from '../../lib/use-format';
import { countMessages } from './messages';

const COUNTS: ReadonlyArray<keyof DatabaseStats> = ['scale_documents', 'vehicles', 'drivers', 'materials', 'loading_areas', 'unloading_stations'];

export function DatabaseStatsGrid({ stats, loading }: { stats: DatabaseStats | undefined; loading: boolean }) {
  const intl = useIntl();
  const { formatNumber } = useFormat();
  return (
    <SimpleGrid cols={3} spacing="md">
      {COUNTS.map((key) => {
        const label = intl.formatMessage(countMessages[key]);
        return (
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
        );
      })}
    </SimpleGrid>
  );
}
