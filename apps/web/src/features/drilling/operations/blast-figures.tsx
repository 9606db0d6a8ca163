/** A blast's figures as label and value side by side: the form's live figures, the muckpile, the printed report. */
import { SimpleGrid, Text } from '@mantine/core';

export type BlastFigure = { label: string; value: string; testId?: string };

export function BlastFigureGrid({ figures, cols = 5 }: { figures: readonly BlastFigure[]; cols?: number }) {
  return (
    <SimpleGrid cols={cols} spacing="sm" verticalSpacing="xs">
      {figures.map((figure) => (
        <div key={figure.label}>
          <Text size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text fw={700} fz="lg" data-testid={figure.testId}>
            {figure.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
