/**
 * Hostile uploads the import tests throw at the server, built by the tests themselves: each is small to
 * send and would cost the server dearly (memory, a file read, a stored formula) if it were parsed naively.
 */
import { deflateRawSync } from 'node:zlib';
import { CFB, utils, write } from '@e965/xlsx';
import { IMPORT_MAX_BYTES } from '@weighbridge/contract/constants';
import { MAX_UNZIPPED_BYTES } from '@weighbridge/contract/import-refusals';
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

/** The parts of a workbook the reader writes, with the ones named in `replace` changed and those in `add` added. */
function withParts(workbook: Buffer, replace: Record<string, (xml: string) => string | Buffer>, add: { name: string; data: Buffer }[] = []): Buffer {
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
  return zipArchive([...files, ...add]);
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

/**
 * An OpenDocument spreadsheet holding `rows` (table:table-row elements) in its one table, zipped and sent
 * as a .xlsx: the Excel reader reads it by OpenDocument's rules, whatever its name.
 */
export function openDocumentSpreadsheet(rows: string): Buffer {
  const manifest =
    '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0">' +
    '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>' +
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>';
  const content =
    '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2">' +
    `<office:body><office:spreadsheet><table:table table:name="Weighings">${rows}</table:table></office:spreadsheet></office:body></office:document-content>`;
  return zipArchive([
    { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.spreadsheet') },
    { name: 'META-INF/manifest.xml', data: Buffer.from(manifest) },
    { name: 'content.xml', data: Buffer.from(content) },
    { name: 'styles.xml', data: Buffer.from('<?xml version="1.0" encoding="UTF-8"?><office:document-styles xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>') },
  ]);
}

/**
 * About 800 bytes that stand for 100 million cells: one row repeated 100,000 times, its one cell repeated
 * 1,000 times. The reader builds every one of them (4.5 GB) before a single row could be refused.
 */
export const openDocumentBomb = (): Buffer =>
  openDocumentSpreadsheet(
    '<table:table-row table:number-rows-repeated="100000"><table:table-cell table:number-columns-repeated="1000" office:value-type="float" office:value="1">' +
      '<text:p>1</text:p></table:table-cell></table:table-row>',
  );

/**
 * A .xlsx whose shared-strings part lists 15 million one-letter strings: 240 MB unpacked, within the
 * unpacked limit, from about 250 KB packed. Each string is an object of its own to the reader, several
 * GB in all: only the reader's own memory limit stops it.
 */
export function sharedStringsBomb(strings = 15_000_000): Buffer {
  const entry = '<si><t>a</t></si>';
  const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';
  return withParts(sharedStringsWorkbook(), {
    'xl/sharedStrings.xml': () => Buffer.concat([Buffer.from(head), Buffer.from(entry.repeat(strings)), Buffer.from('</sst>')]),
  });
}

/** A sheet written in UTF-16 (little-endian, with its byte order mark) that declares an entity with a lowercase <!doctype. */
export function utf16DoctypeWorkbook(): Buffer {
  const doctype = '<?xml version="1.0" encoding="UTF-16"?>\n<!doctype worksheet [<!ENTITY lol "lol">]>';
  return withParts(weighingsWorkbook([GOOD_ROW]), {
    'xl/worksheets/sheet1.xml': (xml) => Buffer.from(`\ufeff${xml.replace(XML_DECLARATION, doctype).replace('<v>Sand</v>', '<v>&lol;</v>')}`, 'utf16le'),
  });
}

/** A real .xlsx with an OpenDocument manifest added: the reader would read it as OpenDocument. */
export const excelWithOpenDocumentManifest = (): Buffer =>
  withParts(weighingsWorkbook([GOOD_ROW]), {}, [{ name: 'META-INF/manifest.xml', data: Buffer.from('<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"/>') }]);

/** A compound file such as Word writes, with no workbook stream in it. */
export function compoundFileWithoutWorkbook(): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/WordDocument', Buffer.alloc(512, 1));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}
