/** /unloading-stations (spec part 2 sections 2, 5 and 8). */
import { Button, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UnloadingStation } from '@weighbridge/contract/unloading-stations';
import { useState } from 'react';
import { errorText } from '../../app/api-client';
import { useRecordPermissions } from '../../app/permissions/use-record-permissions';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { showToast } from '../../components/toast';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useDeleteUnloadingStation } from './api/delete-unloading-station';
import { useUnloadingStations } from '../../app/queries/unloading-stations';
import { UnloadingStationFormModal } from './unloading-station-form-modal';
import { UnloadingStationsTable } from './unloading-stations-table';

const DELETE_CONFIRMATION =
  'Are you sure you want to delete this station? Deletion will fail if the station is used in any documents.';

/** The dialog that is open: adding (no station) or editing one. */
type OpenForm = { station?: UnloadingStation };

export function UnloadingStationsPage() {
  const stations = useUnloadingStations();
  const deleteStation = useDeleteUnloadingStation();
  const may = useRecordPermissions('scale.unloading-stations');
  const [form, setForm] = useState<OpenForm | null>(null);

  useLoadFailure(stations.isError, () => showToast('error', 'Failed to load stations'));

  function confirmDelete(station: UnloadingStation) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    deleteStation.mutate(station.station_id, {
      onSuccess: () => showToast('success', 'Station deleted successfully'),
      onError: (error) => showToast('error', errorText(error, 'Failed to delete station. It may be in use.')),
    });
  }

  return (
    <>
      <PageToolbar title="Unloading Stations">
        {may.create && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({})}>
            Add Station
          </Button>
        )}
      </PageToolbar>
      {/* After a failed load the toast says so; an empty table would claim there are no stations. */}
      {stations.isPending && <LoadingNotice />}
      {stations.data && (
        <Paper withBorder radius="md">
          <UnloadingStationsTable
            stations={stations.data}
            onEdit={may.update ? (station) => setForm({ station }) : undefined}
            onDelete={may.delete ? confirmDelete : undefined}
          />
        </Paper>
      )}
      {form && <UnloadingStationFormModal station={form.station} onClose={() => setForm(null)} />}
    </>
  );
}
