/** A few rows of a table and a badge in the chosen appearance, to see the density and the colours before saving. */
import { Badge, Group, Paper, Table, Text } from '@mantine/core';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import type { Preferences } from '@weighbridge/contract/preferences';
import { useIntl } from 'react-intl';
import { useKnownTexts } from '../../lib/known-texts';
import { useFormat } from '../../lib/use-format';
import { appearanceMessages, choiceShown, fieldMessages, menuViewMessages, previewMessages } from './messages';

const SAMPLE_LOADS = [
  { material: previewMessages.crushedStone, vehicle: 'LJ 42-81K', weightKg: 24_380 },
  { material: previewMessages.gravel, vehicle: 'KR 17-220', weightKg: 31_040 },
  { material: previewMessages.sand, vehicle: 'LJ 42-81K', weightKg: 23_910 },
];

export function AppearancePreview({ preferences }: { preferences: Preferences }) {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const { formatTons } = useFormat();
  const preview = intl.formatMessage(appearanceMessages.preview);
  return (
    <Paper withBorder p="sm" radius="sm" aria-label={preview} component="figure" m={0}>
      <Text fw={600} size="sm">
        {preview}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {intl.formatMessage(appearanceMessages.previewHint)}
      </Text>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={preview}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{knownText(TICKET_FIELDS.material)}</Table.Th>
            <Table.Th>{knownText(TICKET_FIELDS.vehicle)}</Table.Th>
            <Table.Th ta="right">{knownText(TICKET_FIELDS.netWeight)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SAMPLE_LOADS.map((load) => (
            <Table.Tr key={load.material.id}>
              <Table.Td>{intl.formatMessage(load.material)}</Table.Td>
              <Table.Td>{load.vehicle}</Table.Td>
              <Table.Td ta="right">{formatTons(load.weightKg)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="xs" mt="xs">
        <Badge color="green" variant="light">
          {intl.formatMessage(previewMessages.active)}
        </Badge>
        <Text size="xs">
          {intl.formatMessage(choiceShown, {
            field: intl.formatMessage(fieldMessages.menuView),
            value: intl.formatMessage(menuViewMessages[preferences.menuView]),
          })}
        </Text>
      </Group>
    </Paper>
  );
}
