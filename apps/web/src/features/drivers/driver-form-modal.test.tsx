import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiTestServerForFile, renderPage } from '../../app/testing/render-page';
import { DriverFormModal } from './driver-form-modal';

const api = apiTestServerForFile();
afterEach(() => vi.restoreAllMocks());

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('the driver dialog', () => {
  it('asks for the driver in the order of the spec', () => {
    api.answer('GET /api/vehicles', { status: 200, body: { data: [] } });
    renderPage(<DriverFormModal onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Driver' });
    const labels = [...dialog.querySelectorAll('label')].map((label) => label.textContent?.replace(/\s*\*$/, ''));
    expect(labels).toEqual([
      'First Name',
      'Last Name',
      'Driver License ID',
      'Blood Type',
      'Birth Date',
      'Contact',
      'Emergency Contact Name',
      'Emergency Contact Phone',
      'Assigned Vehicle',
    ]);
    expect(field('Birth Date').type).toBe('date');
    expect(field('Emergency Contact Phone').type).toBe('tel');
  });

  it('names a missing field under it, and shows a refused save as an alert, keeping what was typed', async () => {
    api.answer('GET /api/vehicles', { status: 200, body: { data: [] } });
    api.answer('POST /api/drivers', { status: 409, body: { error: 'Driver License ID already exists' } });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const onClose = vi.fn();
    renderPage(<DriverFormModal onClose={onClose} />);
    type('First Name', 'Marta');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Last Name is required')).toBeTruthy();
    type('Last Name', 'Kowalska');
    type('Driver License ID', 'PL-778812');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Driver License ID already exists'));
    expect(onClose).not.toHaveBeenCalled();
    expect(field('Last Name').value).toBe('Kowalska');
    expect(JSON.parse(api.requests.findLast((request) => request.method === 'POST')!.body)).toMatchObject({
      name: 'Marta',
      surname: 'Kowalska',
      driver_license_id: 'PL-778812',
      blood_type: 'O+',
      birth_date: null,
    });
  });
});
