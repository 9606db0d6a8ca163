/** /drivers, Driver Management (spec part 1 sections 2, 5 and 8): its failures are alerts, not toasts. */
import { Button, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Driver } from '@weighbridge/contract/drivers';
import { useState } from 'react';
import { errorText } from '../../app/api-client';
import { useRecordPermissions } from '../../app/permissions/use-record-permissions';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useDeleteDriver } from './api/delete-driver';
import { driverUsageQueryOptions } from './api/get-driver-usage';
import { useDrivers } from '../../app/queries/drivers';
import { deleteDriverQuestion } from './delete-question';
import { DriverFormModal } from './driver-form-modal';
import { DriversTable } from './drivers-table';

/** The dialog that is open: adding (no driver) or editing one. */
type OpenForm = { driver?: Driver };

export function DriversPage() {
  const drivers = useDrivers();
  const deleteDriver = useDeleteDriver();
  const queryClient = useQueryClient();
  const may = useRecordPermissions('scale.drivers');
  const [form, setForm] = useState<OpenForm | null>(null);

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
    <>
      <PageToolbar title="Driver Management">
        {may.create && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({})}>
            Add Driver
          </Button>
        )}
      </PageToolbar>
      {/* After a failed load the alert says so; an empty table would claim there are no drivers. */}
      {drivers.isPending && <LoadingNotice />}
      {drivers.data && (
        <Paper withBorder radius="md">
          <DriversTable
            drivers={drivers.data}
            onEdit={may.update ? (driver) => setForm({ driver }) : undefined}
            onDelete={may.delete ? (driver) => void confirmDelete(driver) : undefined}
          />
        </Paper>
      )}
      {form && <DriverFormModal driver={form.driver} onClose={() => setForm(null)} />}
    </>
  );
}
