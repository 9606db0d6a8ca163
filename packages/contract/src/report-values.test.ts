import { describe, expect, it } from 'vitest';
import { countText } from './formats.js';
import { REPORT_DEFINITIONS } from './report-tables.js';
import { figureValues, formatReportValue, isNumberKind, reportPeriodText, trendPeriodLabel } from './report-values.js';
import type { SummaryReport, VehicleReport } from './reports.js';

const TZ = 'Europe/Ljubljana';

describe('the report values', () => {
  it('reads each kind of value as the pages show it', () => {
    expect(formatReportValue({ kind: 'count' }, 1200, TZ)).toBe('1,200');
    expect(formatReportValue({ kind: 'kg' }, 42000, TZ)).toBe('42,000 kg');
    expect(formatReportValue({ kind: 'scale-kg' }, 215430.5, TZ)).toBe('215,430.50 kg');
    expect(formatReportValue({ kind: 'tons' }, 30040, TZ)).toBe('30.0 t');
    expect(formatReportValue({ kind: 'tonnage' }, 12.34567, TZ)).toBe('12.3 t');
    expect(formatReportValue({ kind: 'hour' }, 7, TZ)).toBe('07:00');
    expect(formatReportValue({ kind: 'text' }, 'Gravel 16/32', TZ)).toBe('Gravel 16/32');
    expect(formatReportValue({ kind: 'period' }, '2026-03', TZ)).toBe('March 2026');
    // 23:30 UTC on 8 March is 9 March at the site.
    expect(formatReportValue({ kind: 'moment' }, '2026-03-08T23:30:00Z', TZ)).toBe('March 9, 2026');
  });

  it('reads an absent value as not set, or as the column says', () => {
    expect(formatReportValue({ kind: 'text' }, null, TZ)).toBe('—');
    expect(formatReportValue({ kind: 'moment', empty: 'Never' }, null, TZ)).toBe('Never');
  });

  it('knows which kinds are numbers', () => {
    expect(['count', 'kg', 'scale-kg', 'tons', 'tonnage', 'hour'].every((kind) => isNumberKind(kind as never))).toBe(true);
    expect(['text', 'moment', 'period'].some((kind) => isNumberKind(kind as never))).toBe(false);
  });

  it('names a trend row by its day or its month, and counts in words', () => {
    expect(trendPeriodLabel('2026-03-05')).toBe('March 5, 2026');
    expect(trendPeriodLabel('2025-12')).toBe('December 2025');
    expect(countText(1, 'load')).toBe('1 load');
    expect(countText(1200, 'tare')).toBe('1,200 tares');
  });

  it('says which days a report covers', () => {
    expect(reportPeriodText({ start: '2026-03-01', end: '2026-03-31' })).toBe('Showing data from March 1, 2026 to March 31, 2026');
    expect(reportPeriodText(undefined)).toBe('All time');
  });

  it('reads the summary’s figures with the cards’ lines', () => {
    const summary = {
      summary: { total_transactions: 4, load_transactions: 3, tare_transactions: 1, total_weight_kg: 42000, avg_weight_per_load: 14000, active_vehicles: 1, active_drivers: 1, materials_processed: 2 },
      materialBreakdown: [],
      hourlyDistribution: [],
    } satisfies SummaryReport;
    const figures = figureValues(REPORT_DEFINITIONS.summary.figures, summary);
    expect(figures.map((figure) => [figure.label, figure.text, figure.detail])).toEqual([
      ['Total Transactions', '4', '3 loads, 1 tare'],
      ['Total Weight', '42,000 kg', 'Avg per load: 14,000 kg'],
      ['Active Vehicles', '1', undefined],
      ['Active Drivers', '1', '2 materials processed'],
    ]);
    expect(figures[0]!.details).toEqual([
      { label: 'Loads', kind: 'count', value: 3 },
      { label: 'Tares', kind: 'count', value: 1 },
    ]);
  });

  it('gives a table’s rows as raw values in the order of its columns', () => {
    const report = {
      activeVehicles: [],
      idleVehicles: [{ registration_number: 'LJ 200-ZZ', brand: 'MAN', model: 'TGS', last_seen: null }],
      statistics: { totalActive: 0, totalIdle: 1 },
    } satisfies VehicleReport;
    const idle = REPORT_DEFINITIONS.vehicles.tables[1]!;
    expect(idle.title).toBe('Idle Vehicles');
    expect(idle.columns.map((column) => column.header)).toEqual(['Registration Number', 'Brand & Model', 'Last Seen']);
    expect(idle.rows(report)).toEqual([['LJ 200-ZZ', 'MAN TGS', null]]);
  });
});
