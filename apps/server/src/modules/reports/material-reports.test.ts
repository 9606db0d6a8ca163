import { siteDay } from '@weighbridge/contract/date-ranges';
import type { AnnualMaterialReport, MonthlyMaterialReport } from '@weighbridge/contract/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import type { ReportLoad } from '../../test/report-site.js';
import { sharedReportSite } from '../../test/report-viewer.js';

const TZ = 'Europe/Ljubljana';
/** Tons compared in grams' hundredths, the precision of a stored weight. */
const exact = (tons: number) => Math.round(tons * 100_000);
const centsOf = (loads: ReportLoad[]) => loads.reduce((total, load) => total + Math.round(load.netKg * 100), 0);

describe.each(ENGINES)('the material reports on the %s engine', (engine) => {
  const r = sharedReportSite(engine);
  const { t } = r;
  let unweighedId: number;

  beforeAll(async () => {
    const material = await t.call('POST', '/api/materials', { token: r.site.adminToken, body: { name: 'Sand 0/2', registration_id: 'RPT-SAND' } });
    unweighedId = material.json().data.material_id;
  });

  const get = async (url: string) => {
    const answer = await r.viewerGet(url);
    expect(answer.json().success).toBe(true);
    return answer.json().data;
  };
  const loadsOf = (materialId: number, month: string) =>
    r.site.loads.filter((load) => load.counted && load.materialId === materialId && siteDay(load.moment, TZ).startsWith(month));

  it('gives each material weighed in the year twelve months of tons, January to December', async () => {
    const report: MonthlyMaterialReport = await get('/api/reports/monthly-material?year=2025');
    const materials = [...r.site.materials].sort((a, b) => a.name.localeCompare(b.name));
    expect(report.chart_data.map((line) => line.material_name)).toEqual(materials.map((material) => material.name));
    for (const line of report.chart_data) {
      expect(line.monthly_data.map((entry) => entry.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      for (const entry of line.monthly_data) {
        const month = `2025-${String(entry.month).padStart(2, '0')}`;
        expect(exact(entry.tonnage), `${line.material_name} ${month}`).toBe(centsOf(loadsOf(line.material_id, month)));
      }
    }
  });

  it('takes the site’s current year by default and counts a load at 00:30 on 1 March in March', async () => {
    const report: MonthlyMaterialReport = await get('/api/reports/monthly-material');
    const march = report.chart_data.reduce((total, line) => total + exact(line.monthly_data[2]!.tonnage), 0);
    const marchLoads = r.site.loads.filter((load) => load.counted && siteDay(load.moment, TZ).startsWith('2026-03'));
    expect(march).toBe(centsOf(marchLoads));
    expect(marchLoads.some((load) => load.moment.toISOString() === '2026-02-28T23:30:00.000Z')).toBe(true);
    expect(report.chart_data.every((line) => line.monthly_data.slice(3).every((entry) => entry.tonnage === 0))).toBe(true);
  });

  it('shows only the chosen materials, a chosen one without loads as a line of zeros', async () => {
    const chosen = r.site.materials[1]!;
    const report: MonthlyMaterialReport = await get(`/api/reports/monthly-material?year=2025&materialIds=${chosen.id},${unweighedId}`);
    expect(report.chart_data.map((line) => line.material_name)).toEqual([chosen.name, 'Sand 0/2']);
    expect(report.chart_data[1]!.monthly_data.every((entry) => entry.tonnage === 0)).toBe(true);
  });

  it('gives the years from two years back by default, every material in every year, heaviest total first', async () => {
    const report: AnnualMaterialReport = await get('/api/reports/annual-material');
    expect(report.years).toEqual([2024, 2025, 2026]);
    expect(Object.keys(report.yearly_data)).toEqual(['2024', '2025', '2026']);
    expect(report.materials.map((material) => material.material_name).sort()).toEqual(r.site.materials.map((material) => material.name).sort());
    for (const material of r.site.materials) {
      expect(report.yearly_data['2024']![material.name]).toBe(0);
      for (const year of ['2025', '2026']) {
        expect(exact(report.yearly_data[year]![material.name]!)).toBe(centsOf(loadsOf(material.id, year)));
      }
    }
    const totals = r.site.materials.map((material) => ({
      material_id: material.id,
      material_name: material.name,
      total_tonnage: centsOf(loadsOf(material.id, '20')) / 100_000,
      total_transactions: loadsOf(material.id, '20').length,
    }));
    expect(report.material_totals.map((row) => ({ ...row, total_tonnage: exact(row.total_tonnage) }))).toEqual(
      totals.sort((a, b) => b.total_tonnage - a.total_tonnage).map((row) => ({ ...row, total_tonnage: exact(row.total_tonnage) })),
    );
  });

  it('adds the twelve months of the monthly report up to the annual report’s year', async () => {
    const annual: AnnualMaterialReport = await get('/api/reports/annual-material?startYear=2025&endYear=2026');
    for (const year of [2025, 2026]) {
      const monthly: MonthlyMaterialReport = await get(`/api/reports/monthly-material?year=${year}`);
      for (const line of monthly.chart_data) {
        const months = line.monthly_data.reduce((total, entry) => total + exact(entry.tonnage), 0);
        expect(months, `${line.material_name} ${year}`).toBe(exact(annual.yearly_data[String(year)]![line.material_name]!));
      }
    }
  });

  it('narrows the annual report to the chosen materials', async () => {
    const chosen = r.site.materials[0]!;
    const report: AnnualMaterialReport = await get(`/api/reports/annual-material?startYear=2026&endYear=2026&materialIds=${chosen.id}`);
    expect(report.materials).toEqual([{ material_name: chosen.name }]);
    expect(Object.keys(report.yearly_data['2026']!)).toEqual([chosen.name]);
    expect(report.material_totals).toHaveLength(1);
    expect(report.material_totals[0]!.total_transactions).toBe(loadsOf(chosen.id, '2026').length);
  });

  it('accepts next year, with nothing in it yet', async () => {
    const report: MonthlyMaterialReport = await get('/api/reports/monthly-material?year=2027');
    expect(report.chart_data).toEqual([]);
  });

  it.each([
    ['monthly-material?year=1999', 'Year must be between 2000 and 2027'],
    ['monthly-material?year=2028', 'Year must be between 2000 and 2027'],
    ['monthly-material?year=last', 'Year must be a year such as 2026'],
    ['monthly-material?year=2025&materialIds=gravel', 'Materials must be a comma list of material ids'],
    ['annual-material?startYear=2026&endYear=2025', 'Start year must not be after the end year'],
    ['annual-material?startYear=1990&endYear=2025', 'Start year must be between 2000 and 2027'],
    ['annual-material?startYear=2025&endYear=2030', 'End year must be between 2000 and 2027'],
    ['annual-material?startYear=2027', 'Start year must not be after the end year'],
  ])('refuses %s with 400 and says why', async (query, message) => {
    expect(await r.viewerRefusal(`/api/reports/${query}`)).toBe(message);
  });
});
