/** /drivers, Driver Management (spec part 1 sections 2, 5 and 8): its failures are alerts, not toasts. */
import { useQueryClient } from '@tanstack/react-query';
import type { Driver } from '@weighbridge/contract/drivers';
import { errorText } from '../../app/api-client';
import { useRecordPermissions } from '../../app/permissions/use-record-permissions';
import { CataloguePage } from '../../components/catalogue-page';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useDeleteDriver } from './api/delete-driver';
import { driverUsageQueryOptions } from './api/get-driver-usage';
import { useDrivers } from '../../app/queries/drivers';
import { deleteDriverQuestion } from './delete-question';
import { DriverFormModal } from './driver-form-modal';
import { DriversTable } from './drivers-table';


export function DriversPage() {
  const drivers = useDrivers();
  const deleteDriver = useDeleteDriver();
  const queryClient = useQueryClient();
  const may = useRecordPermissions('scale.drivers');

  useLoadFailure(drivers.isError, () => window.alert('Failed to load drivers'));

  async function confirmDelete(driver: Driver) {
    // The count only words the question: if it cannot be read, the question says the same without it.
    const usage = await queryClient.fetchQuery(driverUsageQueryOptions(driver.driver_id)).catch(() => undefined);
    if (!window.confirm(deleteDriverQuestion(driver, usage))) return;
    deleteDriver.mutate(driver.driver_id, {
      onError: (error) => window.alert(errorText(error, 'Failed to delete driver')),
    });
  }

  return (
    <CataloguePage
      title="Driver Management"
      addLabel="Add Driver"
      records={drivers}
      mayAdd={may.create}
      table={(records, edit) => (
        <DriversTable drivers={records} onEdit={may.update ? edit : undefined} onDelete={may.delete ? (driver) => void confirmDelete(driver) : undefined} />
      )}
      form={(driver, close) => <DriverFormModal driver={driver} onClose={close} />}
    />
  );
}
