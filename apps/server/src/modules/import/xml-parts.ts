/**
 * What the upload check looks for in a workbook's XML parts while it inflates them, chunk by chunk, read
 * as text in the encoding the part is written in (UTF-8, or UTF-16 little- or big-endian, with or without
 * a byte order mark, as an XML parser would read it):
 * - A document type declaration, in any letter case. A spreadsheet package may not contain one (Open
 *   Packaging Conventions, ECMA-376 part 2), and it is what "billion laughs" entity expansion and external
 *   entities (SYSTEM "file:///etc/passwd") need. The Excel reader never expands entities, but a file that
 *   declares them is hostile or broken, and gets a clear answer instead of '&lol9;' imported as a material.
 * - The rows of the only sheet, and the rows its <dimension> declares, so that a sheet past the row limit is
 *   refused before the reader parses it, which costs about 200 MB for a million rows. A workbook of several
 *   sheets is left to the reader's own limit, since only its first sheet is imported.
 * - The rows and cells an OpenDocument sheet declares by repetition (table:number-rows-repeated and
 *   table:number-columns-repeated): a few bytes there stand for 100 million cells, each of which the reader
 *   would build. Such a file is no Excel workbook and is refused as one (file-kind.ts), but it is counted
 *   first, so that the limits hold whatever the container check lets through.
 */
import { TextDecoder } from 'node:util';
import { AppError } from '../../lib/errors.js';
import { MAX_DATA_ROWS, MAX_SHEET_CELLS } from '@weighbridge/contract/import-refusals';
import { WORKBOOK_ERRORS } from '@weighbridge/contract/import-refusals';

type Inspect = (chunk: Buffer) => void;

/** Parts the reader parses as XML; pictures and other binary parts may hold any bytes. */
const XML_PART = /\.(xml|rels|vml)$/i;
const WORKSHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/i;
/** Where an OpenDocument package keeps its sheets. */
const OPEN_DOCUMENT_CONTENT = /^content\.xml$/i;

const DECLARATION = /<!(?:doctype|entity)/i;
/** The sheet's header and the allowed rows; a row past them means too many, as the reader would find. */
const ROWS_ALLOWED = MAX_DATA_ROWS + 1;
/** A tag this long is no spreadsheet's: the text before it is looked at rather than held any longer. */
const LONGEST_TAG = 16 * 1024;
/** Bytes of a part decoded into one text at a time. */
const TEXT_SLICE_BYTES = 16 * 1024;

export const isWorksheetPart = (name: string): boolean => WORKSHEET_PART.test(name);

const tooManyRows = () => new AppError('PAYLOAD_TOO_LARGE', WORKBOOK_ERRORS.tooManyRows);

/**
 * The decoder of a part, from its first bytes: a byte order mark, or the zero byte beside the first
 * character that UTF-16 writes for '<' or a space. Anything else is read as UTF-8.
 */
export function partDecoder(first: Buffer): TextDecoder {
  if (first[0] === 0xff && first[1] === 0xfe) return new TextDecoder('utf-16le');
  if (first[0] === 0xfe && first[1] === 0xff) return new TextDecoder('utf-16be');
  if (first.length >= 2 && first[0] !== 0 && first[1] === 0) return new TextDecoder('utf-16le');
  if (first.length >= 2 && first[0] === 0 && first[1] !== 0) return new TextDecoder('utf-16be');
  return new TextDecoder('utf-8');
}

/**
 * Feeds a part's text to `look` in pieces that end before an unfinished tag, so that every tag (and a
 * declaration's name) is seen whole wherever the inflated chunks are cut.
 */
export function wholeTags(look: (text: string) => void): Inspect {
  let decoder: TextDecoder | undefined;
  let first = Buffer.alloc(0);
  let carried = '';
  return (chunk) => {
    if (!decoder) {
      // The encoding shows in the first two bytes, which a first chunk of one byte does not hold.
      first = Buffer.concat([first, chunk]);
      if (first.length < 2) return;
      decoder = partDecoder(first);
      chunk = first;
    }
    // In slices, so that each text is a small string the young generation collects at once: a text of a
    // whole inflated chunk (1 MB) would live among the large objects until a full collection.
    for (let at = 0; at < chunk.length; at += TEXT_SLICE_BYTES) {
      const text = carried + decoder.decode(chunk.subarray(at, at + TEXT_SLICE_BYTES), { stream: true });
      const open = text.lastIndexOf('<');
      const unfinished = open >= 0 && text.indexOf('>', open) < 0 && text.length - open < LONGEST_TAG;
      carried = unfinished ? text.slice(open) : '';
      look(unfinished ? text.slice(0, open) : text);
    }
  };
}

/** Counts the rows of an Excel sheet part: its <row> elements, and the last row its <dimension> names. */
function excelSheetRows(): (text: string) => void {
  let rows = 0;
  return (text) => {
    for (let at = text.indexOf('<row'); at >= 0; at = text.indexOf('<row', at + 4)) {
      if (/[\s>/]/.test(text[at + 4] ?? '')) rows += 1;
    }
    const at = text.indexOf('<dimension');
    const dimension = at < 0 ? null : /^<dimension\s+ref="\$?[A-Z]+\$?\d+(?::\$?[A-Z]+\$?(\d+))?"/i.exec(text.slice(at, at + 200));
    if (rows > ROWS_ALLOWED || Number(dimension?.[1] ?? 0) > ROWS_ALLOWED) throw tooManyRows();
  };
}

/** Counts the rows and cells an OpenDocument content part declares, each repetition as many as it says. */
function openDocumentCells(): (text: string) => void {
  const TAG = /<table:(table-row|table-cell|covered-table-cell)\b([^>]*)>/g;
  const repeated = (attributes: string, name: string) => Math.max(1, Number(new RegExp(`table:${name}="(\\d+)"`).exec(attributes)?.[1] ?? 1));
  let rows = 0;
  let cells = 0;
  let rowRepeats = 1;
  return (text) => {
    for (const [, tag, attributes = ''] of text.matchAll(TAG)) {
      if (tag === 'table-row') {
        rowRepeats = repeated(attributes, 'number-rows-repeated');
        rows += rowRepeats;
      } else {
        cells += repeated(attributes, 'number-columns-repeated') * rowRepeats;
      }
      if (rows > ROWS_ALLOWED) throw tooManyRows();
      if (cells > MAX_SHEET_CELLS) throw new AppError('PAYLOAD_TOO_LARGE', WORKBOOK_ERRORS.tooManyCells);
    }
  };
}

/** The inspection of one part, given its name and whether it is the workbook's only sheet. */
export function partInspector(name: string, onlySheet: boolean): Inspect {
  if (!XML_PART.test(name)) return () => undefined;
  const count = onlySheet ? excelSheetRows() : OPEN_DOCUMENT_CONTENT.test(name) ? openDocumentCells() : undefined;
  return wholeTags((text) => {
    if (DECLARATION.test(text)) throw new AppError('BAD_REQUEST', WORKBOOK_ERRORS.xmlDeclarations);
    count?.(text);
  });
}
