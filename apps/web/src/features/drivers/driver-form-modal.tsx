/** The Add Driver / Edit Driver dialog (spec part 1 sections 3, 5 and 8): failures are alerts, as the spec has them. */
import { SimpleGrid } from '@mantine/core';
import {
  BLOOD_TYPES,
  type BloodType,
  DEFAULT_BLOOD_TYPE,
  type Driver,
  driverInputSchema,
  EARLIEST_BIRTH_DATE,
} from '@weighbridge/contract/drivers';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { CatalogueFormModal, useCatalogueForm } from '../../components/catalogue-form';
import { DraftNativeSelect, DraftRecordSelect, DraftTextInput } from '../../components/draft-fields';
import { recordDraft } from '../../lib/record-draft';
import { useCreateDriver } from './api/create-driver';
import { useVehicleChoices } from './api/get-vehicle-choices';
import { useUpdateDriver } from './api/update-driver';
import { driverFormMessages as text } from './messages';

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

const EMPTY_DRIVER: DriverDraft = {
  name: '',
  surname: '',
  driver_license_id: '',
  blood_type: DEFAULT_BLOOD_TYPE,
  birth_date: '',
  contact: '',
  emergency_contact_name: '',
  emergency_contact: '',
  assigned_vehicle_id: null,
};

type DriverFormModalProps = { driver?: Driver; onClose: () => void };

export function DriverFormModal({ driver, onClose }: DriverFormModalProps) {
  const vehicleChoices = useVehicleChoices();
  const intl = useIntl();
  const form = useCatalogueForm({
    record: driver,
    draft: (record) => recordDraft(record, EMPTY_DRIVER),
    schema: driverInputSchema,
    fields: 'drivers',
    body: (draft) => ({ ...draft, birth_date: draft.birth_date || null }),
    create: useCreateDriver(),
    update: useUpdateDriver(),
    updateOf: (record, values) => ({ driverId: record.driver_id, driver: values }),
    noun: text.noun,
    reportFailure: (error, { fallback, say }) => window.alert(say(errorText(error, fallback))),
    onClose,
  });

  return (
    <CatalogueFormModal form={form} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DraftTextInput form={form} field="name" data-autofocus required />
        <DraftTextInput form={form} field="surname" required />
        <DraftTextInput form={form} field="driver_license_id" required />
        <DraftNativeSelect form={form} field="blood_type" data={BLOOD_TYPES} />
        <DraftTextInput form={form} field="birth_date" type="date" min={EARLIEST_BIRTH_DATE} />
        <DraftTextInput form={form} field="contact" type="tel" />
        <DraftTextInput form={form} field="emergency_contact_name" />
        <DraftTextInput form={form} field="emergency_contact" type="tel" />
      </SimpleGrid>
      <DraftRecordSelect
        form={form}
        field="assigned_vehicle_id"
        placeholder={intl.formatMessage(text.noVehicleAssigned)}
        data={vehicleChoices.data ?? []}
        searchable
        clearable
        nothingFoundMessage={intl.formatMessage(text.noVehicleFound)}
      />
    </CatalogueFormModal>
  );
}
