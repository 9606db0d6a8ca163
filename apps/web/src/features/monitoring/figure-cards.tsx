/** A row of figures, each a labelled card. */
import { Paper, SimpleGrid, Text } from '@mantine/core';

export type Figure = { label: string; value: string };

export function FigureCards({ figures }: { figures: readonly Figure[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="md" radius="md" role="group" aria-label={figure.label}>
          <Text size="sm" c="dimmed" fw={600}>
            {figure.label}
          </Text>
          <Text fz={26} fw={700}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
