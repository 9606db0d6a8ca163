import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../app/testing/render-page';
import type { PlanRow } from './crush-plan-grid';
import { CrushPlanGridTable } from './crush-plan-grid-table';

const months = (values: Record<number, number>) => Array.from({ length: 12 }, (_, index) => values[index] ?? 0);
const rows: PlanRow[] = [
  { plantId: 1, plantName: 'Primary crusher', materialId: 7, materialName: 'Sand 0-4', shiftName: null, months: months({ 0: 1200, 1: 800 }) },
  { plantId: 1, plantName: 'Primary crusher', materialId: 8, materialName: 'Gravel 4-8', shiftName: 'Night', months: months({ 0: 300.5 }) },
];

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('the crush plan grid table', () => {
  it("shows a revision's tons with each row's total and each month's", () => {
    renderPage(<CrushPlanGridTable rows={rows} />);
    const table = screen.getByRole('table', { name: 'Tons by plant, product and month' });
    const [, first, second, totals] = within(table).getAllByRole('row');
    expect(cells(first!)).toEqual(['Primary crusher', 'Sand 0-4', 'Whole day', '1,200', '800', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '2,000']);
    expect(cells(second!).slice(2, 4)).toEqual(['Night', '300.5']);
    expect(cells(second!).at(-1)).toBe('300.5');
    // January: 1,200 + 300.5; the year: 2,000 + 300.5.
    expect(cells(totals!).slice(0, 2)).toEqual(['1,500.5', '800']);
    expect(cells(totals!).at(-1)).toBe('2,300.5');
    expect(within(table).queryByRole('textbox')).toBeNull();
  });

  it("takes tons in a draft's cells and totals them again", () => {
    renderPage(<EditedGrid />);
    const march = screen.getByRole('textbox', { name: 'Primary crusher, Sand 0-4, Whole day, March' });
    fireEvent.change(march, { target: { value: '450' } });
    const [, first, , totals] = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').at(-2)?.textContent).toBe('2,450');
    // The year: 2,450 + 300.5.
    expect(cells(totals!).at(-2)).toBe('2,750.5');
    expect(cells(totals!)[2]).toBe('450');
  });
});

/** A draft's grid as the page keeps it: the rows changed are the rows shown. */
function EditedGrid() {
  const [shown, setShown] = useState(rows);
  return <CrushPlanGridTable rows={shown} onChange={setShown} />;
}
