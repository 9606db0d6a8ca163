/** The four cards: Transactions, Total Weight (tons), Average Load (tons), Active Vehicles; the tons as the site shows totals. */
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconReceipt, IconTruck, IconTruckLoading, IconWeight, type Icon } from '@tabler/icons-react';
import type { DocumentStats } from '@weighbridge/contract/scale-documents';
import { useIntl } from 'react-intl';
import { NOT_SET } from '../../lib/format';
import { useTotalText } from '../../lib/site-weights';
import { type PageFormats, useFormat } from '../../lib/use-format';
import { statMessages as text } from './messages';

type Formats = PageFormats & { totalText: (kg: number) => string };
type Card = { label: (typeof text)[keyof typeof text]; value: (stats: DocumentStats, formats: Formats) => string; icon: Icon; colour: string };

const CARDS: readonly Card[] = [
  { label: text.transactions, value: (stats, { formatNumber }) => formatNumber(stats.total_transactions), icon: IconReceipt, colour: 'blue' },
  { label: text.totalWeight, value: (stats, { totalText }) => totalText(stats.total_weight), icon: IconWeight, colour: 'teal' },
  { label: text.averageLoad, value: (stats, { totalText }) => totalText(stats.avg_weight), icon: IconTruckLoading, colour: 'orange' },
  { label: text.activeVehicles, value: (stats, { formatNumber }) => formatNumber(stats.unique_vehicles), icon: IconTruck, colour: 'grape' },
];

export function StatCards({ stats, loading }: { stats: DocumentStats | undefined; loading: boolean }) {
  const intl = useIntl();
  const formats = { ...useFormat(), totalText: useTotalText() };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" h="100%">
      {CARDS.map((card) => (
        <Paper key={card.label.id} withBorder p="md" radius="md" role="group" aria-label={intl.formatMessage(card.label)}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed" fw={600}>
                {intl.formatMessage(card.label)}
              </Text>
              {loading ? (
                <Skeleton height={32} width={120} mt={4} />
              ) : (
                <Text fz={28} fw={700}>
                  {stats ? card.value(stats, formats) : NOT_SET}
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
