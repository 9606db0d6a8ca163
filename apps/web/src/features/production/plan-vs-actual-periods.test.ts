import type { ProductionFigures } from '@weighbridge/contract/production-figures';
import { describe, expect, it } from 'vitest';
import { monthPeriod, monthsSoFar, planActualRows, plannedMonths } from './plan-vs-actual-periods';

describe('the periods of Plan vs Actual', () => {
  it('reads a past month whole, the running month to today, and no month not yet begun', () => {
    expect(monthPeriod(2028, 2, '2028-03-14')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthPeriod(2026, 3, '2026-03-14')).toEqual({ from: '2026-03-01', to: '2026-03-14' });
    expect(monthPeriod(2026, 4, '2026-03-14')).toBeNull();
  });

  it('reads the months of the year up to the chosen one that have begun', () => {
    expect(monthsSoFar(2026, 5, '2026-03-14').map((period) => period.to)).toEqual(['2026-01-31', '2026-02-28', '2026-03-14']);
  });

  it("sums a plant's products by month, and none without a plan", () => {
    const months = (january: number) => [january, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10];
    const tons = [
      { plant_id: 1, plant_name: 'Primary', material_id: 7, material_name: 'Sand', months: months(100), total: 110 },
      { plant_id: 1, plant_name: 'Primary', material_id: 8, material_name: 'Gravel', months: months(50), total: 60 },
      { plant_id: 2, plant_name: 'Secondary', material_id: 7, material_name: 'Sand', months: months(999), total: 1009 },
    ];
    expect(plannedMonths(tons, 1)).toEqual([150, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 20]);
    expect(plannedMonths(undefined, 1)).toEqual(Array(12).fill(0));
  });

  it("puts each month's plan beside the plant's output of that month", () => {
    const figures = (output: number) => ({ from: '', to: '', plants: [{ plant_id: 1, output_tons: output }] }) as unknown as ProductionFigures;
    const rows = planActualRows(['Jan', 'Feb', 'Mar'], [100, 200, 300], [figures(90), figures(210)], 1);
    expect(rows).toEqual([
      { label: 'Jan', tons: [100, 90] },
      { label: 'Feb', tons: [200, 210] },
      { label: 'Mar', tons: [300, 0] },
    ]);
  });
});
