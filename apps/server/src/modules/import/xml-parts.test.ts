import { read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { entityExpansionWorkbook, externalEntityWorkbook } from './hostile-workbooks.js';
import { MAX_DATA_ROWS } from '@weighbridge/contract/import-refusals';
import { partInspector, wholeTags } from './xml-parts.js';

const cellTexts = (file: Buffer): string[] => {
  const workbook = read(file, { type: 'buffer' });
  return utils.sheet_to_json<string[]>(workbook.Sheets[workbook.SheetNames[0]!]!, { header: 1 }).flat().map(String);
};

const feedInTwo = (inspect: (chunk: Buffer) => void, xml: Buffer, cut: number) => {
  inspect(xml.subarray(0, cut));
  inspect(xml.subarray(cut));
};

/** A part as UTF-16, little- or big-endian, with or without its byte order mark. */
function utf16(text: string, order: 'le' | 'be', bom: boolean): Buffer {
  const little = Buffer.from(`${bom ? '\ufeff' : ''}${text}`, 'utf16le');
  return order === 'le' ? little : Buffer.from(little).swap16();
}

const DOCTYPE_SHEET = '<?xml version="1.0" encoding="UTF-16"?>\n<!DOCTYPE worksheet [<!ENTITY x "x">]><worksheet/>';

describe('the XML parts of an uploaded workbook', () => {
  it('are refused for a document type declaration, also when it is split across two inflated chunks', () => {
    const xml = Buffer.from('<?xml version="1.0"?>\n<!DOCTYPE sst [<!ENTITY x SYSTEM "file:///etc/passwd">]><sst/>');
    for (let cut = 1; cut < xml.length; cut += 1) {
      expect(() => feedInTwo(partInspector('xl/sharedStrings.xml', false), xml, cut), `cut at ${cut}`).toThrow(/declares XML entities/);
    }
  });

  it('are refused for a declaration in any letter case', () => {
    for (const declaration of ['<!doctype sst>', '<!DocType sst>', '<!entity x "x">']) {
      expect(() => partInspector('xl/sharedStrings.xml', false)(Buffer.from(`<?xml version="1.0"?>${declaration}<sst/>`)), declaration).toThrow(/declares XML entities/);
    }
  });

  it('are refused for a declaration in a UTF-16 part, little- or big-endian, with or without a byte order mark, however cut', () => {
    for (const order of ['le', 'be'] as const) {
      for (const bom of [true, false]) {
        const xml = utf16(DOCTYPE_SHEET.replace('DOCTYPE', 'doctype'), order, bom);
        for (let cut = 1; cut < xml.length; cut += 7) {
          expect(() => feedInTwo(partInspector('xl/worksheets/sheet1.xml', true), xml, cut), `${order}, bom ${bom}, cut at ${cut}`).toThrow(/declares XML entities/);
        }
      }
    }
  });

  it('pass with the XML a spreadsheet holds, and a picture may hold any bytes', () => {
    const inspect = partInspector('xl/sharedStrings.xml', false);
    expect(() => inspect(Buffer.from('<?xml version="1.0"?><sst><si><t>&lt;!DOCTYPE is text here</t></si></sst>'))).not.toThrow();
    expect(() => partInspector('xl/sharedStrings.xml', false)(utf16('<?xml version="1.0" encoding="UTF-16"?><sst><si><t>Sand</t></si></sst>', 'le', true))).not.toThrow();
    expect(() => partInspector('xl/media/image1.svg', false)(Buffer.from('<!DOCTYPE svg>'))).not.toThrow();
  });

  it('are seen tag by tag, each whole, wherever the chunks are cut', () => {
    const xml = Buffer.from('<row r="1"/><row r="2"/><rowBreaks/><row>');
    for (let cut = 0; cut <= xml.length; cut += 1) {
      const seen: string[] = [];
      feedInTwo(
        wholeTags((text) => seen.push(text)),
        xml,
        cut,
      );
      const tags = seen.join('').match(/<[^>]*>/g);
      expect(tags, `cut at ${cut}`).toEqual(['<row r="1"/>', '<row r="2"/>', '<rowBreaks/>', '<row>']);
      for (const text of seen) expect(text, `cut at ${cut}`).not.toMatch(/<[^>]*$/);
    }
  });

  it('refuse the only sheet once it has a row past the header and the allowed rows', () => {
    const rows = (count: number) => Buffer.from('<row r="1"><c><v>1</v></c></row>'.repeat(count));
    expect(() => partInspector('xl/worksheets/sheet1.xml', true)(rows(MAX_DATA_ROWS + 1))).not.toThrow();
    expect(() => partInspector('xl/worksheets/sheet1.xml', true)(rows(MAX_DATA_ROWS + 2))).toThrow(/more than 200,000 rows/);
    expect(() => partInspector('xl/worksheets/sheet2.xml', false)(rows(MAX_DATA_ROWS + 2))).not.toThrow();
  });

  it('refuse the only sheet when its dimension reaches past the allowed rows', () => {
    const sheet = (ref: string) => Buffer.from(`<worksheet><dimension ref="${ref}"/><sheetData><row r="1"><c><v>1</v></c></row></sheetData></worksheet>`);
    expect(() => partInspector('xl/worksheets/sheet1.xml', true)(sheet(`A1:P${MAX_DATA_ROWS + 1}`))).not.toThrow();
    expect(() => partInspector('xl/worksheets/sheet1.xml', true)(sheet(`A1:P${MAX_DATA_ROWS + 2}`))).toThrow(/more than 200,000 rows/);
    expect(() => partInspector('xl/worksheets/sheet1.xml', true)(sheet('A1:XFD1048576'))).toThrow(/more than 200,000 rows/);
  });

  it('count the rows and cells an OpenDocument sheet declares by repeating them', () => {
    const content = (rows: number, columns: number) =>
      Buffer.from(
        `<office:document-content><table:table><table:table-row table:number-rows-repeated="${rows}">` +
          `<table:table-cell table:number-columns-repeated="${columns}" office:value-type="float" office:value="1"/>` +
          '</table:table-row></table:table></office:document-content>',
      );
    expect(() => partInspector('content.xml', false)(content(1000, 16))).not.toThrow();
    expect(() => partInspector('content.xml', false)(content(MAX_DATA_ROWS + 2, 1))).toThrow(/more than 200,000 rows/);
    expect(() => partInspector('content.xml', false)(content(100_000, 1000))).toThrow(/declares more than 10,000,050 cells/);
  });

  // Should the refusal ever be lost, the Excel reader still neither expands nor fetches an entity.
  it('never have their entities expanded or fetched by the Excel reader itself', () => {
    expect(cellTexts(externalEntityWorkbook())).toContain('&passwd;');
    expect(cellTexts(externalEntityWorkbook()).join('\n')).not.toMatch(/root:/);
    expect(cellTexts(entityExpansionWorkbook())).toContain('&lol9;');
  });
});
