import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CatalogueFormModal, type SaveFailure, useCatalogueForm } from './catalogue-form';
import { DraftNumberInput, DraftTextInput } from './draft-fields';
import { renderPage } from '../app/testing/render-page';

afterEach(() => {
  // The toasts are kept in one store for the page; each test starts without any.
  notifications.clean();
});

type Silo = { silo_id: number; name: string; capacity: number | null };
const siloSchema = z.object({ name: z.string().trim().min(1, 'is required'), capacity: z.number().nullable() });
const LABELS = { name: 'Silo Name', capacity: 'Capacity (t)' };
const FIELDS = { labels: LABELS, shown: LABELS, say: (text: string) => text };

/** A call that answers as told, and remembers what it was sent. */
function saveCall<Variables>(outcome: () => Promise<unknown> = () => Promise.resolve()) {
  const sent: Variables[] = [];
  return { sent, mutateAsync: (variables: Variables) => (sent.push(variables), outcome()), isPending: false };
}

type Setup = { silo?: Silo; announcesSave?: boolean; fails?: boolean; ready?: boolean };

function renderSiloForm({ silo, announcesSave, fails, ready = true }: Setup = {}) {
  const create = saveCall<z.output<typeof siloSchema>>(fails ? () => Promise.reject(new Error('refused')) : undefined);
  const update = saveCall<{ siloId: number; silo: z.output<typeof siloSchema> }>();
  const reportFailure = vi.fn<(error: unknown, failure: SaveFailure) => void>();
  const onClose = vi.fn();
  function SiloForm() {
    const form = useCatalogueForm({
      record: silo,
      draft: (record) => ({ name: record?.name ?? '', capacity: record?.capacity ?? ('' as number | string) }),
      schema: siloSchema,
      fields: FIELDS,
      body: (draft) => (ready ? { name: draft.name, capacity: draft.capacity === '' ? null : Number(draft.capacity) } : undefined),
      create,
      update,
      updateOf: (record, values) => ({ siloId: record.silo_id, silo: values }),
      noun: { id: 'silo.noun', defaultMessage: 'Silo' },
      announcesSave,
      reportFailure,
      onClose,
    });
    return (
      <CatalogueFormModal form={form}>
        <DraftTextInput form={form} field="name" required />
        <DraftNumberInput form={form} field="capacity" />
      </CatalogueFormModal>
    );
  }
  renderPage(
    <>
      <Notifications />
      <SiloForm />
    </>,
  );
  return { create, update, reportFailure, onClose };
}

const nameInput = () => screen.getByRole('textbox', { name: /^Silo Name/ }) as HTMLInputElement;
const typeName = (value: string) => fireEvent.change(nameInput(), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('a catalogue form', () => {
  it('labels its fields with the contract words and names the record it adds', () => {
    renderSiloForm();
    expect(screen.getByRole('dialog', { name: 'Add Silo' })).toBeTruthy();
    expect(nameInput().required).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Capacity (t)' })).toBeTruthy();
  });

  it('puts the check message under its field, sends nothing, and clears it once the field is typed', () => {
    const { create } = renderSiloForm();
    submit();
    expect(screen.getByText('Silo Name is required')).toBeTruthy();
    expect(create.sent).toEqual([]);
    typeName('North silo');
    expect(screen.queryByText('Silo Name is required')).toBeNull();
  });

  it('sends the body of a new record, announces it when the page does, and closes', async () => {
    const { create, onClose } = renderSiloForm({ announcesSave: true });
    typeName('North silo');
    submit();
    expect(await screen.findByText('Silo created successfully')).toBeTruthy();
    expect(create.sent).toEqual([{ name: 'North silo', capacity: null }]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('edits the record it was given, under its id, and says nothing when the page does not', async () => {
    const { update, create, onClose } = renderSiloForm({ silo: { silo_id: 7, name: 'Old silo', capacity: 40 } });
    expect(screen.getByRole('dialog', { name: 'Edit Silo' })).toBeTruthy();
    expect(nameInput().value).toBe('Old silo');
    typeName('South silo');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(update.sent).toEqual([{ siloId: 7, silo: { name: 'South silo', capacity: 40 } }]);
    expect(create.sent).toEqual([]);
    expect(screen.queryByText('Silo updated successfully')).toBeNull();
  });

  it('reports a failed save with the spec fallback and keeps what was typed', async () => {
    const { reportFailure, onClose } = renderSiloForm({ announcesSave: true, fails: true });
    typeName('North silo');
    submit();
    await waitFor(() => expect(reportFailure).toHaveBeenCalledOnce());
    const [error, failure] = reportFailure.mock.calls[0]!;
    expect((error as Error).message).toBe('refused');
    expect(failure.fallback).toBe('Failed to save silo');
    expect(failure.fields).toEqual(['name', 'capacity']);
    expect(onClose).not.toHaveBeenCalled();
    expect(nameInput().value).toBe('North silo');
    expect(screen.queryByText('Silo created successfully')).toBeNull();
  });

  it('does nothing on submit while its body cannot be sent yet', async () => {
    const { create, onClose } = renderSiloForm({ ready: false });
    typeName('North silo');
    submit();
    await Promise.resolve();
    expect(create.sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText(/is required/)).toBeNull();
  });
});
