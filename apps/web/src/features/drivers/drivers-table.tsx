/** The drivers table: who they are, how to reach them, their licence, blood type and vehicle. */
import { Text } from '@mantine/core';
import type { Driver } from '@weighbridge/contract/drivers';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { editDeleteActions } from '../../components/record-actions';
import { formatCalendarDate, NOT_SET } from '../../lib/format';

const fullName = (driver: Driver) => `${driver.name} ${driver.surname}`;

const COLUMNS: readonly CatalogueColumn<Driver>[] = [
  { header: 'Name', cell: fullName, td: { fw: 600 } },
  { header: 'Contact', cell: (driver) => driver.contact ?? NOT_SET },
  { header: 'Driver License ID', cell: (driver) => driver.driver_license_id },
  { header: 'Blood Type', cell: (driver) => driver.blood_type },
  { header: 'Birth Date', cell: (driver) => formatCalendarDate(driver.birth_date) },
  { header: 'Vehicle', cell: (driver) => driver.vehicle_reg ?? NOT_SET },
  { header: 'Emergency Contact', cell: (driver) => <EmergencyContact name={driver.emergency_contact_name} phone={driver.emergency_contact} /> },
];

type DriversTableProps = {
  drivers: readonly Driver[];
  /** Left out when the user may not edit (or delete): the buttons are hidden. */
  onEdit?: (driver: Driver) => void;
  onDelete?: (driver: Driver) => void;
};

export function DriversTable({ drivers, onEdit, onDelete }: DriversTableProps) {
  return (
    <CatalogueTable
      records={drivers}
      columns={COLUMNS}
      rowKey={(driver) => driver.driver_id}
      emptyText="No drivers found"
      minWidth={900}
      actions={editDeleteActions((driver) => `driver ${fullName(driver)}`, onEdit, onDelete)}
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
