/** The reasons of the page's classes: name, category, planned, comment required, in use; kept by those who configure the page. */
import { Badge } from '@mantine/core';
import type { EquipmentClass } from '@weighbridge/contract/equipment';
import { STOP_CATEGORIES, type StopCategory, type StopReason, stopReasonInputSchema } from '@weighbridge/contract/stops';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { CatalogueFormModal, useCatalogueForm } from '../../components/catalogue-form';
import { CataloguePage } from '../../components/catalogue-page';
import { CatalogueTable } from '../../components/catalogue-table';
import { DraftCheckbox, DraftNativeSelect, DraftTextInput } from '../../components/draft-fields';
import { editDeleteActions } from '../../components/record-actions';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { recordDraft } from '../../lib/record-draft';
import { useCreateStopReason } from './api/create-stop-reason';
import { useStopReasons } from './api/get-stop-reasons';
import { useUpdateStopReason } from './api/update-stop-reason';
import { categoryMessages, classMessages, reasonFieldMessages as field, reasonsMessages as text, stopServerMessages } from './messages';

type ReasonsSectionProps = { equipmentClasses: readonly EquipmentClass[]; mayConfigure: boolean };

export function ReasonsSection({ equipmentClasses, mayConfigure }: ReasonsSectionProps) {
  const intl = useIntl();
  const reasons = useStopReasons();
  const ofPage = { isPending: reasons.isPending, data: reasons.data?.filter((reason) => equipmentClasses.includes(reason.equipment_class)) };
  const yesNo = (value: boolean) => intl.formatMessage(value ? text.yes : text.no);
  return (
    <CataloguePage
      title={intl.formatMessage(text.title)}
      addLabel={intl.formatMessage(text.add)}
      records={ofPage}
      mayAdd={mayConfigure}
      table={(records, edit) => (
        <CatalogueTable
          records={records}
          rowKey={(reason) => reason.reason_id}
          emptyText={intl.formatMessage(text.none)}
          minWidth={640}
          label={intl.formatMessage(text.title)}
          columns={[
            { header: intl.formatMessage(field.name), cell: (reason) => reason.name, td: { fw: 600 } },
            ...(equipmentClasses.length > 1 ? [{ header: intl.formatMessage(field.equipment_class), cell: (reason: StopReason) => intl.formatMessage(classMessages[reason.equipment_class]) }] : []),
            { header: intl.formatMessage(field.category), cell: (reason) => intl.formatMessage(categoryMessages[reason.category]) },
            { header: intl.formatMessage(field.planned), cell: (reason) => yesNo(reason.planned) },
            { header: intl.formatMessage(field.comment_required), cell: (reason) => yesNo(reason.comment_required) },
            {
              header: intl.formatMessage(field.active),
              cell: (reason) => (
                <Badge variant="light" color={reason.active ? 'green' : 'gray'}>
                  {yesNo(reason.active)}
                </Badge>
              ),
            },
          ]}
          actions={mayConfigure ? editDeleteActions<StopReason>((reason) => intl.formatMessage(text.recordLabel, { name: reason.name }), edit, undefined) : undefined}
        />
      )}
      form={(reason, close) => <ReasonFormModal reason={reason} equipmentClass={equipmentClasses[0]!} onClose={close} />}
    />
  );
}

type ReasonDraft = { name: string; category: StopCategory; planned: boolean; comment_required: boolean; active: boolean };
const EMPTY_REASON: ReasonDraft = { name: '', category: 'standby', planned: false, comment_required: false, active: true };

function ReasonFormModal({ reason, equipmentClass, onClose }: { reason?: StopReason; equipmentClass: EquipmentClass; onClose: () => void }) {
  const intl = useIntl();
  const knownText = useKnownTexts(stopServerMessages);
  const form = useCatalogueForm({
    record: reason,
    draft: (record) => recordDraft(record, EMPTY_REASON),
    schema: stopReasonInputSchema,
    fields: 'stop-reasons',
    body: (draft) => ({ ...draft, equipment_class: reason?.equipment_class ?? equipmentClass, parent_id: reason?.parent_id ?? null }),
    create: useCreateStopReason(),
    update: useUpdateStopReason(),
    updateOf: (record, values) => ({ reasonId: record.reason_id, reason: values }),
    noun: text.noun,
    announcesSave: true,
    reportFailure: (error, { fallback }) => showToast('error', knownText(errorText(error, fallback))),
    onClose,
  });
  return (
    <CatalogueFormModal form={form}>
      <DraftTextInput form={form} field="name" data-autofocus required />
      <DraftNativeSelect form={form} field="category" data={STOP_CATEGORIES.map((category) => ({ value: category, label: intl.formatMessage(categoryMessages[category]) }))} />
      <DraftCheckbox form={form} field="planned" />
      <DraftCheckbox form={form} field="comment_required" />
      <DraftCheckbox form={form} field="active" />
    </CatalogueFormModal>
  );
}
