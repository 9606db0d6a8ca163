/** The Add Station / Edit Station dialog (spec part 2 sections 3, 5 and 8). */
import {
  DEFAULT_STATION_STATUS,
  STATION_STATUSES,
  type StationStatus,
  type UnloadingStation,
  unloadingStationInputSchema,
} from '@weighbridge/contract/unloading-stations';
import { type IntlShape, useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { CatalogueFormModal, useCatalogueForm } from '../../components/catalogue-form';
import { DraftNativeSelect, DraftNumberInput, DraftTextInput } from '../../components/draft-fields';
import { showToast } from '../../components/toast';
import { numberOrNull } from '../../lib/form-check';
import { useCreateUnloadingStation } from './api/create-unloading-station';
import { useUpdateUnloadingStation } from './api/update-unloading-station';
import { stationFormMessages, stationStatusMessages } from './messages';

const statusOptions = (intl: IntlShape) =>
  STATION_STATUSES.map((status) => ({ value: status, label: intl.formatMessage(stationStatusMessages[status]) }));

type StationDraft = { areaName: string; capacity: number | string; status: StationStatus };

function stationDraft(station: UnloadingStation | undefined): StationDraft {
  return {
    areaName: station?.area_name ?? '',
    capacity: station?.capacity ?? '',
    status: station?.status ?? DEFAULT_STATION_STATUS,
  };
}

type StationFormModalProps = { station?: UnloadingStation; onClose: () => void };

export function UnloadingStationFormModal({ station, onClose }: StationFormModalProps) {
  const intl = useIntl();
  const form = useCatalogueForm({
    record: station,
    draft: stationDraft,
    schema: unloadingStationInputSchema,
    fields: 'unloading-stations',
    body: (draft) => ({ ...draft, capacity: numberOrNull(draft.capacity) }),
    create: useCreateUnloadingStation(),
    update: useUpdateUnloadingStation(),
    updateOf: (record, values) => ({ stationId: record.station_id, station: values }),
    noun: stationFormMessages.noun,
    announcesSave: true,
    reportFailure: (error, { fallback, say }) => showToast('error', say(errorText(error, fallback))),
    onClose,
  });

  return (
    <CatalogueFormModal form={form}>
      <DraftTextInput form={form} field="areaName" data-autofocus required />
      <DraftNumberInput form={form} field="capacity" min={0} step={0.01} decimalScale={2} />
      <DraftNativeSelect form={form} field="status" data={statusOptions(intl)} />
    </CatalogueFormModal>
  );
}
