/** Workbooks and uploads the import tests build, with the same library the server reads them with. */
import { crc32, deflateRawSync } from 'node:zlib';
import { IMPORT_COLUMNS } from '@weighbridge/contract/import';
import { type CellObject, utils, write } from '@e965/xlsx';
import type { TestApp } from '../../test/test-app.js';

export type BookType = 'xlsx' | 'biff8';

/** A header row of every column and data rows given by column name; a value left out is an empty cell. */
export function weighingsWorkbook(rows: Record<string, unknown>[], bookType: BookType = 'xlsx', header = IMPORT_COLUMNS.map((column) => column.name)): Buffer {
  return sheetWorkbook([header, ...rows.map((row) => header.map((name) => row[name] ?? null))], bookType);
}

export function sheetWorkbook(grid: unknown[][], bookType: BookType = 'xlsx'): Buffer {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(grid), 'Weighings');
  return write(workbook, { type: 'buffer', bookType }) as Buffer;
}

/** An Excel date cell showing this wall-clock time, e.g. dateCell('2025-03-04 07:30'). */
export function dateCell(text: string): CellObject {
  const [day, time = '00:00'] = text.split(' ');
  const [hour, minute] = time.split(':').map(Number);
  const ms = Date.parse(`${day}T00:00:00Z`) + (hour! * 60 + minute!) * 60_000;
  return { t: 'n', v: ms / 86_400_000 + 25569, z: 'yyyy-mm-dd hh:mm' };
}

/** A zip archive of deflated files, as Excel packs a workbook; `declaredSize` lets a file lie about its unpacked size. */
export function zipArchive(files: { name: string; data: Buffer; declaredSize?: number; encrypted?: boolean }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name);
    const packed = deflateRawSync(file.data);
    const size = file.declaredSize ?? file.data.length;
    const flags = file.encrypted ? 1 : 0;
    const crc = crc32(file.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** POST /api/import/excel with the file in the multipart field `file`. */
export function uploadWorkbook(t: TestApp, token: string, fileName: string, content: Buffer, options: { dryRun?: boolean; field?: string } = {}) {
  const boundary = '----weighbridge-import-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return t.app.inject({
    method: 'POST',
    url: `/api/import/excel${options.dryRun ? '?dryRun=true' : ''}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, content, tail]),
  });
}
