/**
 * /scales: every weighbridge scale with its connection and live status. Administrators (scale.scales.configure)
 * add, edit, disable and enable scales; a scale is never deleted, since its documents name it.
 */
import { Button, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Scale } from '@weighbridge/contract/scales';
import { useState } from 'react';
import { errorText } from '../../app/api-client';
import { usePermissions } from '../../app/permissions/permission-context';
import { useScales } from '../../app/queries/scales';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { showToast } from '../../components/toast';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useUpdateScale } from './api/update-scale';
import { ScaleFormModal } from './scale-form-modal';
import { scaleBody, scaleDraft } from './scale-draft';
import { ScalesTable } from './scales-table';

/** The dialog that is open: adding (no scale) or editing one. */
type OpenForm = { scale?: Scale };

/** Disabling takes the scale off the weighing page at once, perhaps while a truck stands on it. */
const disableConfirmation = (scale: Scale) =>
  `Disable ${scale.name}? Its indicator is disconnected and the weighing page no longer offers it until it is enabled again.`;

export function ScalesPage() {
  const scales = useScales();
  const updateScale = useUpdateScale();
  const mayConfigure = usePermissions().hasPermission('scale.scales.configure');
  const [form, setForm] = useState<OpenForm | null>(null);

  useLoadFailure(scales.isError, () => showToast('error', 'Failed to load scales'));

  function toggle(scale: Scale) {
    if (scale.enabled && !window.confirm(disableConfirmation(scale))) return;
    // The whole record goes back as it is stored, but for the switch: a PUT replaces the record.
    updateScale.mutate(
      { scaleId: scale.scale_id, scale: scaleBody({ ...scaleDraft(scale), enabled: !scale.enabled }) },
      {
        onSuccess: () => showToast('success', scale.enabled ? 'Scale disabled' : 'Scale enabled'),
        onError: (error) => showToast('error', errorText(error, 'Failed to save scale')),
      },
    );
  }

  return (
    <>
      <PageToolbar title="Scales">
        {mayConfigure && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({})}>
            Add Scale
          </Button>
        )}
      </PageToolbar>
      {/* After a failed load the toast says so; an empty table would claim there are no scales. */}
      {scales.isPending && <LoadingNotice />}
      {scales.data && (
        <Paper withBorder radius="md">
          <ScalesTable
            scales={scales.data}
            onEdit={mayConfigure ? (scale) => setForm({ scale }) : undefined}
            onToggle={mayConfigure ? toggle : undefined}
          />
        </Paper>
      )}
      {form && <ScaleFormModal scale={form.scale} onClose={() => setForm(null)} />}
    </>
  );
}
