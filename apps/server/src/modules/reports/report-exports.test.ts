import { spawnSync } from 'node:child_process';
import { read } from '@e965/xlsx';
import { formatDateTime, formatKg, formatNumber, formatScaleKg, formatTons } from '@weighbridge/contract/formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { sharedReportSite } from '../../test/report-viewer.js';

const TZ = 'Europe/Ljubljana';
/** Text a spreadsheet would take for a formula, as a material or a driver could be named. */
const HOSTILE = '=HYPERLINK("http://evil.example","x")';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Cell = { t: string; v: unknown; z?: string; f?: string } | undefined;
type Unit = 'count' | 'kg' | 'tons';

/** A column whose cells add up to a field of the endpoint's rows, in the unit the column shows: [header, unit, field]. */
type Total = [string, Unit, string];
/** A sheet (named `sheet` where its title is too long for one) listing the endpoint's `rows`, each found by its `key` field. */
type SheetSpec = { title: string; sheet?: string; rows: string; key: string; headers: string[]; totals: Total[] };
/** The column most sheets total. */
const TRANSACTIONS: Total = ['Transactions', 'count', 'transaction_count'];
type TabSpec = { title: string; figures: (data: Json) => [string, Unit, number][]; sheets: SheetSpec[] };

/** The summary's figures that its cards show as a line under another. */
const DETAILS = ['Loads', 'Tares', 'Avg per load', 'Materials processed'];
/** A name as a spreadsheet cell holds it once neutralised. */
const asCell = (name: string) => (name.startsWith('=') ? `'${name}` : name);

const sum = (rows: Json[], field: string) => rows.reduce((total, row) => total + Math.round(Number(row[field]) * 100), 0) / 100;

