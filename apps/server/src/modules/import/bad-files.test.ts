import { Readable } from 'node:stream';
import { utils, write } from '@e965/xlsx';
import { IMPORT_MAX_BYTES } from '@weighbridge/contract/constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { sharedTestApp } from '../../test/shared-app.js';
import { MAX_DATA_ROWS, MAX_UNZIPPED_BYTES } from '@weighbridge/contract/import-refusals';
import {
  compoundFileWithoutWorkbook,
  encryptedWorkbook,
  excelWithOpenDocumentManifest,
  openDocumentBomb,
  openDocumentSpreadsheet,
  utf16DoctypeWorkbook,
  entityExpansionWorkbook,
  externalEntityWorkbook,
  GOOD_ROW,
  lyingZipBomb,
  overlappingZipBomb,
  overTenMegabytes,
  PNG,
  tooManyRowsWorkbook,
  truncatedWorkbook,
  zipFlaggedEncrypted,
} from './hostile-workbooks.js';
import { dateCell, sheetWorkbook, uploadWorkbook, weighingsWorkbook, zipArchive } from './test-workbooks.js';
import { WORKBOOK_ERRORS } from '@weighbridge/contract/import-refusals';

const zeros = Buffer.alloc(MAX_UNZIPPED_BYTES + 1024 * 1024);

/** Past the check of an only sheet's rows: the reader's own row limit refuses it. */
function tooManyRowsOfTwoSheets(): Buffer {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(Array.from({ length: MAX_DATA_ROWS + 2 }, (_, index) => [index])), 'Weighings');
  utils.book_append_sheet(workbook, utils.aoa_to_sheet([['Notes']]), 'Notes');
  return write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const XML_ENTITIES = 'The workbook declares XML entities, which a spreadsheet file may not contain: open it in Excel, save it and upload it again';

describe.each(ENGINES)('bad import files on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let admin: string;
  beforeAll(async () => {
    admin = await t.signInAs('admin');
  });

  const documentsAndVehicles = async () =>
    queryRows(t.database.db, sql`select (select count(*) from scale_documents)::int as documents, (select count(*) from vehicles)::int as vehicles`);

  it.each<[string, () => Buffer, string, number, string | RegExp]>([
    ['a name that is not .xls or .xlsx', () => weighingsWorkbook([GOOD_ROW]), 'history.csv', 400, 'Please select a valid Excel file (.xls or .xlsx)'],
    ['a picture named .xlsx', () => PNG, 'photo.xlsx', 400, 'The file is not an Excel workbook, whatever its name says. Please select a valid Excel file (.xls or .xlsx)'],
    ['an empty file', () => Buffer.alloc(0), 'empty.xlsx', 400, 'The file is empty'],
    ['a file of 10 MB and one byte', overTenMegabytes, 'huge.xlsx', 413, 'The file is larger than 10MB'],
    ['a zip bomb that says how large it is', () => zipArchive([{ name: 'xl/worksheets/sheet1.xml', data: zeros }]), 'bomb.xlsx', 413, /^The workbook unpacks to more than 256 MB/],
    ['a zip bomb that lies about its size', lyingZipBomb, 'liar.xlsx', 413, /^The workbook unpacks to more than 256 MB/],
    ['a zip bomb of a few KB whose files overlap to 3 GB', () => overlappingZipBomb(), 'overlap.xlsx', 413, /^The workbook unpacks to more than 256 MB/],
    ['XML entity expansion (billion laughs) in the sheet', entityExpansionWorkbook, 'laughs.xlsx', 400, XML_ENTITIES],
    ['an external entity naming /etc/passwd in the shared strings', externalEntityWorkbook, 'passwd.xlsx', 400, XML_ENTITIES],
    ['a truncated workbook', truncatedWorkbook, 'cut.xlsx', 400, 'The workbook could not be read: the file is damaged or incomplete'],
    ['a zip that is no workbook', () => zipArchive([{ name: 'readme.txt', data: Buffer.from('hello') }]), 'other.xlsx', 400, WORKBOOK_ERRORS.notExcelPackage],
    [
      'an OpenDocument spreadsheet named .xlsx',
      () => openDocumentSpreadsheet('<table:table-row><table:table-cell office:value-type="string"><text:p>Load Date</text:p></table:table-cell></table:table-row>'),
      'calc.xlsx',
      400,
      WORKBOOK_ERRORS.notExcelPackage,
    ],
    ['an Excel package that also holds an OpenDocument manifest', excelWithOpenDocumentManifest, 'both.xlsx', 400, WORKBOOK_ERRORS.notExcelPackage],
    ['a compound file with no Excel workbook in it', compoundFileWithoutWorkbook, 'letter.xls', 400, WORKBOOK_ERRORS.notExcelPackage],
    ['an OpenDocument sheet of 100 million repeated cells in a few hundred bytes', openDocumentBomb, 'repeats.xlsx', 413, WORKBOOK_ERRORS.tooManyCells],
    ['a UTF-16 sheet that declares an entity with a lowercase <!doctype', utf16DoctypeWorkbook, 'utf16.xlsx', 400, XML_ENTITIES],
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
    ['too many rows in the only sheet', () => sheetWorkbook(Array.from({ length: MAX_DATA_ROWS + 2 }, (_, index) => [index])), 'rows.xlsx', 413, /^The sheet has more than 200,000 rows/],
    ['too many rows in the first of two sheets', tooManyRowsOfTwoSheets, 'two-sheets.xlsx', 413, /^The sheet has more than 200,000 rows/],
    ['1,048,577 rows, one more than Excel allows', () => tooManyRowsWorkbook(), 'excel-max.xlsx', 413, /^The sheet has more than 200,000 rows/],
  ])('refuses %s and changes nothing', async (_case, build, fileName, status, message) => {
    const before = await documentsAndVehicles();
    const answer = await uploadWorkbook(t, admin, fileName, build());
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ error: typeof message === 'string' ? message : expect.stringMatching(message), code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' });
    expect(await documentsAndVehicles()).toEqual(before);
  });

  it('refuses a request without the file field', async () => {
    const answer = await uploadWorkbook(t, admin, 'history.xlsx', weighingsWorkbook([GOOD_ROW]), { field: 'upload' });
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

describe.each(ENGINES)('an upload whose byte past 10 MB arrives on its own on the %s engine', (engine) => {
  const t = sharedTestApp(engine);

  it('is refused as too large, not read as the first 10 MB of the file', async () => {
    const admin = await t.signInAs('admin');
    const boundary = '----weighbridge-split-upload';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="split.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const tenMegabytes = Buffer.concat([weighingsWorkbook([GOOD_ROW]), Buffer.alloc(IMPORT_MAX_BYTES)]).subarray(0, IMPORT_MAX_BYTES);
    // The server reads the first 10 MB before the last byte and the closing boundary are sent.
    const body = Readable.from(
      (async function* () {
        yield Buffer.concat([Buffer.from(head), tenMegabytes]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        yield Buffer.from(`!\r\n--${boundary}--\r\n`);
      })(),
    );
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/import/excel',
      headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ error: 'The file is larger than 10MB', code: 'PAYLOAD_TOO_LARGE' });
  });
});
