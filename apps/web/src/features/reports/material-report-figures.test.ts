import type { AnnualMaterialReport, MonthlyMaterialReport } from '@weighbridge/contract/reports';
import { describe, expect, it } from 'vitest';
import { annualChartRows, annualReportYears, defaultAnnualRange, isEmptyChart, monthlyChartRows, monthlyReportYears } from './material-report-figures';

const months = (tons: Record<number, number>) => Array.from({ length: 12 }, (_, index) => ({ month: index + 1, tonnage: tons[index + 1] ?? 0 }));

const monthly: MonthlyMaterialReport = {
  chart_data: [
    { material_id: 1, material_name: 'Gravel 16/32', monthly_data: months({ 1: 120, 3: 240 }) },
    { material_id: 2, material_name: 'Sand 0.2', monthly_data: months({ 12: 60 }) },
  ],
};

const annual: AnnualMaterialReport = {
  years: [2024, 2025, 2026],
  yearly_data: { '2024': { Gravel: 0, Sand: 0 }, '2025': { Gravel: 300, Sand: 10 }, '2026': { Gravel: 100, Sand: 50 } },
  materials: [{ material_name: 'Gravel' }, { material_name: 'Sand' }],
  material_totals: [
    { material_id: 2, material_name: 'Sand', total_tonnage: 60, total_transactions: 3 },
    { material_id: 1, material_name: 'Gravel', total_tonnage: 400, total_transactions: 16 },
  ],
};

describe('the material report figures', () => {
  it('offers this year and five before for the monthly report, and ten before for the annual one', () => {
    expect(monthlyReportYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(annualReportYears(2026)).toHaveLength(11);
    expect(annualReportYears(2026).at(-1)).toBe(2016);
    expect(defaultAnnualRange(2026)).toEqual({ startYear: 2024, endYear: 2026 });
  });

  it('gives a chart row per month with each material’s tons in the order of the materials', () => {
    const rows = monthlyChartRows(monthly);
    expect(rows.map((row) => row.label)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(rows[0]!.tons).toEqual([120, 0]);
    expect(rows[11]!.tons).toEqual([0, 60]);
  });

  it('gives a chart row per year', () => {
    expect(annualChartRows(annual)).toEqual([
      { label: '2024', tons: [0, 0] },
      { label: '2025', tons: [300, 10] },
      { label: '2026', tons: [100, 50] },
    ]);
  });

  it('knows a chart without a single ton', () => {
    expect(isEmptyChart(annualChartRows(annual))).toBe(false);
    expect(isEmptyChart(annualChartRows({ ...annual, years: [2024] }))).toBe(true);
  });
});
