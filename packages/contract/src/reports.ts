/**
 * Reports & Analytics (spec part 2 sections 2, 3 and 7). The six period reports count what the dashboard
 * and the documents list count: completed, not voided load documents ("loads") weighed in the period's
 * site days. A transaction is a weighing, a load or a tara, as the spec's Total Transactions (loads and
 * tares) has it: taras are in the transaction counts and a vehicle's total trips, and in no weight, no
 * average and no figure of a material, area or driver. Weights are kg; the material reports speak tons.
 */
import { z } from 'zod';
import { dayBasisFields } from './day-basis.js';
import { recordIdListTextSchema, tablePageSchema } from './fields.js';
import { dateFilterSchema, tablePagesSchema } from './scale-documents.js';
import { problem } from './problems.js';
import { MAX_FIGURES_DAYS, stopFiguresSchema } from './stop-figures.js';

export const REPORT_PERIODS = ['today', 'week', 'month', 'all', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Default tab period (spec part 2 section 9). */
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 'month';

/** Trends have a row per day up to this many days, and a row per month beyond. */
export const DAILY_TREND_MAX_DAYS = 62;

/** Loading Areas tab: the heaviest materials of each area. */
export const TOP_MATERIALS_PER_AREA = 5;

export const REPORT_MESSAGES = {
  customNeedsDates: 'is required for a custom period',
  startAfterEnd: problem('afterEndDate'),
  startYearAfterEnd: 'must not be after the end year',
  downtimeTooLong: `must be at most ${MAX_FIGURES_DAYS} days after the start date`,
} as const;

const isoDate = dateFilterSchema.shape.startDate;

const reportQueryFields = {
  period: z.enum(REPORT_PERIODS, { error: problem('oneOf', { values: REPORT_PERIODS.join(', ') }) }).default(DEFAULT_REPORT_PERIOD),
  startDate: isoDate,
  endDate: isoDate,
  ...dayBasisFields,
};

function checkPeriod(query: { period: string; startDate?: string | undefined; endDate?: string | undefined }, context: z.RefinementCtx) {
  if (query.period === 'custom') {
    for (const field of ['startDate', 'endDate'] as const) {
      if (!query[field]) context.addIssue({ code: 'custom', message: REPORT_MESSAGES.customNeedsDates, path: [field] });
    }
  }
  if (query.startDate && query.endDate && query.startDate > query.endDate) {
    context.addIssue({ code: 'custom', message: REPORT_MESSAGES.startAfterEnd, path: ['startDate'] });
  }
}

/** The query of every period report: `period`, and `startDate` and `endDate` for a custom period. */
export const reportQuerySchema = z.object(reportQueryFields).superRefine(checkPeriod);
export type ReportQuery = z.input<typeof reportQuerySchema>;

/** The site days a report covers, inclusive YYYY-MM-DD; absent for all time. */
export const reportDateRangeSchema = z.object({ start: z.string(), end: z.string() });
export type ReportDateRange = z.infer<typeof reportDateRangeSchema>;

function reportResponse<Shape extends z.ZodRawShape>(shape: Shape) {
  // productionDayStart: present when the days were read as production days, the time they start ('06:00').
  return z.object({ data: z.object(shape), dateRange: reportDateRangeSchema.optional(), productionDayStart: z.string().optional() });
}

const count = z.number().int();
const kg = z.number();

export const summaryReportSchema = reportResponse({
  summary: z.object({
    total_transactions: count,
    load_transactions: count,
    tare_transactions: count,
    total_weight_kg: kg,
    avg_weight_per_load: kg,
    active_vehicles: count,
    active_drivers: count,
    materials_processed: count,
  }),
  /** Heaviest first. */
  materialBreakdown: z.array(z.object({ material_name: z.string(), total_weight_kg: kg, transaction_count: count })),
  /** Hours 0 to 23 of the site's day, each present: transactions (loads and taras) and the loads' weight. */
  hourlyDistribution: z.array(z.object({ hour: count, transaction_count: count, total_weight_kg: kg })),
});
export type SummaryReport = z.infer<typeof summaryReportSchema>['data'];

/** An active vehicle hauled a load in the period; an idle one is a vehicle of status active that hauled none. */
export const vehicleReportSchema = reportResponse({
  activeVehicles: z.array(
    z.object({
      registration_number: z.string(),
      brand: z.string(),
      model: z.string(),
      /** Its weighings: taras and loads. */
      total_trips: count,
      load_trips: count,
      total_weight_hauled_kg: kg,
      avg_load_weight_kg: kg,
    }),
  ),
  idleVehicles: z.array(
    z.object({
      registration_number: z.string(),
      brand: z.string(),
      model: z.string(),
      /** The truck's last weighing (tara or load) up to the period's end; null if never weighed. */
      last_seen: z.string().nullable(),
    }),
  ),
  statistics: z.object({ totalActive: count, totalIdle: count }),
});
export type VehicleReport = z.infer<typeof vehicleReportSchema>['data'];

export const materialReportSchema = reportResponse({
  materialSummary: z.array(
    z.object({
      material_name: z.string(),
      total_transactions: count,
      total_weight_kg: kg,
      avg_weight_kg: kg,
      min_weight_kg: kg,
      max_weight_kg: kg,
    }),
  ),
  /** A material's rows together, materials heaviest first; polygon_code is null for loads without a polygon. */
  byLoadingArea: z.array(
    z.object({ material_name: z.string(), loading_area: z.string(), polygon_code: z.string().nullable(), transaction_count: count, total_weight_kg: kg }),
  ),
  /** Ordered as byLoadingArea; destination is null for loads weighed without an unloading station. */
  byDestination: z.array(z.object({ material_name: z.string(), destination: z.string().nullable(), transaction_count: count, total_weight_kg: kg })),
});
export type MaterialReport = z.infer<typeof materialReportSchema>['data'];

export const loadingAreaReportSchema = reportResponse({
  loadingAreas: z.array(
    z.object({
      area_name: z.string(),
      total_trips: count,
      unique_vehicles: count,
      materials_processed: count,
      total_weight_kg: kg,
      avg_load_weight_kg: kg,
    }),
  ),
  /** Loads weighed without a polygon are in no polygon's row. */
  polygonDetails: z.array(
    z.object({ area_name: z.string(), polygon_code: z.string(), trips: count, vehicles: count, weight: kg, average: kg }),
  ),
  /** Each area's heaviest materials, at most TOP_MATERIALS_PER_AREA of them. */
  topMaterialsByArea: z.array(z.object({ area_name: z.string(), material_name: z.string(), transaction_count: count, total_weight_kg: kg })),
});
export type LoadingAreaReport = z.infer<typeof loadingAreaReportSchema>['data'];

/**
 * Driver Activity's pairs of driver and vehicle come a page at a time: a site's history holds thousands of
 * them, and an answer that grows with the years would slow the tab down year by year. Its files hold them all.
 */
export const DRIVER_PAIRS_PAGE_SIZE = 50;

/** GET /api/reports/drivers: the period, and which page of the driver and vehicle pairs. */
export const driverReportQuerySchema = z
  .object({
    ...reportQueryFields,
    pairsPage: tablePageSchema,
  })
  .superRefine(checkPeriod);

export const driverReportSchema = reportResponse({
  /** Loads weighed without a driver are in no driver's row. */
  driverActivity: z.array(
    z.object({
      driver_name: z.string(),
      driver_surname: z.string(),
      /** Null for a driver since deleted, known only from the tickets. */
      license_number: z.string().nullable(),
      total_trips: count,
      vehicles_used: count,
      total_weight_hauled_kg: kg,
      avg_load_weight_kg: kg,
    }),
  ),
  /** One page of the pairs (all of them in a file), ordered by driver, then heaviest vehicle first. */
  performanceByVehicle: z.array(
    z.object({ driver_name: z.string(), driver_surname: z.string(), registration_number: z.string(), trip_count: count, total_weight_kg: kg }),
  ),
  /** Which page of the pairs performanceByVehicle holds, and how many pairs the period has in all. */
  performanceByVehiclePages: tablePagesSchema,
  statistics: z.object({ totalActiveDrivers: count }),
});
export type DriverReport = z.infer<typeof driverReportSchema>['data'];

/**
 * One row per site day (YYYY-MM-DD) when the period spans up to DAILY_TREND_MAX_DAYS days, else one per
 * month (YYYY-MM); days and months without weighings are rows of zeros. All time spans the first to the
 * last day with a weighing.
 */
export const trendReportSchema = reportResponse({
  trends: z.array(
    z.object({
      period: z.string(),
      /** Loads and taras. */
      transaction_count: count,
      load_count: count,
      /** Vehicles that hauled a load. */
      vehicle_count: count,
      total_weight_kg: kg,
    }),
  ),
});
export type TrendReport = z.infer<typeof trendReportSchema>['data'];

/** A comma list of material ids ('3,8,12'); none or empty means every material. */
const materialIdsSchema = recordIdListTextSchema({ message: 'must be a comma list of material ids', allowEmpty: true }).optional();

const yearSchema = z.coerce.number({ error: 'must be a year such as 2026' }).int('must be a year such as 2026');

/** Year bounds are checked by the server, which knows the site's current year. */
export const monthlyMaterialQuerySchema = z.object({ year: yearSchema.optional(), materialIds: materialIdsSchema });
export type MonthlyMaterialQuery = z.input<typeof monthlyMaterialQuerySchema>;

export const annualMaterialQuerySchema = z
  .object({ startYear: yearSchema.optional(), endYear: yearSchema.optional(), materialIds: materialIdsSchema })
  .refine((query) => query.startYear === undefined || query.endYear === undefined || query.startYear <= query.endYear, {
    message: REPORT_MESSAGES.startYearAfterEnd,
    path: ['startYear'],
  });
export type AnnualMaterialQuery = z.input<typeof annualMaterialQuerySchema>;

/** Without materialIds: every material weighed in the year. With them: those materials, weighed or not. */
export const monthlyMaterialReportSchema = z.object({
  success: z.literal(true),
  data: z.object({
    chart_data: z.array(
      z.object({
        material_id: z.number().int(),
        material_name: z.string(),
        /** Twelve entries, month 1 (January) to 12 (December). */
        monthly_data: z.array(z.object({ month: z.number().int(), tonnage: z.number() })),
      }),
    ),
  }),
});
export type MonthlyMaterialReport = z.infer<typeof monthlyMaterialReportSchema>['data'];

export const annualMaterialReportSchema = z.object({
  success: z.literal(true),
  data: z.object({
    years: z.array(z.number().int()),
    /** Tons by year, then material name; every material of `materials` in every year, 0 where none. */
    yearly_data: z.record(z.string(), z.record(z.string(), z.number())),
    materials: z.array(z.object({ material_name: z.string() })),
    /** Heaviest first. */
    material_totals: z.array(
      z.object({ material_id: z.number().int(), material_name: z.string(), total_tonnage: z.number(), total_transactions: count }),
    ),
  }),
});
export type AnnualMaterialReport = z.infer<typeof annualMaterialReportSchema>['data'];

/**
 * The downtime report: the Stop Counter's figures (stop-figures.ts) of the period's days, from the start of the
 * first to the end of the last in the site's time zone (by production days from their start). All Time has no
 * first day: it reads the last MAX_FIGURES_DAYS days, the longest the figures are counted over, and says so in
 * its dateRange; a custom period may be as long.
 */
export const downtimeReportSchema = reportResponse(stopFiguresSchema.shape);
export type DowntimeReport = z.infer<typeof downtimeReportSchema>['data'];
