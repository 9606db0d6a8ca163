/**
 * The Monthly and the Annual Material Report. Weights are added in whole cents and turned into tons once,
 * so that the twelve months of a year add up to exactly that year's figure. Without a choice of materials
 * a report shows every material weighed in its years; with one, the chosen materials, weighed or not.
 */
import { reportYearProblem } from '@weighbridge/contract/fields';
import { FIELD_LABELS, labelled } from '@weighbridge/contract/field-labels';
import type { annualMaterialQuerySchema, AnnualMaterialReport, monthlyMaterialQuerySchema, MonthlyMaterialReport } from '@weighbridge/contract/reports';
import { REPORT_MESSAGES } from '@weighbridge/contract/reports';
import { toCents } from '@weighbridge/contract/weights';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { siteYear } from '../../lib/site-time.js';
import { materialNames, type MonthTonnage, monthlyTonnage } from './material-tonnage-repository.js';
import type { ReportsContext } from './service.js';

export type MonthlyQuery = z.output<typeof monthlyMaterialQuerySchema>;
export type AnnualQuery = z.output<typeof annualMaterialQuerySchema>;

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const CENTS_PER_TON = 100_000;

/** The year a report may ask for: one of the site's years, up to the one after the site's current year. */
function checkYear(ctx: ReportsContext, field: string, year: number): number {
  const problem = reportYearProblem(year, siteYear(ctx.clock.now(), ctx.siteTimeZone));
  if (problem) throw new AppError('BAD_REQUEST', labelled(FIELD_LABELS.reports, field, problem));
  return year;
}

/** The monthly report's year: the one asked for, else the site's current year. */
export function monthlyReportYear(ctx: ReportsContext, query: MonthlyQuery): number {
  return checkYear(ctx, 'year', query.year ?? siteYear(ctx.clock.now(), ctx.siteTimeZone));
}

/** The annual report's years: those asked for, else the site's current year and the two before. */
export function annualReportYears(ctx: ReportsContext, query: AnnualQuery): { startYear: number; endYear: number } {
  const thisYear = siteYear(ctx.clock.now(), ctx.siteTimeZone);
  const startYear = checkYear(ctx, 'startYear', query.startYear ?? thisYear - 2);
  const endYear = checkYear(ctx, 'endYear', query.endYear ?? thisYear);
  if (startYear > endYear) throw new AppError('BAD_REQUEST', labelled(FIELD_LABELS.reports, 'startYear', REPORT_MESSAGES.startYearAfterEnd));
  return { startYear, endYear };
}

export async function monthlyMaterialReport(ctx: ReportsContext, query: MonthlyQuery): Promise<{ success: true; data: MonthlyMaterialReport }> {
  const year = monthlyReportYear(ctx, query);
  const materialIds = query.materialIds ?? [];
  const [rows, chosen] = await Promise.all([
    monthlyTonnage(ctx.db, { startYear: year, endYear: year, materialIds }),
    materialNames(ctx.db, materialIds),
  ]);
  const materials = materialIds.length ? chosen : uniqueMaterials(rows);
  const chart_data = materials.map((material) => ({
    ...material,
    monthly_data: MONTHS.map((month) => {
      const inMonth = rows.filter((row) => row.material_id === material.material_id && row.month === month);
      return { month, tonnage: sumCents(inMonth) / CENTS_PER_TON };
    }),
  }));
  return { success: true, data: { chart_data } };
}

export async function annualMaterialReport(ctx: ReportsContext, query: AnnualQuery): Promise<{ success: true; data: AnnualMaterialReport }> {
  const { startYear, endYear } = annualReportYears(ctx, query);
  const materialIds = query.materialIds ?? [];
  const [rows, chosen] = await Promise.all([
    monthlyTonnage(ctx.db, { startYear, endYear, materialIds }),
    materialNames(ctx.db, materialIds),
  ]);
  const materials = materialIds.length ? chosen : uniqueMaterials(rows);
  const years = Array.from({ length: endYear - startYear + 1 }, (_, index) => startYear + index);
  // Two materials may share a name; the chart shows them as the one name it can show.
  const names = [...new Set(materials.map((material) => material.material_name))];
  const yearly_data = Object.fromEntries(
    years.map((year) => [
      String(year),
      Object.fromEntries(names.map((name) => [name, sumCents(rows.filter((row) => row.year === year && row.material_name === name)) / CENTS_PER_TON])),
    ]),
  );
  const material_totals = materials
    .map((material) => {
      const ofMaterial = rows.filter((row) => row.material_id === material.material_id);
      const total_transactions = ofMaterial.reduce((total, row) => total + row.transactions, 0);
      return { ...material, total_tonnage: sumCents(ofMaterial) / CENTS_PER_TON, total_transactions };
    })
    .sort((a, b) => b.total_tonnage - a.total_tonnage || a.material_name.localeCompare(b.material_name));
  return { success: true, data: { years, yearly_data, materials: names.map((material_name) => ({ material_name })), material_totals } };
}

function sumCents(rows: MonthTonnage[]): number {
  return rows.reduce((total, row) => total + toCents(row.weight_kg), 0);
}

/** The materials of the rows, in their order (by name). */
function uniqueMaterials(rows: MonthTonnage[]): { material_id: number; material_name: string }[] {
  const byId = new Map(rows.map((row) => [row.material_id, { material_id: row.material_id, material_name: row.material_name }]));
  return [...byId.values()];
}
