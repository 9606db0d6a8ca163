/**
 * The six tabs of Reports & Analytics as tables and figures (spec part 2 section 2): one definition that
 * the web's tabs render and the server's Excel and PDF exports write, so an export holds what the page shows.
 * Titles and headers are the page's; each column reads the raw value of a report row.
 */
import { EQUIPMENT_CLASS_LABELS, EQUIPMENT_CLASSES, type EquipmentClass } from './equipment.js';
import { countText } from './formats.js';
import { TOTAL_ROW } from './material-report-tables.js';
import type { ClassFigures, MachineFigures } from './stop-figures.js';
import { STOP_CATEGORY_LABELS } from './stops.js';
import type { ReportColumn, ReportDefinition } from './report-values.js';
import { formatReportValue, reportTable } from './report-values.js';
import type { DowntimeReport, DriverReport, LoadingAreaReport, MaterialReport, SummaryReport, TrendReport, VehicleReport } from './reports.js';

/** The tabs in the order of the page; each is also the path of its report, /api/reports/<tab>. */
export const REPORT_TABS = ['summary', 'vehicles', 'materials', 'loading-areas', 'drivers', 'trends', 'downtime'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

export const REPORT_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** Where a report's file is fetched, under /api: '/reports/vehicles/export.xlsx'. */
export const reportExportPath = (report: ReportTab | 'monthly-material' | 'annual-material' | 'production' | 'drilling', format: ReportExportFormat) =>
  `/reports/${report}/export.${format}`;

const brandAndModel = (vehicle: { brand: string; model: string }) => `${vehicle.brand} ${vehicle.model}`;

const summary: ReportDefinition<SummaryReport> = {
  title: 'Summary Report',
  figures: [
    {
      label: 'Total Transactions',
      kind: 'count',
      value: (report) => report.summary.total_transactions,
      details: [
        { label: 'Loads', kind: 'count', value: (report) => report.summary.load_transactions, reads: (count) => countText(count, 'load') },
        { label: 'Tares', kind: 'count', value: (report) => report.summary.tare_transactions, reads: (count) => countText(count, 'tare') },
      ],
    },
    {
      label: 'Total Weight',
      kind: 'kg',
      value: (report) => report.summary.total_weight_kg,
      details: [{ label: 'Avg per load', kind: 'kg', value: (report) => report.summary.avg_weight_per_load, reads: (kg, weights) => `Avg per load: ${formatReportValue({ kind: 'kg' }, kg, 'UTC', weights)}` }],
    },
    { label: 'Active Vehicles', kind: 'count', value: (report) => report.summary.active_vehicles },
    {
      label: 'Active Drivers',
      kind: 'count',
      value: (report) => report.summary.active_drivers,
      details: [
        {
          label: 'Materials processed',
          kind: 'count',
          value: (report) => report.summary.materials_processed,
          reads: (count) => `${countText(count, 'material')} processed`,
        },
      ],
    },
  ],
  // The page draws these as charts; the files hold their numbers.
  tables: [
    reportTable('Material Distribution', (report: SummaryReport) => report.materialBreakdown, [
      { header: 'Material', kind: 'text', value: (row) => row.material_name },
      { header: 'Transactions', kind: 'count', value: (row) => row.transaction_count },
      { header: 'Total Weight', kind: 'scale-kg', value: (row) => row.total_weight_kg },
    ]),
    reportTable('Hourly Activity Trend', (report: SummaryReport) => report.hourlyDistribution, [
      { header: 'Hour', kind: 'hour', value: (row) => row.hour },
      { header: 'Transactions', kind: 'count', value: (row) => row.transaction_count },
      { header: 'Weight', kind: 'tons', value: (row) => row.total_weight_kg },
    ]),
  ],
};

const vehicles: ReportDefinition<VehicleReport> = {
  title: 'Vehicle Activity',
  figures: [
    { label: 'Active Vehicles', kind: 'count', value: (report) => report.statistics.totalActive },
    { label: 'Idle Vehicles', kind: 'count', value: (report) => report.statistics.totalIdle },
  ],
  tables: [
    reportTable('Active Vehicles', (report: VehicleReport) => report.activeVehicles, [
      { header: 'Registration Number', kind: 'text', value: (row) => row.registration_number },
      { header: 'Brand & Model', kind: 'text', value: brandAndModel },
      { header: 'Total Trips', kind: 'count', value: (row) => row.total_trips },
      { header: 'Load Trips', kind: 'count', value: (row) => row.load_trips },
      { header: 'Total Weight', kind: 'scale-kg', value: (row) => row.total_weight_hauled_kg },
      { header: 'Avg Load', kind: 'scale-kg', value: (row) => row.avg_load_weight_kg },
    ]),
    // Last seen is a moment, shown as its day at the site.
    reportTable('Idle Vehicles', (report: VehicleReport) => report.idleVehicles, [
      { header: 'Registration Number', kind: 'text', value: (row) => row.registration_number },
      { header: 'Brand & Model', kind: 'text', value: brandAndModel },
      { header: 'Last Seen', kind: 'moment', value: (row) => row.last_seen, empty: 'Never' },
    ]),
  ],
};

type MaterialRow = MaterialReport['materialSummary'][number];

const materialColumn: ReportColumn<{ material_name: string }> = { header: 'Material', kind: 'text', value: (row) => row.material_name };

const materials: ReportDefinition<MaterialReport> = {
  title: 'Material Flow',
  figures: [],
  tables: [
    reportTable('Material Details', (report: MaterialReport) => report.materialSummary, [
      materialColumn,
      { header: 'Transactions', kind: 'count', value: (row: MaterialRow) => row.total_transactions },
      { header: 'Total (tons)', kind: 'tons', value: (row: MaterialRow) => row.total_weight_kg },
      { header: 'Avg (kg)', kind: 'scale-kg', value: (row: MaterialRow) => row.avg_weight_kg },
      { header: 'Min (kg)', kind: 'scale-kg', value: (row: MaterialRow) => row.min_weight_kg },
      { header: 'Max (kg)', kind: 'scale-kg', value: (row: MaterialRow) => row.max_weight_kg },
    ]),
    reportTable('Material by Loading Area & Polygon', (report: MaterialReport) => report.byLoadingArea, [
      materialColumn,
      { header: 'Loading Area', kind: 'text', value: (row) => row.loading_area },
      { header: 'Polygon', kind: 'text', value: (row) => row.polygon_code },
      { header: 'Transactions', kind: 'count', value: (row) => row.transaction_count },
      { header: 'Total Weight', kind: 'tons', value: (row) => row.total_weight_kg },
    ]),
    reportTable('Material by Destination', (report: MaterialReport) => report.byDestination, [
      materialColumn,
      { header: 'Destination', kind: 'text', value: (row) => row.destination },
      { header: 'Transactions', kind: 'count', value: (row) => row.transaction_count },
      { header: 'Total Weight', kind: 'tons', value: (row) => row.total_weight_kg },
    ]),
  ],
};

const sumOf = <Row>(rows: readonly Row[], value: (row: Row) => number) => rows.reduce((total, row) => total + value(row), 0);

const loadingAreas: ReportDefinition<LoadingAreaReport> = {
  title: 'Loading Areas',
  figures: [
    { label: 'Total Trips', kind: 'count', value: (report) => sumOf(report.loadingAreas, (area) => area.total_trips) },
    // In whole cents, so that the areas add up to the kg they were weighed in.
    { label: 'Total Weight', kind: 'tons', value: (report) => sumOf(report.loadingAreas, (area) => Math.round(area.total_weight_kg * 100)) / 100 },
    { label: 'Active Areas', kind: 'count', value: (report) => report.loadingAreas.length },
  ],
  tables: [
    reportTable('Area Summary', (report: LoadingAreaReport) => report.loadingAreas, [
      { header: 'Loading Area', kind: 'text', value: (row) => row.area_name },
      { header: 'Trips', kind: 'count', value: (row) => row.total_trips },
      { header: 'Vehicles', kind: 'count', value: (row) => row.unique_vehicles },
      { header: 'Materials', kind: 'count', value: (row) => row.materials_processed },
      { header: 'Total Weight', kind: 'tons', value: (row) => row.total_weight_kg },
      { header: 'Avg Load', kind: 'scale-kg', value: (row) => row.avg_load_weight_kg },
    ]),
    reportTable('Polygon Details', (report: LoadingAreaReport) => report.polygonDetails, [
      { header: 'Loading Area', kind: 'text', value: (row) => row.area_name },
      { header: 'Polygon', kind: 'text', value: (row) => row.polygon_code },
      { header: 'Trips', kind: 'count', value: (row) => row.trips },
      { header: 'Vehicles', kind: 'count', value: (row) => row.vehicles },
      { header: 'Total Weight', kind: 'tons', value: (row) => row.weight },
      { header: 'Avg Load', kind: 'scale-kg', value: (row) => row.average },
    ]),
    reportTable('Top Materials by Area', (report: LoadingAreaReport) => report.topMaterialsByArea, [
      { header: 'Loading Area', kind: 'text', value: (row) => row.area_name },
      { header: 'Material', kind: 'text', value: (row) => row.material_name },
      { header: 'Transactions', kind: 'count', value: (row) => row.transaction_count },
      { header: 'Total Weight', kind: 'tons', value: (row) => row.total_weight_kg },
    ]),
  ],
};

/** The Driver Activity table the page shows a page at a time (DRIVER_PAIRS_PAGE_SIZE rows). */
export const DRIVER_PAIRS_TABLE = 'Performance by Vehicle';

const drivers: ReportDefinition<DriverReport> = {
  title: 'Driver Activity',
  figures: [{ label: 'Active Drivers', kind: 'count', value: (report) => report.statistics.totalActiveDrivers }],
  tables: [
    reportTable('Driver Activity', (report: DriverReport) => report.driverActivity, [
      { header: 'Name', kind: 'text', value: (row) => row.driver_name },
      { header: 'Surname', kind: 'text', value: (row) => row.driver_surname },
      { header: 'License', kind: 'text', value: (row) => row.license_number },
      { header: 'Trips', kind: 'count', value: (row) => row.total_trips },
      { header: 'Vehicles Used', kind: 'count', value: (row) => row.vehicles_used },
      { header: 'Weight Hauled', kind: 'scale-kg', value: (row) => row.total_weight_hauled_kg },
      { header: 'Avg Load', kind: 'scale-kg', value: (row) => row.avg_load_weight_kg },
    ]),
    reportTable(DRIVER_PAIRS_TABLE, (report: DriverReport) => report.performanceByVehicle, [
      { header: 'Driver', kind: 'text', value: (row) => `${row.driver_name} ${row.driver_surname}`.trim() },
      { header: 'Vehicle', kind: 'text', value: (row) => row.registration_number },
      { header: 'Trips', kind: 'count', value: (row) => row.trip_count },
      { header: 'Total Weight', kind: 'scale-kg', value: (row) => row.total_weight_kg },
    ]),
  ],
};

const trends: ReportDefinition<TrendReport> = {
  title: 'Trends',
  figures: [],
  tables: [
    reportTable('Trends by Period', (report: TrendReport) => report.trends, [
      { header: 'Period', kind: 'period', value: (row) => row.period },
      { header: 'Transactions', kind: 'count', value: (row) => row.transaction_count },
      { header: 'Loads', kind: 'count', value: (row) => row.load_count },
      { header: 'Vehicles', kind: 'count', value: (row) => row.vehicle_count },
      { header: 'Weight', kind: 'tons', value: (row) => row.total_weight_kg },
    ]),
  ],
};

/** The downtime report's table of each machine class, titled for its machines. */
export const DOWNTIME_CLASS_TABLES: Readonly<Record<EquipmentClass, string>> = {
  scale: 'Scales',
  vehicle: 'Trucks',
  rig: 'Drill rigs',
  plant: 'Crushing plants',
};

/** A stop without a reason yet, in the Pareto. */
export const NOT_CLASSIFIED = 'Not classified';

type AvailabilityRow = Omit<MachineFigures, 'machine_id'> | (ClassFigures & { name: string; tons_per_hour: null });

/** A class's machines, then its total (the class's figures, whose hours are all its machines' hours). */
function classRows(equipmentClass: EquipmentClass) {
  return (report: DowntimeReport): AvailabilityRow[] => {
    const machines = report.machines.filter((machine) => machine.equipment_class === equipmentClass);
    const total = report.classes.find((figures) => figures.equipment_class === equipmentClass);
    if (machines.length === 0 || !total) return [];
    return [...machines, { ...total, name: TOTAL_ROW, tons_per_hour: null }];
  };
}

const availabilityColumns: readonly ReportColumn<AvailabilityRow>[] = [
  { header: 'Machine', kind: 'text', value: (row) => row.name },
  { header: 'Calendar time', kind: 'hours', value: (row) => row.calendar_hours },
  { header: 'Stop time', kind: 'hours', value: (row) => row.stop_hours },
  { header: 'Stops', kind: 'count', value: (row) => row.stops },
  { header: 'Breakdowns', kind: 'count', value: (row) => row.breakdowns },
  { header: 'PA', kind: 'percent', value: (row) => row.physical_availability },
  { header: 'UoA', kind: 'percent', value: (row) => row.use_of_availability },
  { header: 'EU', kind: 'percent', value: (row) => row.effective_utilisation },
  { header: 'MTBF', kind: 'hours', value: (row) => row.mtbf_hours },
  { header: 'MTTR', kind: 'hours', value: (row) => row.mttr_hours },
  { header: 'Tons per hour', kind: 'tons-per-hour', value: (row) => row.tons_per_hour },
  { header: 'Lost tons', kind: 'tonnage', value: (row) => row.lost_tons },
];

/** The Pareto of the stop reasons, most hours first (the figures' order). */
export const DOWNTIME_PARETO_TABLE = 'Stop Reasons';

const downtime: ReportDefinition<DowntimeReport> = {
  title: 'Downtime',
  figures: [],
  tables: [
    ...EQUIPMENT_CLASSES.map((equipmentClass) => reportTable(DOWNTIME_CLASS_TABLES[equipmentClass], classRows(equipmentClass), availabilityColumns, { endsWithTotal: true })),
    reportTable(DOWNTIME_PARETO_TABLE, (report: DowntimeReport) => report.reasons, [
      { header: 'Reason', kind: 'text', value: (row) => row.name, empty: NOT_CLASSIFIED },
      { header: 'Machine class', kind: 'text', value: (row) => EQUIPMENT_CLASS_LABELS[row.equipment_class], terms: Object.values(EQUIPMENT_CLASS_LABELS) },
      {
        header: 'Category',
        kind: 'text',
        value: (row) => (row.category ? STOP_CATEGORY_LABELS[row.category] : null),
        empty: NOT_CLASSIFIED,
        terms: Object.values(STOP_CATEGORY_LABELS),
      },
      { header: 'Hours', kind: 'hours', value: (row) => row.hours },
      { header: 'Stops', kind: 'count', value: (row) => row.stops },
      { header: 'Cumulative', kind: 'percent', value: (row) => row.cumulative_share },
    ]),
  ],
};

/** The report data of each tab, as its endpoint answers it. */
export type ReportTabData = {
  summary: SummaryReport;
  vehicles: VehicleReport;
  materials: MaterialReport;
  'loading-areas': LoadingAreaReport;
  drivers: DriverReport;
  trends: TrendReport;
  downtime: DowntimeReport;
};

export const REPORT_DEFINITIONS: { readonly [Tab in ReportTab]: ReportDefinition<ReportTabData[Tab]> } = {
  summary,
  vehicles,
  materials,
  'loading-areas': loadingAreas,
  drivers,
  trends,
  downtime,
};
