import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type CatalogueColumn, CatalogueTable } from './catalogue-table';
import { editDeleteActions } from './record-actions';
import { renderPage } from '../app/testing/render-page';


type Silo = { silo_id: number; name: string; capacity_t: number };
const silos: Silo[] = [
  { silo_id: 1, name: 'North silo', capacity_t: 120 },
  { silo_id: 2, name: 'South silo', capacity_t: 80 },
];
const COLUMNS: CatalogueColumn<Silo>[] = [
  { header: 'Silo', cell: (silo) => silo.name, td: { fw: 600 } },
  { header: 'Capacity (t)', align: 'right', cell: (silo) => silo.capacity_t },
];

function renderSilos(records: readonly Silo[], actions?: (silo: Silo) => ReactNode) {
  renderPage(
    <CatalogueTable records={records} columns={COLUMNS} rowKey={(silo) => silo.silo_id} emptyText="No silos found" minWidth={400} label="Silos" actions={actions} />,
  );
  return screen.getByRole('table', { name: 'Silos' });
}

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('a catalogue table', () => {
  it('shows a row of the declared cells per record, under the headers in their order', () => {
    const table = renderSilos(silos);
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Silo', 'Capacity (t)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => texts(within(row).getAllByRole('cell')))).toEqual([
      ['North silo', '120'],
      ['South silo', '80'],
    ]);
  });

  it('lines up a number column on the right, its header with it', () => {
    const table = renderSilos(silos);
    const [, capacityHeader] = within(table).getAllByRole('columnheader');
    expect(capacityHeader!.style.textAlign).toBe('right');
    expect(within(table).getByRole('cell', { name: '120' }).style.textAlign).toBe('right');
    expect(within(table).getByRole('cell', { name: 'North silo' }).style.textAlign).toBe('');
  });

  it('adds the Actions column with each record’s buttons when the user may edit or delete', () => {
    const onEdit = vi.fn();
    const table = renderSilos(silos, editDeleteActions((silo) => `silo ${silo.name}`, onEdit, undefined));
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Silo', 'Capacity (t)', 'Actions']);
    expect(within(table).queryByRole('button', { name: 'Delete silo South silo' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Edit silo South silo' }));
    expect(onEdit).toHaveBeenCalledWith(silos[1]);
  });

  it('leaves out the Actions column when the user may do neither', () => {
    const table = renderSilos(silos, editDeleteActions((silo) => `silo ${silo.name}`, undefined, undefined));
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Silo', 'Capacity (t)']);
    expect(within(table).queryAllByRole('button')).toEqual([]);
  });

  it('says it is empty across all its columns, the Actions column included', () => {
    const withActions = renderSilos([], () => null);
    expect(within(withActions).getByRole('cell', { name: 'No silos found' }).getAttribute('colspan')).toBe('3');
    cleanup();
    const without = renderSilos([]);
    expect(within(without).getByRole('cell', { name: 'No silos found' }).getAttribute('colspan')).toBe('2');
  });
});
