/**
 * The Add Polygon / Edit Polygon dialog (spec part 2 sections 3 and 5). An area must be chosen before
 * saving; without one, submitting does nothing.
 */
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import {
  DEFAULT_POLYGON_STATUS,
  type LoadingArea,
  type Polygon,
  polygonInputSchema,
  POLYGON_STATUSES,
} from '@weighbridge/contract/loading-areas';
import { errorText } from '../../app/api-client';
import { loadingAreaChoices } from '../../app/queries/loading-areas';
import { CatalogueFormModal, useCatalogueForm } from '../../components/catalogue-form';
import { DraftNativeSelect, DraftRecordSelect, DraftTextInput } from '../../components/draft-fields';
import { recordDraft } from '../../lib/record-draft';
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
  const form = useCatalogueForm({
    record: polygon,
    draft: (record) => recordDraft(record, { registration_id: '', area_name: '', status: DEFAULT_POLYGON_STATUS, loading_area_id: loadingAreaId }),
    schema: polygonInputSchema,
    labels: LABELS,
    body: ({ loading_area_id, ...draft }) => (loading_area_id === null ? undefined : { ...draft, loading_area_id }),
    create: useCreatePolygon(),
    update: useUpdatePolygon(),
    updateOf: (record, values) => ({ polygonId: record.polygon_id, polygon: values }),
    noun: 'Polygon',
    // The spec words no message for this; an alert matches how this page reports a failed delete.
    reportFailure: (error, { fallback }) => window.alert(errorText(error, fallback)),
    onClose,
  });

  return (
    <CatalogueFormModal form={form}>
      <DraftTextInput form={form} field="registration_id" data-autofocus required placeholder="e.g. P-01" />
      <DraftTextInput form={form} field="area_name" />
      <DraftNativeSelect form={form} field="status" data={STATUS_OPTIONS} />
      <DraftRecordSelect
        form={form}
        field="loading_area_id"
        required
        placeholder="Select a loading area"
        data={loadingAreaChoices(areas)}
        searchable
        allowDeselect={false}
      />
    </CatalogueFormModal>
  );
}
