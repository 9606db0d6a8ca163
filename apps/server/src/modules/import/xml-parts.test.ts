import { read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { entityExpansionWorkbook, externalEntityWorkbook } from './hostile-workbooks.js';
import { MAX_DATA_ROWS } from './limits.js';
import { partInspector, patternCounter } from './xml-parts.js';

const cellTexts = (file: Buffer): string[] => {
  const workbook = read(file, { type: 'buffer' });
  return utils.sheet_to_json<string[]>(workbook.Sheets[workbook.SheetNames[0]!]!, { header: 1 }).flat().map(String);
};

const feedInTwo = (inspect: (chunk: Buffer) => void, xml: Buffer, cut: number) => {
  inspect(xml.subarray(0, cut));
  inspect(xml.subarray(cut));
};

describe('the XML parts of an uploaded workbook', () => {
  it('are refused for a document type declaration, also when it is split across two inflated chunks', () => {
    const xml = Buffer.from('<?xml version="1.0"?>\n<!DOCTYPE sst [<!ENTITY x SYSTEM "file:///etc/passwd">]><sst/>');
    for (let cut = 1; cut < xml.length; cut += 1) {
      expect(() => feedInTwo(partInspector('xl/sharedStrings.xml', false), xml, cut), `cut at ${cut}`).toThrow(/declares XML entities/);
    }
  });

  it('pass with the XML a spreadsheet holds, and a picture may hold any bytes', () => {
    const inspect = partInspector('xl/sharedStrings.xml', false);
    expect(() => inspect(Buffer.from('<?xml version="1.0"?><sst><si><t>&lt;!DOCTYPE is text here</t></si></sst>'))).not.toThrow();
    expect(() => partInspector('xl/media/image1.svg', false)(Buffer.from('<!DOCTYPE svg>'))).not.toThrow();
  });

  it('count a pattern once wherever the chunks are cut', () => {
    const xml = Buffer.from('<row r="1"/><row r="2"/><rowBreaks/><row>');
    for (let cut = 0; cut <= xml.length; cut += 1) {
      const count = patternCounter('<row ');
      count(xml.subarray(0, cut));
      expect(count(xml.subarray(cut)), `cut at ${cut}`).toBe(2);
    }
  });

  it('refuse the only sheet once it has a row past the header and the allowed rows', () => {
    const rows = (count: number) => Buffer.from('<row r="1"><c><v>1</v></c></row>'.repeat(count));
    expect(() => partInspector('xl/worksheets/sheet1.xml', true)(rows(MAX_DATA_ROWS + 1))).not.toThrow();
    expect(() => partInspector('xl/worksheets/sheet1.xml', true)(rows(MAX_DATA_ROWS + 2))).toThrow(/more than 200,000 rows/);
    expect(() => partInspector('xl/worksheets/sheet2.xml', false)(rows(MAX_DATA_ROWS + 2))).not.toThrow();
  });

  // Should the refusal ever be lost, the Excel reader still neither expands nor fetches an entity.
  it('never have their entities expanded or fetched by the Excel reader itself', () => {
    expect(cellTexts(externalEntityWorkbook())).toContain('&passwd;');
    expect(cellTexts(externalEntityWorkbook()).join('\n')).not.toMatch(/root:/);
    expect(cellTexts(entityExpansionWorkbook())).toContain('&lol9;');
  });
});
