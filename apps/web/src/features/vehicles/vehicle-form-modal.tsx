/** The Add Vehicle / Edit Vehicle dialog (spec part 1 sections 3 and 5): fuel type and status always hold a value. */
import { SimpleGrid } from '@mantine/core';
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
import { type IntlShape, useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { CatalogueFormModal, useCatalogueForm } from '../../components/catalogue-form';
import { DraftNativeSelect, DraftNumberInput, DraftRecordSelect, DraftTextInput } from '../../components/draft-fields';
import { showToast } from '../../components/toast';
import { numberOrNull } from '../../lib/form-check';
import { recordDraft } from '../../lib/record-draft';
import { useCreateVehicle } from './api/create-vehicle';
import { useDriverChoices } from './api/get-driver-choices';
import { useUpdateVehicle } from './api/update-vehicle';
import { fuelTypeMessages, vehicleFormMessages as text, vehicleStatusMessages } from './messages';

const fuelOptions = (intl: IntlShape) => FUEL_TYPES.map((fuel) => ({ value: fuel, label: intl.formatMessage(fuelTypeMessages[fuel]) }));
const statusOptions = (intl: IntlShape) =>
  VEHICLE_STATUSES.map((status) => ({ value: status, label: intl.formatMessage(vehicleStatusMessages[status]) }));

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

const EMPTY_VEHICLE: VehicleDraft = {
  registration_number: '',
  brand: '',
  model: '',
  fuel_type: DEFAULT_FUEL_TYPE,
  status: DEFAULT_VEHICLE_STATUS,
  assigned_driver_id: null,
  year_manufactured: '',
  capacity_kg: '',
  tare_weight_kg: '',
};

type VehicleFormModalProps = { vehicle?: Vehicle; onClose: () => void };

export function VehicleFormModal({ vehicle, onClose }: VehicleFormModalProps) {
  const driverChoices = useDriverChoices();
  const intl = useIntl();
  const form = useCatalogueForm({
    record: vehicle,
    draft: (record) => recordDraft(record, EMPTY_VEHICLE),
    schema: vehicleInputSchema,
    fields: 'vehicles',
    body: (draft) => ({
      ...draft,
      year_manufactured: numberOrNull(draft.year_manufactured),
      capacity_kg: numberOrNull(draft.capacity_kg),
      tare_weight_kg: numberOrNull(draft.tare_weight_kg),
    }),
    create: useCreateVehicle(),
    update: useUpdateVehicle(),
    updateOf: (record, values) => ({ vehicleId: record.vehicle_id, vehicle: values }),
    noun: text.noun,
    reportFailure: (error, { fallback, say }) => showToast('error', say(errorText(error, fallback))),
    onClose,
  });

  return (
    <CatalogueFormModal form={form} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DraftTextInput form={form} field="registration_number" data-autofocus required />
        <DraftTextInput form={form} field="brand" required />
        <DraftTextInput form={form} field="model" required />
        <DraftNativeSelect form={form} field="fuel_type" data={fuelOptions(intl)} />
        <DraftNativeSelect form={form} field="status" data={statusOptions(intl)} />
        <DraftRecordSelect
          form={form}
          field="assigned_driver_id"
          placeholder={intl.formatMessage(text.noDriverAssigned)}
          data={driverChoices.data ?? []}
          searchable
          clearable
          nothingFoundMessage={intl.formatMessage(text.noDriverFound)}
        />
        <DraftNumberInput
          form={form}
          field="year_manufactured"
          min={OLDEST_VEHICLE_YEAR}
          max={new Date().getFullYear() + 1}
          allowDecimal={false}
          thousandSeparator={false}
        />
        <DraftNumberInput form={form} field="capacity_kg" min={0} step={0.01} decimalScale={2} />
        <DraftNumberInput form={form} field="tare_weight_kg" min={0} step={0.01} decimalScale={2} />
      </SimpleGrid>
    </CatalogueFormModal>
  );
}
