/**
 * The Production and Drilling reports as figures and tables: one definition that their pages render and the
 * server's Excel and PDF exports write, so a file holds what the page shows. Each reads the module's figures
 * (production-figures.ts, drilling-figures.ts) as the endpoint answers them; nothing is computed again here
 * but the sums of a total row and the share of a month's plan that was met.
 */
import type { DrillingFigures, PlanActualRow } from './drilling-figures.js';
import { TOTAL_ROW } from './material-report-tables.js';
import type { ProductionFigures } from './production-figures.js';
import { share } from './production-figures.js';
import type { ReportColumn, ReportDefinition } from './report-values.js';
import { reportTable } from './report-values.js';

export const PRODUCTION_REPORT_TITLE = 'Production Report';
export const DRILLING_REPORT_TITLE = 'Drilling Report';
/** The tables that compare the plan with the actuals month by month, drawn as a chart above them too. */
export const PRODUCTION_PLAN_TABLE = 'Plan against Actual by Month';
export const DRILLING_PLAN_TABLE = PRODUCTION_PLAN_TABLE;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const plantsTotal = (report: ProductionFigures, of: (plant: ProductionFigures['plants'][number]) => number) => sum(report.plants.map(of));

type MonthRow = { month: string; plan_tons: number; output_tons: number };

function monthRows(report: ProductionFigures): MonthRow[] {
  if (report.by_month.length === 0) return [];
  return [...report.by_month, { month: TOTAL_ROW, plan_tons: sum(report.by_month.map((row) => row.plan_tons)), output_tons: sum(report.by_month.map((row) => row.output_tons)) }];
}

export const PRODUCTION_REPORT: ReportDefinition<ProductionFigures> = {
  title: PRODUCTION_REPORT_TITLE,
  figures: [
    { label: 'Feed Weighed', kind: 'tonnage', value: (report) => plantsTotal(report, (plant) => plant.feed_weighed_tons) },
    { label: 'Feed Logged', kind: 'tonnage', value: (report) => plantsTotal(report, (plant) => plant.feed_tons) },
    { label: 'Output', kind: 'tonnage', value: (report) => plantsTotal(report, (plant) => plant.output_tons) },
    { label: 'Running Hours', kind: 'hours', value: (report) => plantsTotal(report, (plant) => plant.running_hours) },
  ],
  tables: [
    reportTable('Plant Figures', (report: ProductionFigures) => report.plants, [
      { header: 'Plant', kind: 'text', value: (plant) => plant.name },
      { header: 'Shift Logs', kind: 'count', value: (plant) => plant.logs },
      { header: 'Feed Weighed', kind: 'tonnage', value: (plant) => plant.feed_weighed_tons },
      { header: 'Feed Logged', kind: 'tonnage', value: (plant) => plant.feed_tons },
      { header: 'Output', kind: 'tonnage', value: (plant) => plant.output_tons },
      { header: 'Running Hours', kind: 'hours', value: (plant) => plant.running_hours },
      { header: 'Tons per Operating Hour', kind: 'tons-per-hour', value: (plant) => plant.tons_per_operating_hour },
      { header: 'Utilisation', kind: 'percent', value: (plant) => plant.utilisation },
      { header: 'Availability', kind: 'percent', value: (plant) => plant.availability },
      { header: 'Specific Energy', kind: 'kwh-per-ton', value: (plant) => plant.specific_energy_kwh_per_ton },
    ]),
    reportTable(
      'Output per Product',
      (report: ProductionFigures) => report.plants.flatMap((plant) => plant.products.map((product) => ({ plant: plant.name, ...product }))),
      [
        { header: 'Plant', kind: 'text', value: (row) => row.plant },
        { header: 'Product', kind: 'text', value: (row) => row.material_name },
        { header: 'Output', kind: 'tonnage', value: (row) => row.tons },
        { header: 'Yield', kind: 'percent', value: (row) => row.yield },
      ],
    ),
    reportTable('Plan Attainment', (report: ProductionFigures) => report.plants, [
      { header: 'Plant', kind: 'text', value: (plant) => plant.name },
      { header: 'Plan Month to Date', kind: 'tonnage', value: (plant) => plant.plan_month_to_date_tons },
      { header: 'Output Month to Date', kind: 'tonnage', value: (plant) => plant.actual_month_to_date_tons },
      { header: 'Attainment Month to Date', kind: 'percent', value: (plant) => plant.attainment_month_to_date },
      { header: 'Plan Year to Date', kind: 'tonnage', value: (plant) => plant.plan_year_to_date_tons },
      { header: 'Output Year to Date', kind: 'tonnage', value: (plant) => plant.actual_year_to_date_tons },
      { header: 'Attainment Year to Date', kind: 'percent', value: (plant) => plant.attainment_year_to_date },
    ]),
    reportTable('Feed Check', (report: ProductionFigures) => report.plants, [
      { header: 'Plant', kind: 'text', value: (plant) => plant.name },
      { header: 'Weighbridge', kind: 'tonnage', value: (plant) => plant.feed_check.weighbridge_tons },
      { header: 'Feed Logged', kind: 'tonnage', value: (plant) => plant.feed_check.logged_tons },
      { header: 'Logged Variance', kind: 'tonnage', value: (plant) => plant.feed_check.logged_variance_tons },
      { header: 'Logged Variance Share', kind: 'percent', value: (plant) => plant.feed_check.logged_variance_share },
      { header: 'Output and Surveys', kind: 'tonnage', value: (plant) => plant.feed_check.survey_tons },
      { header: 'Survey Variance', kind: 'tonnage', value: (plant) => plant.feed_check.survey_variance_tons },
      { header: 'Survey Variance Share', kind: 'percent', value: (plant) => plant.feed_check.survey_variance_share },
    ]),
    reportTable(
      PRODUCTION_PLAN_TABLE,
      monthRows,
      [
        { header: 'Month', kind: 'period', value: (row) => row.month },
        { header: 'Plan', kind: 'tonnage', value: (row) => row.plan_tons },
        { header: 'Output', kind: 'tonnage', value: (row) => row.output_tons },
        { header: 'Attainment', kind: 'percent', value: (row) => share(row.output_tons, row.plan_tons) },
      ],
      { endsWithTotal: true },
    ),
  ],
};