/** What each tab's files hold, written out from the page: headers as the page shows them, totals from the endpoint. */
const TABS: Record<string, TabSpec> = {
  summary: {
    title: 'Summary Report',
    figures: ({ summary }) => [
      ['Total Transactions', 'count', summary.total_transactions],
      ['Loads', 'count', summary.load_transactions],
      ['Tares', 'count', summary.tare_transactions],
      ['Total Weight', 'kg', summary.total_weight_kg],
      ['Avg per load', 'kg', summary.avg_weight_per_load],
      ['Active Vehicles', 'count', summary.active_vehicles],
      ['Active Drivers', 'count', summary.active_drivers],
      ['Materials processed', 'count', summary.materials_processed],
    ],
    sheets: [
      { title: 'Material Distribution', rows: 'materialBreakdown', key: 'material_name', headers: ['Material', 'Transactions', 'Total Weight'], totals: [TRANSACTIONS, ['Total Weight', 'kg', 'total_weight_kg']] },
      { title: 'Hourly Activity Trend', rows: 'hourlyDistribution', key: 'hour', headers: ['Hour', 'Transactions', 'Weight'], totals: [TRANSACTIONS, ['Weight', 'tons', 'total_weight_kg']] },
    ],
  },
  vehicles: {
    title: 'Vehicle Activity',
    figures: ({ statistics }) => [
      ['Active Vehicles', 'count', statistics.totalActive],
      ['Idle Vehicles', 'count', statistics.totalIdle],
    ],
    sheets: [
      { title: 'Active Vehicles', rows: 'activeVehicles', key: 'registration_number', headers: ['Registration Number', 'Brand & Model', 'Total Trips', 'Load Trips', 'Total Weight', 'Avg Load'], totals: [['Total Trips', 'count', 'total_trips'], ['Load Trips', 'count', 'load_trips'], ['Total Weight', 'kg', 'total_weight_hauled_kg']] },
      { title: 'Idle Vehicles', rows: 'idleVehicles', key: 'registration_number', headers: ['Registration Number', 'Brand & Model', 'Last Seen'], totals: [] },
    ],
  },
  materials: {
    title: 'Material Flow',
    figures: () => [],
    sheets: [
      { title: 'Material Details', rows: 'materialSummary', key: 'material_name', headers: ['Material', 'Transactions', 'Total (tons)', 'Avg (kg)', 'Min (kg)', 'Max (kg)'], totals: [['Transactions', 'count', 'total_transactions'], ['Total (tons)', 'tons', 'total_weight_kg']] },
      // Excel allows 31 characters in a sheet's name.
      { title: 'Material by Loading Area & Polygon', sheet: 'Material by Loading Area & Poly', rows: 'byLoadingArea', key: 'material_name', headers: ['Material', 'Loading Area', 'Polygon', 'Transactions', 'Total Weight'], totals: [TRANSACTIONS, ['Total Weight', 'tons', 'total_weight_kg']] },
      { title: 'Material by Destination', rows: 'byDestination', key: 'material_name', headers: ['Material', 'Destination', 'Transactions', 'Total Weight'], totals: [TRANSACTIONS, ['Total Weight', 'tons', 'total_weight_kg']] },
    ],
  },
  'loading-areas': {
    title: 'Loading Areas',
    figures: ({ loadingAreas }) => [
      ['Total Trips', 'count', sum(loadingAreas, 'total_trips')],
      ['Total Weight', 'tons', sum(loadingAreas, 'total_weight_kg')],
      ['Active Areas', 'count', loadingAreas.length],
    ],
    sheets: [
      { title: 'Area Summary', rows: 'loadingAreas', key: 'area_name', headers: ['Loading Area', 'Trips', 'Vehicles', 'Materials', 'Total Weight', 'Avg Load'], totals: [['Trips', 'count', 'total_trips'], ['Total Weight', 'tons', 'total_weight_kg']] },
      { title: 'Polygon Details', rows: 'polygonDetails', key: 'area_name', headers: ['Loading Area', 'Polygon', 'Trips', 'Vehicles', 'Total Weight', 'Avg Load'], totals: [['Trips', 'count', 'trips'], ['Total Weight', 'tons', 'weight']] },
      { title: 'Top Materials by Area', rows: 'topMaterialsByArea', key: 'area_name', headers: ['Loading Area', 'Material', 'Transactions', 'Total Weight'], totals: [TRANSACTIONS, ['Total Weight', 'tons', 'total_weight_kg']] },
    ],
  },
  drivers: {
    title: 'Driver Activity',
    figures: ({ statistics }) => [['Active Drivers', 'count', statistics.totalActiveDrivers]],
    sheets: [
      { title: 'Driver Activity', rows: 'driverActivity', key: 'driver_name', headers: ['Name', 'Surname', 'License', 'Trips', 'Vehicles Used', 'Weight Hauled', 'Avg Load'], totals: [['Trips', 'count', 'total_trips'], ['Weight Hauled', 'kg', 'total_weight_hauled_kg']] },
      { title: 'Performance by Vehicle', rows: 'performanceByVehicle', key: 'registration_number', headers: ['Driver', 'Vehicle', 'Trips', 'Total Weight'], totals: [['Trips', 'count', 'trip_count'], ['Total Weight', 'kg', 'total_weight_kg']] },
    ],
  },
  trends: {
    title: 'Trends',
    figures: () => [],
    sheets: [
      { title: 'Trends by Period', rows: 'trends', key: 'period', headers: ['Period', 'Transactions', 'Loads', 'Vehicles', 'Weight'], totals: [TRANSACTIONS, ['Loads', 'count', 'load_count'], ['Weight', 'tons', 'total_weight_kg']] },
    ],
  },
};

const QUERIES: [string, string, string][] = [
  ['the month', 'period=month', '2026-03-01_2026-03-31'],
  ['all time', 'period=all', 'all-time'],
  ['a custom summer', 'period=custom&startDate=2025-06-01&endDate=2025-08-31', '2025-06-01_2025-08-31'],
];

/** A cell's number in hundredths of the unit its endpoint field is in: a ton cell back in kg. */
const cents = (cell: Cell, unit: Unit) => Math.round(Number(cell?.v) * (unit === 'tons' ? 1000 : 1) * 100);
const fieldCents = (value: number) => Math.round(value * 100);

function workbook(file: Buffer) {
  const book = read(file, { type: 'buffer', cellFormula: true, cellNF: true, dense: true });
  // An empty row is a hole in the dense sheet.
  const rows = (name: string) => Array.from((book.Sheets[name]?.['!data'] ?? []) as (Cell[] | undefined)[], (row) => row ?? []);
  return { names: book.SheetNames, rows, cells: () => book.SheetNames.flatMap((name) => rows(name).flat()) };
}

function pdfText(file: Buffer): string {
  const result = spawnSync('pdftotext', ['-layout', '-', '-'], { input: file });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout.toString('utf8');
}

/** A long name may wrap within its cell in a PDF; its first word is on the row's line. */
const firstWord = (name: unknown) => String(name).split(' ')[0]!;

/** Text runs with their spacing evened out, as a PDF lays them out. */
const words = (text: string) => text.replace(/\s+/g, ' ');

