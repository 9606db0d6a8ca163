/** The Add Workstation / Edit Workstation dialog: a computer's name and the scale and reader it weighs with. */
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { type Workstation, workstationInputSchema } from '@weighbridge/contract/workstations';
import { errorText } from '../../app/api-client';
import { useReaders } from '../../app/queries/readers';
import { useScales } from '../../app/queries/scales';
import { CatalogueFormModal, useCatalogueForm } from '../../components/catalogue-form';
import { DraftRecordSelect, DraftTextInput } from '../../components/draft-fields';
import { showSaveFailure } from '../../components/save-failure';
import { useCreateWorkstation, useUpdateWorkstation } from './api/workstations';

const LABELS = FIELD_LABELS.workstations;

type WorkstationDraft = { name: string; scale_id: number | null; reader_id: number | null };

const workstationDraft = (workstation: Workstation | undefined): WorkstationDraft => ({
  name: workstation?.name ?? '',
  scale_id: workstation?.scale_id ?? null,
  reader_id: workstation?.reader_id ?? null,
});

export function WorkstationFormModal({ workstation, onClose }: { workstation?: Workstation; onClose: () => void }) {
  const scales = useScales();
  const readers = useReaders();
  // The readers standing at a scale (the server refuses a reader elsewhere); a disabled one only if already chosen.
  const readersAt = (scaleId: number | null) =>
    (readers.data ?? []).filter((reader) => reader.scale_id === scaleId && (reader.enabled || reader.reader_id === workstation?.reader_id));
  const form = useCatalogueForm({
    record: workstation,
    draft: workstationDraft,
    schema: workstationInputSchema,
    labels: LABELS,
    // A reader left from another scale is not shown, and so not sent. No scale chosen yet is sent as it is,
    // for the contract's check to say it is required.
    body: (draft) => ({
      name: draft.name,
      scale_id: draft.scale_id as number,
      reader_id: readersAt(draft.scale_id).some((reader) => reader.reader_id === draft.reader_id) ? draft.reader_id : null,
    }),
    create: useCreateWorkstation(),
    update: useUpdateWorkstation(),
    updateOf: (record, values) => ({ workstationId: record.workstation_id, workstation: values }),
    noun: 'Workstation',
    announcesSave: true,
    reportFailure: (error, failure) => showSaveFailure(errorText(error, failure.fallback), failure),
    onClose,
  });
  const scaleChoices = (scales.data ?? [])
    .filter((scale) => scale.enabled || scale.scale_id === workstation?.scale_id)
    .map((scale) => ({ value: scale.scale_id, label: scale.name }));
  const readerChoices = readersAt(form.draft.scale_id).map((reader) => ({ value: reader.reader_id, label: reader.name }));

  return (
    <CatalogueFormModal form={form}>
      <DraftTextInput form={form} field="name" data-autofocus required placeholder="e.g. Scale house" />
      <DraftRecordSelect
        form={form}
        field="scale_id"
        required
        placeholder="Choose the scale it weighs on"
        data={scaleChoices}
        searchable
        nothingFoundMessage="No scale found"
      />
      <DraftRecordSelect form={form} field="reader_id" placeholder="None" data={readerChoices} clearable />
    </CatalogueFormModal>
  );
}
