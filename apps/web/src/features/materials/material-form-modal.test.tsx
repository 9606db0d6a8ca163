import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiTestServerForFile, renderPage } from '../../app/testing/render-page';
import { MaterialFormModal } from './material-form-modal';

const api = apiTestServerForFile();
afterEach(() => notifications.clean());

const gravel = {
  material_id: 2,
  name: 'Gravel 16/32',
  registration_id: 'MAT-002',
  category: null,
  unit_of_measure: 'ton',
  density_kg_m3: 1602.5,
  price_per_unit: null,
  description: null,
  size_from_mm: 16,
  size_to_mm: 32,
} as const;

function renderDialog(onClose: () => void, material?: typeof gravel) {
  renderPage(
    <>
      <Notifications />
      <MaterialFormModal material={material} onClose={onClose} />
    </>,
  );
}

describe('the material dialog', () => {
  it('sends a change of a material under its id, says so in a toast and closes', async () => {
    api.answer('PUT /api/materials/2', { status: 200, body: { data: { ...gravel, name: 'Gravel 8/16' } } });
    const onClose = vi.fn();
    renderDialog(onClose, gravel);
    expect(screen.getByRole('dialog', { name: 'Edit Material' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Gravel 8/16' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Material updated successfully')).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
    expect(JSON.parse(api.requests.findLast((request) => request.method === 'PUT')!.body)).toMatchObject({ name: 'Gravel 8/16', density_kg_m3: 1602.5, price_per_unit: null });
  });

  it('sends a product’s size fraction, and refuses a lower size above the upper one before sending', async () => {
    api.answer('PUT /api/materials/2', { status: 200, body: { data: { ...gravel, size_from_mm: 8, size_to_mm: 16 } } });
    const onClose = vi.fn();
    renderDialog(onClose, gravel);
    const puts = () => api.requests.filter((request) => request.method === 'PUT').length;
    const putsBefore = puts();
    const from = screen.getByRole('textbox', { name: /^Size from \(mm\)/ }) as HTMLInputElement;
    const to = screen.getByRole('textbox', { name: /^Size to \(mm\)/ }) as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['16', '32']);
    fireEvent.change(to, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Size to (mm) must be greater than the lower size')).toBeTruthy();
    expect(puts()).toBe(putsBefore);
    fireEvent.change(from, { target: { value: '8' } });
    fireEvent.change(to, { target: { value: '16' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Material updated successfully')).toBeTruthy();
    expect(JSON.parse(api.requests.findLast((request) => request.method === 'PUT')!.body)).toMatchObject({ size_from_mm: 8, size_to_mm: 16 });
  });

  it('says a failed save in a toast with the spec words when the server gives none, and stays open', async () => {
    api.answer('POST /api/materials', { status: 500 });
    const onClose = vi.fn();
    renderDialog(onClose);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Sand 0/4' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Registration ID/ }), { target: { value: 'MAT-009' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save material')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Sand 0/4');
  });
});
