/**
 * The Add Polygon / Edit Polygon dialog (spec part 2 sections 3 and 5). An area must be chosen before
 * saving; without one, submitting does nothing.
 */
import {
  DEFAULT_POLYGON_STATUS,
  type LoadingArea,
  type Polygon,
  polygonInputSchema,
  POLYGON_STATUSES,
} from '@weighbridge/contract/loading-areas';
import { type IntlShape, useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { loadingAreaChoices } from '../../app/queries/loading-areas';
import { CatalogueFormModal, useCatalogueForm } from '../../components/catalogue-form';
import { DraftNativeSelect, DraftRecordSelect, DraftTextInput } from '../../components/draft-fields';
import { recordDraft } from '../../lib/record-draft';
import { useCreatePolygon } from './api/create-polygon';
import { useUpdatePolygon } from './api/update-polygon';
import { polygonFormMessages as text, polygonStatusMessages } from './messages';

const statusOptions = (intl: IntlShape) =>
  POLYGON_STATUSES.map((status) => ({ value: status, label: intl.formatMessage(polygonStatusMessages[status]) }));

type PolygonFormModalProps = {
  /** The polygon to edit; left out to add one to `loadingAreaId`. */
  polygon?: Polygon;
  loadingAreaId: number | null;
  areas: readonly LoadingArea[];
  onClose: () => void;
};

export function PolygonFormModal({ polygon, loadingAreaId, areas, onClose }: PolygonFormModalProps) {
  const intl = useIntl();
  const form = useCatalogueForm({
    record: polygon,
    draft: (record) => recordDraft(record, { registration_id: '', area_name: '', status: DEFAULT_POLYGON_STATUS, loading_area_id: loadingAreaId }),
    schema: polygonInputSchema,
    fields: 'polygons',
    body: ({ loading_area_id, ...draft }) => (loading_area_id === null ? undefined : { ...draft, loading_area_id }),
    create: useCreatePolygon(),
    update: useUpdatePolygon(),
    updateOf: (record, values) => ({ polygonId: record.polygon_id, polygon: values }),
    noun: text.noun,
    // The spec words no message for this; an alert matches how this page reports a failed delete.
    reportFailure: (error, { fallback, say }) => window.alert(say(errorText(error, fallback))),
    onClose,
  });

  return (
    <CatalogueFormModal form={form}>
      <DraftTextInput form={form} field="registration_id" data-autofocus required placeholder={intl.formatMessage(text.codePlaceholder)} />
      <DraftTextInput form={form} field="area_name" />
      <DraftNativeSelect form={form} field="status" data={statusOptions(intl)} />
      <DraftRecordSelect
        form={form}
        field="loading_area_id"
        required
        placeholder={intl.formatMessage(text.selectArea)}
        data={loadingAreaChoices(areas)}
        searchable
        allowDeselect={false}
      />
    </CatalogueFormModal>
  );
}
