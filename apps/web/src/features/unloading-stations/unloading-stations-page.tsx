/** /unloading-stations (spec part 2 sections 2, 5 and 8). */
import type { UnloadingStation } from '@weighbridge/contract/unloading-stations';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { useRecordPermissions } from '../../app/permissions/use-record-permissions';
import { useUnloadingStations } from '../../app/queries/unloading-stations';
import { CataloguePage } from '../../components/catalogue-page';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useDeleteUnloadingStation } from './api/delete-unloading-station';
import { stationsPageMessages as text } from './messages';
import { UnloadingStationFormModal } from './unloading-station-form-modal';
import { UnloadingStationsTable } from './unloading-stations-table';

export function UnloadingStationsPage() {
  const stations = useUnloadingStations();
  const deleteStation = useDeleteUnloadingStation();
  const may = useRecordPermissions('scale.unloading-stations');
  const intl = useIntl();
  const knownText = useKnownTexts();

  useLoadFailure(stations.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));

  function confirmDelete(station: UnloadingStation) {
    if (!window.confirm(intl.formatMessage(text.deleteQuestion))) return;
    deleteStation.mutate(station.station_id, {
      onSuccess: () => showToast('success', intl.formatMessage(text.deleted)),
      onError: (error) => showToast('error', knownText(errorText(error, intl.formatMessage(text.deleteFailed)))),
    });
  }

  return (
    <CataloguePage
      title={intl.formatMessage(text.title)}
      addLabel={intl.formatMessage(text.add)}
      records={stations}
      mayAdd={may.create}
      table={(records, edit) => (
        <UnloadingStationsTable stations={records} onEdit={may.update ? edit : undefined} onDelete={may.delete ? confirmDelete : undefined} />
      )}
      form={(station, close) => <UnloadingStationFormModal station={station} onClose={close} />}
    />
  );
}
