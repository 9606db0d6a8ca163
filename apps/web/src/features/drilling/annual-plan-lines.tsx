/**
 * A revision's lines as the grid of one measure (rows of area, polygon and rig; twelve months; totals), edited in
 * place on a draft, and the per-rig view of the same lines: each rig's targets.
 */
import { ActionIcon, Button, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { DrillRig } from '@weighbridge/contract/equipment';
import type { LoadingArea, Polygon } from '@weighbridge/contract/loading-areas';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  grandTotal,
  monthTotals,
  type PlanMeasure,
  type PlanRow,
  type PlanRowPlace,
  rigTargets,
  rowKeyOf,
  rowTotal,
  withFigure,
  withoutRow,
  withRow,
} from './annual-plan-grid';
import { AnnualPlanMonthsTable, type MonthsRow } from './annual-plan-months-table';
import { measureMessages, planGridMessages as text } from './messages';

/** The names the rows are shown by. */
export type PlanPlaces = { areas: readonly LoadingArea[]; polygons: readonly Polygon[]; rigs: readonly DrillRig[] };

function usePlaceNames({ areas, polygons, rigs }: PlanPlaces) {
  const intl = useIntl();
  const area = (id: number) => areas.find((candidate) => candidate.loading_area_id === id)?.area_name ?? `#${id}`;
  const polygon = (id: number | null) =>
    id === null ? intl.formatMessage(text.wholeArea) : (polygons.find((candidate) => candidate.polygon_id === id)?.registration_id ?? `#${id}`);
  const rig = (id: number | null) => (id === null ? intl.formatMessage(text.noRig) : (rigs.find((candidate) => candidate.rig_id === id)?.name ?? `#${id}`));
  return { area, polygon, rig };
}

type GridProps = {
  rows: readonly PlanRow[];
  measure: PlanMeasure;
  places: PlanPlaces;
  /** Left out on a revision that is read only. */
  onChange?: (rows: PlanRow[]) => void;
};

export function AnnualPlanGrid({ rows, measure, places, onChange }: GridProps) {
  const intl = useIntl();
  const names = usePlaceNames(places);
  const measureName = intl.formatMessage(measureMessages[measure]);
  const wholeNumbers = measure === 'holes';
  const tableRows: MonthsRow[] = rows.map((row) => {
    const name = intl.formatMessage(text.rowName, { area: names.area(row.loading_area_id), polygon: names.polygon(row.polygon_id), rig: names.rig(row.rig_id) });
    return {
      key: row.key,
      name,
      label: (
        <>
          <Text size="sm" fw={600} component="span" display="block">
            {names.area(row.loading_area_id)}
          </Text>
          <Text size="xs" c="dimmed" component="span" display="block">
            {intl.formatMessage(text.polygonAndRig, { polygon: names.polygon(row.polygon_id), rig: names.rig(row.rig_id) })}
          </Text>
        </>
      ),
      months: row.months.map((figures) => figures[measure]),
      total: rowTotal(row, measure),
    };
  });
  return (
    <Stack gap="sm">
      <AnnualPlanMonthsTable
        label={intl.formatMessage(text.gridLabel, { measure: measureName })}
        rowHeader={intl.formatMessage(text.rowHeader)}
        rows={tableRows}
        monthTotals={monthTotals(rows, measure)}
        grandTotal={grandTotal(rows, measure)}
        emptyText={intl.formatMessage(text.noRows)}
        cell={
          onChange &&
          ((row, month, monthName) => (
            <NumberInput
              size="xs"
              w={68}
              hideControls
              min={0}
              allowNegative={false}
              decimalScale={wholeNumbers ? 0 : 2}
              aria-label={intl.formatMessage(text.cellLabel, { measure: measureName, row: row.name, month: monthName })}
              value={row.months[month - 1]}
              onChange={(value) => onChange(withFigure(rows, row.key, month, measure, typeof value === 'number' ? value : Number(value) || 0))}
              styles={{ input: { textAlign: 'right' } }}
            />
          ))
        }
        rowAction={
          onChange &&
          ((row) => (
            <ActionIcon variant="subtle" color="red" aria-label={intl.formatMessage(text.removeRow, { row: row.name })} onClick={() => onChange(withoutRow(rows, row.key))}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          ))
        }
      />
      {onChange && <AddPlanRow rows={rows} places={places} onAdd={(place) => onChange(withRow(rows, place))} />}
    </Stack>
  );
}

