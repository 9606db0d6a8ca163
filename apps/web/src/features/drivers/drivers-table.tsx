/** The drivers table: who they are, how to reach them, their licence, blood type and vehicle. */
import { Text } from '@mantine/core';
import type { Driver } from '@weighbridge/contract/drivers';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { type IntlShape, useIntl } from 'react-intl';
import { editDeleteActions } from '../../components/record-actions';
import { NOT_SET } from '../../lib/format';
import { type PageFormats, useFormat } from '../../lib/use-format';
import { driversTableMessages as text } from './messages';

const fullName = (driver: Driver) => `${driver.name} ${driver.surname}`;

function driverColumns(intl: IntlShape, { formatCalendarDate }: PageFormats): readonly CatalogueColumn<Driver>[] {
  return [
    { header: intl.formatMessage(text.name), cell: fullName, td: { fw: 600 } },
    { header: intl.formatMessage(text.contact), cell: (driver) => driver.contact ?? NOT_SET },
    { header: intl.formatMessage(text.licence), cell: (driver) => driver.driver_license_id },
    { header: intl.formatMessage(text.bloodType), cell: (driver) => driver.blood_type },
    { header: intl.formatMessage(text.birthDate), cell: (driver) => formatCalendarDate(driver.birth_date) },
    { header: intl.formatMessage(text.vehicle), cell: (driver) => driver.vehicle_reg ?? NOT_SET },
    {
      header: intl.formatMessage(text.emergencyContact),
      cell: (driver) => <EmergencyContact name={driver.emergency_contact_name} phone={driver.emergency_contact} />,
    },
  ];
}

type DriversTableProps = {
  drivers: readonly Driver[];
  /** Left out when the user may not edit (or delete): the buttons are hidden. */
  onEdit?: (driver: Driver) => void;
  onDelete?: (driver: Driver) => void;
};

export function DriversTable({ drivers, onEdit, onDelete }: DriversTableProps) {
  const intl = useIntl();
  const formats = useFormat();
  return (
    <CatalogueTable
      records={drivers}
      columns={driverColumns(intl, formats)}
      rowKey={(driver) => driver.driver_id}
      emptyText={intl.formatMessage(text.none)}
      minWidth={900}
      actions={editDeleteActions((driver) => intl.formatMessage(text.recordLabel, { name: fullName(driver) }), onEdit, onDelete)}
    />
  );
}

/** The emergency contact's name with the phone number beneath it. */
function EmergencyContact({ name, phone }: { name: string | null; phone: string | null }) {
  if (!name && !phone) return NOT_SET;
  return (
    <>
      {name}
      {phone && (
        <Text size="xs" c="dimmed">
          {phone}
        </Text>
      )}
    </>
  );
}
