/**
 * A list of rows typed one by one on a tablet (a blast's explosive products, a log's holes): each row its inputs and
 * a button that removes it, a button under the rows that adds one, and the list's message under the rows. A row has
 * no identity of its own but its place in the list, which names its inputs ('Hole 2', 'kg of product 2').
 */
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A row's place: its index, and its number as the user counts it (from 1). */
export type RowPlace = { index: number; number: number };

type Props<Row extends object> = {
  rows: readonly Row[];
  onChange: (rows: Row[]) => void;
  /** The row's inputs, which change it by a patch. */
  fields: (row: Row, place: RowPlace, change: (patch: Partial<Row>) => void) => ReactNode;
  /** The row the add button appends, which may start from the rows already there. */
  newRow: (rows: readonly Row[]) => Row;
  addLabel: string;
  removeLabel: (place: RowPlace) => string;
  error: string | undefined;
  /** The list's name, when its rows are read as one group. */
  label?: string;
  /** What shows while there is no row. */
  emptyText?: string;
  /** The fewest rows the list keeps: the last of them cannot be removed. */
  fewest?: number;
  /** Whether the add button spans the list's width, or is as wide as its words. */
  addFullWidth?: boolean;
};

export function RowList<Row extends object>({ rows, onChange, fields, newRow, addLabel, removeLabel, error, label, emptyText, fewest = 0, addFullWidth = false }: Props<Row>) {
  const changeRow = (index: number, patch: Partial<Row>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Stack gap="xs" role={label === undefined ? undefined : 'group'} aria-label={label}>
      {rows.length === 0 && emptyText && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      {rows.map((row, index) => {
        const place = { index, number: index + 1 };
        return (
          <Group key={index} gap="sm" wrap="nowrap" align="flex-end">
            {fields(row, place, (patch) => changeRow(index, patch))}
            <ActionIcon
              size={42}
              variant="subtle"
              color="red"
              disabled={rows.length <= fewest}
              aria-label={removeLabel(place)}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
      <Button
        size="md"
        variant="light"
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={() => onChange([...rows, newRow(rows)])}
        style={addFullWidth ? undefined : { alignSelf: 'flex-start' }}
      >
        {addLabel}
      </Button>
    </Stack>
  );
}
