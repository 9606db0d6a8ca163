/**
 * Search, date range and the advanced multi-select filters of the weighing history. They take effect on
 * 'Apply Filters' (or Enter in the search box), which returns the table to page 1.
 */
import { Grid, MultiSelect, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { filterMessages as text, pageMessages } from './messages';


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
  const intl = useIntl();
  useLoadFailure(vehicles.isError || materials.isError || areas.isError || polygons.isError, () =>
    showToast('error', intl.formatMessage(pageMessages.loadFailed)),
  );
  /** A voided ticket leaves the history; this choice lists the voided ones alone, to see who voided them and why. */
  const statusChoices = [
    { value: '', label: intl.formatMessage(text.notVoided) },
    { value: 'voided', label: intl.formatMessage(text.voided) },
  ];

  const areaNames = new Map((areas.data ?? []).map((area) => [area.loading_area_id, area.area_name]));
  const rangeProblem = dateRangeProblem(draft);

  return (
    <FiltersForm problem={rangeProblem} onApply={onApply} onClear={onClear}>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            label={intl.formatMessage(text.search)}
            placeholder={intl.formatMessage(text.searchPlaceholder)}
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
            label={intl.formatMessage(text.status)}
            data={statusChoices}
            value={draft.status}
            onChange={(event) => onChange({ status: event.currentTarget.value === 'voided' ? 'voided' : '' })}
          />
        </Grid.Col>
      </Grid>
      <Text size="sm" fw={600}>
        <FormattedMessage {...text.advanced} />
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <MultiSelect<number>
          label={intl.formatMessage(text.vehicles)}
          placeholder={draft.vehicleIds.length ? undefined : intl.formatMessage(text.allVehicles)}
          data={vehicleChoices(vehicles.data)}
          value={draft.vehicleIds}
          onChange={(vehicleIds) => onChange({ vehicleIds })}
          searchable
          clearable
          nothingFoundMessage={intl.formatMessage(text.noVehicle)}
        />
        <MultiSelect<number>
          label={intl.formatMessage(text.materials)}
          placeholder={draft.materialIds.length ? undefined : intl.formatMessage(text.allMaterials)}
          data={materialChoices(materials.data)}
          value={draft.materialIds}
          onChange={(materialIds) => onChange({ materialIds })}
          searchable
          clearable
          nothingFoundMessage={intl.formatMessage(text.noMaterial)}
        />
        <MultiSelect<number>
          label={intl.formatMessage(text.loadingAreas)}
          placeholder={draft.loadingAreaIds.length ? undefined : intl.formatMessage(text.allLoadingAreas)}
          data={loadingAreaChoices(areas.data)}
          value={draft.loadingAreaIds}
          onChange={(loadingAreaIds) => onChange({ loadingAreaIds })}
          searchable
          clearable
          nothingFoundMessage={intl.formatMessage(text.noLoadingArea)}
        />
        <MultiSelect<number>
          label={intl.formatMessage(text.polygons)}
          placeholder={draft.polygonIds.length ? undefined : intl.formatMessage(text.allPolygons)}
          data={(polygons.data ?? []).map((polygon) => ({
            value: polygon.polygon_id,
            label: intl.formatMessage(text.polygonChoice, {
              polygon: polygon.registration_id,
              area: areaNames.get(polygon.loading_area_id) ?? intl.formatMessage(text.unknownArea),
            }),
          }))}
          value={draft.polygonIds}
          onChange={(polygonIds) => onChange({ polygonIds })}
          searchable
          clearable
          nothingFoundMessage={intl.formatMessage(text.noPolygon)}
        />
      </SimpleGrid>
    </FiltersForm>
  );
}
