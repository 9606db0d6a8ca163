/**
 * Hostile uploads the import tests throw at the server, built by the tests themselves: each is small to
 * send and would cost the server dearly (memory, a file read, a stored formula) if it were parsed naively.
 */
import { deflateRawSync } from 'node:zlib';
import { CFB, utils, write } from '@e965/xlsx';
import { IMPORT_MAX_BYTES } from '@weighbridge/contract/constants';
import { MAX_UNZIPPED_BYTES } from './limits.js';
import { dateCell, weighingsWorkbook, zipArchive } from './test-workbooks.js';

export const GOOD_ROW = {
  'Load Date': dateCell('2026-02-10 07:30'),
  'Registration Number': 'BAD 1',
  Material: 'Sand',
  'Loading Area': 'Pit',
  'Tare Weight (kg)': 10000,
  'Gross Weight (kg)': 20000,
};

/** One more than the rows Excel allows in a sheet (1,048,576). */
export const EXCEL_ROWS_PLUS_ONE = 1_048_577;

export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

/** A password-protected .xlsx: an OLE2 file holding the encrypted package, as Excel saves it. */
export function encryptedWorkbook(): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/EncryptionInfo', Buffer.concat([Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]), Buffer.alloc(120)]));
  CFB.utils.cfb_add(container, '/EncryptedPackage', Buffer.alloc(512, 7));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** A real workbook whose files say in the central directory that they are encrypted. */
export function zipFlaggedEncrypted(): Buffer {
  const file = Buffer.from(weighingsWorkbook([GOOD_ROW]));
  const central = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = file.indexOf(central); at >= 0; at = file.indexOf(central, at + 4)) file.writeUInt16LE(file.readUInt16LE(at + 8) | 1, at + 8);
  return file;
}

export const truncatedWorkbook = (): Buffer => weighingsWorkbook([GOOD_ROW]).subarray(0, 3000);

export const overTenMegabytes = (): Buffer => Buffer.alloc(IMPORT_MAX_BYTES + 1, 1);

/** One file of zeros just past the unpacked limit that declares a size of 1000 bytes (about 260 KB packed). */
export const lyingZipBomb = (): Buffer =>
  zipArchive([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(MAX_UNZIPPED_BYTES + 1024 * 1024), declaredSize: 1000 }]);

/**
 * A few KB that unpack to 3 GB: 200 directory entries all point at the same 16 MB of packed zeros
 * (the overlapping-files zip bomb), each declaring only 1000 bytes.
 */
export function overlappingZipBomb(entries = 200): Buffer {
  const kernel = deflateRawSync(Buffer.alloc(16 * 1024 * 1024), { level: 9 });
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(kernel.length, 18);
  local.writeUInt32LE(1000, 22);
  const centrals = Array.from({ length: entries }, (_, index) => {
    const name = Buffer.from(`xl/worksheets/sheet${index + 1}.xml`);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(kernel.length, 20);
    central.writeUInt32LE(1000, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(0, 42);
    return Buffer.concat([central, name]);
  });
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(local.length + kernel.length, 16);
  return Buffer.concat([local, kernel, directory, end]);
}

/** The parts of a workbook the reader writes, with the ones named in `replace` changed. */
function withParts(workbook: Buffer, replace: Record<string, (xml: string) => string | Buffer>): Buffer {
  const container = CFB.read(workbook, { type: 'buffer' });
  const files = container.FileIndex.flatMap((entry: { type: number; content: unknown }, index: number) => {
    const name = container.FullPaths[index]!.replace(/^[^/]*\//, '');
    // The writer's own marker entry is not part of the workbook.
    if (entry.type !== 2 || name.includes('Sh33tJ5')) return [];
    const content = Buffer.from(entry.content as Uint8Array);
    const edit = replace[name];
    const edited = edit ? edit(content.toString('utf8')) : content;
    return [{ name, data: typeof edited === 'string' ? Buffer.from(edited) : edited }];
  });
  return zipArchive(files);
}

/** A weighings workbook whose strings are in the shared-strings part, as Excel writes them. */
function sharedStringsWorkbook(): Buffer {
  const workbook = utils.book_new();
  const header = Object.keys(GOOD_ROW);
  utils.book_append_sheet(workbook, utils.aoa_to_sheet([header, Object.values(GOOD_ROW)]), 'Weighings');
  return write(workbook, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Buffer;
}

const XML_DECLARATION = /^<\?xml[^>]*\?>/;

/** "Billion laughs": ten entities of ten times the one before, 3 GB of text if a parser expanded them. */
export function entityExpansionWorkbook(): Buffer {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let level = 1; level <= 9; level += 1) entities.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`);
  const doctype = `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE worksheet [${entities.join('')}]>`;
  return withParts(weighingsWorkbook([GOOD_ROW]), {
    'xl/worksheets/sheet1.xml': (xml) => xml.replace(XML_DECLARATION, doctype).replace('<v>Sand</v>', '<v>&lol9;</v>'),
  });
}

/** A shared string that names /etc/passwd as an external entity: a parser that fetched it would store the file. */
export function externalEntityWorkbook(): Buffer {
  const doctype = '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE sst [<!ENTITY passwd SYSTEM "file:///etc/passwd">]>';
  return withParts(sharedStringsWorkbook(), {
    'xl/sharedStrings.xml': (xml) => xml.replace(XML_DECLARATION, doctype).replace('<t>Sand</t>', '<t>&passwd;</t>'),
  });
}

/**
 * A sheet of 1,048,577 rows of one number each, after the weighings header: about 30 MB of sheet XML that
 * packs to well under the 10 MB upload limit.
 */
export function tooManyRowsWorkbook(rows = EXCEL_ROWS_PLUS_ONE): Buffer {
  return withParts(weighingsWorkbook([GOOD_ROW]), {
    'xl/worksheets/sheet1.xml': (xml) => {
      const start = xml.indexOf('<row r="2">');
      const end = xml.indexOf('</sheetData>');
      const chunks = [Buffer.from(xml.slice(0, start).replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="A1:P${rows}"/>`))];
      for (let row = 2; row <= rows; row += 1) chunks.push(Buffer.from(`<row r="${row}"><c r="K${row}"><v>1</v></c></row>`));
      chunks.push(Buffer.from(xml.slice(end)));
      return Buffer.concat(chunks);
    },
  });
}
