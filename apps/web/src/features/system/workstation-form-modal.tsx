/** The Add Workstation / Edit Workstation dialog: a computer's name and the scale and reader it weighs with. */
import { type Workstation, workstationInputSchema } from '@weighbridge/contract/workstations';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { useReaders } from '../../app/queries/readers';
import { useScales } from '../../app/queries/scales';
import { CatalogueFormModal, useCatalogueForm } from '../../components/catalogue-form';
import { DraftRecordSelect, DraftTextInput } from '../../components/draft-fields';
import { showSaveFailure } from '../../components/save-failure';
import { showToast } from '../../components/toast';
import { useCreateWorkstation, useUpdateWorkstation } from './api/workstations';
import { workstationMessages as text } from './messages';

type WorkstationDraft = { name: string; scale_id: number | null; reader_id: number | null };

const workstationDraft = (workstation: Workstation | undefined): WorkstationDraft => ({
  name: workstation?.name ?? '',
  scale_id: workstation?.scale_id ?? null,
  reader_id: workstation?.reader_id ?? null,
});

type SaveCall<Variables> = { mutateAsync: (variables: Variables) => Promise<unknown>; isPending: boolean };

export function WorkstationFormModal({ workstation, onClose }: { workstation?: Workstation; onClose: () => void }) {
  const intl = useIntl();
  const scales = useScales();
  const readers = useReaders();
  /** A save that says it succeeded in the page's language, before the dialog closes. */
  const announced = <Variables,>(call: SaveCall<Variables>, message: MessageDescriptor): SaveCall<Variables> => ({
    isPending: call.isPending,
    mutateAsync: async (variables) => {
      await call.mutateAsync(variables);
      showToast('success', intl.formatMessage(message));
    },
  });
  // The readers standing at a scale (the server refuses a reader elsewhere); a disabled one only if already chosen.
  const readersAt = (scaleId: number | null) =>
    (readers.data ?? []).filter((reader) => reader.scale_id === scaleId && (reader.enabled || reader.reader_id === workstation?.reader_id));
  const kit = useCatalogueForm({
    record: workstation,
    draft: workstationDraft,
    schema: workstationInputSchema,
    fields: 'workstations',
    // A reader left from another scale is not shown, and so not sent. No scale chosen yet is sent as it is,
    // for the contract's check to say it is required.
    body: (draft) => ({
      name: draft.name,
      scale_id: draft.scale_id as number,
      reader_id: readersAt(draft.scale_id).some((reader) => reader.reader_id === draft.reader_id) ? draft.reader_id : null,
    }),
    create: announced(useCreateWorkstation(), text.created),
    update: announced(useUpdateWorkstation(), text.updated),
    updateOf: (record, values) => ({ workstationId: record.workstation_id, workstation: values }),
    noun: text.noun,
    reportFailure: (error, failure) => showSaveFailure(errorText(error, intl.formatMessage(text.saveFailed)), failure),
    onClose,
  });
  const form = { ...kit, title: intl.formatMessage(workstation ? text.edit : text.add) };
  const scaleChoices = (scales.data ?? [])
    .filter((scale) => scale.enabled || scale.scale_id === workstation?.scale_id)
    .map((scale) => ({ value: scale.scale_id, label: scale.name }));
  const readerChoices = readersAt(form.draft.scale_id).map((reader) => ({ value: reader.reader_id, label: reader.name }));

  return (
    <CatalogueFormModal form={form}>
      <DraftTextInput form={form} field="name" data-autofocus required placeholder={intl.formatMessage(text.namePlaceholder)} />
      <DraftRecordSelect
        form={form}
        field="scale_id"
        required
        placeholder={intl.formatMessage(text.scalePlaceholder)}
        data={scaleChoices}
        searchable
        nothingFoundMessage={intl.formatMessage(text.noScale)}
      />
      <DraftRecordSelect form={form} field="reader_id" placeholder={intl.formatMessage(text.readerPlaceholder)} data={readerChoices} clearable />
    </CatalogueFormModal>
  );
}
