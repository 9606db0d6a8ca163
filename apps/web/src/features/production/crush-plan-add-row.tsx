/**
 * Adds a row to a draft's grid: a plant in use, a product (a material, with its size fraction where it has one)
 * and a shift of the site's pattern or the whole day. A row the grid has already is refused here, as the server
 * would refuse its lines.
 */
import { Button, Group, Select } from '@mantine/core';
import { sizeFractionText } from '@weighbridge/contract/materials';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCrushingPlants } from '../../app/queries/crushing-plants';
import { useMaterials } from '../../app/queries/materials';
import { useSite } from '../../app/queries/site';
import { useFormat } from '../../lib/use-format';
import { MONTHS, type PlanRow, rowKey, sortRows } from './crush-plan-grid';
import { planGridMessages as text } from './messages';

/** The shift select's value for a row of the whole day. */
const WHOLE_DAY = '';

export function CrushPlanAddRow({ rows, onChange }: { rows: readonly PlanRow[]; onChange: (rows: PlanRow[]) => void }) {
  const intl = useIntl();
  const { formatNumber } = useFormat();
  const plants = (useCrushingPlants().data ?? []).filter((plant) => plant.status === 'active');
  const materials = useMaterials().data ?? [];
  const shifts = useSite().data?.shifts.shifts ?? [];
  const [plantId, setPlantId] = useState<string | null>(null);
  const [materialId, setMaterialId] = useState<string | null>(null);
  const [shiftName, setShiftName] = useState<string>(WHOLE_DAY);

  const plant = plants.find((candidate) => String(candidate.plant_id) === plantId);
  const material = materials.find((candidate) => String(candidate.material_id) === materialId);
  const row: PlanRow | null =
    plant && material
      ? {
          plantId: plant.plant_id,
          plantName: plant.name,
          materialId: material.material_id,
          materialName: material.name,
          shiftName: shiftName === WHOLE_DAY ? null : shiftName,
          months: Array<number>(MONTHS).fill(0),
        }
      : null;
  const taken = row !== null && rows.some((other) => rowKey(other) === rowKey(row));

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <Select
        label={intl.formatMessage(text.plant)}
        w={200}
        data={plants.map((candidate) => ({ value: String(candidate.plant_id), label: candidate.name }))}
        value={plantId}
        onChange={setPlantId}
        nothingFoundMessage={intl.formatMessage(text.noPlants)}
        searchable
      />
      <Select
        label={intl.formatMessage(text.product)}
        w={240}
        data={materials.map((candidate) => {
          const fraction = sizeFractionText(candidate.size_from_mm, candidate.size_to_mm, formatNumber);
          return { value: String(candidate.material_id), label: fraction ? `${candidate.name} (${fraction})` : candidate.name };
        })}
        value={materialId}
        onChange={setMaterialId}
        searchable
      />
      <Select
        label={intl.formatMessage(text.shift)}
        w={160}
        data={[{ value: WHOLE_DAY, label: intl.formatMessage(text.wholeDay) }, ...shifts.map((shift) => ({ value: shift.name, label: shift.name }))]}
        value={shiftName}
        onChange={(value) => setShiftName(value ?? WHOLE_DAY)}
        allowDeselect={false}
        error={taken ? intl.formatMessage(text.rowTaken) : undefined}
      />
      <Button mt={25} variant="light" disabled={row === null || taken} onClick={() => row && onChange(sortRows([...rows, row]))}>
        {intl.formatMessage(text.addRow)}
      </Button>
    </Group>
  );
}
