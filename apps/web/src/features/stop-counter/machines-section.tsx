/**
 * The machines of Drilling (drill rigs) and Production (crushing plants): listed, and kept by those who configure
 * the page. Scales and trucks are kept on the Scales and Vehicles pages.
 */
import { Badge } from '@mantine/core';
import type { CrushingPlant, DrillRig } from '@weighbridge/contract/equipment';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { useCrushingPlants } from '../../app/queries/crushing-plants';
import { CataloguePage } from '../../components/catalogue-page';
import { CatalogueTable } from '../../components/catalogue-table';
import { editDeleteActions } from '../../components/record-actions';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useFormat } from '../../lib/use-format';
import { useDeleteCrushingPlant } from './api/delete-crushing-plant';
import { useDeleteDrillRig } from './api/delete-drill-rig';
import { useDrillRigs } from '../../app/queries/drill-rigs';
import { CrushingPlantFormModal, DrillRigFormModal } from './machine-forms';
import { equipmentServerMessages, machineMessages as text, machineStatusMessages, plantFieldMessages, rigFieldMessages } from './messages';

function StatusBadge({ status }: { status: DrillRig['status'] }) {
  const intl = useIntl();
  return (
    <Badge variant="light" color={status === 'active' ? 'green' : 'gray'}>
      {intl.formatMessage(machineStatusMessages[status])}
    </Badge>
  );
}

/** Asks, deletes, and says how it went; the server refuses a machine with recorded stops. */
function useConfirmedDelete(remove: { mutate: (id: number, options: { onSuccess: (answer: { message: string }) => void; onError: (error: Error) => void }) => void }) {
  const intl = useIntl();
  const knownText = useKnownTexts(equipmentServerMessages);
  return (id: number) => {
    if (!window.confirm(intl.formatMessage(text.deleteQuestion))) return;
    remove.mutate(id, {
      onSuccess: (answer) => showToast('success', knownText(answer.message)),
      onError: (error) => showToast('error', knownText(errorText(error, intl.formatMessage(text.deleteFailed)))),
    });
  };
}

export function DrillRigsSection({ mayConfigure }: { mayConfigure: boolean }) {
  const intl = useIntl();
  const rigs = useDrillRigs(true);
  const confirmDelete = useConfirmedDelete(useDeleteDrillRig());
  useLoadFailure(rigs.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));
  return (
    <CataloguePage
      title={intl.formatMessage(text.rigs)}
      addLabel={intl.formatMessage(text.addRig)}
      records={rigs}
      mayAdd={mayConfigure}
      table={(records, edit) => (
        <CatalogueTable
          records={records}
          rowKey={(rig) => rig.rig_id}
          emptyText={intl.formatMessage(text.none)}
          minWidth={480}
          label={intl.formatMessage(text.rigs)}
          columns={[
            { header: intl.formatMessage(rigFieldMessages.name), cell: (rig) => rig.name, td: { fw: 600 } },
            { header: intl.formatMessage(rigFieldMessages.model), cell: (rig) => rig.model },
            { header: intl.formatMessage(rigFieldMessages.status), cell: (rig) => <StatusBadge status={rig.status} /> },
          ]}
          actions={
            mayConfigure
              ? editDeleteActions<DrillRig>((rig) => intl.formatMessage(text.recordLabel, { name: rig.name }), edit, (rig) => confirmDelete(rig.rig_id))
              : undefined
          }
        />
      )}
      form={(rig, close) => <DrillRigFormModal record={rig} onClose={close} />}
    />
  );
}

export function CrushingPlantsSection({ mayConfigure }: { mayConfigure: boolean }) {
  const intl = useIntl();
  const { formatNumber } = useFormat();
  const plants = useCrushingPlants(true);
  const confirmDelete = useConfirmedDelete(useDeleteCrushingPlant());
  useLoadFailure(plants.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));
  return (
    <CataloguePage
      title={intl.formatMessage(text.plants)}
      addLabel={intl.formatMessage(text.addPlant)}
      records={plants}
      mayAdd={mayConfigure}
      table={(records, edit) => (
        <CatalogueTable
          records={records}
          rowKey={(plant) => plant.plant_id}
          emptyText={intl.formatMessage(text.none)}
          minWidth={640}
          label={intl.formatMessage(text.plants)}
          columns={[
            { header: intl.formatMessage(plantFieldMessages.name), cell: (plant) => plant.name, td: { fw: 600 } },
            { header: intl.formatMessage(plantFieldMessages.rated_tons_per_hour), align: 'right', cell: (plant) => formatNumber(plant.rated_tons_per_hour) },
            { header: intl.formatMessage(plantFieldMessages.station_ids), cell: (plant) => plant.station_names.join(', ') },
            { header: intl.formatMessage(plantFieldMessages.status), cell: (plant) => <StatusBadge status={plant.status} /> },
          ]}
          actions={
            mayConfigure
              ? editDeleteActions<CrushingPlant>((plant) => intl.formatMessage(text.recordLabel, { name: plant.name }), edit, (plant) => confirmDelete(plant.plant_id))
              : undefined
          }
        />
      )}
      form={(plant, close) => <CrushingPlantFormModal record={plant} onClose={close} />}
    />
  );
}
