import { describe, expect, it } from 'vitest';
import { annualCards, annualMaterialReport, MONTHLY_MATERIAL_REPORT, monthlyCards } from './material-report-tables.js';
import type { AnnualMaterialReport, MonthlyMaterialReport } from './reports.js';

const months = (tons: Record<number, number>) => Array.from({ length: 12 }, (_, index) => ({ month: index + 1, tonnage: tons[index + 1] ?? 0 }));

const monthly: MonthlyMaterialReport = {
  chart_data: [
    { material_id: 1, material_name: 'Gravel 16/32', monthly_data: months({ 1: 120, 3: 240.00001 }) },
    { material_id: 2, material_name: 'Sand 0.2', monthly_data: months({ 3: 0.1, 12: 60 }) },
  ],
};

const annual: AnnualMaterialReport = {
  years: [2025, 2026],
  yearly_data: { '2025': { Gravel: 300, Sand: 10, Clay: 0 }, '2026': { Gravel: 100, Sand: 50, Clay: 0 } },
  materials: [{ material_name: 'Clay' }, { material_name: 'Gravel' }, { material_name: 'Sand' }],
  material_totals: [
    { material_id: 3, material_name: 'Clay', total_tonnage: 0, total_transactions: 0 },
    { material_id: 2, material_name: 'Sand', total_tonnage: 60, total_transactions: 3 },
    { material_id: 1, material_name: 'Gravel', total_tonnage: 400, total_transactions: 16 },
  ],
};

describe('the material report tables', () => {
  it('averages a material over twelve months, adding its tons exactly', () => {
    expect(monthlyCards(monthly)[0]).toMatchObject({ name: 'Gravel 16/32', totalTons: 360.00001, averageTons: 360.00001 / 12 });
  });

  it('writes a row per material with its twelve months, and a total row that adds them up', () => {
    const [table] = MONTHLY_MATERIAL_REPORT.tables;
    expect(table!.columns.map((column) => column.header)).toEqual([
      'Material', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Total', 'Average per month',
    ]);
    const rows = table!.rows(monthly);
    expect(rows.map((row) => row[0])).toEqual(['Gravel 16/32', 'Sand 0.2', 'Total']);
    expect(rows[2]!.slice(1, 4)).toEqual([120, 0, 240.10001]);
    expect(rows[2]![13]).toBe(420.10001);
    expect(table!.rows({ chart_data: [] })).toEqual([]);
  });

  it('gives the annual totals heaviest first, with the average per transaction and none without transactions', () => {
    expect(annualCards(annual)).toEqual([
      { id: 1, name: 'Gravel', totalTons: 400, transactions: 16, averageTons: 25 },
      { id: 2, name: 'Sand', totalTons: 60, transactions: 3, averageTons: 20 },
      { id: 3, name: 'Clay', totalTons: 0, transactions: 0, averageTons: null },
    ]);
  });

  it('writes a column per year, the totals in the order of the cards, and a total row', () => {
    const [table] = annualMaterialReport(annual.years).tables;
    expect(table!.columns.map((column) => column.header)).toEqual(['Material', '2025', '2026', 'Total', 'Transactions', 'Average per transaction']);
    expect(table!.rows(annual)).toEqual([
      ['Gravel', 300, 100, 400, 16, 25],
      ['Sand', 10, 50, 60, 3, 20],
      ['Clay', 0, 0, 0, 0, null],
      ['Total', 310, 150, 460, 19, 460 / 19],
    ]);
  });
});
