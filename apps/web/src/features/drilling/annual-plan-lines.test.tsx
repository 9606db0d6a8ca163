/** The grid of a draft: typing a month's figure moves its row's total, its month's total and the grand total. */
import { fireEvent, screen, within } from '@testing-library/react';
import type { DrillRig } from '@weighbridge/contract/equipment';
import type { LoadingArea, Polygon } from '@weighbridge/contract/loading-areas';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/render-page';
import { linesToRows, type PlanRow } from './annual-plan-grid';
import { AnnualPlanGrid, AnnualPlanRigTargets } from './annual-plan-lines';

const AREAS = [{ loading_area_id: 1, area_name: 'North pit', description: null, status: 'active' }] as unknown as LoadingArea[];
const POLYGONS = [{ polygon_id: 11, loading_area_id: 1, registration_id: 'P-1', area_name: 'North pit', status: 'operational' }] as unknown as Polygon[];
const RIGS: DrillRig[] = [{ rig_id: 7, name: 'Rig A', model: null, status: 'active' }];
const PLACES = { areas: AREAS, polygons: POLYGONS, rigs: RIGS };

function EditableGrid({ start }: { start: PlanRow[] }) {
  const [rows, setRows] = useState(start);
  return <AnnualPlanGrid rows={rows} measure="metres" places={PLACES} onChange={setRows} />;
}

const START = linesToRows([
  { loading_area_id: 1, polygon_id: 11, rig_id: 7, month: 1, metres: 1200, holes: 0, volume_m3: 0, tons: 0, explosives_kg: 0 },
  { loading_area_id: 1, polygon_id: null, rig_id: null, month: 2, metres: 300, holes: 0, volume_m3: 0, tons: 0, explosives_kg: 0 },
]);

describe('the annual plan grid', () => {
  it('shows each row’s year and each month’s sum, and follows what is typed', () => {
    renderPage(<EditableGrid start={START} />);
    const grid = screen.getByRole('table', { name: 'Plan of Metres by area, polygon and rig' });
    const [first, second] = within(grid).getAllByTestId('row-total');
    expect(first!.textContent).toBe('1,200');
    expect(second!.textContent).toBe('300');
    expect(within(grid).getByTestId('grand-total').textContent).toBe('1,500');

    fireEvent.change(screen.getByLabelText('Metres of North pit · P-1 · Rig A in Feb'), { target: { value: '450.5' } });
    expect(within(grid).getAllByTestId('row-total')[0]!.textContent).toBe('1,650.5');
    // February: 450.5 + 300; the year: 1,200 + 450.5 + 300.
    const footer = within(grid).getAllByRole('row').at(-1)!;
    expect(within(footer).getAllByRole('cell')[1]!.textContent).toBe('750.5');
    expect(within(grid).getByTestId('grand-total').textContent).toBe('1,950.5');
  });

  it('adds a row for a polygon and a rig, and removes one', () => {
    renderPage(<EditableGrid start={[]} />);
    expect(screen.getByText('The revision plans nothing yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Loading area'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Polygon'), { target: { value: '11' } });
    fireEvent.change(screen.getByLabelText('Rig'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(screen.getByLabelText('Metres of North pit · P-1 · Rig A in Dec')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add row' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('The plan already has a row for this area, polygon and rig')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove North pit · P-1 · Rig A' }));
    expect(screen.getByText('The revision plans nothing yet')).toBeTruthy();
  });

  it('reads the cells without inputs on a revision that is read only', () => {
    renderPage(<AnnualPlanGrid rows={START} measure="metres" places={PLACES} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
  });

  it('shows each rig’s targets from the same rows', () => {
    renderPage(<AnnualPlanRigTargets rows={START} measure="metres" places={PLACES} />);
    const targets = screen.getByRole('table', { name: 'Targets per rig in Metres' });
    expect(within(targets).getByRole('rowheader', { name: 'Rig A' })).toBeTruthy();
    expect(within(targets).getByRole('rowheader', { name: 'No rig named' })).toBeTruthy();
    expect(within(targets).getAllByTestId('row-total').map((cell) => cell.textContent)).toEqual(['1,200', '300']);
  });
});
