/**
 * /scales: every weighbridge scale with its connection and live status. Administrators (scale.scales.configure)
 * add, edit, disable and enable scales; a scale is never deleted, since its documents name it.
 */
import type { Scale } from '@weighbridge/contract/scales';
import { useIntl } from 'react-intl';
import { usePermissions } from '../../app/permissions/permission-context';
import { useScales } from '../../app/queries/scales';
import { CataloguePage } from '../../components/catalogue-page';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useUpdateScale } from './api/update-scale';
import { deviceToggle } from './device-toggle';
import { scalesPageMessages as text } from './messages';
import { ScaleFormModal } from './scale-form-modal';
import { scaleBody, scaleDraft } from './scale-draft';
import { ScalesTable } from './scales-table';

export function ScalesPage() {
  const scales = useScales();
  const updateScale = useUpdateScale();
  const mayConfigure = usePermissions().hasPermission('scale.scales.configure');
  const intl = useIntl();
  const knownText = useKnownTexts();

  useLoadFailure(scales.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));

  const toggle = deviceToggle({
    update: updateScale,
    switched: (scale: Scale, enabled) => ({ scaleId: scale.scale_id, scale: scaleBody({ ...scaleDraft(scale), enabled }) }),
    texts: { disabled: intl.formatMessage(text.disabled), enabled: intl.formatMessage(text.enabled), saveFailed: intl.formatMessage(text.saveFailed) },
    knownText,
    // Disabling takes the scale off the weighing page at once, perhaps while a truck stands on it.
    disableQuestion: (scale) => intl.formatMessage(text.disableQuestion, { name: scale.name }),
  });

  return (
    <CataloguePage
      title={intl.formatMessage(text.title)}
      addLabel={intl.formatMessage(text.add)}
      records={scales}
      mayAdd={mayConfigure}
      table={(records, edit) => <ScalesTable scales={records} onEdit={mayConfigure ? edit : undefined} onToggle={mayConfigure ? toggle : undefined} />}
      form={(scale, close) => <ScaleFormModal scale={scale} onClose={close} />}
    />
  );
}
