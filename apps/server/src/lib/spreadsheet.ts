/**
 * The one writer of every spreadsheet the server produces: the import template, the documents' export and
 * the reports' exports. It writes an .xlsx (a ZIP of XML parts) as a stream: rows are pulled from their
 * source only as fast as the reader takes the file, so a million rows cost no more memory than ten.
 *
 * Text starting with = + - @, a tab or a carriage return is what a spreadsheet takes for a formula once the
 * file is saved as CSV or the cell is edited, so such text is neutralised by the OWASP CSV-injection rule: a
 * leading apostrophe, in a string cell. No cell is ever written with a formula. Numbers stay numbers: a
 * negative weight is a number, not text.
 */
import { Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { siteClockAsUtc } from './site-time.js';

/** A number shown with an Excel number format, e.g. a date as its day number with 'yyyy-mm-dd hh:mm'. */
export type FormattedNumber = { t: 'n'; v: number; z: string };
export type SheetValue = string | number | FormattedNumber | null;
export type SheetRow = readonly SheetValue[];

export type SheetColumn = {
  header: string;
  /** Width in characters. */
  width?: number;
  /** Excel number format of the column's numbers, e.g. '#,##0.00' or 'yyyy-mm-dd hh:mm'. */
  format?: string;
};

export type Sheet = {
  /** At most 31 characters, none of []:*?/\ (Excel's rule); longer names are cut. */
  name: string;
  columns: readonly SheetColumn[];
  rows: Iterable<SheetRow> | AsyncIterable<SheetRow>;
};

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as it is safe to write into a cell: with an apostrophe in front if it would start a formula. */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Days since 1899-12-30, Excel's day number, of a wall-clock time given as if it were UTC. */
export function excelDayNumber(wallClockAsUtc: Date): number {
  return wallClockAsUtc.getTime() / 86_400_000 + 25_569;
}

/** A moment as a date cell showing the site's clock (a spreadsheet knows no time zone). */
export function siteDateCell(moment: Date, timeZone: string, format = 'yyyy-mm-dd hh:mm'): FormattedNumber {
  return { t: 'n', v: excelDayNumber(siteClockAsUtc(moment, timeZone)), z: format };
}

// Characters XML 1.0 cannot hold at all; a control character in a note is dropped rather than break the file.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const xml = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => XML_ESCAPES[c]!);

/** Column letters of a zero-based index: 0 A, 25 Z, 26 AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Style indexes: 0 plain, 1 the bold header; each number format gets its own from 2 on. */
class Styles {
  private readonly formats = new Map<string, number>();

  of(format: string | undefined): number {
    if (!format || format === 'General') return 0;
    let index = this.formats.get(format);
    if (index === undefined) {
      index = this.formats.size + 2;
      this.formats.set(format, index);
    }
    return index;
  }

  xml(): string {
    const formats = [...this.formats.keys()];
    const numFmts = formats.map((format, i) => `<numFmt numFmtId="${164 + i}" formatCode="${xml(format)}"/>`).join('');
    const xfs = formats.map((_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join('');
    return (
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
      (formats.length ? `<numFmts count="${formats.length}">${numFmts}</numFmts>` : '') +
      `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
      `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
      `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
      `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
      `<cellXfs count="${formats.length + 2}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
      `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${xfs}</cellXfs>` +
      `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`
    );
  }
}

function cellXml(ref: string, value: SheetValue, columnStyle: number, styles: Styles): string {
  if (value === null) return '';
  if (typeof value === 'string') {
    return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xml(spreadsheetText(value))}</t></is></c>`;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return `<c r="${ref}" t="inlineStr"><is><t>${String(value)}</t></is></c>`;
    return `<c r="${ref}"${columnStyle ? ` s="${columnStyle}"` : ''}><v>${value}</v></c>`;
  }
  return `<c r="${ref}" s="${styles.of(value.z)}"><v>${value.v}</v></c>`;
}

function rowXml(index: number, row: SheetRow, columnStyles: readonly number[], styles: Styles): string {
  const cells = row.map((value, column) => cellXml(`${columnLetters(column)}${index}`, value, columnStyles[column] ?? 0, styles)).join('');
  return `<row r="${index}">${cells}</row>`;
}

function sheetStart(columns: readonly SheetColumn[]): string {
  const widths = columns.map((column, i) => (column.width ? `<col min="${i + 1}" max="${i + 1}" width="${column.width}" customWidth="1"/>` : '')).join('');
  const header = columns
    .map((column, i) => `<c r="${columnLetters(i)}1" t="inlineStr" s="1"><is><t xml:space="preserve">${xml(spreadsheetText(column.header))}</t></is></c>`)
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
    // The header row stays in view while the rows scroll.
    `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    (widths ? `<cols>${widths}</cols>` : '') +
    `<sheetData><row r="1">${header}</row>`
  );
}

const SHEET_END = '</sheetData></worksheet>';

/** Excel's rule for sheet names, and unique within the workbook. */
function sheetNames(sheets: readonly Sheet[]): string[] {
  const used = new Set<string>();
  return sheets.map((sheet, i) => {
    let name = sheet.name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || `Sheet${i + 1}`;
    if (used.has(name.toLowerCase())) name = `${name.slice(0, 27)} (${i + 1})`;
    used.add(name.toLowerCase());
    return name;
  });
}

function packageParts(names: readonly string[], styles: Styles): [string, string][] {
  const sheetTypes = names
    .map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)
    .join('');
  const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return [
    [
      '[Content_Types].xml',
      `${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sheetTypes}</Types>`,
    ],
    [
      '_rels/.rels',
      `${head}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${head}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${rel}"><sheets>` +
        names.map((name, i) => `<sheet name="${xml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
        `</sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${head}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        names.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${rel}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('') +
        `<Relationship Id="rId${names.length + 1}" Type="${rel}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', styles.xml()],
  ];
}

/** Rows are turned into XML and compressed this many at a time, between reads of the source. */
const ROWS_PER_CHUNK = 500;

async function* xlsxChunks(sheets: readonly Sheet[]): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  // The deflate streams are synchronous: each push hands its compressed bytes to this callback at once.
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else out.push(data);
  });
  const flush = () => {
    if (failure) throw failure;
    return out.splice(0);
  };
  const styles = new Styles();
  const names = sheetNames(sheets);
  for (const [i, sheet] of sheets.entries()) {
    const file = new ZipDeflate(`xl/worksheets/sheet${i + 1}.xml`, { level: 6 });
    zip.add(file);
    const columnStyles = sheet.columns.map((column) => styles.of(column.format));
    file.push(strToU8(sheetStart(sheet.columns)));
    let rowIndex = 1;
    let batch: string[] = [];
    for await (const row of sheet.rows) {
      rowIndex += 1;
      batch.push(rowXml(rowIndex, row, columnStyles, styles));
      if (batch.length === ROWS_PER_CHUNK) {
        file.push(strToU8(batch.join('')));
        batch = [];
        yield* flush();
      }
    }
    file.push(strToU8(batch.join('') + SHEET_END), true);
    yield* flush();
  }
  for (const [name, content] of packageParts(names, styles)) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(content), true);
  }
  zip.end();
  yield* flush();
}

/** The workbook as a stream of bytes, each sheet's rows read from its source as the stream is read. */
export function xlsxStream(sheets: readonly Sheet[]): Readable {
  return Readable.from(xlsxChunks(sheets), { objectMode: false });
}

/** The whole workbook in memory: for files of a few rows, such as the import template. */
export async function xlsxBuffer(sheets: readonly Sheet[]): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of xlsxChunks(sheets)) parts.push(chunk);
  return Buffer.concat(parts);
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