/** The choice of a new row's area, polygon (or the whole area) and rig (or none). */
function AddPlanRow({ rows, places, onAdd }: { rows: readonly PlanRow[]; places: PlanPlaces; onAdd: (place: PlanRowPlace) => void }) {
  const intl = useIntl();
  const [areaId, setAreaId] = useState('');
  const [polygonId, setPolygonId] = useState('');
  const [rigId, setRigId] = useState('');
  const place: PlanRowPlace | null = areaId === '' ? null : { loading_area_id: Number(areaId), polygon_id: polygonId === '' ? null : Number(polygonId), rig_id: rigId === '' ? null : Number(rigId) };
  const exists = place !== null && rows.some((row) => row.key === rowKeyOf(place));
  const areaPolygons = places.polygons.filter((polygon) => String(polygon.loading_area_id) === areaId && polygon.status === 'operational');
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label={intl.formatMessage(text.area)}
        value={areaId}
        onChange={(event) => {
          setAreaId(event.currentTarget.value);
          setPolygonId('');
        }}
        data={[
          { value: '', label: intl.formatMessage(text.chooseArea) },
          ...places.areas.filter((area) => area.status === 'active').map((area) => ({ value: String(area.loading_area_id), label: area.area_name })),
        ]}
      />
      <NativeSelect
        label={intl.formatMessage(text.polygon)}
        value={polygonId}
        disabled={areaId === ''}
        onChange={(event) => setPolygonId(event.currentTarget.value)}
        data={[{ value: '', label: intl.formatMessage(text.wholeArea) }, ...areaPolygons.map((polygon) => ({ value: String(polygon.polygon_id), label: polygon.registration_id }))]}
      />
      <NativeSelect
        label={intl.formatMessage(text.rig)}
        value={rigId}
        onChange={(event) => setRigId(event.currentTarget.value)}
        data={[
          { value: '', label: intl.formatMessage(text.noRig) },
          ...places.rigs.filter((rig) => rig.status !== 'retired').map((rig) => ({ value: String(rig.rig_id), label: rig.name })),
        ]}
      />
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} disabled={place === null || exists} onClick={() => place && onAdd(place)}>
        {intl.formatMessage(text.addRow)}
      </Button>
      {exists && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(text.rowExists)}
        </Text>
      )}
    </Group>
  );
}

/** Each rig's targets: the same lines summed per rig, read only. */
export function AnnualPlanRigTargets({ rows, measure, places }: Omit<GridProps, 'onChange'>) {
  const intl = useIntl();
  const names = usePlaceNames(places);
  const measureName = intl.formatMessage(measureMessages[measure]);
  const targets = rigTargets(rows, measure);
  return (
    <Stack gap="xs">
      <AnnualPlanMonthsTable
        label={intl.formatMessage(text.rigGridLabel, { measure: measureName })}
        rowHeader={intl.formatMessage(text.rig)}
        rows={targets.map((target) => ({ key: String(target.rig_id), name: names.rig(target.rig_id), label: names.rig(target.rig_id), months: target.months, total: target.total }))}
        monthTotals={monthTotals(rows, measure)}
        grandTotal={grandTotal(rows, measure)}
        emptyText={intl.formatMessage(text.noRows)}
      />
      <Text size="sm" c="dimmed">
        {intl.formatMessage(text.rigNotes)}
      </Text>
    </Stack>
  );
}
