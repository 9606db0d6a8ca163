/**
 * The history's summary: load documents and taras in all (each counted apart: a tara is no document), the
 * rows the filters match, and their net weight in tons (the site's totals).
 */
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { NOT_SET } from '../../lib/format';
import { useTotalText } from '../../lib/site-weights';
import { useFormat } from '../../lib/use-format';
import { summaryMessages as text } from './messages';

type Totals = { documentsUnfiltered: number; tarasUnfiltered: number; total: number; totalWeight: number };

export function SummaryCards({ totals }: { totals: Totals | undefined }) {
  const intl = useIntl();
  const totalText = useTotalText();
  const { formatNumber } = useFormat();
  const cards = [
    { label: intl.formatMessage(text.totalDocuments), value: totals ? formatNumber(totals.documentsUnfiltered) : NOT_SET },
    { label: intl.formatMessage(text.totalTaras), value: totals ? formatNumber(totals.tarasUnfiltered) : NOT_SET },
    { label: intl.formatMessage(text.filteredResults), value: totals ? formatNumber(totals.total) : NOT_SET },
    { label: intl.formatMessage(text.totalWeight), value: totals ? totalText(totals.totalWeight) : NOT_SET },
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
