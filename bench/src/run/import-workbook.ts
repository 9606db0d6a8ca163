/**
 * The import figure's workbook: `rows` loads in the import template's columns, made with the library the
 * server reads it with, referring to the generated site's vehicles, materials, areas and stations.
 */
import { IMPORT_COLUMNS } from '@weighbridge/contract/import';
import { utils, write } from '@e965/xlsx';
import { seededRandom } from '../random.js';
import { repackZip } from './repack-zip.js';
import type { SiteInfo } from './site-info.js';

const FILLED = ['Load Date', 'Registration Number', 'Material', 'Loading Area', 'Polygon Code', 'Destination', 'Tare Weight (kg)', 'Gross Weight (kg)'];

export function importWorkbook(site: SiteInfo, rows: number, now: Date): Buffer {
  const random = seededRandom(42);
  // The columns the rows fill: the template's others may be left out, and 100,000 rows must stay under the
  // 10 MB upload limit.
  const header = IMPORT_COLUMNS.map((column) => column.name).filter((name) => FILLED.includes(name));
  const grid: unknown[][] = [header];
  const firstMs = now.getTime() - 60 * 86_400_000;
  for (let index = 0; index < rows; index += 1) {
    const at = new Date(firstMs + Math.floor((index / rows) * 59 * 86_400_000) + random.int(0, 3600) * 1000);
    const area = random.pick(site.areaPolygons);
    const tare = 12000 + random.int(0, 500) * 10;
    const gross = tare + 15000 + random.int(0, 900) * 10;
    const values: Record<string, unknown> = {
      // A date cell (a number with a date format), as Excel saves one: far smaller than a text per row.
      'Load Date': { t: 'n', v: Math.round((Math.floor(at.getTime() / 60_000) / 1440 + 25569) * 1e6) / 1e6, z: 'yyyy-mm-dd hh:mm' },
      'Registration Number': random.pick(site.registrations),
      Material: random.pick(site.materialNames),
      'Loading Area': area.name,
      'Polygon Code': area.codes.length ? random.pick(area.codes) : null,
      Destination: random.pick(site.stationNames),
      'Tare Weight (kg)': tare,
      'Gross Weight (kg)': gross,
    };
    grid.push(header.map((name) => values[name] ?? null));
  }
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(grid), 'Weighings');
  // Shared strings and zlib's deflate, as Excel writes a workbook: 100,000 rows stay under the 10 MB limit.
  return repackZip(write(workbook, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Buffer);
}
