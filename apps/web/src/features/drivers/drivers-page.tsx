/** /drivers, Driver Management (spec part 1 sections 2, 5 and 8): its failures are alerts, not toasts. */
import { useQueryClient } from '@tanstack/react-query';
import type { Driver } from '@weighbridge/contract/drivers';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { useRecordPermissions } from '../../app/permissions/use-record-permissions';
import { CataloguePage } from '../../components/catalogue-page';
import { useKnownTexts } from '../../lib/known-texts';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useDeleteDriver } from './api/delete-driver';
import { driverUsageQueryOptions } from './api/get-driver-usage';
import { useDrivers } from '../../app/queries/drivers';
import { deleteDriverQuestion } from './delete-question';
import { DriverFormModal } from './driver-form-modal';
import { DriversTable } from './drivers-table';
import { driversPageMessages as text } from './messages';

export function DriversPage() {
  const drivers = useDrivers();
  const deleteDriver = useDeleteDriver();
  const queryClient = useQueryClient();
  const may = useRecordPermissions('scale.drivers');
  const intl = useIntl();
  const knownText = useKnownTexts();

  useLoadFailure(drivers.isError, () => window.alert(intl.formatMessage(text.loadFailed)));

  async function confirmDelete(driver: Driver) {
    // The count only words the question: if it cannot be read, the question says the same without it.
    const usage = await queryClient.fetchQuery(driverUsageQueryOptions(driver.driver_id)).catch(() => undefined);
    if (!window.confirm(deleteDriverQuestion(intl, driver, usage))) return;
    deleteDriver.mutate(driver.driver_id, {
      onError: (error) => window.alert(knownText(errorText(error, intl.formatMessage(text.deleteFailed)))),
    });
  }

  return (
    <CataloguePage
      title={intl.formatMessage(text.title)}
      addLabel={intl.formatMessage(text.add)}
      records={drivers}
      mayAdd={may.create}
      table={(records, edit) => (
        <DriversTable drivers={records} onEdit={may.update ? edit : undefined} onDelete={may.delete ? (driver) => void confirmDelete(driver) : undefined} />
      )}
      form={(driver, close) => <DriverFormModal driver={driver} onClose={close} />}
    />
  );
}
