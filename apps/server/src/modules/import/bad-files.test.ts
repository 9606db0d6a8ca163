import { CFB } from '@e965/xlsx';
import { IMPORT_MAX_BYTES } from '@weighbridge/contract/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { MAX_DATA_ROWS, MAX_UNZIPPED_BYTES } from './limits.js';
import { dateCell, sheetWorkbook, uploadWorkbook, weighingsWorkbook, zipArchive } from './test-workbooks.js';

const goodRow = {
  'Load Date': dateCell('2026-02-10 07:30'),
  'Registration Number': 'BAD 1',
  Material: 'Sand',
  'Loading Area': 'Pit',
  'Tare Weight (kg)': 10000,
  'Gross Weight (kg)': 20000,
};

/** A password-protected .xlsx: an OLE2 file holding the encrypted package, as Excel saves it. */
function encryptedWorkbook(): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/EncryptionInfo', Buffer.concat([Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]), Buffer.alloc(120)]));
  CFB.utils.cfb_add(container, '/EncryptedPackage', Buffer.alloc(512, 7));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** A real workbook whose files say in the central directory that they are encrypted. */
function zipFlaggedEncrypted(): Buffer {
  const file = Buffer.from(weighingsWorkbook([goodRow]));
  for (let at = file.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; at = file.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)) {
    file.writeUInt16LE(file.readUInt16LE(at + 8) | 1, at + 8);
  }
  return file;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const zeros = Buffer.alloc(MAX_UNZIPPED_BYTES + 1024 * 1024);

describe.each(ENGINES)('bad import files on the %s engine', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await t.signInAs('admin');
  });
  afterAll(async () => t.close());

  const documentsAndVehicles = async () =>
    queryRows(t.database.db, sql`select (select count(*) from scale_documents)::int as documents, (select count(*) from vehicles)::int as vehicles`);

  it.each<[string, () => Buffer, string, number, string | RegExp]>([
    ['a name that is not .xls or .xlsx', () => weighingsWorkbook([goodRow]), 'history.csv', 400, 'Please select a valid Excel file (.xls or .xlsx)'],
    ['a picture named .xlsx', () => PNG, 'photo.xlsx', 400, 'The file is not an Excel workbook, whatever its name says. Please select a valid Excel file (.xls or .xlsx)'],
    ['an empty file', () => Buffer.alloc(0), 'empty.xlsx', 400, 'The file is empty'],
    ['a file over 10 MB', () => Buffer.alloc(IMPORT_MAX_BYTES + 1, 1), 'huge.xlsx', 413, 'The file is larger than 10MB'],
    ['a zip bomb that says how large it is', () => zipArchive([{ name: 'xl/worksheets/sheet1.xml', data: zeros }]), 'bomb.xlsx', 413, /^The workbook unpacks to more than 256 MB/],
    ['a zip bomb that lies about its size', () => zipArchive([{ name: 'xl/worksheets/sheet1.xml', data: zeros, declaredSize: 1000 }]), 'liar.xlsx', 413, /^The workbook unpacks to more than 256 MB/],
    ['a truncated workbook', () => weighingsWorkbook([goodRow]).subarray(0, 3000), 'cut.xlsx', 400, 'The workbook could not be read: the file is damaged or incomplete'],
    ['a zip that is no workbook', () => zipArchive([{ name: 'readme.txt', data: Buffer.from('hello') }]), 'other.xlsx', 400, 'The workbook could not be read: the file is damaged or incomplete'],
    ['a password-protected workbook', encryptedWorkbook, 'secret.xlsx', 400, /^The workbook is password-protected/],
    ['a zip with encrypted files', zipFlaggedEncrypted, 'locked.xlsx', 400, /^The workbook is password-protected/],
    [
      'a sheet without required columns',
      () => sheetWorkbook([['Registration Number', 'material', 'Tare Weight (kg)'], ['KR 1', 'Sand', 1000]]),
      'columns.xlsx',
      400,
      'The first sheet is missing the required columns: Load Date, Material, Loading Area, Gross Weight (kg) (column names are case-sensitive)',
    ],
    ['an empty sheet', () => sheetWorkbook([]), 'blank.xlsx', 400, 'The first sheet is empty'],
    ['a sheet with only its header', () => weighingsWorkbook([]), 'header.xls', 400, 'The first sheet has a header row but no rows below it'],
    ['too many rows', () => sheetWorkbook(Array.from({ length: MAX_DATA_ROWS + 2 }, (_, index) => [index])), 'rows.xlsx', 413, /^The sheet has more than 200,000 rows/],
  ])('refuses %s and changes nothing', async (_case, build, fileName, status, message) => {
    const before = await documentsAndVehicles();
    const answer = await uploadWorkbook(t, admin, fileName, build());
    expect(answer.statusCode).toBe(status);
    expect(answer.json().error).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(await documentsAndVehicles()).toEqual(before);
  });

  it('refuses a request without the file field', async () => {
    const answer = await uploadWorkbook(t, admin, 'history.xlsx', weighingsWorkbook([goodRow]), { field: 'upload' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('No file was uploaded: send the workbook in the form field "file"');
    const json = await t.call('POST', '/api/import/excel', { token: admin, body: { file: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it('reads a formula as the value Excel saved with it', async () => {
    const header = ['Load Date', 'Registration Number', 'Material', 'Loading Area', 'Tare Weight (kg)', 'Gross Weight (kg)', 'Net Weight (kg)'];
    const row = [dateCell('2026-02-11 07:30'), 'FORMULA 1', 'Sand', 'Pit', 10000, 25000, { t: 'n', f: 'F2-E2', v: 15000 }];
    const answer = (await uploadWorkbook(t, admin, 'formula.xlsx', sheetWorkbook([header, row]))).json();
    expect(answer.stats).toMatchObject({ successfulImports: 1, errors: 0 });
  });
});
