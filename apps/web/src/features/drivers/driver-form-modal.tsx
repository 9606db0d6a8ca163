/** The Add Driver / Edit Driver dialog (spec part 1 sections 3, 5 and 8): failures are alerts, as the spec has them. */
import { NativeSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import {
  BLOOD_TYPES,
  type BloodType,
  DEFAULT_BLOOD_TYPE,
  type Driver,
  driverInputSchema,
  EARLIEST_BIRTH_DATE,
} from '@weighbridge/contract/drivers';
import { errorText } from '../../app/api-client';
import { FormModal } from '../../components/form-modal';
import { checkForm } from '../../lib/form-check';
import { useFormDraft } from '../../lib/use-form-draft';
import { useCreateDriver } from './api/create-driver';
import { useVehicleChoices } from './api/get-vehicle-choices';
import { useUpdateDriver } from './api/update-driver';

/** The labels the server's messages use too. */
const LABELS = FIELD_LABELS.drivers;

type DriverDraft = {
  name: string;
  surname: string;
  driver_license_id: string;
  blood_type: BloodType;
  /** YYYY-MM-DD, or '' when not given. */
  birth_date: string;
  contact: string;
  emergency_contact_name: string;
  emergency_contact: string;
  assigned_vehicle_id: number | null;
};

function driverDraft(driver: Driver | undefined): DriverDraft {
  return {
    name: driver?.name ?? '',
    surname: driver?.surname ?? '',
    driver_license_id: driver?.driver_license_id ?? '',
    blood_type: driver?.blood_type ?? DEFAULT_BLOOD_TYPE,
    birth_date: driver?.birth_date ?? '',
    contact: driver?.contact ?? '',
    emergency_contact_name: driver?.emergency_contact_name ?? '',
    emergency_contact: driver?.emergency_contact ?? '',
    assigned_vehicle_id: driver?.assigned_vehicle_id ?? null,
  };
}

type DriverFormModalProps = { driver?: Driver; onClose: () => void };

export function DriverFormModal({ driver, onClose }: DriverFormModalProps) {
  const { draft, errors, change, setErrors } = useFormDraft(driverDraft(driver));
  const vehicleChoices = useVehicleChoices();
  const createDriver = useCreateDriver();
  const updateDriver = useUpdateDriver();

  async function save() {
    const check = checkForm(driverInputSchema, { ...draft, birth_date: draft.birth_date || null }, LABELS);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    try {
      if (driver) await updateDriver.mutateAsync({ driverId: driver.driver_id, driver: check.values });
      else await createDriver.mutateAsync(check.values);
      onClose();
    } catch (error) {
      window.alert(errorText(error, 'Failed to save driver'));
    }
  }

  return (
    <FormModal
      title={driver ? 'Edit Driver' : 'Add Driver'}
      saving={createDriver.isPending || updateDriver.isPending}
      onSubmit={save}
      onClose={onClose}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={LABELS.name}
          data-autofocus
          required
          value={draft.name}
          error={errors.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
        />
        <TextInput
          label={LABELS.surname}
          required
          value={draft.surname}
          error={errors.surname}
          onChange={(event) => change({ surname: event.currentTarget.value })}
        />
        <TextInput
          label={LABELS.driver_license_id}
          required
          value={draft.driver_license_id}
          error={errors.driver_license_id}
          onChange={(event) => change({ driver_license_id: event.currentTarget.value })}
        />
        <NativeSelect
          label={LABELS.blood_type}
          data={BLOOD_TYPES}
          value={draft.blood_type}
          error={errors.blood_type}
          onChange={(event) => change({ blood_type: event.currentTarget.value as BloodType })}
        />
        <TextInput
          label={LABELS.birth_date}
          type="date"
          min={EARLIEST_BIRTH_DATE}
          value={draft.birth_date}
          error={errors.birth_date}
          onChange={(event) => change({ birth_date: event.currentTarget.value })}
        />
        <TextInput
          label={LABELS.contact}
          type="tel"
          value={draft.contact}
          error={errors.contact}
          onChange={(event) => change({ contact: event.currentTarget.value })}
        />
        <TextInput
          label={LABELS.emergency_contact_name}
          value={draft.emergency_contact_name}
          error={errors.emergency_contact_name}
          onChange={(event) => change({ emergency_contact_name: event.currentTarget.value })}
        />
        <TextInput
          label={LABELS.emergency_contact}
          type="tel"
          value={draft.emergency_contact}
          error={errors.emergency_contact}
          onChange={(event) => change({ emergency_contact: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Select<number>
        label={LABELS.assigned_vehicle_id}
        placeholder="No vehicle assigned"
        data={vehicleChoices.data ?? []}
        searchable
        clearable
        nothingFoundMessage="No vehicle found"
        value={draft.assigned_vehicle_id}
        error={errors.assigned_vehicle_id}
        onChange={(vehicleId) => change({ assigned_vehicle_id: vehicleId })}
      />
    </FormModal>
  );
}
