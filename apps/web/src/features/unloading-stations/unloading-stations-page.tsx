/** /unloading-stations (spec part 2 sections 2, 5 and 8). */
import type { UnloadingStation } from '@weighbridge/contract/unloading-stations';
import { errorText } from '../../app/api-client';
import { useRecordPermissions } from '../../app/permissions/use-record-permissions';
import { useUnloadingStations } from '../../app/queries/unloading-stations';
import { CataloguePage } from '../../components/catalogue-page';
import { showToast } from '../../components/toast';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useDeleteUnloadingStation } from './api/delete-unloading-station';
import { UnloadingStationFormModal } from './unloading-station-form-modal';
import { UnloadingStationsTable } from './unloading-stations-table';

const DELETE_CONFIRMATION =
  'Are you sure you want to delete this station? Deletion will fail if the station is used in any documents.';

export function UnloadingStationsPage() {
  const stations = useUnloadingStations();
  const deleteStation = useDeleteUnloadingStation();
  const may = useRecordPermissions('scale.unloading-stations');

  useLoadFailure(stations.isError, () => showToast('error', 'Failed to load stations'));

  function confirmDelete(station: UnloadingStation) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    deleteStation.mutate(station.station_id, {
      onSuccess: () => showToast('success', 'Station deleted successfully'),
      onError: (error) => showToast('error', errorText(error, 'Failed to delete station. It may be in use.')),
    });
  }

  return (
    <CataloguePage
      title="Unloading Stations"
      addLabel="Add Station"
      records={stations}
      mayAdd={may.create}
      table={(records, edit) => (
        <UnloadingStationsTable stations={records} onEdit={may.update ? edit : undefined} onDelete={may.delete ? confirmDelete : undefined} />
      )}
      form={(station, close) => <UnloadingStationFormModal station={station} onClose={close} />}
    />
  );
}
