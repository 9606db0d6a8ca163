/** The four cards: Transactions, Total Weight (tons), Average Load (tons), Active Vehicles; the tons as the site shows totals. */
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconReceipt, IconTruck, IconTruckLoading, IconWeight, type Icon } from '@tabler/icons-react';
import type { DocumentStats } from '@weighbridge/contract/scale-documents';
import { formatNumber, NOT_SET } from '../../lib/format';
import { useTotalText } from '../../lib/site-weights';

type TotalText = (kg: number) => string;

const CARDS: ReadonlyArray<{ label: string; value: (stats: DocumentStats, total: TotalText) => string; icon: Icon; colour: string }> = [
  { label: 'Transactions', value: (stats) => formatNumber(stats.total_transactions), icon: IconReceipt, colour: 'blue' },
  { label: 'Total Weight (tons)', value: (stats, total) => total(stats.total_weight), icon: IconWeight, colour: 'teal' },
  { label: 'Average Load (tons)', value: (stats, total) => total(stats.avg_weight), icon: IconTruckLoading, colour: 'orange' },
  { label: 'Active Vehicles', value: (stats) => formatNumber(stats.unique_vehicles), icon: IconTruck, colour: 'grape' },
];

export function StatCards({ stats, loading }: { stats: DocumentStats | undefined; loading: boolean }) {
  const totalText = useTotalText();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" h="100%">
      {CARDS.map((card) => (
        <Paper key={card.label} withBorder p="md" radius="md" role="group" aria-label={card.label}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed" fw={600}>
                {card.label}
              </Text>
              {loading ? (
                <Skeleton height={32} width={120} mt={4} />
              ) : (
                <Text fz={28} fw={700}>
                  {stats ? card.value(stats, totalText) : NOT_SET}
                </Text>
              )}
            </div>
            <ThemeIcon variant="light" color={card.colour} size={44} radius="md" aria-hidden>
              <card.icon size={26} />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
