/** The drivers table: who they are, how to reach them, their licence, blood type and vehicle. */
import { Table, Text } from '@mantine/core';
import type { Driver } from '@weighbridge/contract/drivers';
import { EmptyTableRow, RecordActionsCell } from '../../components/record-table-rows';
import { formatCalendarDate, NOT_SET } from '../../lib/format';

type DriversTableProps = {
  drivers: readonly Driver[];
  /** Left out when the user may not edit (or delete): the buttons are hidden. */
  onEdit?: (driver: Driver) => void;
  onDelete?: (driver: Driver) => void;
};

export function DriversTable({ drivers, onEdit, onDelete }: DriversTableProps) {
  const withActions = Boolean(onEdit || onDelete);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th>Driver License ID</Table.Th>
            <Table.Th>Blood Type</Table.Th>
            <Table.Th>Birth Date</Table.Th>
            <Table.Th>Vehicle</Table.Th>
            <Table.Th>Emergency Contact</Table.Th>
            {withActions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {drivers.map((driver) => {
            const fullName = `${driver.name} ${driver.surname}`;
            return (
              <Table.Tr key={driver.driver_id}>
                <Table.Td fw={600}>{fullName}</Table.Td>
                <Table.Td>{driver.contact ?? NOT_SET}</Table.Td>
                <Table.Td>{driver.driver_license_id}</Table.Td>
                <Table.Td>{driver.blood_type}</Table.Td>
                <Table.Td>{formatCalendarDate(driver.birth_date)}</Table.Td>
                <Table.Td>{driver.vehicle_reg ?? NOT_SET}</Table.Td>
                <Table.Td>
                  <EmergencyContact name={driver.emergency_contact_name} phone={driver.emergency_contact} />
                </Table.Td>
                {withActions && <RecordActionsCell label={`driver ${fullName}`} record={driver} onEdit={onEdit} onDelete={onDelete} />}
              </Table.Tr>
            );
          })}
          {drivers.length === 0 && <EmptyTableRow columns={withActions ? 8 : 7} text="No drivers found" />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
