/**
 * The Load Details block, shown once the vehicle has a tara and a weight is entered: what the load is,
 * where it comes from and goes, and who drove it, with the live net weight.
 */
import { Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import { showToast } from '../../../components/toast';
import { useIntl } from 'react-intl';
import { useKnownTexts } from '../../../lib/known-texts';
import { useFormat } from '../../../lib/use-format';
import { loadDetailsMessages as text, pageMessages } from '../messages';
import { useLoadFailure } from '../../../lib/use-load-failure';
import { useDrivers } from '../../../app/queries/drivers';
import { loadingAreaChoices } from '../../../app/queries/loading-areas';
import { materialChoices, useMaterials } from '../../../app/queries/materials';
import { useAreaPolygons, useWeighingLoadingAreas, useWeighingStations } from '../api/load-choices';
import type { WeighingForm } from '../logic/weighing-form';

type LoadChoices = Pick<WeighingForm, 'materialId' | 'loadingAreaId' | 'polygonId' | 'unloadingStationId' | 'driverId'>;

type LoadDetailsProps = {
  choices: LoadChoices;
  netKg: number;
  onChange: (patch: Partial<LoadChoices>) => void;
  onLoadingAreaChange: (loadingAreaId: number | null) => void;
};

export function LoadDetails({ choices, netKg, onChange, onLoadingAreaChange }: LoadDetailsProps) {
  const materials = useMaterials();
  const areas = useWeighingLoadingAreas();
  const polygons = useAreaPolygons(choices.loadingAreaId);
  const stations = useWeighingStations();
  const drivers = useDrivers();
  const areaChosen = choices.loadingAreaId !== null;
  const intl = useIntl();
  const knownText = useKnownTexts();
  const { formatScaleKg } = useFormat();

  const failed = materials.isError || areas.isError || polygons.isError || stations.isError || drivers.isError;
  useLoadFailure(failed, () => showToast('error', intl.formatMessage(pageMessages.dataFailed)));

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="load-details-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="load-details-title">
          {intl.formatMessage(text.title)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select<number>
            label={knownText(TICKET_FIELDS.material)}
            placeholder={intl.formatMessage(text.selectMaterial)}
            withAsterisk
            data={materialChoices(materials.data)}
            value={choices.materialId}
            onChange={(materialId) => onChange({ materialId })}
            searchable
            clearable
            nothingFoundMessage={intl.formatMessage(text.noMaterial)}
          />
          <Select<number>
            label={knownText(TICKET_FIELDS.loadingArea)}
            placeholder={intl.formatMessage(text.selectLoadingArea)}
            withAsterisk
            data={loadingAreaChoices(areas.data)}
            value={choices.loadingAreaId}
            onChange={onLoadingAreaChange}
            searchable
            clearable
            nothingFoundMessage={intl.formatMessage(text.noLoadingArea)}
          />
          <Select<number>
            label={knownText(TICKET_FIELDS.polygon)}
            placeholder={intl.formatMessage(areaChosen ? text.selectPolygon : text.loadingAreaFirst)}
            disabled={!areaChosen}
            data={(polygons.data ?? []).map((polygon) => ({
              value: polygon.polygon_id,
              label: polygon.area_name ? `${polygon.registration_id} — ${polygon.area_name}` : polygon.registration_id,
            }))}
            value={choices.polygonId}
            onChange={(polygonId) => onChange({ polygonId })}
            searchable
            clearable
            nothingFoundMessage={intl.formatMessage(text.noPolygon)}
          />
          <Select<number>
            label={knownText(TICKET_FIELDS.destination)}
            placeholder={intl.formatMessage(text.selectStation)}
            data={(stations.data ?? []).map((station) => ({ value: station.station_id, label: station.area_name }))}
            value={choices.unloadingStationId}
            onChange={(unloadingStationId) => onChange({ unloadingStationId })}
            searchable
            clearable
            nothingFoundMessage={intl.formatMessage(text.noStation)}
          />
          <Select<number>
            label={knownText(TICKET_FIELDS.driver)}
            placeholder={intl.formatMessage(text.noDriver)}
            description={intl.formatMessage(text.driverHint)}
            data={(drivers.data ?? []).map((driver) => ({ value: driver.driver_id, label: `${driver.name} ${driver.surname}` }))}
            value={choices.driverId}
            onChange={(driverId) => onChange({ driverId })}
            // Emptying the choice would still weigh with the vehicle's driver: another driver is chosen instead.
            allowDeselect={false}
            searchable
            nothingFoundMessage={intl.formatMessage(text.noDriverFound)}
          />
        </SimpleGrid>
        <Group justify="space-between" align="baseline" aria-live="polite">
          <Text fw={600}>{knownText(TICKET_FIELDS.netWeight)}</Text>
          <Text fz={28} fw={700} c={netKg > 0 ? undefined : 'red.9'} data-testid="net-weight">
            {formatScaleKg(netKg)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
