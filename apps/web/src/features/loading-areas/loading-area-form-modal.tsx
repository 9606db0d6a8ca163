/** The Add Loading Area / Edit Loading Area dialog (spec part 2 sections 3 and 5). */
import {
  DEFAULT_LOADING_AREA_STATUS,
  LOADING_AREA_STATUSES,
  type LoadingArea,
  loadingAreaInputSchema,
} from '@weighbridge/contract/loading-areas';
import { type IntlShape, useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { CatalogueFormModal, useCatalogueForm } from '../../components/catalogue-form';
import { DraftNativeSelect, DraftTextarea, DraftTextInput } from '../../components/draft-fields';
import { recordDraft } from '../../lib/record-draft';
import { useCreateLoadingArea } from './api/create-loading-area';
import { useUpdateLoadingArea } from './api/update-loading-area';
import { areaFormMessages, areaStatusMessages } from './messages';

const statusOptions = (intl: IntlShape) =>
  LOADING_AREA_STATUSES.map((status) => ({ value: status, label: intl.formatMessage(areaStatusMessages[status]) }));

type LoadingAreaFormModalProps = { area?: LoadingArea; onClose: () => void };

const EMPTY_AREA = { area_name: '', description: '', status: DEFAULT_LOADING_AREA_STATUS };

export function LoadingAreaFormModal({ area, onClose }: LoadingAreaFormModalProps) {
  const intl = useIntl();
  const form = useCatalogueForm({
    record: area,
    draft: (record) => recordDraft(record, EMPTY_AREA),
    schema: loadingAreaInputSchema,
    fields: 'loading-areas',
    body: (draft) => draft,
    create: useCreateLoadingArea(),
    update: useUpdateLoadingArea(),
    updateOf: (record, values) => ({ loadingAreaId: record.loading_area_id, area: values }),
    noun: areaFormMessages.noun,
    // The spec words no message for this; an alert matches how this page reports a failed delete.
    reportFailure: (error, { fallback, say }) => window.alert(say(errorText(error, fallback))),
    onClose,
  });

  return (
    <CatalogueFormModal form={form}>
      <DraftTextInput form={form} field="area_name" data-autofocus required />
      <DraftTextarea form={form} field="description" autosize minRows={2} />
      <DraftNativeSelect form={form} field="status" data={statusOptions(intl)} />
    </CatalogueFormModal>
  );
}
