/** The catalogue table (spec part 2 section 2): Name, Registration ID, Category, Unit, Density, Price/Unit, Actions. */
import { Text } from '@mantine/core';
import type { Material } from '@weighbridge/contract/materials';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { editDeleteActions } from '../../components/record-actions';
import { formatDollars, formatNumber, NOT_SET } from '../../lib/format';

const COLUMNS: readonly CatalogueColumn<Material>[] = [
  { header: 'Name', cell: (material) => <MaterialName material={material} /> },
  { header: 'Registration ID', cell: (material) => material.registration_id },
  { header: 'Category', cell: (material) => material.category ?? NOT_SET },
  { header: 'Unit', cell: (material) => material.unit_of_measure },
  { header: 'Density (kg/m3)', align: 'right', cell: (material) => formatNumber(material.density_kg_m3) },
  { header: 'Price/Unit', align: 'right', cell: (material) => formatDollars(material.price_per_unit) },
];

type MaterialsTableProps = {
  materials: readonly Material[];
  /** Left out when the user may not edit (or delete): the buttons are hidden. */
  onEdit?: (material: Material) => void;
  onDelete?: (material: Material) => void;
};

export function MaterialsTable({ materials, onEdit, onDelete }: MaterialsTableProps) {
  return (
    <CatalogueTable
      records={materials}
      columns={COLUMNS}
      rowKey={(material) => material.material_id}
      emptyText="No materials found"
      minWidth={760}
      actions={editDeleteActions((material) => `material ${material.name}`, onEdit, onDelete)}
    />
  );
}

/** The material's name with the first line of its description beneath it. */
function MaterialName({ material }: { material: Material }) {
  return (
    <>
      <Text fw={600} size="sm">
        {material.name}
      </Text>
      {material.description && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {material.description}
        </Text>
      )}
    </>
  );
}
