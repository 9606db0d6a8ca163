/**
 * Search, date range and the advanced multi-select filters of the weighing history. They take effect on
 * 'Apply Filters' (or Enter in the search box), which returns the table to page 1.
 */
import { Grid, MultiSelect, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { EndDayInput, StartDayInput } from '../../components/day-range-inputs';
import { FiltersForm } from '../../components/filters-form';
import { showToast } from '../../components/toast';
import { useLoadFailure } from '../../lib/use-load-failure';
import { loadingAreaChoices, useLoadingAreas } from '../../app/queries/loading-areas';
import { materialChoices, useMaterials } from '../../app/queries/materials';
import { usePolygons } from '../../app/queries/polygons';
import { useVehicles, vehicleChoices } from '../../app/queries/vehicles';
import { dateRangeProblem } from '../../lib/date-range';
import type { HistoryFilters } from './history-filters';

/** A voided ticket leaves the history; this choice lists the voided ones alone, to see who voided them and why. */
const STATUS_CHOICES = [
  { value: '', label: 'Not voided' },
  { value: 'voided', label: 'Voided' },
];

type HistoryFiltersFormProps = {
  draft: HistoryFilters;
  onChange: (patch: Partial<HistoryFilters>) => void;
  onApply: () => void;
  onClear: () => void;
};

export function HistoryFiltersForm({ draft, onChange, onApply, onClear }: HistoryFiltersFormProps) {
  const vehicles = useVehicles();
  const materials = useMaterials();
  const areas = useLoadingAreas();
  const polygons = usePolygons();
  useLoadFailure(vehicles.isError || materials.isError || areas.isError || polygons.isError, () =>
    showToast('error', 'Failed to load data'),
  );

  const areaNames = new Map((areas.data ?? []).map((area) => [area.loading_area_id, area.area_name]));
  const rangeProblem = dateRangeProblem(draft);

  return (
    <FiltersForm problem={rangeProblem} onApply={onApply} onClear={onClear}>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            label="Search"
            placeholder="Document number, registration, driver, material or RFID"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={draft.search}
            onChange={(event) => onChange({ search: event.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <StartDayInput range={draft} onChange={(startDate) => onChange({ startDate })} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <EndDayInput range={draft} error={rangeProblem} onChange={(endDate) => onChange({ endDate })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }}>
          <NativeSelect
            label="Status"
            data={STATUS_CHOICES}
            value={draft.status}
            onChange={(event) => onChange({ status: event.currentTarget.value === 'voided' ? 'voided' : '' })}
          />
        </Grid.Col>
      </Grid>
      <Text size="sm" fw={600}>
        Advanced Filters
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <MultiSelect<number>
          label="Vehicles"
          placeholder={draft.vehicleIds.length ? undefined : 'All vehicles'}
          data={vehicleChoices(vehicles.data)}
          value={draft.vehicleIds}
          onChange={(vehicleIds) => onChange({ vehicleIds })}
          searchable
          clearable
          nothingFoundMessage="No vehicle found"
        />
        <MultiSelect<number>
          label="Materials"
          placeholder={draft.materialIds.length ? undefined : 'All materials'}
          data={materialChoices(materials.data)}
          value={draft.materialIds}
          onChange={(materialIds) => onChange({ materialIds })}
          searchable
          clearable
          nothingFoundMessage="No material found"
        />
        <MultiSelect<number>
          label="Loading Areas"
          placeholder={draft.loadingAreaIds.length ? undefined : 'All loading areas'}
          data={loadingAreaChoices(areas.data)}
          value={draft.loadingAreaIds}
          onChange={(loadingAreaIds) => onChange({ loadingAreaIds })}
          searchable
          clearable
          nothingFoundMessage="No loading area found"
        />
        <MultiSelect<number>
          label="Polygons"
          placeholder={draft.polygonIds.length ? undefined : 'All polygons'}
          data={(polygons.data ?? []).map((polygon) => ({
            value: polygon.polygon_id,
            label: `${polygon.registration_id} (${areaNames.get(polygon.loading_area_id) ?? 'unknown area'})`,
          }))}
          value={draft.polygonIds}
          onChange={(polygonIds) => onChange({ polygonIds })}
          searchable
          clearable
          nothingFoundMessage="No polygon found"
        />
      </SimpleGrid>
    </FiltersForm>
  );
}
