/**
 * The catalogue table (spec part 2 section 2): Name, Registration ID, Category, Unit, Density, Price/Unit, Actions;
 * and the size fraction ('0-4 mm') that makes a material a product of the crushing plants.
 */
import { Text } from '@mantine/core';
import { type Material, sizeFractionText } from '@weighbridge/contract/materials';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { type IntlShape, useIntl } from 'react-intl';
import { editDeleteActions } from '../../components/record-actions';
import { NOT_SET } from '../../lib/format';
import { type PageFormats, useFormat } from '../../lib/use-format';
import { materialsTableMessages as text } from './messages';

function materialColumns(intl: IntlShape, { formatNumber, formatDollars }: PageFormats): readonly CatalogueColumn<Material>[] {
  return [
    { header: intl.formatMessage(text.name), cell: (material) => <MaterialName material={material} /> },
    { header: intl.formatMessage(text.registrationId), cell: (material) => material.registration_id },
    { header: intl.formatMessage(text.category), cell: (material) => material.category ?? NOT_SET },
    { header: intl.formatMessage(text.unit), cell: (material) => material.unit_of_measure },
    { header: intl.formatMessage(text.density), align: 'right', cell: (material) => formatNumber(material.density_kg_m3) },
    { header: intl.formatMessage(text.price), align: 'right', cell: (material) => formatDollars(material.price_per_unit) },
    {
      header: intl.formatMessage(text.sizeFraction),
      align: 'right',
      cell: (material) => sizeFractionText(material.size_from_mm, material.size_to_mm, formatNumber) ?? NOT_SET,
    },
  ];
}

type MaterialsTableProps = {
  materials: readonly Material[];
  /** Left out when the user may not edit (or delete): the buttons are hidden. */
  onEdit?: (material: Material) => void;
  onDelete?: (material: Material) => void;
};

export function MaterialsTable({ materials, onEdit, onDelete }: MaterialsTableProps) {
  const intl = useIntl();
  const formats = useFormat();
  return (
    <CatalogueTable
      records={materials}
      columns={materialColumns(intl, formats)}
      rowKey={(material) => material.material_id}
      emptyText={intl.formatMessage(text.none)}
      minWidth={860}
      actions={editDeleteActions((material) => intl.formatMessage(text.recordLabel, { name: material.name }), onEdit, onDelete)}
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
