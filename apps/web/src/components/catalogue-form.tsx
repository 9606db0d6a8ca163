/**
 * The add/edit dialog of a catalogue record, declared once: a catalogue's form says what its draft is, which
 * schema checks it, which calls save it and what its record is called, and lists its fields. The kit checks
 * the draft against the contract, puts the messages under the fields, saves, announces it and closes; a
 * failed save keeps what was typed and is reported the way the catalogue's page reports its failures.
 */
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { z } from 'zod';
import type { FieldRecord } from '../lib/contract-messages';
import { checkForm, type FormErrors } from '../lib/form-check';
import { type FieldTexts, fieldTexts } from '../lib/field-texts';
import { useFormDraft } from '../lib/use-form-draft';
import { FormModal } from './form-modal';
import { formMessages as text } from './messages';
import { showToast } from './toast';

type Labels = Readonly<Record<string, string>>;

/** What a form's fields read and write: the draft, its messages and the fields' labels in the reader's language. */
export type DraftForm<Draft> = {
  draft: Draft;
  errors: FormErrors;
  change: (patch: Partial<Draft>) => void;
  labels: Labels;
};

/** A create or update call, as TanStack Query's mutations offer it. */
type SaveCall<Variables> = { mutateAsync: (variables: Variables) => Promise<unknown>; isPending: boolean };

/**
 * What a failed save's report may use: the spec's text when the server gave none, the form's fields with their
 * English labels (which the server's messages name them by), and `say`, which reads a message in the reader's language.
 */
export type SaveFailure = { fallback: string; labels: Labels; fields: readonly string[]; setErrors: (errors: FormErrors) => void; say: FieldTexts['say'] };

export type CatalogueFormSpec<Entry, Draft, Schema extends z.ZodType, UpdateVariables> = {
  /** The record edited; undefined to add one. */
  record: Entry | undefined;
  draft: (record: Entry | undefined) => Draft;
  schema: Schema;
  /** Whose fields the form has, as the contract labels them (`vehicles`), or the texts of fields of its own. */
  fields: FieldRecord | FieldTexts;
  /** The body checked and sent; undefined while the form cannot be sent, and submitting does nothing. */
  body: (draft: Draft) => z.input<Schema> | undefined;
  create: SaveCall<z.output<Schema>>;
  update: SaveCall<UpdateVariables>;
  updateOf: (record: Entry, values: z.output<Schema>) => UpdateVariables;
  /**
   * The record's name in the dialog's title and messages, a message of its own so that it reads in the reader's
   * language: 'Driver' gives 'Add Driver' and 'Failed to save driver', 'Fahrer' 'Fahrer hinzufügen'.
   */
  noun: MessageDescriptor;
  /** Whether a save is announced with a toast ('Driver created successfully'), as the spec has it for the page. */
  announcesSave?: boolean;
  reportFailure: (error: unknown, failure: SaveFailure) => void;
  onClose: () => void;
};

/** The languages that write a noun with a capital letter inside a sentence too ('Fahrer konnte nicht gespeichert werden'). */
const CAPITALISED_NOUNS: ReadonlySet<string> = new Set(['de']);

/** A record's name inside a sentence: 'Loading Area' reads 'loading area' in English; German keeps 'Ladebereich' as it is. */
function nounInSentence(noun: string, locale: string): string {
  return CAPITALISED_NOUNS.has(locale.split('-')[0]!) ? noun : noun.toLowerCase();
}

export type CatalogueForm<Draft> = DraftForm<Draft> & { title: string; saving: boolean; save: () => Promise<void>; onClose: () => void };

export function useCatalogueForm<Entry, Draft extends object, Schema extends z.ZodType, UpdateVariables>(
  spec: CatalogueFormSpec<Entry, Draft, Schema, UpdateVariables>,
): CatalogueForm<Draft> {
  const { record, create, update, onClose } = spec;
  const { draft, errors, change, setErrors } = useFormDraft(spec.draft(record));
  const intl = useIntl();
  const texts = typeof spec.fields === 'string' ? fieldTexts(intl, spec.fields) : spec.fields;
  const noun = intl.formatMessage(spec.noun);

  async function save() {
    const body = spec.body(draft);
    if (body === undefined) return;
    const check = checkForm(spec.schema, body, texts);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    try {
      if (record) await update.mutateAsync(spec.updateOf(record, check.values));
      else await create.mutateAsync(check.values);
      if (spec.announcesSave) showToast('success', intl.formatMessage(record ? text.updated : text.created, { noun }));
      onClose();
    } catch (error) {
      const fallback = intl.formatMessage(text.saveFailed, { noun: nounInSentence(noun, intl.locale) });
      spec.reportFailure(error, { fallback, labels: texts.labels, fields: Object.keys(draft), setErrors, say: texts.say });
    }
  }

  return {
    draft,
    errors,
    change,
    labels: texts.shown,
    title: intl.formatMessage(record ? text.edit : text.add, { noun }),
    saving: create.isPending || update.isPending,
    save,
    onClose,
  };
}

type CatalogueFormModalProps<Draft> = { form: CatalogueForm<Draft>; size?: 'md' | 'lg' | 'xl'; children: ReactNode };

/** The dialog of a catalogue form: its title, its fields, and Cancel and Save. */
export function CatalogueFormModal<Draft>({ form, size, children }: CatalogueFormModalProps<Draft>) {
  return (
    <FormModal title={form.title} saving={form.saving} onSubmit={() => void form.save()} onClose={form.onClose} size={size}>
      {children}
    </FormModal>
  );
}
