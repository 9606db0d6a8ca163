/** The Add Loading Area / Edit Loading Area dialog (spec part 2 sections 3 and 5). */
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import {
  DEFAULT_LOADING_AREA_STATUS,
  LOADING_AREA_STATUSES,
  type LoadingArea,
  loadingAreaInputSchema,
  type LoadingAreaStatus,
} from '@weighbridge/contract/loading-areas';
import { errorText } from '../../app/api-client';
import { FormModal } from '../../components/form-modal';
import { checkForm } from '../../lib/form-check';
import { useFormDraft } from '../../lib/use-form-draft';
import { useCreateLoadingArea } from './api/create-loading-area';
import { useUpdateLoadingArea } from './api/update-loading-area';
import { AREA_STATUS_LABELS } from './status-labels';

/** The labels the server's messages use too. */
const LABELS = FIELD_LABELS['loading-areas'];

const STATUS_OPTIONS = LOADING_AREA_STATUSES.map((status) => ({ value: status, label: AREA_STATUS_LABELS[status] }));

type LoadingAreaFormModalProps = { area?: LoadingArea; onClose: () => void };

export function LoadingAreaFormModal({ area, onClose }: LoadingAreaFormModalProps) {
  const { draft, errors, change, setErrors } = useFormDraft({
    area_name: area?.area_name ?? '',
    description: area?.description ?? '',
    status: area?.status ?? DEFAULT_LOADING_AREA_STATUS,
  });
  const createArea = useCreateLoadingArea();
  const updateArea = useUpdateLoadingArea();

  async function save() {
    const check = checkForm(loadingAreaInputSchema, draft, LABELS);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    try {
      if (area) await updateArea.mutateAsync({ loadingAreaId: area.loading_area_id, area: check.values });
      else await createArea.mutateAsync(check.values);
      onClose();
    } catch (error) {
      // The spec words no message for this; an alert matches how this page reports a failed delete.
      window.alert(errorText(error, 'Failed to save loading area'));
    }
  }

  return (
    <FormModal
      title={area ? 'Edit Loading Area' : 'Add Loading Area'}
      saving={createArea.isPending || updateArea.isPending}
      onSubmit={save}
      onClose={onClose}
    >
      <TextInput
        label={LABELS.area_name}
        data-autofocus
        required
        value={draft.area_name}
        error={errors.area_name}
        onChange={(event) => change({ area_name: event.currentTarget.value })}
      />
      <Textarea
        label={LABELS.description}
        autosize
        minRows={2}
        value={draft.description}
        error={errors.description}
        onChange={(event) => change({ description: event.currentTarget.value })}
      />
      <NativeSelect
        label={LABELS.status}
        data={STATUS_OPTIONS}
        value={draft.status}
        error={errors.status}
        onChange={(event) => change({ status: event.currentTarget.value as LoadingAreaStatus })}
      />
    </FormModal>
  );
}
