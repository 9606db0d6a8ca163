/** The Add Vehicle / Edit Vehicle dialog (spec part 1 sections 3 and 5): fuel type and status always hold a value. */
import { NativeSelect, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import {
  DEFAULT_FUEL_TYPE,
  DEFAULT_VEHICLE_STATUS,
  FUEL_TYPES,
  type FuelType,
  OLDEST_VEHICLE_YEAR,
  type Vehicle,
  vehicleInputSchema,
  VEHICLE_STATUSES,
  type VehicleStatus,
} from '@weighbridge/contract/vehicles';
import { errorText } from '../../app/api-client';
import { FormModal } from '../../components/form-modal';
import { showToast } from '../../components/toast';
import { checkForm, numberOrNull } from '../../lib/form-check';
import { useFormDraft } from '../../lib/use-form-draft';
import { useCreateVehicle } from './api/create-vehicle';
import { useDriverChoices } from './api/get-driver-choices';
import { useUpdateVehicle } from './api/update-vehicle';
import { FUEL_TYPE_LABELS, VEHICLE_STATUS_LABELS } from './vehicle-labels';

/** The labels the server's messages use too. */
const LABELS = FIELD_LABELS.vehicles;

const FUEL_OPTIONS = FUEL_TYPES.map((fuel) => ({ value: fuel, label: FUEL_TYPE_LABELS[fuel] }));
const STATUS_OPTIONS = VEHICLE_STATUSES.map((status) => ({ value: status, label: VEHICLE_STATUS_LABELS[status] }));

type VehicleDraft = {
  registration_number: string;
  brand: string;
  model: string;
  fuel_type: FuelType;
  status: VehicleStatus;
  assigned_driver_id: number | null;
  year_manufactured: number | string;
  capacity_kg: number | string;
  tare_weight_kg: number | string;
};

function vehicleDraft(vehicle: Vehicle | undefined): VehicleDraft {
  return {
    registration_number: vehicle?.registration_number ?? '',
    brand: vehicle?.brand ?? '',
    model: vehicle?.model ?? '',
    fuel_type: vehicle?.fuel_type ?? DEFAULT_FUEL_TYPE,
    status: vehicle?.status ?? DEFAULT_VEHICLE_STATUS,
    assigned_driver_id: vehicle?.assigned_driver_id ?? null,
    year_manufactured: vehicle?.year_manufactured ?? '',
    capacity_kg: vehicle?.capacity_kg ?? '',
    tare_weight_kg: vehicle?.tare_weight_kg ?? '',
  };
}

type VehicleFormModalProps = { vehicle?: Vehicle; onClose: () => void };

export function VehicleFormModal({ vehicle, onClose }: VehicleFormModalProps) {
  const { draft, errors, change, setErrors } = useFormDraft(vehicleDraft(vehicle));
  const driverChoices = useDriverChoices();
  const createVehicle = useCreateVehicle();
  const updateVehicle = useUpdateVehicle();

  async function save() {
    const body = {
      ...draft,
      year_manufactured: numberOrNull(draft.year_manufactured),
      capacity_kg: numberOrNull(draft.capacity_kg),
      tare_weight_kg: numberOrNull(draft.tare_weight_kg),
    };
    const check = checkForm(vehicleInputSchema, body, LABELS);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    try {
      if (vehicle) await updateVehicle.mutateAsync({ vehicleId: vehicle.vehicle_id, vehicle: check.values });
      else await createVehicle.mutateAsync(check.values);
      onClose();
    } catch (error) {
      showToast('error', errorText(error, 'Failed to save vehicle'));
    }
  }

  return (
    <FormModal
      title={vehicle ? 'Edit Vehicle' : 'Add Vehicle'}
      saving={createVehicle.isPending || updateVehicle.isPending}
      onSubmit={save}
      onClose={onClose}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={LABELS.registration_number}
          data-autofocus
          required
          value={draft.registration_number}
          error={errors.registration_number}
          onChange={(event) => change({ registration_number: event.currentTarget.value })}
        />
        <TextInput
          label={LABELS.brand}
          required
          value={draft.brand}
          error={errors.brand}
          onChange={(event) => change({ brand: event.currentTarget.value })}
        />
        <TextInput
          label={LABELS.model}
          required
          value={draft.model}
          error={errors.model}
          onChange={(event) => change({ model: event.currentTarget.value })}
        />
        <NativeSelect
          label={LABELS.fuel_type}
          data={FUEL_OPTIONS}
          value={draft.fuel_type}
          error={errors.fuel_type}
          onChange={(event) => change({ fuel_type: event.currentTarget.value as FuelType })}
        />
        <NativeSelect
          label={LABELS.status}
          data={STATUS_OPTIONS}
          value={draft.status}
          error={errors.status}
          onChange={(event) => change({ status: event.currentTarget.value as VehicleStatus })}
        />
        <Select<number>
          label={LABELS.assigned_driver_id}
          placeholder="No driver assigned"
          data={driverChoices.data ?? []}
          searchable
          clearable
          nothingFoundMessage="No driver found"
          value={draft.assigned_driver_id}
          error={errors.assigned_driver_id}
          onChange={(driverId) => change({ assigned_driver_id: driverId })}
        />
        <NumberInput
          label={LABELS.year_manufactured}
          min={OLDEST_VEHICLE_YEAR}
          max={new Date().getFullYear() + 1}
          allowDecimal={false}
          thousandSeparator={false}
          value={draft.year_manufactured}
          error={errors.year_manufactured}
          onChange={(value) => change({ year_manufactured: value })}
        />
        <NumberInput
          label={LABELS.capacity_kg}
          min={0}
          step={0.01}
          decimalScale={2}
          value={draft.capacity_kg}
          error={errors.capacity_kg}
          onChange={(value) => change({ capacity_kg: value })}
        />
        <NumberInput
          label={LABELS.tare_weight_kg}
          min={0}
          step={0.01}
          decimalScale={2}
          value={draft.tare_weight_kg}
          error={errors.tare_weight_kg}
          onChange={(value) => change({ tare_weight_kg: value })}
        />
      </SimpleGrid>
    </FormModal>
  );
}
