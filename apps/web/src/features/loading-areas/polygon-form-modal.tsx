/**
 * The Add Polygon / Edit Polygon dialog (spec part 2 sections 3 and 5). An area must be chosen before
 * saving; without one, submitting does nothing.
 */
import { NativeSelect, Select, TextInput } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import {
  DEFAULT_POLYGON_STATUS,
  type LoadingArea,
  type Polygon,
  polygonInputSchema,
  POLYGON_STATUSES,
  type PolygonStatus,
} from '@weighbridge/contract/loading-areas';
import { errorText } from '../../app/api-client';
import { FormModal } from '../../components/form-modal';
import { checkForm } from '../../lib/form-check';
import { useFormDraft } from '../../lib/use-form-draft';
import { useCreatePolygon } from './api/create-polygon';
import { useUpdatePolygon } from './api/update-polygon';
import { POLYGON_STATUS_LABELS } from './status-labels';

/** The labels the server's messages use too. */
const LABELS = FIELD_LABELS.polygons;

const STATUS_OPTIONS = POLYGON_STATUSES.map((status) => ({ value: status, label: POLYGON_STATUS_LABELS[status] }));

type PolygonFormModalProps = {
  /** The polygon to edit; left out to add one to `loadingAreaId`. */
  polygon?: Polygon;
  loadingAreaId: number | null;
  areas: readonly LoadingArea[];
  onClose: () => void;
};

export function PolygonFormModal({ polygon, loadingAreaId, areas, onClose }: PolygonFormModalProps) {
  const { draft, errors, change, setErrors } = useFormDraft({
    registration_id: polygon?.registration_id ?? '',
    area_name: polygon?.area_name ?? '',
    status: polygon?.status ?? DEFAULT_POLYGON_STATUS,
    loading_area_id: polygon?.loading_area_id ?? loadingAreaId,
  });
  const createPolygon = useCreatePolygon();
  const updatePolygon = useUpdatePolygon();

  async function save() {
    const { loading_area_id } = draft;
    if (loading_area_id === null) return;
    const check = checkForm(polygonInputSchema, { ...draft, loading_area_id }, LABELS);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    try {
      if (polygon) await updatePolygon.mutateAsync({ polygonId: polygon.polygon_id, polygon: check.values });
      else await createPolygon.mutateAsync(check.values);
      onClose();
    } catch (error) {
      // The spec words no message for this; an alert matches how this page reports a failed delete.
      window.alert(errorText(error, 'Failed to save polygon'));
    }
  }

  return (
    <FormModal
      title={polygon ? 'Edit Polygon' : 'Add Polygon'}
      saving={createPolygon.isPending || updatePolygon.isPending}
      onSubmit={save}
      onClose={onClose}
    >
      <TextInput
        label={LABELS.registration_id}
        data-autofocus
        required
        placeholder="e.g. P-01"
        value={draft.registration_id}
        error={errors.registration_id}
        onChange={(event) => change({ registration_id: event.currentTarget.value })}
      />
      <TextInput
        label={LABELS.area_name}
        value={draft.area_name}
        error={errors.area_name}
        onChange={(event) => change({ area_name: event.currentTarget.value })}
      />
      <NativeSelect
        label={LABELS.status}
        data={STATUS_OPTIONS}
        value={draft.status}
        error={errors.status}
        onChange={(event) => change({ status: event.currentTarget.value as PolygonStatus })}
      />
      <Select<number>
        label={LABELS.loading_area_id}
        required
        placeholder="Select a loading area"
        data={areas.map((area) => ({ value: area.loading_area_id, label: area.area_name }))}
        searchable
        allowDeselect={false}
        value={draft.loading_area_id}
        error={errors.loading_area_id}
        onChange={(areaId) => change({ loading_area_id: areaId })}
      />
    </FormModal>
  );
}
