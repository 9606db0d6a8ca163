/** The Add Station / Edit Station dialog (spec part 2 sections 3, 5 and 8). */
import { NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import {
  DEFAULT_STATION_STATUS,
  STATION_STATUSES,
  type StationStatus,
  type UnloadingStation,
  unloadingStationInputSchema,
} from '@weighbridge/contract/unloading-stations';
import { errorText } from '../../app/api-client';
import { FormModal } from '../../components/form-modal';
import { showToast } from '../../components/toast';
import { checkForm, numberOrNull } from '../../lib/form-check';
import { useFormDraft } from '../../lib/use-form-draft';
import { useCreateUnloadingStation } from './api/create-unloading-station';
import { useUpdateUnloadingStation } from './api/update-unloading-station';
import { STATION_STATUS_LABELS } from './station-status';

/** The labels the server's messages use too. */
const LABELS = FIELD_LABELS['unloading-stations'];

const STATUS_OPTIONS = STATION_STATUSES.map((status) => ({ value: status, label: STATION_STATUS_LABELS[status] }));

type StationDraft = { areaName: string; capacity: number | string; status: StationStatus };

function stationDraft(station: UnloadingStation | undefined): StationDraft {
  return {
    areaName: station?.area_name ?? '',
    capacity: station?.capacity ?? '',
    status: station?.status ?? DEFAULT_STATION_STATUS,
  };
}

type StationFormModalProps = { station?: UnloadingStation; onClose: () => void };

export function UnloadingStationFormModal({ station, onClose }: StationFormModalProps) {
  const { draft, errors, change, setErrors } = useFormDraft(stationDraft(station));
  const createStation = useCreateUnloadingStation();
  const updateStation = useUpdateUnloadingStation();

  async function save() {
    const check = checkForm(unloadingStationInputSchema, { ...draft, capacity: numberOrNull(draft.capacity) }, LABELS);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    try {
      if (station) await updateStation.mutateAsync({ stationId: station.station_id, station: check.values });
      else await createStation.mutateAsync(check.values);
      showToast('success', station ? 'Station updated successfully' : 'Station created successfully');
      onClose();
    } catch (error) {
      showToast('error', errorText(error, 'Failed to save station'));
    }
  }

  return (
    <FormModal
      title={station ? 'Edit Station' : 'Add Station'}
      saving={createStation.isPending || updateStation.isPending}
      onSubmit={save}
      onClose={onClose}
    >
      <TextInput
        label={LABELS.areaName}
        data-autofocus
        required
        value={draft.areaName}
        error={errors.areaName}
        onChange={(event) => change({ areaName: event.currentTarget.value })}
      />
      <NumberInput
        label={LABELS.capacity}
        min={0}
        step={0.01}
        decimalScale={2}
        value={draft.capacity}
        error={errors.capacity}
        onChange={(value) => change({ capacity: value })}
      />
      <NativeSelect
        label={LABELS.status}
        data={STATUS_OPTIONS}
        value={draft.status}
        error={errors.status}
        onChange={(event) => change({ status: event.currentTarget.value as StationStatus })}
      />
    </FormModal>
  );
}
