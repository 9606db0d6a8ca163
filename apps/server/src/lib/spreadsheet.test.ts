import { CFB, read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { columnLetters, type SheetRow, spreadsheetText, xlsxBuffer, xlsxStream } from './spreadsheet.js';

/** Text a spreadsheet would take for a formula, as a vehicle, driver or note could hold it. */
const HOSTILE = ['=1+1', '+1+1', '-1+1', '@SUM(A1:A9)', '\t=1+1', '\r=1+1', "=cmd|' /C calc'!A0", '=HYPERLINK("http://evil.example","Click")'];
const HARMLESS = ['KR 123 AB', 'Gravel 16/32', "O'Brien", ' =leading space', 'a=b', ''];

/** Each cell of the first sheet as read back by the same library, formulas included. */
function readBack(file: Buffer) {
  const workbook = read(file, { type: 'buffer', cellFormula: true, dense: true });
  const sheet = workbook.Sheets[workbook.SheetNames[0]!]!;
  return { cells: ((sheet['!data'] ?? []) as ({ t: string; v: unknown; f?: string } | undefined)[][]).flat(), csv: utils.sheet_to_csv(sheet) };
}

function sheetXml(file: Buffer): string {
  const container = CFB.read(file, { type: 'buffer' });
  const index = container.FullPaths.findIndex((name: string) => name.endsWith('xl/worksheets/sheet1.xml'));
  return Buffer.from(container.FileIndex[index]!.content as Uint8Array).toString('utf8');
}

describe('the spreadsheet writer', async () => {
  const file = await xlsxBuffer([
    {
      name: 'Documents',
      columns: [{ header: 'Text' }, { header: 'Weight (kg)', format: '#,##0.00' }],
      rows: [
        ...HOSTILE.map((text) => [text, -5]),
        ...HARMLESS.map((text) => [text, 12000.5]),
        ['Load date', { t: 'n' as const, v: 45720.3125, z: 'yyyy-mm-dd hh:mm' }],
      ],
    },
  ]);
  const { cells, csv } = readBack(file);

  it('writes no cell as a formula, whatever the text', () => {
    expect(cells.filter((cell) => cell?.f !== undefined)).toEqual([]);
    expect(sheetXml(file)).not.toMatch(/<f[ >]/);
  });

  it('writes text that would start a formula behind an apostrophe, in a string cell, still readable', () => {
    for (const text of HOSTILE) expect(cells).toContainEqual(expect.objectContaining({ t: 's', v: `'${text}` }));
  });

  it('leaves other text as it is', () => {
    for (const text of HARMLESS.filter(Boolean)) expect(cells).toContainEqual(expect.objectContaining({ t: 's', v: text }));
  });

  it('keeps negative and decimal weights and dates as numbers', () => {
    expect(cells.filter((cell) => cell?.t === 'n').map((cell) => cell!.v)).toEqual([...HOSTILE.map(() => -5), ...HARMLESS.map(() => 12000.5), 45720.3125]);
  });

  it('gives a CSV saved from the file no text field that starts a formula', () => {
    const fields = csv.split('\n').flatMap((line) => line.split(',')).map((field) => field.replace(/^"/, ''));
    const texts = fields.filter((field) => !/^-?\d+(\.\d+)?$/.test(field));
    expect(texts.filter((field) => /^[=+\-@\t\r]/.test(field))).toEqual([]);
  });

  it('neutralises only text that starts with = + - @, a tab or a carriage return', () => {
    expect(HOSTILE.map(spreadsheetText)).toEqual(HOSTILE.map((text) => `'${text}`));
    expect(HARMLESS.map(spreadsheetText)).toEqual(HARMLESS);
  });
});

describe('the spreadsheet writer, streamed', () => {
  it('names columns as Excel does', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes several sheets, headers first, numbers with their column format, and every row of a long source', async () => {
    async function* rows(): AsyncGenerator<SheetRow> {
      for (let i = 1; i <= 2_345; i += 1) yield [`SD-2026-${String(i).padStart(6, '0')}`, i * 10.5, null, 'Ščž <&> "Ő"'];
    }
    const file = await xlsxBuffer([
      { name: 'Documents', columns: [{ header: 'Number' }, { header: 'Net (kg)', format: '#,##0.00', width: 12 }, { header: 'Empty' }, { header: 'Text' }], rows: rows() },
      { name: 'Totals: [all]', columns: [{ header: 'Material' }, { header: 'Tons' }], rows: [['Gravel', 1.5]] },
    ]);
    const workbook = read(file, { type: 'buffer', cellNF: true });
    expect(workbook.SheetNames).toEqual(['Documents', 'Totals   all']);
    const table = utils.sheet_to_json<unknown[]>(workbook.Sheets.Documents!, { header: 1, raw: true });
    expect(table).toHaveLength(2_346);
    expect(table[0]).toEqual(['Number', 'Net (kg)', 'Empty', 'Text']);
    expect(table[2_345]).toEqual(['SD-2026-002345', 24_622.5, undefined, 'Ščž <&> "Ő"']);
    expect(workbook.Sheets.Documents!.B2).toMatchObject({ t: 'n', v: 10.5, z: '#,##0.00' });
    expect(utils.sheet_to_json<unknown[]>(workbook.Sheets['Totals   all']!, { header: 1 })).toEqual([['Material', 'Tons'], ['Gravel', 1.5]]);
  });

  it('reads its rows only as fast as the file is read', async () => {
    let produced = 0;
    function* rows(): Generator<SheetRow> {
      for (let i = 0; i < 100_000; i += 1) {
        produced += 1;
        yield ['KR 123 AB', i];
      }
    }
    const stream = xlsxStream([{ name: 'Rows', columns: [{ header: 'Plate' }, { header: 'Row' }], rows: rows() }]);
    const first = await new Promise<Buffer>((resolve) => stream.once('data', resolve));
    stream.pause();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first.length).toBeGreaterThan(0);
    expect(produced).toBeLessThan(20_000);
    stream.resume();
    await pipeline(stream, new Writable({ write: (_chunk, _encoding, done) => done() }));
    expect(produced).toBe(100_000);
  });
});