type RigRow = DrillingFigures['rigs'][number];

function rigRows(report: DrillingFigures): RigRow[] {
  if (report.rigs.length === 0) return [];
  const shifts = sum(report.rigs.map((rig) => rig.shifts));
  const { metres, drill_hours: drillHours, metres_per_drill_hour: perHour } = report.totals;
  const bitChanges = sum(report.rigs.map((rig) => rig.bit_changes));
  const total = { rig_id: 0, rig_name: TOTAL_ROW, shifts, metres, drill_hours: drillHours, bit_changes: bitChanges, metres_per_shift: share(metres, shifts), metres_per_drill_hour: perHour };
  return [...report.rigs, total];
}

const metresColumns: readonly ReportColumn<PlanActualRow>[] = [
  { header: 'Planned Metres', kind: 'metres', value: (row) => row.planned_metres },
  { header: 'Actual Metres', kind: 'metres', value: (row) => row.actual_metres },
];
const tonsColumns: readonly ReportColumn<PlanActualRow>[] = [
  { header: 'Planned Tons', kind: 'tonnage', value: (row) => row.planned_tons },
  { header: 'Tons Broken', kind: 'tonnage', value: (row) => row.actual_tons },
];
const monthColumn: ReportColumn<PlanActualRow> = { header: 'Month', kind: 'period', value: (row) => row.month };

/** The Blasts table the page shows a page at a time (BLASTS_PAGE_SIZE rows). */
export const DRILLING_BLASTS_TABLE = 'Blasts';

export const DRILLING_REPORT: ReportDefinition<DrillingFigures> = {
  title: DRILLING_REPORT_TITLE,
  figures: [
    { label: 'Metres Drilled', kind: 'metres', value: (report) => report.totals.metres },
    { label: 'Metres per Drill Hour', kind: 'metres-per-hour', value: (report) => report.totals.metres_per_drill_hour ?? 0 },
    { label: 'Blasts', kind: 'count', value: (report) => report.totals.blasts },
    { label: 'Tons Broken', kind: 'tonnage', value: (report) => report.totals.tons_broken },
    { label: 'Powder Factor (kg/t)', kind: 'kg-per-ton', value: (report) => report.totals.powder_factor_kg_t ?? 0 },
  ],
  tables: [
    reportTable('Metres per Rig', rigRows, [
      { header: 'Rig', kind: 'text', value: (rig) => rig.rig_name },
      { header: 'Shifts', kind: 'count', value: (rig) => rig.shifts },
      { header: 'Metres', kind: 'metres', value: (rig) => rig.metres },
      { header: 'Drill Hours', kind: 'hours', value: (rig) => rig.drill_hours },
      { header: 'Metres per Shift', kind: 'metres', value: (rig) => rig.metres_per_shift },
      { header: 'Metres per Drill Hour', kind: 'metres-per-hour', value: (rig) => rig.metres_per_drill_hour },
      { header: 'Bit Changes', kind: 'count', value: (rig) => rig.bit_changes },
    ], { endsWithTotal: true }),
    reportTable(DRILLING_BLASTS_TABLE, (report: DrillingFigures) => report.blasts, [
      { header: 'Fired', kind: 'moment', value: (blast) => blast.fired_at },
      { header: 'Loading Area', kind: 'text', value: (blast) => blast.area_name },
      { header: 'Polygon', kind: 'text', value: (blast) => blast.polygon_code },
      { header: 'Volume', kind: 'cubic-metres', value: (blast) => blast.volume_m3 },
      { header: 'Tons Broken', kind: 'tonnage', value: (blast) => blast.tons_broken },
      { header: 'Explosives', kind: 'explosives-kg', value: (blast) => blast.explosives_kg },
      { header: 'Powder Factor (kg/m³)', kind: 'kg-per-cubic-metre', value: (blast) => blast.powder_factor_kg_m3 },
      { header: 'Powder Factor (kg/t)', kind: 'kg-per-ton', value: (blast) => blast.powder_factor_kg_t },
      { header: 'Tons Hauled', kind: 'tonnage', value: (blast) => blast.tons_hauled },
      { header: 'Tons Remaining', kind: 'tonnage', value: (blast) => blast.tons_remaining },
      { header: 'Explosives per Weighed Ton', kind: 'kg-per-ton', value: (blast) => blast.powder_factor_kg_per_hauled_t },
    ]),
    reportTable(DRILLING_PLAN_TABLE, (report: DrillingFigures) => report.plan_vs_actual.by_month, [monthColumn, ...metresColumns, ...tonsColumns]),
    reportTable('Plan against Actual by Area', (report: DrillingFigures) => report.plan_vs_actual.by_area, [
      monthColumn,
      { header: 'Loading Area', kind: 'text', value: (row) => row.area_name },
      ...metresColumns,
      ...tonsColumns,
    ]),
    reportTable('Plan against Actual by Rig', (report: DrillingFigures) => report.plan_vs_actual.by_rig, [
      monthColumn,
      { header: 'Rig', kind: 'text', value: (row) => row.rig_name },
      ...metresColumns,
    ]),
  ],
};
