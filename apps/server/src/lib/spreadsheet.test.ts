import { CFB, read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { spreadsheetText, xlsxWorkbook } from './spreadsheet.js';

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

describe('the spreadsheet writer', () => {
  const file = xlsxWorkbook('Documents', [
    ['Text', 'Weight (kg)'],
    ...HOSTILE.map((text) => [text, -5]),
    ...HARMLESS.map((text) => [text, 12000.5]),
    ['Load date', { t: 'n' as const, v: 45720.3125, z: 'yyyy-mm-dd hh:mm' }],
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
