/**
 * Formulas never run on the server: an imported formula is taken as the value Excel saved with it, or
 * as nothing when it has none, and text that starts like a formula is kept as text. The template the
 * server writes holds no formula and no text a spreadsheet would take for one.
 */
import { read } from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { sharedTestApp } from '../../test/shared-app.js';
import { importTemplate } from './template.js';
import { dateCell, uploadWorkbook, weighingsWorkbook } from './test-workbooks.js';

const DDE = "=cmd|' /C calc'!A0";

describe('the import template', () => {
  it('holds no formula and no text that would start one', async () => {
    const workbook = read(await importTemplate(), { type: 'buffer', cellFormula: true, dense: true });
    const cells = (workbook.Sheets[workbook.SheetNames[0]!]!['!data'] as { t: string; v: unknown; f?: string }[][]).flat();
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.filter((cell) => cell.f !== undefined)).toEqual([]);
    expect(cells.filter((cell) => cell.t === 's' && /^[=+\-@\t\r]/.test(String(cell.v)))).toEqual([]);
  });
});

describe.each(ENGINES)('formulas in an imported workbook on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let admin: string;
  beforeAll(async () => {
    admin = await t.signInAs('admin');
  });

  it('are read as the values saved with them, never evaluated, and formula-like text stays text', async () => {
    const row = (registration: string, extra: Record<string, unknown>) => ({
      'Load Date': dateCell('2026-02-10 07:30'),
      'Registration Number': registration,
      Material: 'Sand',
      'Loading Area': 'Pit',
      'Tare Weight (kg)': 10000,
      'Gross Weight (kg)': 20000,
      ...extra,
    });
    const file = weighingsWorkbook([
      // A formula with its saved value: the value is imported, the link is not.
      row('FX 1', { Material: { t: 's', f: 'HYPERLINK("http://evil.example/steal","Sand")', v: 'Sand' }, 'Tare Weight (kg)': { t: 'n', f: '5000*2', v: 10000 } }),
      // Formulas without a saved value: had the server worked them out, the row would import with 20000 kg.
      row('FX 2', { 'Gross Weight (kg)': { t: 'n', f: '10000+10000' }, Notes: { t: 's', f: DDE.slice(1) } }),
      // Text a spreadsheet would take for a formula is stored as it was typed.
      row('=1+1', { Material: '@SUM(A1:A9)', 'Loading Area': '+Pit', 'Driver Name': '-Janez Novak', Notes: DDE }),
    ]);
    const answer = await uploadWorkbook(t, admin, 'formulas.xlsx', file);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().stats).toMatchObject({ successfulImports: 2, errors: 1, errorDetails: [{ row: 3, error: expect.stringContaining('Gross Weight (kg) is required') }] });

    const documents = (await t.call('GET', '/api/scale-documents?limit=200', { token: admin })).json().data as Record<string, unknown>[];
    const byVehicle = Object.fromEntries(documents.map((document) => [document.registration_number, document]));
    expect(Object.keys(byVehicle).sort()).toEqual(['=1+1', 'FX 1']);
    expect(byVehicle['FX 1']).toMatchObject({ material_name: 'Sand', vehicle_empty_weight_kg: 10000, notes: null });
    expect(byVehicle['=1+1']).toMatchObject({ material_name: '@SUM(A1:A9)', driver_name: '-Janez', notes: DDE });
    const areas = (await t.call('GET', '/api/loading-areas', { token: admin })).json().data as { area_name: string }[];
    expect(areas.map((area) => area.area_name).sort()).toEqual(['+Pit', 'Pit']);
  });
});
