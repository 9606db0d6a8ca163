/**
 * The history's summary: load documents and taras in all (each counted apart: a tara is no document), the
 * rows the filters match, and their net weight in tons (the site's totals).
 */
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatNumber, NOT_SET } from '../../lib/format';
import { useTotalText } from '../../lib/site-weights';

type Totals = { documentsUnfiltered: number; tarasUnfiltered: number; total: number; totalWeight: number };

export function SummaryCards({ totals }: { totals: Totals | undefined }) {
  const totalText = useTotalText();
  const cards = [
    { label: 'Total Documents', value: totals ? formatNumber(totals.documentsUnfiltered) : NOT_SET },
    { label: 'Total Taras', value: totals ? formatNumber(totals.tarasUnfiltered) : NOT_SET },
    { label: 'Filtered Results', value: totals ? formatNumber(totals.total) : NOT_SET },
    { label: 'Total Weight', value: totals ? totalText(totals.totalWeight) : NOT_SET },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {cards.map((card) => (
        <Paper key={card.label} withBorder p="md" radius="md" role="group" aria-label={card.label}>
          <Text size="sm" c="dimmed" fw={600}>
            {card.label}
          </Text>
          <Text fz={26} fw={700}>
            {card.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
