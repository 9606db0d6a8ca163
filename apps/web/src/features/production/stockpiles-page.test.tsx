import { Notifications } from '@mantine/notifications';
import type { Material } from '@weighbridge/contract/materials';
import type { StockpileBalance } from '@weighbridge/contract/stockpiles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiTestServerForFile, permissionsOf, renderPage } from '../../app/testing/render-page';
import { StockpilesPage } from './stockpiles-page';

const api = apiTestServerForFile();
const PAGES = ['production.material-processing'];
const RECORDER = permissionsOf(PAGES, ['production.material-processing.view', 'production.material-processing.record']);
const READER = permissionsOf(PAGES, ['production.material-processing.view']);

const tons = { start_tons: 100, received_tons: 0, dispatched_tons: 0, transferred_in_tons: 0, transferred_out_tons: 0, adjusted_tons: 0, end_tons: 100 };
const northYard: StockpileBalance = {
  stockpile_id: 7,
  material_id: 3,
  material_name: 'Sand 0-4',
  size_from_mm: 0,
  size_to_mm: 4,
  place: 'North yard',
  opening_tons: 100,
  opening_date: '2026-03-01',
  ...tons,
};
const product = (material_id: number, name: string, size_from_mm: number, size_to_mm: number): Material => ({
  material_id,
  name,
  registration_id: `P-${material_id}`,
  category: null,
  unit_of_measure: 'ton',
  density_kg_m3: null,
  price_per_unit: null,
  description: null,
  size_from_mm,
  size_to_mm,
});
const sand = product(3, 'Sand 0-4', 0, 4);
const gravel = product(4, 'Gravel 8-16', 8, 16);

function answerPage() {
  api.answer('GET /api/production/stockpile-balances', { status: 200, body: { data: { from: '2026-03-01', to: '2026-03-31', stockpiles: [northYard], products: [] } } });
  api.answer('GET /api/materials', { status: 200, body: { data: [sand, gravel] } });
}

function renderStockpiles(permissions: typeof RECORDER) {
  renderPage(
    <>
      <Notifications />
      <StockpilesPage />
    </>,
    { permissions },
  );
}

const pileRow = async () => (await screen.findByRole('table', { name: 'Stockpiles' })).querySelector('tbody tr') as HTMLElement;
const sent = (method: string) => api.requests.filter((request) => request.method === method);

describe('the piles on Material Processing', () => {
  it('edits a pile in its own dialog, sending its new place and product', async () => {
    answerPage();
    api.answer('PUT /api/production/stockpiles/7', { status: 200, body: { data: { ...northYard, place: 'East yard', material_id: 4, material_name: 'Gravel 8-16' } } });
    renderStockpiles(RECORDER);

    fireEvent.click(within(await pileRow()).getByRole('button', { name: 'Edit stockpile Sand 0-4 · North yard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pile' });
    const place = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Place/ });
    expect(place.value).toBe('North yard');
    await waitFor(() => expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: /Product/ }).value).toBe('3'));
    fireEvent.change(place, { target: { value: 'East yard' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Product/ }), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Stockpile updated')).toBeTruthy();
    expect(sent('PUT').map((request) => request.url)).toEqual(['/api/production/stockpiles/7']);
    expect(JSON.parse(sent('PUT')[0]!.body)).toEqual({ material_id: 4, place: 'East yard', opening_tons: 100, opening_date: '2026-03-01' });
    expect(sent('POST')).toEqual([]);
  });

  it('keeps the dialog open and shows the server’s refusal of another product for a pile with movements', async () => {
    answerPage();
    const refusal = 'The stockpile has movements: its product cannot change, or its balance would mix two products. Open a new pile for the other product';
    api.answer('PUT /api/production/stockpiles/7', { status: 409, body: { error: refusal, code: 'CONFLICT' } });
    renderStockpiles(RECORDER);

    fireEvent.click(within(await pileRow()).getByRole('button', { name: 'Edit stockpile Sand 0-4 · North yard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pile' });
    await waitFor(() => expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: /Product/ }).value).toBe('3'));
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Product/ }), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit pile' })).toBeTruthy();
  });

  it('asks before deleting a pile, deletes it once confirmed, and shows why a pile with movements is kept', async () => {
    answerPage();
    const question = 'Delete the stockpile Sand 0-4 · North yard? Only a pile without movements (shift log outputs, dispatches, transfers or surveys) can be deleted.';
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true).mockReturnValueOnce(true);
    api.answer('DELETE /api/production/stockpiles/7', { status: 200, body: { message: 'Stockpile deleted' } });
    renderStockpiles(RECORDER);
    const remove = within(await pileRow()).getByRole('button', { name: 'Delete stockpile Sand 0-4 · North yard' });

    fireEvent.click(remove);
    expect(confirm).toHaveBeenLastCalledWith(question);
    expect(sent('DELETE')).toEqual([]);

    fireEvent.click(remove);
    expect(await screen.findByText('Stockpile deleted')).toBeTruthy();
    expect(sent('DELETE').map((request) => request.url)).toEqual(['/api/production/stockpiles/7']);

    const kept = 'The stockpile has movements (shift log outputs, dispatches, transfers or surveys) and cannot be deleted';
    api.answer('DELETE /api/production/stockpiles/7', { status: 409, body: { error: kept, code: 'CONFLICT' } });
    fireEvent.click(remove);
    expect(await screen.findByText(kept)).toBeTruthy();
    confirm.mockRestore();
  });

  it('shows neither Edit nor Delete to one who may only read the page', async () => {
    answerPage();
    renderStockpiles(READER);
    const row = await pileRow();
    expect(within(row).getByRole('button', { name: 'Movements of Sand 0-4 · North yard' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Edit stockpile/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Delete stockpile/ })).toBeNull();
  });
});
