/** The Add/Edit dialogs of a drill rig and of a crushing plant (with the unloading stations whose deliveries feed it). */
import { type CrushingPlant, crushingPlantInputSchema, type DrillRig, drillRigInputSchema, MACHINE_STATUSES, type MachineStatus } from '@weighbridge/contract/equipment';
import { type IntlShape, useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { useUnloadingStations } from '../../app/queries/unloading-stations';
import { CatalogueFormModal, useCatalogueForm } from '../../components/catalogue-form';
import { DraftNativeSelect, DraftNumberInput, DraftRecordMultiSelect, DraftTextInput } from '../../components/draft-fields';
import { showToast } from '../../components/toast';
import { numberOrNull } from '../../lib/form-check';
import { useKnownTexts } from '../../lib/known-texts';
import { recordDraft } from '../../lib/record-draft';
import { useCreateCrushingPlant } from './api/create-crushing-plant';
import { useCreateDrillRig } from './api/create-drill-rig';
import { useUpdateCrushingPlant } from './api/update-crushing-plant';
import { useUpdateDrillRig } from './api/update-drill-rig';
import { equipmentServerMessages, machineMessages as text, machineStatusMessages } from './messages';

const statusOptions = (intl: IntlShape) => MACHINE_STATUSES.map((status) => ({ value: status, label: intl.formatMessage(machineStatusMessages[status]) }));

type FormProps<T> = { record?: T; onClose: () => void };

const EMPTY_RIG: { name: string; model: string; status: MachineStatus } = { name: '', model: '', status: 'active' };

export function DrillRigFormModal({ record, onClose }: FormProps<DrillRig>) {
  const intl = useIntl();
  const knownText = useKnownTexts(equipmentServerMessages);
  const form = useCatalogueForm({
    record,
    draft: (rig) => recordDraft(rig, EMPTY_RIG),
    schema: drillRigInputSchema,
    fields: 'drill-rigs',
    body: (draft) => ({ ...draft, model: draft.model || null }),
    create: useCreateDrillRig(),
    update: useUpdateDrillRig(),
    updateOf: (rig, values) => ({ rigId: rig.rig_id, rig: values }),
    noun: text.rigNoun,
    announcesSave: true,
    reportFailure: (error, { fallback }) => showToast('error', knownText(errorText(error, fallback))),
    onClose,
  });
  return (
    <CatalogueFormModal form={form}>
      <DraftTextInput form={form} field="name" data-autofocus required />
      <DraftTextInput form={form} field="model" />
      <DraftNativeSelect form={form} field="status" data={statusOptions(intl)} />
    </CatalogueFormModal>
  );
}

const EMPTY_PLANT: { name: string; rated_tons_per_hour: number | string; station_ids: number[]; status: MachineStatus } = {
  name: '',
  rated_tons_per_hour: '',
  station_ids: [],
  status: 'active',
};

export function CrushingPlantFormModal({ record, onClose }: FormProps<CrushingPlant>) {
  const intl = useIntl();
  const knownText = useKnownTexts(equipmentServerMessages);
  const stations = useUnloadingStations().data ?? [];
  const form = useCatalogueForm({
    record,
    draft: (plant) => recordDraft(plant, EMPTY_PLANT),
    schema: crushingPlantInputSchema,
    fields: 'crushing-plants',
    body: (draft) => ({ ...draft, rated_tons_per_hour: numberOrNull(draft.rated_tons_per_hour) }),
    create: useCreateCrushingPlant(),
    update: useUpdateCrushingPlant(),
    updateOf: (plant, values) => ({ plantId: plant.plant_id, plant: values }),
    noun: text.plantNoun,
    announcesSave: true,
    reportFailure: (error, { fallback }) => showToast('error', knownText(errorText(error, fallback))),
    onClose,
  });
  return (
    <CatalogueFormModal form={form}>
      <DraftTextInput form={form} field="name" data-autofocus required />
      <DraftNumberInput form={form} field="rated_tons_per_hour" min={0} step={1} decimalScale={2} />
      <DraftRecordMultiSelect
        form={form}
        field="station_ids"
        clearable
        searchable
        placeholder={intl.formatMessage(text.noStation)}
        data={stations.map((station) => ({ value: station.station_id, label: station.area_name }))}
      />
      <DraftNativeSelect form={form} field="status" data={statusOptions(intl)} />
    </CatalogueFormModal>
  );
}
