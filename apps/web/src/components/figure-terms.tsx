/**
 * Figures as terms and their values (a `dl`) in even columns, as many as the box is wide enough for, so that a
 * row of figures lines up under the one above at any width. A label wraps between its words; a value ('2,996.7 t')
 * stays on one line.
 * @example <FigureTerms label="Month to date" figures={[{ label: 'Plan to date', value: '2,996.7 t' }]} />
 */
import { SimpleGrid, Text } from '@mantine/core';

export type FigureTerm = { label: string; value: string };

/** The columns for a box's width (container queries), never more than there are figures. */
const COLUMNS = [
  ['base', 2],
  ['300px', 3],
  ['520px', 4],
  ['720px', 6],
] as const;

export function FigureTerms({ label, figures }: { label: string; figures: readonly FigureTerm[] }) {
  const cols = Object.fromEntries(COLUMNS.map(([width, count]) => [width, Math.min(count, figures.length)]));
  return (
    <SimpleGrid type="container" cols={cols} spacing="lg" verticalSpacing="xs" component="dl" aria-label={label} m={0}>
      {figures.map((figure) => (
        <div key={figure.label}>
          <Text component="dt" size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text component="dd" fw={700} m={0} style={{ whiteSpace: 'nowrap' }}>
            {figure.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
