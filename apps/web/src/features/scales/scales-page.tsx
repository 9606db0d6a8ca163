/**
 * /scales: every weighbridge scale with its connection and live status. Administrators (scale.scales.configure)
 * add, edit, disable and enable scales; a scale is never deleted, since its documents name it.
 */
import type { Scale } from '@weighbridge/contract/scales';
import { usePermissions } from '../../app/permissions/permission-context';
import { useScales } from '../../app/queries/scales';
import { CataloguePage } from '../../components/catalogue-page';
import { showToast } from '../../components/toast';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useUpdateScale } from './api/update-scale';
import { deviceToggle } from './device-toggle';
import { ScaleFormModal } from './scale-form-modal';
import { scaleBody, scaleDraft } from './scale-draft';
import { ScalesTable } from './scales-table';

/** Disabling takes the scale off the weighing page at once, perhaps while a truck stands on it. */
const disableConfirmation = (scale: Scale) =>
  `Disable ${scale.name}? Its indicator is disconnected and the weighing page no longer offers it until it is enabled again.`;

export function ScalesPage() {
  const scales = useScales();
  const updateScale = useUpdateScale();
  const mayConfigure = usePermissions().hasPermission('scale.scales.configure');

  useLoadFailure(scales.isError, () => showToast('error', 'Failed to load scales'));

  const toggle = deviceToggle({
    update: updateScale,
    switched: (scale: Scale, enabled) => ({ scaleId: scale.scale_id, scale: scaleBody({ ...scaleDraft(scale), enabled }) }),
    noun: 'Scale',
    disableQuestion: disableConfirmation,
  });

  return (
    <CataloguePage
      title="Scales"
      addLabel="Add Scale"
      records={scales}
      mayAdd={mayConfigure}
      table={(records, edit) => <ScalesTable scales={records} onEdit={mayConfigure ? edit : undefined} onToggle={mayConfigure ? toggle : undefined} />}
      form={(scale, close) => <ScaleFormModal scale={scale} onClose={close} />}
    />
  );
}
