import type { Driver } from '@weighbridge/contract/drivers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DriversTable } from './drivers-table';
import { renderPage } from '../../app/testing/render-page';


const marta: Driver = {
  driver_id: 4,
  name: 'Marta',
  surname: 'Kowalska',
  contact: '+48 600 100 200',
  driver_license_id: 'PL-778812',
  blood_type: 'AB-',
  birth_date: '1985-03-04',
  assigned_vehicle_id: 7,
  emergency_contact: '+48 600 300 400',
  emergency_contact_name: 'Jan Kowalski',
  vehicle_reg: 'LJ 123-AB',
};
const unknownContact: Driver = { ...marta, driver_id: 5, name: 'Ivo', surname: 'Novak', contact: null, birth_date: null, vehicle_reg: null, emergency_contact: null, emergency_contact_name: null };

function renderDrivers(drivers: Driver[], may: { edit?: boolean; delete?: boolean }) {
  const noop = () => undefined;
  renderPage(
    <DriversTable drivers={drivers} onEdit={may.edit ? noop : undefined} onDelete={may.delete ? noop : undefined} />,
  );
  return screen.getByRole('table');
}

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('the drivers table', () => {
  it('shows each driver under the spec columns, a dash where nothing is known', () => {
    const table = renderDrivers([marta, unknownContact], { edit: true, delete: true });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Name',
      'Contact',
      'Driver License ID',
      'Blood Type',
      'Birth Date',
      'Vehicle',
      'Emergency Contact',
      'Actions',
    ]);
    const [martaRow, ivoRow] = within(table).getAllByRole('row').slice(1);
    expect(texts(within(martaRow!).getAllByRole('cell')).slice(0, 7)).toEqual([
      'Marta Kowalska',
      '+48 600 100 200',
      'PL-778812',
      'AB-',
      'March 4, 1985',
      'LJ 123-AB',
      'Jan Kowalski+48 600 300 400',
    ]);
    expect(texts(within(ivoRow!).getAllByRole('cell')).slice(0, 7)).toEqual(['Ivo Novak', '—', 'PL-778812', 'AB-', '—', '—', '—']);
    expect(within(martaRow!).getByRole('button', { name: 'Edit driver Marta Kowalska' })).toBeTruthy();
    expect(within(martaRow!).getByRole('button', { name: 'Delete driver Marta Kowalska' })).toBeTruthy();
  });

  it('hides the Actions column from a user who may neither edit nor delete, and says when there are no drivers', () => {
    const table = renderDrivers([], {});
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(table).getByRole('cell', { name: 'No drivers found' }).getAttribute('colspan')).toBe('7');
  });
});