describe.each(ENGINES)('the reports’ Excel and PDF files on the %s engine', (engine) => {
  const r = sharedReportSite(engine);
  const { t, viewerGet: get } = r;

  beforeAll(async () => {
    // A material and a driver whose names a spreadsheet would take for formulas, weighed this month.
    const make = async (url: string, body: unknown) => (await t.call('POST', url, { token: r.site.adminToken, body })).json().data;
    const material = await make('/api/materials', { name: HOSTILE, registration_id: 'RPT-EVIL' });
    const driver = await make('/api/drivers', { name: HOSTILE, surname: 'Novak', driver_license_id: 'LJ-EVIL' });
    const load = await t.call('POST', '/api/scale-documents', {
      token: r.site.adminToken,
      body: {
        vehicleId: r.site.vehicles[0]!.id,
        materialId: material.material_id,
        loadedAreaId: r.site.areas[0]!.id,
        polygonId: r.site.areas[0]!.polygons[0]!.id,
        unloadingStationId: r.site.stations[0]!.id,
        driverId: driver.driver_id,
        tareWeight: 11000,
        fullWeight: 29000.25,
        firstWeighAt: '2026-03-04T08:00:00Z',
        secondWeighAt: '2026-03-04T08:30:00Z',
      },
    });
    expect(load.statusCode, load.body).toBe(201);
  });

  const fileName = (answer: { headers: Record<string, unknown> }) => /filename="([^"]+)"/.exec(String(answer.headers['content-disposition']))?.[1];

  describe.each(Object.entries(TABS))('the %s tab', (tab, spec) => {
    it.each(QUERIES)('writes the Excel file of %s with the figures and totals of the endpoint', async (_, query, days) => {
      const data = (await get(`/api/reports/${tab}?${query}`)).json();
      const answer = await get(`/api/reports/${tab}/export.xlsx?${query}`);
      expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(fileName(answer)).toBe(`report-${tab}-${days}.xlsx`);
      const book = workbook(answer.rawPayload);
      expect(book.names).toEqual(['Overview', ...spec.sheets.map((sheet) => sheet.sheet ?? sheet.title)]);
      expect(book.cells().filter((cell) => cell?.f !== undefined)).toEqual([]);

      const overview = book.rows('Overview');
      const line = (label: string) => overview.find((row) => row[0]?.v === label);
      expect(overview[0]![0]!.v).toBe(spec.title);
      const range = data.dateRange as { start: string; end: string } | undefined;
      expect(line('Period')![1]!.v).toBe(range ? words(`Showing data from ${formatDate(range.start)} to ${formatDate(range.end)}`) : 'All time');
      expect(line('Made')![1]).toMatchObject({ t: 'n', z: 'yyyy-mm-dd hh:mm' });
      expect(Number(line('Made')![1]!.v)).toBeCloseTo(excelDayAtSite(t.clock.now()), 6);
      const figures = overview.slice(overview.indexOf(line('Made')!) + 1).filter((row) => row[0] !== undefined);
      expect(figures.map((row) => row[0]!.v)).toEqual(spec.figures(data.data).map(([label]) => label));
      for (const [label, unit, value] of spec.figures(data.data)) {
        const cell = line(label)![1];
        expect(cell?.t, label).toBe('n');
        expect(cents(cell, unit), label).toBe(fieldCents(value));
      }

      for (const sheetSpec of spec.sheets) {
        const [header, ...rows] = book.rows(sheetSpec.sheet ?? sheetSpec.title);
        const expected: Json[] = data.data[sheetSpec.rows];
        expect(header!.map((cell) => cell?.v), sheetSpec.title).toEqual(sheetSpec.headers);
        expect(rows, sheetSpec.title).toHaveLength(expected.length);
        for (const [totalHeader, unit, field] of sheetSpec.totals) {
          const column = sheetSpec.headers.indexOf(totalHeader);
          const cells = rows.map((row) => row[column]);
          expect(cells.every((cell) => cell?.t === 'n'), `${sheetSpec.title}: ${totalHeader} are numbers`).toBe(true);
          expect(cells.every((cell) => cell?.z?.includes(unit === 'count' ? '#,##0' : unit === 'kg' ? '"kg"' : '"t"'))).toBe(true);
          const written = cells.reduce((sumOfCells, cell) => sumOfCells + cents(cell, unit), 0);
          expect(written, `${sheetSpec.title}: ${totalHeader}`).toBe(fieldCents(sum(expected, field)));
        }
      }
    });

    it('writes the PDF of the month with its title, period, figures and every table row', async () => {
      const data = (await get(`/api/reports/${tab}?period=month`)).json();
      const answer = await get(`/api/reports/${tab}/export.pdf?period=month`);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(fileName(answer)).toBe(`report-${tab}-2026-03-01_2026-03-31.pdf`);
      const text = words(pdfText(answer.rawPayload));
      expect(text).toContain(spec.title);
      expect(text).toContain('Showing data from March 1, 2026 to March 31, 2026');
      expect(text).toContain(`Made ${formatDateTime(t.clock.now().toISOString(), TZ)}`);
      expect(text).toMatch(/Page 1 of \d+/);
      // The cards' figures, and under them the lines of their details.
      for (const [label, unit, value] of spec.figures(data.data).filter(([label]) => !DETAILS.includes(label))) {
        expect(text).toContain(label);
        expect(text, label).toContain(unit === 'kg' ? formatKg(value) : unit === 'tons' ? formatTons(value) : formatNumber(value));
      }
      if (tab === 'summary') {
        const { summary } = data.data;
        expect(text).toContain(`${formatNumber(summary.load_transactions)} loads, ${formatNumber(summary.tare_transactions)} tares`);
        expect(text).toContain(`Avg per load: ${formatKg(summary.avg_weight_per_load)}`);
        expect(text).toContain(`${summary.materials_processed} materials processed`);
      }
      for (const sheetSpec of spec.sheets) {
        expect(text).toContain(sheetSpec.title);
        expect(text).toContain(sheetSpec.headers.join(' '));
        for (const row of data.data[sheetSpec.rows] as Json[]) {
          const key = row[sheetSpec.key];
          expect(text, `${sheetSpec.title}: ${key}`).toContain(typeof key === 'number' ? `${String(key).padStart(2, '0')}:00` : firstWord(formatKey(sheetSpec.key, key)));
          const [, unit, field] = sheetSpec.totals.find(([, totalUnit]) => totalUnit !== 'count') ?? [];
          if (field) expect(text).toContain(unit === 'kg' ? formatScaleKg(row[field]) : formatTons(row[field]));
        }
      }
    });
  });

  it('writes a name that would start a formula as text behind an apostrophe, in Excel', async () => {
    for (const [tab, header] of [['materials', 'Material'], ['summary', 'Material'], ['drivers', 'Name']] as const) {
      const book = workbook((await get(`/api/reports/${tab}/export.xlsx?period=month`)).rawPayload);
      const cells = book.cells();
      expect(cells.filter((cell) => cell?.f !== undefined), tab).toEqual([]);
      expect(cells, `${tab}: ${header}`).toContainEqual(expect.objectContaining({ t: 's', v: `'${HOSTILE}` }));
      expect(cells.filter((cell) => typeof cell?.v === 'string' && cell.v.startsWith('=')), tab).toEqual([]);
    }
  });

  it('writes the monthly material report of a year: a row per material, its months in tons, the totals', async () => {
    const query = `year=2025&materialIds=${r.site.materials.map((material) => material.id).join(',')}`;
    const report = (await get(`/api/reports/monthly-material?${query}`)).json().data;
    const answer = await get(`/api/reports/monthly-material/export.xlsx?${query}`);
    expect(fileName(answer)).toBe('monthly-material-2025.xlsx');
    const book = workbook(answer.rawPayload);
    expect(book.names).toEqual(['Overview', 'Monthly Tonnage by Material']);
    const overview = book.rows('Overview');
    expect(overview[0]![0]!.v).toBe('Monthly Material Report');
    expect(overview.find((row) => row[0]?.v === 'Period')![1]!.v).toBe('Year 2025');
    expect(overview.find((row) => row[0]?.v === 'Materials')![1]!.v).toBe(report.chart_data.map((line: Json) => line.material_name).join(', '));
    const [header, ...rows] = book.rows('Monthly Tonnage by Material');
    expect(header!.map((cell) => cell?.v)).toEqual(['Material', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Total', 'Average per month']);
    expect(rows.map((row) => row[0]!.v)).toEqual([...report.chart_data.map((line: Json) => asCell(line.material_name)), 'Total']);
    const grams = (tons: unknown) => Math.round(Number(tons) * 100_000);
    let allMonths = 0;
    for (const [index, line] of (report.chart_data as Json[]).entries()) {
      const months = line.monthly_data.map((entry: Json) => grams(entry.tonnage));
      expect(rows[index]!.slice(1, 13).map((cell) => grams(cell?.v))).toEqual(months);
      const total = months.reduce((a: number, b: number) => a + b, 0);
      expect(grams(rows[index]![13]!.v)).toBe(total);
      expect(rows[index]![14]!.v).toBeCloseTo(total / 100_000 / 12, 9);
      allMonths += total;
    }
    expect(grams(rows.at(-1)![13]!.v)).toBe(allMonths);
    expect(rows[0]![1]).toMatchObject({ t: 'n', z: '#,##0.0 "t"' });

    const pdf = await get(`/api/reports/monthly-material/export.pdf?${query}`);
    expect(fileName(pdf)).toBe('monthly-material-2025.pdf');
    const text = words(pdfText(pdf.rawPayload));
    expect(text).toContain('Monthly Material Report');
    expect(text).toContain('Year 2025');
    expect(text).toContain('Material Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec Total Average per month');
    for (const line of report.chart_data as Json[]) expect(text).toContain(firstWord(line.material_name));
    expect(text).toContain(formatTons(allMonths / 100));
  });

  it('writes the annual material report: tons per year per material, heaviest first, with totals and averages', async () => {
    const answerOf = (url: string) => get(url);
    const report = (await answerOf('/api/reports/annual-material?startYear=2025&endYear=2026')).json().data;
    const answer = await answerOf('/api/reports/annual-material/export.xlsx?startYear=2025&endYear=2026');
    expect(fileName(answer)).toBe('annual-material-2025-2026.xlsx');
    const book = workbook(answer.rawPayload);
    expect(book.rows('Overview').find((row) => row[0]?.v === 'Period')![1]!.v).toBe('Years 2025 to 2026');
    expect(book.rows('Overview').find((row) => row[0]?.v === 'Materials')![1]!.v).toBe('All materials');
    const [header, ...rows] = book.rows('Annual Tonnage by Material');
    expect(header!.map((cell) => cell?.v)).toEqual(['Material', '2025', '2026', 'Total', 'Transactions', 'Average per transaction']);
    const totals = [...(report.material_totals as Json[])].sort((a, b) => b.total_tonnage - a.total_tonnage);
    expect(rows.map((row) => row[0]!.v)).toEqual([...totals.map((total) => asCell(total.material_name)), 'Total']);
    for (const [index, total] of totals.entries()) {
      const row = rows[index]!;
      expect(row[1]!.v).toBe(report.yearly_data['2025'][total.material_name]);
      expect(row[2]!.v).toBe(report.yearly_data['2026'][total.material_name]);
      expect(row[3]!.v).toBe(total.total_tonnage);
      expect(row[4]).toMatchObject({ t: 'n', v: total.total_transactions });
      expect(row[5]!.v).toBeCloseTo(total.total_tonnage / total.total_transactions, 9);
    }
    const transactions = totals.reduce((all, total) => all + total.total_transactions, 0);
    expect(rows.at(-1)![4]!.v).toBe(transactions);

    const pdf = await answerOf('/api/reports/annual-material/export.pdf?startYear=2025&endYear=2026');
    expect(fileName(pdf)).toBe('annual-material-2025-2026.pdf');
    const text = words(pdfText(pdf.rawPayload));
    expect(text).toContain('Annual Material Report');
    expect(text).toContain('Years 2025 to 2026');
    expect(text).toContain('Material 2025 2026 Total Transactions Average per transaction');
    const order = totals.map((total) => text.indexOf(firstWord(total.material_name)));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it.each([
    ['summary/export.xlsx?period=yesterday', 'Period must be one of today, week, month, all, custom'],
    ['trends/export.pdf?period=custom&startDate=2026-02-02&endDate=2026-02-01', 'Start date must not be after the end date'],
    ['monthly-material/export.xlsx?year=1999', 'Year must be between 2000 and 2027'],
    ['annual-material/export.pdf?startYear=2026&endYear=2025', 'Start year must not be after the end year'],
  ])('refuses %s with 400 and says why, as the report does', async (query, message) => {
    expect(await r.viewerRefusal(`/api/reports/${query}`)).toContain(message);
  });
});

/** Excel's day number of the time the site's clock shows at a moment. */
function excelDayAtSite(moment: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    .formatToParts(moment);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) / 86_400_000 + 25_569;
}

function formatDate(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** A row's key as its table shows it: a trend's day or month in words. */
function formatKey(field: string, value: unknown): string {
  if (field !== 'period') return String(value);
  const text = String(value);
  return /^\d{4}-\d{2}$/.test(text) ? new Date(`${text}-01T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' }) : formatDate(text);
}
