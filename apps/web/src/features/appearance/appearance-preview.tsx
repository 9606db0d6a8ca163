/** A few rows of a table and a badge in the chosen appearance, to see the density and the colours before saving. */
import { Badge, Group, Paper, Table, Text } from '@mantine/core';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import { APPEARANCE_FIELDS, APPEARANCE_TEXTS, APPEARANCE_VALUE_LABELS, type Preferences } from '@weighbridge/contract/preferences';
import { formatTons } from '../../lib/format';

const SAMPLE_LOADS = [
  { material: 'Crushed stone 0-32', vehicle: 'LJ 42-81K', weightKg: 24_380 },
  { material: 'Gravel 16-32', vehicle: 'KR 17-220', weightKg: 31_040 },
  { material: 'Sand 0-4', vehicle: 'LJ 42-81K', weightKg: 23_910 },
];

export function AppearancePreview({ preferences }: { preferences: Preferences }) {
  return (
    <Paper withBorder p="sm" radius="sm" aria-label={APPEARANCE_TEXTS.preview} component="figure" m={0}>
      <Text fw={600} size="sm">
        {APPEARANCE_TEXTS.preview}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {APPEARANCE_TEXTS.previewHint}
      </Text>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={APPEARANCE_TEXTS.preview}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{TICKET_FIELDS.material}</Table.Th>
            <Table.Th>{TICKET_FIELDS.vehicle}</Table.Th>
            <Table.Th ta="right">{TICKET_FIELDS.netWeight}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SAMPLE_LOADS.map((load) => (
            <Table.Tr key={load.material}>
              <Table.Td>{load.material}</Table.Td>
              <Table.Td>{load.vehicle}</Table.Td>
              <Table.Td ta="right">{formatTons(load.weightKg)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="xs" mt="xs">
        <Badge color="green" variant="light">
          Active
        </Badge>
        <Text size="xs">
          {APPEARANCE_FIELDS.menuView}: {APPEARANCE_VALUE_LABELS.menuView[preferences.menuView]}
        </Text>
      </Group>
    </Paper>
  );
}
