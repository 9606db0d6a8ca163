/**
 * The import figure's workbook: `rows` loads in the import template's columns, made with the library the
 * server reads it with, referring to the generated site's vehicles, materials, areas and stations.
 */
import { IMPORT_COLUMNS } from '@weighbridge/contract/import';
import { utils, write } from '@e965/xlsx';
import { seededRandom } from '../random.js';
import type { SiteInfo } from './site-info.js';

export function importWorkbook(site: SiteInfo, rows: number, now: Date): Buffer {
  const random = seededRandom(42);
  const header = IMPORT_COLUMNS.map((column) => column.name);
  const grid: unknown[][] = [header];
  const firstMs = now.getTime() - 60 * 86_400_000;
  for (let index = 0; index < rows; index += 1) {
    const at = new Date(firstMs + Math.floor((index / rows) * 59 * 86_400_000) + random.int(0, 3600) * 1000);
    const area = random.pick(site.areaPolygons);
    const tare = 12000 + random.int(0, 500) * 10;
    const gross = tare + 15000 + random.int(0, 900) * 10;
    const values: Record<string, unknown> = {
      'Load Date': `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 16)}`,
      'Registration Number': random.pick(site.registrations),
      Material: random.pick(site.materialNames),
      'Loading Area': area.name,
      'Polygon Code': area.codes.length ? random.pick(area.codes) : null,
      Destination: random.pick(site.stationNames),
      'Tare Weight (kg)': tare,
      'Gross Weight (kg)': gross,
      'Net Weight (kg)': gross - tare,
      'Operator Name': 'Archive import',
    };
    grid.push(header.map((name) => values[name] ?? null));
  }
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(grid), 'Weighings');
  return write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
