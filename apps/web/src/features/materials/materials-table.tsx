/** The catalogue table (spec part 2 section 2): Name, Registration ID, Category, Unit, Density, Price/Unit, Actions. */
import { Table, Text } from '@mantine/core';
import type { Material } from '@weighbridge/contract/materials';
import { EmptyTableRow, RecordActionsCell } from '../../components/record-table-rows';
import { formatDollars, formatNumber, NOT_SET } from '../../lib/format';

type MaterialsTableProps = {
  materials: readonly Material[];
  /** Left out when the user may not edit (or delete): the buttons are hidden. */
  onEdit?: (material: Material) => void;
  onDelete?: (material: Material) => void;
};

export function MaterialsTable({ materials, onEdit, onDelete }: MaterialsTableProps) {
  const withActions = Boolean(onEdit || onDelete);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Registration ID</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Unit</Table.Th>
            <Table.Th ta="right">Density (kg/m3)</Table.Th>
            <Table.Th ta="right">Price/Unit</Table.Th>
            {withActions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {materials.map((material) => (
            <Table.Tr key={material.material_id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {material.name}
                </Text>
                {material.description && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {material.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{material.registration_id}</Table.Td>
              <Table.Td>{material.category ?? NOT_SET}</Table.Td>
              <Table.Td>{material.unit_of_measure}</Table.Td>
              <Table.Td ta="right">{formatNumber(material.density_kg_m3)}</Table.Td>
              <Table.Td ta="right">{formatDollars(material.price_per_unit)}</Table.Td>
              {withActions && <RecordActionsCell label={`material ${material.name}`} record={material} onEdit={onEdit} onDelete={onDelete} />}
            </Table.Tr>
          ))}
          {materials.length === 0 && <EmptyTableRow columns={withActions ? 7 : 6} text="No materials found" />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
